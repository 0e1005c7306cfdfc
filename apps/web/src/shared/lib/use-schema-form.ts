import type { FormInstance, FormRule } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import type { z } from 'zod';
import { toApiError } from './api-error';
import { schemaRules, toFieldPath, type FieldName } from './schema-rules';
import { changedPaths, serverErrorsToFields, type FieldPath } from './server-form-errors';

const key = (path: FieldPath) => path.join('.');

/**
 * A form validated with the body schema the server validates (000 §5):
 * - `rules(name)`: the antd rules of a field, from its schema in the body;
 * - `showServerError(error)`: a refusal of the server on the form, each validation message under the
 *   field of its property path (nested by children), anything else under the `fallback` field;
 * - `onValuesChange`: typing clears the server's message of that field (the fallback's on any change),
 *   and re-checks a field that shows an error, so the message follows the input.
 * - `formProps`: what the antd Form takes besides its name and values: the form, labels above the fields,
 *   no required marks, `onValuesChange`;
 * - `submit(handler)`: an `onFinish` that runs `handler` and shows its refusal with `showServerError`.
 * The fields that take server messages are those that asked for their rules: the form says which it has.
 */
export function useSchemaForm<S extends z.ZodType>(form: FormInstance, body: S, options: { fallback: FieldName<S> }) {
  const fields = useRef(new Map<string, FieldPath>());
  const shown = useRef<FieldPath[]>([]);
  const fallbackKey = key(toFieldPath(options.fallback));

  const rules = useCallback(
    (name: FieldName<S>): FormRule[] => {
      const path = toFieldPath(name);
      fields.current.set(key(path), path);
      return schemaRules(body, path);
    },
    [body],
  );

  const showServerError = useCallback(
    (error: unknown) => {
      const mapping = { fallback: fallbackKey.split('.'), known: [...fields.current.values()] };
      const fieldErrors = serverErrorsToFields(toApiError(error), mapping);
      shown.current = fieldErrors.map((field) => field.name);
      form.setFields(fieldErrors);
    },
    [form, fallbackKey],
  );

  const onValuesChange = useCallback(
    (changedValues: unknown) => {
      const changed = changedPaths(changedValues).map(key);
      const toClear = shown.current.filter((path) => key(path) === fallbackKey || changed.includes(key(path)));
      if (toClear.length > 0) {
        shown.current = shown.current.filter((path) => !toClear.includes(path));
        form.setFields(toClear.map((name) => ({ name, errors: [] })));
      }
      const errored = changedPaths(changedValues).filter((path) => form.getFieldError(path).length > 0);
      if (errored.length > 0) form.validateFields(errored).catch(() => undefined);
    },
    [form, fallbackKey],
  );

  const formProps = useMemo(() => ({ form, layout: 'vertical' as const, requiredMark: false, onValuesChange }), [form, onValuesChange]);

  const submit = useCallback(
    <V>(handler: (values: V) => Promise<void>) =>
      (values: V) =>
        void handler(values).catch(showServerError),
    [showServerError],
  );

  return { rules, showServerError, onValuesChange, formProps, submit };
}
