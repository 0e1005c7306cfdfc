import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verify/email/abcDEF123', '/api/auth/verify/email/[redacted]'],
    ['/api/members/invite/Zm9vYmFy/info', '/api/members/invite/[redacted]/info'],
    ['/api/members/invite/Zm9vYmFy/accept?x=1', '/api/members/invite/[redacted]/accept?x=1'],
    ['/login-callback?code=abc&state=def&other=1', '/login-callback?code=[redacted]&state=[redacted]&other=1'],
    ['/api/members/?account=123', '/api/members/?account=123'],
    ['/verify/abc', '/verify/[redacted]'],
    ['/new-password/abc', '/new-password/[redacted]'],
    ['/invite/abc', '/invite/[redacted]'],
    ['/api/members/invite', '/api/members/invite'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('redactUrl: every secret parameter name', () => {
  it.each([
    'api_key',
    'apikey',
    'client_secret',
    'signature',
    'sig',
    'password',
    'secret',
    'token',
    'X-Amz-Signature',
    'refreshToken',
    'user_pass',
    'api%5Fkey',
  ])('%s', (name) => {
    expect(redactUrl(`/api/x?page=1&${name}=S3cr3t&b=2`)).toBe(`/api/x?page=1&${name}=[redacted]&b=2`);
  });
});
