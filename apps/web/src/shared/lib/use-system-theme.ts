import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): ThemeMode {
  return query()?.matches ? 'dark' : 'light';
}

/** The system light/dark preference, updated live when it changes (000 §2, Layout). */
export function useSystemTheme(): ThemeMode {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'light');
}
