import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { toApiError } from './api-error';
import { changedPaths, serverErrorsToFields, type FieldPath, type ServerErrorMapping } from './server-form-errors';

/**
 * Shows server errors on an antd form and clears them while the user types
 * (a field's own errors when it changes; a message on the fallback field on any change).
 */
export function useServerFormErrors(form: FormInstance, mapping: ServerErrorMapping) {
  const shown = useRef<FieldPath[]>([]);
  const mappingRef = useRef(mapping);
  mappingRef.current = mapping;

  const showError = useCallback(
    (error: unknown) => {
      const fields = serverErrorsToFields(toApiError(error), mappingRef.current);
      shown.current = fields.map((field) => field.name);
      form.setFields(fields);
    },
    [form],
  );

  const clearOnChange = useCallback(
    (changedValues: unknown) => {
      if (shown.current.length === 0) return;
      const changed = new Set(changedPaths(changedValues).map((path) => path.join('.')));
      const fallback = mappingRef.current.fallback.join('.');
      const toClear = shown.current.filter((path) => changed.has(path.join('.')) || path.join('.') === fallback);
      if (toClear.length === 0) return;
      shown.current = shown.current.filter((path) => !toClear.includes(path));
      form.setFields(toClear.map((name) => ({ name, errors: [] })));
    },
    [form],
  );

  const clearAll = useCallback(() => {
    if (shown.current.length === 0) return;
    form.setFields(shown.current.map((name) => ({ name, errors: [] })));
    shown.current = [];
  }, [form]);

  return { showError, clearOnChange, clearAll };
}
