// A loopback vendor for the gateway benchmark: every GET answers the same 1 KB JSON body, whatever the path and
// credentials, so what the benchmark measures beside it is the gateway's own work.
import { bareApp, serve } from './serve.mjs';

const items = Array.from({ length: 12 }, (_, index) => ({
  id: `item-${String(index).padStart(4, '0')}`,
  name: `Bench item ${index}`,
  status: 'active',
  quantity: index * 3,
}));
const body = JSON.stringify({ data: items, meta: { next: null } });
const payload =
  body.length >= 1024
    ? body
    : JSON.stringify({ data: items, meta: { next: null }, pad: 'x'.repeat(1024 - body.length - 9) });

const app = bareApp();
app.get('/*', (_request, reply) => {
  reply.type('application/json').send(payload);
});
await serve(app);
