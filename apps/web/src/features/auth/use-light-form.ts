import { useCallback, useRef, useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/lib/api-error';
import type { FieldCheck } from '../../shared/lib/use-server-form';
import { serverErrorsToFields } from '../../shared/lib/server-form-errors';

type Errors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The state of a form drawn with the light controls (Login), with `useCheckedForm`'s behaviour and no antd Form:
 * a field is checked when it loses focus and on submit; a refusal of the server lands on the field it names,
 * anything else under `fallback`; typing clears the server's message of that field (the fallback's on any change)
 * and re-checks a field that shows an error, so the message follows the input.
 */
export function useLightForm<Name extends string, Values extends Record<Name, unknown>>(
  initial: Values,
  checks: Record<Name, FieldCheck>,
  fallback: NoInfer<Name>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Name>>({});
  const fromServer = useRef(new Set<Name>());
  const names = Object.keys(checks) as Name[];

  const setValue = useCallback(
    <K extends keyof Values>(name: K, value: Values[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        const next = { ...current };
        for (const field of [...fromServer.current]) {
          if (field === fallback || (field as string) === name) {
            delete next[field];
            fromServer.current.delete(field);
          }
        }
        const check = checks[name as unknown as Name];
        if (check && next[name as unknown as Name] !== undefined) next[name as unknown as Name] = check(value);
        return next;
      });
    },
    [checks, fallback],
  );

  const check = useCallback(
    (name: Name) => {
      setErrors((current) => ({ ...current, [name]: checks[name](values[name]) }));
      fromServer.current.delete(name);
    },
    [checks, values],
  );

  /** A submit handler: checks every field, runs `handler` with the values, and shows its refusal. */
  const submit = useCallback(
    (handler: (values: Values) => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      const found = Object.fromEntries(names.map((name) => [name, checks[name](values[name])])) as Errors<Name>;
      fromServer.current.clear();
      setErrors(found);
      if (names.some((name) => found[name] !== undefined)) return;
      handler(values).catch((failure: unknown) => {
        const fields = serverErrorsToFields(toApiError(failure), {
          fallback: [fallback],
          known: names.map((name) => [name]),
        });
        const shown: Errors<Name> = {};
        for (const { name, errors: messages } of fields) {
          const field = name[0] as Name;
          shown[field] = messages[0];
          fromServer.current.add(field);
        }
        setErrors(shown);
      });
    },
    [checks, fallback, names, values],
  );

  /** Forgets what was typed and every message (switching to Sign-up). */
  const resetFields = useCallback(() => {
    setValues(initial);
    setErrors({});
    fromServer.current.clear();
  }, [initial]);

  /** What a text field of the form takes: its value and message, typing, and its check on leaving it. */
  const field = (name: Name) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (value: string) => setValue(name, value as Values[Name]),
    onBlur: () => check(name),
  });

  return { values, setValue, field, submit, resetFields };
}
