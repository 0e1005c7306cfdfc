import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlString = (protocols: string[]) =>
  z.url({ error: `must be a URL (${protocols.join(', ')})` }).refine(
    (value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)),
    `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

/** Every setting the server reads, with its default; `.env.example` lists the same. */
export const configSchema = z.object({
  // 'production' turns off the development mailbox; see docs/operations.md.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlString(['postgres', 'postgresql']).optional(),
  PUBLIC_URL: urlString(['http', 'https']).optional(),
  DOCS_URL: urlString(['http', 'https']).optional(),
  POLICY_URL: urlString(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
  WEB_DIST_DIR: z.string().optional(),

  // Mail: an SMTP server, or (unset) the embedded outbox with the development mailbox.
  SMTP_URL: urlString(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Developer Portal <no-reply@localhost>'),

  // Key for secrets stored for users (TOTP secrets). Unset: generated into DATA_DIR/secret.key.
  SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),

  // Sign in with Google (OpenID Connect). Both id and secret are needed to turn it on.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: urlString(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: urlString(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: urlString(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),

  // Sign in with GitHub (OAuth app). Both id and secret are needed to turn it on.
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTH_URL: urlString(['http', 'https']).default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: urlString(['http', 'https']).default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: urlString(['http', 'https']).default('https://api.github.com'),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  docsUrl: string;
  policyUrl: string;
  /** The development mailbox (GET /api/dev/mailbox) is served: no SMTP_URL and not in production. */
  devMailbox: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment into a typed config; a bad value stops the start naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return {
    ...config,
    publicUrl,
    // Without an external documentation site, the portal's own API reference is the docs.
    docsUrl: config.DOCS_URL ?? `${publicUrl}/api/docs`,
    policyUrl: config.POLICY_URL ?? `${publicUrl}/legal/privacy.html`,
    devMailbox: !config.SMTP_URL && config.NODE_ENV !== 'production',
  };
}
