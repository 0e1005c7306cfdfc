import { EXPLORER_VARIABLES_KEY } from '@portal/shared/explorer/explorer.constants';
import { useCallback, useState } from 'react';
import { storage } from '../../../shared/lib/storage';

export type Variables = Record<string, string>;

/** The global variables kept in local storage under 'variables' (001 §3); anything unreadable is an empty set. */
export function readVariables(): Variables {
  try {
    const parsed: unknown = JSON.parse(storage.get(EXPLORER_VARIABLES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Values trimmed (001 §3); an emptied variable is kept empty, so 'Show more' still lists it. */
const trimmed = (variables: Variables): Variables =>
  Object.fromEntries(
    Object.entries(variables)
      .map(([key, value]) => [key.trim(), value.trim()])
      .filter(([key]) => key !== ''),
  );

/** The global variables, saved on every change. */
export function useVariables() {
  const [variables, setVariables] = useState<Variables>(readVariables);
  const update = useCallback((change: Variables | ((current: Variables) => Variables)) => {
    setVariables((current) => {
      const next = trimmed(typeof change === 'function' ? change(current) : { ...current, ...change });
      storage.set(EXPLORER_VARIABLES_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [variables, update] as const;
}
