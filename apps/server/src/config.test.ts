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
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`));
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
