import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('goes back to the protected page that sent the user to Login, else to the Dashboard', () => {
    expect(redirectTarget({ from: '/user-settings?x=1' })).toBe('/user-settings?x=1');
    expect(redirectTarget({ from: '//evil.example' })).toBe('/dashboard');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(redirectTarget(null)).toBe('/dashboard');
  });

  it('comes back to a stored invitation first (000 §2: the stored invite survives logging in or signing up)', () => {
    window.localStorage.setItem(STORAGE_KEYS.invite, 'Abc_123-x');
    expect(redirectTarget(null)).toBe('/invite/Abc_123-x');
    expect(redirectTarget({ from: '/user-settings' })).toBe('/invite/Abc_123-x');
    window.localStorage.setItem(STORAGE_KEYS.invite, '  ');
    expect(redirectTarget(null)).toBe('/dashboard');
  });
});
