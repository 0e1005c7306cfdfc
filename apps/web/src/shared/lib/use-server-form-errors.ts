import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { toApiError } from './api-error';
import { changedPaths, serverErrorsToFields, type FieldPath, type ServerErrorMapping } from './server-form-errors';

const same = (a: FieldPath, b: FieldPath) => a.join('.') === b.join('.');

/**
 * Pass a mapping that keeps its identity (a module constant).
 * Shows server errors on an antd form (by property path, see server-form-errors.ts)
 * and keeps errors current while the user types:
 * - a server error clears when its field changes; a message on the fallback field clears on any change;
 * - a field that shows a client error is validated again on each change, so the message follows the input.
 */
export function useServerFormErrors(form: FormInstance, mapping: ServerErrorMapping) {
  const shown = useRef<FieldPath[]>([]);

  const showError = useCallback(
    (error: unknown) => {
      const fields = serverErrorsToFields(toApiError(error), mapping);
      shown.current = fields.map((field) => field.name);
      form.setFields(fields);
    },
    [form, mapping],
  );

  const handleValuesChange = useCallback(
    (changedValues: unknown) => {
      const changed = changedPaths(changedValues);
      if (shown.current.length > 0) {
        const { fallback } = mapping;
        const toClear = shown.current.filter((path) => same(path, fallback) || changed.some((c) => same(c, path)));
        shown.current = shown.current.filter((path) => !toClear.includes(path));
        if (toClear.length > 0) {
          form.setFields(toClear.map((name) => ({ name, errors: [] })));
        }
      }
      const errored = changed.filter((path) => form.getFieldError(path).length > 0);
      if (errored.length > 0) form.validateFields(errored).catch(() => undefined);
    },
    [form, mapping],
  );

  const clearAll = useCallback(() => {
    if (shown.current.length === 0) return;
    form.setFields(shown.current.map((name) => ({ name, errors: [] })));
    shown.current = [];
  }, [form]);

  return { showError, handleValuesChange, clearAll };
}
