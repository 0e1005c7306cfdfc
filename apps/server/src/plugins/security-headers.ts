import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer: helmet's defaults with the portal's Content-Security-Policy. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/** What the configuration adds to the portal's Content-Security-Policy. */
export interface CspAdditions {
  /** The operator's CRM form script that /request/integration/external embeds (CRM_FORM_SCRIPT_URL). */
  formScriptUrl?: string | undefined;
  /** The web app's Sentry DSN (SENTRY_WEB_DSN). */
  sentryWebDsn?: string | undefined;
}

/**
 * The portal's options with what the configuration needs, each by its origin alone (scheme, host and port):
 * - the CRM form (000 §2): its script's origin for scripts, connections and frames;
 * - the web app's Sentry: the DSN's origin for connections (its events and replays), and workers from blob: URLs,
 *   in which Sentry Replay compresses its recordings.
 * Without either, the options as they are.
 */
export function securityHeaderOptionsWith({ formScriptUrl, sentryWebDsn }: CspAdditions): HelmetOptions {
  if (!formScriptUrl && !sentryWebDsn) return SECURITY_HEADER_OPTIONS;
  const csp = SECURITY_HEADER_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[] | null> };
  const directives = { ...csp.directives };
  const add = (name: string, ...sources: string[]) => {
    directives[name] = [...(directives[name] ?? ["'self'"]), ...sources];
  };
  if (formScriptUrl) {
    const origin = new URL(formScriptUrl).origin;
    for (const name of ['scriptSrc', 'connectSrc', 'frameSrc']) add(name, origin);
  }
  if (sentryWebDsn) {
    add('connectSrc', new URL(sentryWebDsn).origin);
    add('workerSrc', 'blob:');
  }
  return { ...SECURITY_HEADER_OPTIONS, contentSecurityPolicy: { directives } };
}

/**
 * The headers helmet writes for `options`, computed once: helmet's middleware
 * run against a response that only records them. They do not depend on the
 * request (no CSP nonces), so every answer can get the same ones.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sets helmet's headers on every answer from one precomputed object, in one
 * onRequest hook (a route may still override one, as the API docs do with their CSP).
 * `@fastify/helmet` rebuilt helmet's middleware on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = SECURITY_HEADER_OPTIONS) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
