import { describe, expect, it } from 'vitest';
import { isGuestScreen, matchesPattern, paths } from './paths';

describe('paths', () => {
  it('fills the parameters of a path, each one URL-encoded', () => {
    expect(paths.invite({ code: 'Abc_123-x' })).toBe('/invite/Abc_123-x');
    expect(paths.newPassword({ key: 'a/b c' })).toBe('/new-password/a%2Fb%20c');
    expect(paths.setupWizard.consumer({ applicationId: '6f1c' })).toBe('/application/setup/6f1c/consumer');
    expect(paths.invite.pattern).toBe('/invite/:code');
  });

  it('matches a pathname against a pattern as the router does: a trailing slash and any case', () => {
    expect(matchesPattern(paths.verifyEmail.pattern, '/verify/abc')).toBe(true);
    expect(matchesPattern(paths.verifyEmail.pattern, '/Verify/abc/')).toBe(true);
    expect(matchesPattern(paths.verifyEmail.pattern, '/verify')).toBe(false);
    expect(matchesPattern(paths.verifyEmail.pattern, '/verify/abc/more')).toBe(false);
  });

  it('tells the screens of signing in and mailed links from the rest', () => {
    for (const pathname of [
      '/login',
      '/login-mfa',
      '/login-callback',
      '/sign-up',
      '/sign-up/velory',
      '/forgot-password',
      '/new-password/k',
      '/verify/k',
      '/invite/c',
    ]) {
      expect(isGuestScreen(pathname)).toBe(true);
    }
    for (const pathname of ['/dashboard', '/user-settings', '/account-settings', '/login/other', '/']) {
      expect(isGuestScreen(pathname)).toBe(false);
    }
  });
});
