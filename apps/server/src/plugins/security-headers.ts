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

/**
 * The portal's options with one more host allowed for scripts, connections and frames: the operator's CRM form that
 * /request/integration/external embeds (000 §2). Only that script's origin is added; without one, the options as they are.
 */
export function securityHeaderOptionsWith(formScriptUrl: string | undefined): HelmetOptions {
  if (!formScriptUrl) return SECURITY_HEADER_OPTIONS;
  const origin = new URL(formScriptUrl).origin;
  const csp = SECURITY_HEADER_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[] | null> };
  const add = (name: string) => [...(csp.directives[name] ?? ["'self'"]), origin];
  return {
    ...SECURITY_HEADER_OPTIONS,
    contentSecurityPolicy: { directives: { ...csp.directives, scriptSrc: add('scriptSrc'), connectSrc: add('connectSrc'), frameSrc: add('frameSrc') } },
  };
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
