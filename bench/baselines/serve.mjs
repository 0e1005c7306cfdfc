// What every bare baseline shares: Fastify with its defaults and no logging, /health, the port
// the harness gives (PORT), and a clean stop on SIGTERM.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';

export function bareApp() {
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ ok: true }));
  return app;
}

export async function serve(app, onClose = async () => {}) {
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(onClose)
      .then(() => process.exit(0));
  });
  await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
}

const BEARER = /^Bearer\s+(\S+)$/i;
export const unauthorized = { error: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Authentication required' } };

/**
 * The signed-in user of a request, as the portal finds it: the SHA-256 of the bearer token, one session row (`query` is
 * pg's).
 */
export async function sessionUserId(query, authorization) {
  const token = BEARER.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await query(
    'select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2 limit 1',
    [hash, new Date()],
  );
  return session.rows[0]?.user_id ?? null;
}
