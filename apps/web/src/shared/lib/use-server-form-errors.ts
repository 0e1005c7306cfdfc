import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { toApiError } from './api-error';
import { changedPaths, serverErrorsToFields, type FieldPath, type ServerErrorMapping } from './server-form-errors';

const same = (a: FieldPath, b: FieldPath) => a.join('.') === b.join('.');

/**
 * Shows server errors on an antd form (by property path, see server-form-errors.ts)
 * and keeps errors current while the user types:
 * - a server error clears when its field changes; a message on the fallback field clears on any change;
 * - a field that shows a client error is validated again on each change, so the message follows the input.
 */
export function useServerFormErrors<Values>(form: FormInstance<Values>, mapping: ServerErrorMapping) {
  const shown = useRef<FieldPath[]>([]);
  const mappingRef = useRef(mapping);
  mappingRef.current = mapping;

  const showError = useCallback(
    (error: unknown) => {
      const fields = serverErrorsToFields(toApiError(error), mappingRef.current);
      shown.current = fields.map((field) => field.name);
      form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
    },
    [form],
  );

  const handleValuesChange = useCallback(
    (changedValues: unknown) => {
      const changed = changedPaths(changedValues);
      if (shown.current.length > 0) {
        const fallback = mappingRef.current.fallback;
        const toClear = shown.current.filter((path) => same(path, fallback) || changed.some((c) => same(c, path)));
        shown.current = shown.current.filter((path) => !toClear.includes(path));
        if (toClear.length > 0) {
          form.setFields(toClear.map((name) => ({ name, errors: [] })) as Parameters<FormInstance<Values>['setFields']>[0]);
        }
      }
      const errored = changed.filter((path) => form.getFieldError(path as never).length > 0);
      if (errored.length > 0) form.validateFields(errored as never).catch(() => undefined);
    },
    [form],
  );

  const clearAll = useCallback(() => {
    if (shown.current.length === 0) return;
    form.setFields(shown.current.map((name) => ({ name, errors: [] })) as Parameters<FormInstance<Values>['setFields']>[0]);
    shown.current = [];
  }, [form]);

  return { showError, handleValuesChange, clearAll };
}
