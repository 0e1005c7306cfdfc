import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(media: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(media)
    : undefined;
}

const subscribeTo = (media: string) => (onChange: () => void) => {
  const list = query(media);
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const subscribeDark = subscribeTo(DARK_QUERY);
const subscribeReducedMotion = subscribeTo(REDUCED_MOTION_QUERY);

/** The system light/dark preference, updated live when it changes (000 §2, Layout). */
export function useSystemTheme(): ThemeMode {
  return useSyncExternalStore(
    subscribeDark,
    () => (query(DARK_QUERY)?.matches ? 'dark' : 'light'),
    () => 'light',
  );
}

/**
 * Whether the system asks for less motion (an accessibility setting): antd's zooms and slides are turned off then.
 * The browser journeys ask for it too, so a click never lands while a dialog still moves.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => query(REDUCED_MOTION_QUERY)?.matches ?? false,
    () => false,
  );
}
