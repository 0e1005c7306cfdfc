import { describe, expect, it } from 'vitest';
import { hidesVerificationBanner } from './banner-routes';

describe('hidesVerificationBanner', () => {
  it.each([
    '/application/setup',
    '/application/setup/',
    '/application/setup/6f1c/connectors',
    '/application/setup/6f1c/consumer',
    '/application/setup/6f1c/next',
  ])('hides the banner on the setup wizard route %s', (pathname) => {
    expect(hidesVerificationBanner(pathname)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/user-settings',
    '/application/setup/6f1c',
    '/application/setup/6f1c/other',
    '/applications',
  ])('shows it on %s', (pathname) => {
    expect(hidesVerificationBanner(pathname)).toBe(false);
  });
});
