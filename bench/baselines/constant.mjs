// Bare baseline of GET /api/config: Fastify answering a constant, no database. With BARE_HEADERS (a JSON
// object) it sends those headers too, set from one object in one hook: the portal's security headers,
// which every answer must carry, so the difference left is the framework's and the portal's own work.
import { bareApp, serve } from './serve.mjs';

const app = bareApp();
const origin = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const config = { data: { docsUrl: `${origin}/api/docs`, policyUrl: `${origin}/legal/privacy.html` } };
if (process.env.BARE_HEADERS) {
  const headers = JSON.parse(process.env.BARE_HEADERS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
app.get('/api/config', async () => config);
await serve(app);
