// BambooHR's simulator (the one the tests and sandbox connections use) on its own loopback port, with 100
// employees: the vendor of the benchmark's unified list. Run with `node --import tsx`.
import Fastify from 'fastify';
import bamboohr from '../../apps/server/src/connectors/bamboohr/simulator';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
await app.register(bamboohr.plugin, { seed: 1, size: Number(process.env.SIMULATOR_SIZE ?? 100) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
