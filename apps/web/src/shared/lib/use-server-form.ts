import type { FormInstance, FormRule } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { toApiError } from './api-error';
import { changedPaths, serverErrorsToFields, toFieldPath, type FieldPath } from './server-form-errors';

const key = (path: FieldPath) => path.join('.');

/**
 * A form whose fields are checked on the client and refused by the server (000 §5), whatever checks them
 * (`useSchemaForm`: the body schema; `useCheckedForm`: a few functions, without zod):
 * - `rules(name)`: the antd rules of a field, from `rulesOf`;
 * - `showServerError(error)`: a refusal of the server on the form, each validation message under the
 *   field of its property path (nested by children), anything else under the `fallback` field;
 * - `onValuesChange`: typing clears the server's message of that field (the fallback's on any change),
 *   and re-checks a field that shows an error, so the message follows the input.
 * - `formProps`: what the antd Form takes besides its name and values: the form, labels above the fields,
 *   no required marks, `onValuesChange`, and `noValidate`: the app's messages, not the browser's bubble
 *   (`type="email"` would show one over them);
 * - `submit(handler)`: an `onFinish` that runs `handler` and shows its refusal with `showServerError`.
 * The fields that take server messages are those that asked for their rules: the form says which it has.
 */
export function useServerForm<Name>(
  form: FormInstance,
  rulesOf: (path: FieldPath) => FormRule[],
  options: { fallback: Name },
) {
  const fields = useRef(new Map<string, FieldPath>());
  const shown = useRef<FieldPath[]>([]);
  const fallbackKey = key(toFieldPath(options.fallback));

  const rules = useCallback(
    (name: Name): FormRule[] => {
      const path = toFieldPath(name);
      fields.current.set(key(path), path);
      return rulesOf(path);
    },
    [rulesOf],
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

  const formProps = useMemo(
    () => ({ form, layout: 'vertical' as const, requiredMark: false, noValidate: true, onValuesChange }),
    [form, onValuesChange],
  );

  const submit = useCallback(
    <V>(handler: (values: V) => Promise<void>) =>
      (values: V) =>
        void handler(values).catch(showServerError),
    [showServerError],
  );

  return { rules, showServerError, onValuesChange, formProps, submit };
}

/** One field's check: its first message for a value, or undefined when the value is fine. */
export type FieldCheck = (value: unknown) => string | undefined;

const checkRulesCache = new WeakMap<FieldCheck, FormRule[]>();

/** The antd rules of a field checked by one function (the same rules on every render). */
export function checkRules(check: FieldCheck): FormRule[] {
  let rules = checkRulesCache.get(check);
  if (!rules) {
    rules = [
      {
        validator: async (_rule, value: unknown) => {
          const message = check(value);
          if (message !== undefined) throw new Error(message);
        },
      },
    ];
    checkRulesCache.set(check, rules);
  }
  return rules;
}

const noRules: FormRule[] = [];

/**
 * `useServerForm` with a check function per field instead of a schema: for a screen that must stay light
 * (Login), with checks that give the schema's messages (packages/shared/src/auth/auth.checks.ts).
 */
export function useCheckedForm<Checks extends Record<string, FieldCheck>>(
  form: FormInstance,
  checks: Checks,
  options: { fallback: keyof Checks & string },
) {
  const rulesOf = useCallback(
    (path: FieldPath) => {
      const check = path.length === 1 ? checks[path[0]!] : undefined;
      return check ? checkRules(check) : noRules;
    },
    [checks],
  );
  return useServerForm<keyof Checks & string>(form, rulesOf, options);
}
