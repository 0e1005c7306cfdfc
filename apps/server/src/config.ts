import { isIP } from 'node:net';
import { z } from 'zod';

const urlString = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/**
 * A whole number between `min` and `max`; each broken rule has its own message ("must be at least 10"), so an
 * operator reads which bound a value missed rather than "must be a number" for a number.
 */
const wholeNumber = (min: number, max?: number, what = 'a number') => {
  const atLeast = z.coerce
    .number({ error: `must be ${what}` })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` });
  return max === undefined ? atLeast : atLeast.max(max, { error: `must be at most ${max}` });
};

/** Text of `min` to `max` characters, the bound named in the message. */
const text = (min: number, max?: number) => {
  const atLeast = z.string().min(min, { error: `must be at least ${min} character${min === 1 ? '' : 's'}` });
  return max === undefined ? atLeast : atLeast.max(max, { error: `must be at most ${max} characters` });
};

/** Names proxy-addr (Fastify's trustProxy) understands for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** Trusts the nearest `hops` addresses of X-Forwarded-For (as Fastify does for a number, which its types lack). */
type TrustHops = ((address: string, hop: number) => boolean) & { hops: number };
const trustHops = (hops: number): TrustHops => Object.assign((_address: string, hop: number) => hop < hops, { hops });

/**
 * Which proxies are trusted to say who the client is (Fastify's `trustProxy`): `false` (none,
 * the default), a hop count (`1` behind one reverse proxy), or a comma-separated list of proxy
 * addresses and CIDR ranges. `true` is refused: it believes any X-Forwarded-For, so every client
 * could pick its own IP address and walk past the per-IP limits.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | string | TrustHops => {
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (['true', 'yes'].includes(value)) {
      context.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its own IP address; give the number of proxies in front (1 behind one reverse proxy) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return trustHops(Number(value));
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a hop count or proxy addresses/CIDR ranges; not an address: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });

/** Every setting the server reads, with its default; `.env.example` lists the same. */
export const configSchema = z.object({
  // 'production' turns off the development mailbox; see docs/operations.md.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: text(1).default('0.0.0.0'),
  PORT: wholeNumber(0, 65535, 'a port number').default(3000),
  DATA_DIR: text(1).default('./data'),
  DATABASE_URL: urlString(['postgres', 'postgresql']).optional(),
  // Redis for the limits' counters; unset: they are kept in the database.
  REDIS_URL: urlString(['redis', 'rediss']).optional(),
  PUBLIC_URL: urlString(['http', 'https']).optional(),
  DOCS_URL: urlString(['http', 'https']).optional(),
  POLICY_URL: urlString(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting.default(false),
  // Sign-ups per IP address per hour (the tests' servers raise it: all their people come from one address).
  SIGNUP_LIMIT: wholeNumber(1).default(20),
  WEB_DIST_DIR: z.string().optional(),
  // Unified API calls a consumer (or an application, for its own calls) may make a minute, across all servers.
  CONSUMER_RATE_LIMIT: wholeNumber(1).default(600),

  // Mail: an SMTP server, or (unset) the embedded outbox with the development mailbox.
  SMTP_URL: urlString(['smtp', 'smtps']).optional(),
  MAIL_FROM: text(3).default('Developer Portal <no-reply@localhost>'),

  // Key for secrets stored for users (TOTP secrets). Unset: generated into DATA_DIR/secret.key.
  SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),

  // Sign in with Google (OpenID Connect). Both id and secret are needed to turn it on.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: urlString(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: urlString(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: urlString(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: text(1).default('https://accounts.google.com'),

  // Sign in with GitHub (OAuth app). Both id and secret are needed to turn it on.
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTH_URL: urlString(['http', 'https']).default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: urlString(['http', 'https']).default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: urlString(['http', 'https']).default('https://api.github.com'),

  // Connectors: hosts (names, addresses or CIDR ranges, comma-separated) vendor calls may reach although they
  // resolve to loopback, private or link-local addresses. CONNECTOR_<SERVICEID>_BASE_URL hosts are always allowed.
  CONNECTOR_ALLOWED_HOSTS: z.string().default(''),
  /**
   * Host names or host:port whose private addresses webhook deliveries may reach, and to which http is allowed (tests,
   * local development).
   */
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  // How long a receiver has to answer a delivery (Standard Webhooks: 15 s); a claimed delivery returns to the queue
  // after twice that.
  WEBHOOK_TIMEOUT_MS: wholeNumber(100, 60_000).default(15_000),
  // How long the data plane waits for one vendor call before answering 504 VENDOR_TIMEOUT.
  VENDOR_TIMEOUT_MS: wholeNumber(100, 120_000).default(15_000),
  // How long the data plane reuses a call's route (enabled integrations, connection rows, scope and field mappings).
  // Change detection: how often every plan's callable connections are polled (unset: each plan's own interval),
  // and how often a server looks for due syncs (0: never, e.g. in tests that run them by hand).
  SYNC_INTERVAL_SECONDS: wholeNumber(10, 86_400).optional(),
  SYNC_TICK_SECONDS: wholeNumber(0, 3_600).default(30),
  // How many records of its main model each sandbox connection's simulator starts with (unset: the simulator's own,
  // e.g. 120 employees); tests and benches of large syncs raise it.
  SANDBOX_RECORDS: wholeNumber(1, 100_000).optional(),
  UNIFIED_ROUTE_CACHE_MS: wholeNumber(0, 60_000).default(1_000),
  // How long a write waits for the first answer of its Idempotency-Key while that request is in flight, before 409.
  IDEMPOTENCY_WAIT_MS: wholeNumber(0, 120_000).default(10_000),

  // The FTP server for file connectors: off unless FTP_PORT is set (and not 0).
  FTP_PORT: wholeNumber(0, 65535, 'a port number').default(0),
  FTP_HOST: text(1).optional(),
  // The host name people's FTP clients use (default: PUBLIC_URL's host); also the passive-mode address.
  FTP_PUBLIC_HOST: text(1).optional(),
  FTP_PASV_MIN: wholeNumber(1, 65535, 'a port number').default(30000),
  FTP_PASV_MAX: wholeNumber(1, 65535, 'a port number').default(30100),
  FTP_ROOT: text(1).optional(),
  // Largest file one upload may store, and what one FTP connection may store in all (MB); beyond them: 552.
  FTP_MAX_FILE_MB: wholeNumber(1, 1_048_576).default(100),
  FTP_QUOTA_MB: wholeNumber(1, 1_048_576).default(1024),
  // Billing (docs/operations.md "Plans and billing"): the plan catalog, annual-plan requests and Stripe.
  PLANS_FILE: text(1).optional(),
  BILLING_ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  STRIPE_SECRET_KEY: text(1).optional(),
  STRIPE_WEBHOOK_SECRET: text(1).optional(),
  STRIPE_API_URL: urlString(['http', 'https']).optional(),
  METERED_REPORT_SECONDS: wholeNumber(0, 86_400).default(300),
  // Request new integration (docs/operations.md): the operator's address for the internal form's requests, and the
  // CRM form the external route embeds (its script URL, portal and form ids, region: eu1 unless said).
  OPERATOR_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  CRM_FORM_SCRIPT_URL: urlString(['https']).optional(),
  CRM_PORTAL_ID: text(1, 100).optional(),
  CRM_FORM_ID: text(1, 200).optional(),
  CRM_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,20}$/, 'must be a region such as eu1')
    .default('eu1'),
  // GET /metrics (Prometheus): with METRICS_TOKEN, for `Authorization: Bearer <token>`; without it, loopback clients
  // only.
  // SAML single sign-on (docs/sso.md): the key and certificate (PEM) our AuthnRequests are signed with when an
  // identity provider's metadata says WantAuthnRequestsSigned; unset, such a provider cannot be signed in to.
  SAML_SP_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  SAML_SP_CERTIFICATE: z.string().includes('CERTIFICATE', { message: 'must be a PEM certificate' }).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be 16 characters or more').optional(),
  // Error reporting (Sentry): the server's DSN; unset, @sentry/node is never loaded.
  SENTRY_DSN: urlString(['http', 'https']).optional(),
  // The web app's DSN, answered by GET /api/config (its origin joins the CSP's connect-src); unset, @sentry/react is
  // never loaded.
  SENTRY_WEB_DSN: urlString(['http', 'https']).optional(),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  docsUrl: string;
  policyUrl: string;
  /** The development mailbox (GET /api/dev/mailbox) is served: no SMTP_URL and not in production. */
  devMailbox: boolean;
  /** Every CONNECTOR_* variable (base URL overrides, operator OAuth apps): the connectors read them from here. */
  connectorEnv: Record<string, string>;
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
    connectorEnv: Object.fromEntries(
      Object.entries(present).filter(([name]) => name.startsWith('CONNECTOR_')),
    ) as Record<string, string>,
  };
}
