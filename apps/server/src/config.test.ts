import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing for the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', publicUrl: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.docsUrl).toBe('http://localhost:3000/api/docs');
  });

  it('derives the public address from PORT and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe('https://portal.example.com');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['SENTRY_WEB_DSN', 'ftp://key@sentry.example/1'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`${name}="${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`),
    );
  });
});

describe('mail, secrets and social sign-in settings', () => {
  it('defaults to development, so the embedded mail has its development mailbox', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('development');
    expect(config.devMailbox).toBe(true);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Developer Portal <no-reply@localhost>');
  });

  it('serves no development mailbox with an SMTP server or in production', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).devMailbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
  });

  it("defaults every provider endpoint to Google's and GitHub's, with no client configured", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GITHUB_AUTH_URL: 'https://github.com/login/oauth/authorize',
      GITHUB_TOKEN_URL: 'https://github.com/login/oauth/access_token',
      GITHUB_API_URL: 'https://api.github.com',
    });
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.GITHUB_CLIENT_SECRET).toBeUndefined();
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['SECRET_KEY', 'too-short'],
    ['GOOGLE_TOKEN_URL', 'not a url'],
    ['GITHUB_API_URL', 'ftp://api.example.com'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});

describe('bounded settings name the rule a value breaks', () => {
  const messageFor = (name: string, value: string): string => {
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${name}=${value} was accepted`);
  };

  it.each([
    ['SYNC_INTERVAL_SECONDS', '2', 'must be at least 10'],
    ['SYNC_INTERVAL_SECONDS', '90000', 'must be at most 86400'],
    ['SYNC_INTERVAL_SECONDS', '12.5', 'must be a whole number'],
    ['SYNC_INTERVAL_SECONDS', 'often', 'must be a number'],
    ['SYNC_TICK_SECONDS', '-1', 'must be at least 0'],
    ['SYNC_TICK_SECONDS', '3601', 'must be at most 3600'],
    ['PORT', '70000', 'must be at most 65535'],
    ['PORT', '-1', 'must be at least 0'],
    ['PORT', 'http', 'must be a port number'],
    ['FTP_PORT', '65536', 'must be at most 65535'],
    ['FTP_PASV_MIN', '0', 'must be at least 1'],
    ['FTP_PASV_MAX', '70000', 'must be at most 65535'],
    ['SIGNUP_LIMIT', '0', 'must be at least 1'],
    ['CONSUMER_RATE_LIMIT', '0', 'must be at least 1'],
    ['WEBHOOK_TIMEOUT_MS', '99', 'must be at least 100'],
    ['WEBHOOK_TIMEOUT_MS', '60001', 'must be at most 60000'],
    ['VENDOR_TIMEOUT_MS', '50', 'must be at least 100'],
    ['VENDOR_TIMEOUT_MS', '120001', 'must be at most 120000'],
    ['UNIFIED_ROUTE_CACHE_MS', '60001', 'must be at most 60000'],
    ['METERED_REPORT_SECONDS', '86401', 'must be at most 86400'],
    ['MAIL_FROM', 'ab', 'must be at least 3 characters'],
    ['CRM_PORTAL_ID', 'x'.repeat(101), 'must be at most 100 characters'],
    ['CRM_FORM_ID', 'x'.repeat(201), 'must be at most 200 characters'],
    ['METRICS_TOKEN', 'short', 'must be 16 characters or more'],
  ])('%s=%s: %s', (name, value, rule) => {
    expect(messageFor(name, value)).toBe(`Invalid configuration:\n  ${name}=${JSON.stringify(value)}: ${rule}`);
  });

  it('accepts the bounds themselves', () => {
    expect(loadConfig({ SYNC_INTERVAL_SECONDS: '10', SYNC_TICK_SECONDS: '3600', PORT: '65535' })).toMatchObject({
      SYNC_INTERVAL_SECONDS: 10,
      SYNC_TICK_SECONDS: 3600,
      PORT: 65535,
    });
  });
});
