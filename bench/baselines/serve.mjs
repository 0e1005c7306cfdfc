// What every bare baseline shares: Fastify with its defaults and no logging, /health, the port
// the harness gives (PORT), and a clean stop on SIGTERM.
import Fastify from 'fastify';

export function bareApp() {
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ ok: true }));
  return app;
}

export async function serve(app, onClose = async () => {}) {
  process.on('SIGTERM', () => {
    void app.close().then(onClose).then(() => process.exit(0));
  });
  await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
}
