import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers';
import { createAppStore } from './store';

/** A prefers-color-scheme media query the test can flip, as the system setting would. */
function stubColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(dark: boolean) {
      list.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Providers theme', () => {
  it('follows the system preference and updates when it changes', () => {
    const scheme = stubColorScheme(false);
    render(
      <Providers store={createAppStore({ token: null })}>
        <p>content</p>
      </Providers>,
    );
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('light');
    const lightBackground = root.style.getPropertyValue('--portal-bg-layout');

    act(() => scheme.set(true));
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--portal-bg-layout')).not.toBe(lightBackground);

    act(() => scheme.set(false));
    expect(root.dataset.theme).toBe('light');
  });
});
