import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { type Database, engineMemoryBytes } from '../db/client';
import { workMetrics } from '../lib/work-metrics';
import { routeNotFound } from './api-answers';
import { isLocalRequest } from './endpoints';

/**
 * Who may read /metrics: a bearer METRICS_TOKEN (through a proxy too); without one, clients on the loopback
 * interface whose request carries no forwarding header of any kind (a proxy on the same host would otherwise
 * expose it).
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return isLocalRequest(request);
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** A queue table's pending rows and the age of the oldest (seconds), read at scrape time through its status index. */
async function queueStats(database: Database, table: 'mail_outbox' | 'webhook_deliveries') {
  const result = await database.db.execute(
    sql`select count(*)::int as pending, coalesce(extract(epoch from now() - min(created_at)), 0)::float as age from ${sql.identifier(table)} where status = 'pending'`,
  );
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as
    { pending: number; age: number } | undefined;
  return { pending: Number(row?.pending ?? 0), age: Number(row?.age ?? 0) };
}

/**
 * Prometheus metrics at GET /metrics (prom-client): HTTP requests by route and status with latency histograms,
 * unified API calls by connector and outcome, the mail and webhook queues (pending rows, oldest age), whether the
 * database is overloaded and its connections' use, webhook attempts by outcome and their queue age
 * (lib/work-metrics.ts),
 * and the process's own (CPU, memory, event loop).
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, token, production }: { database: Database; token: string | undefined; production: boolean },
) {
  if (production && !token) {
    // Not served (404): in production nothing but a token says who the scraper is. Declared, so that the web app's
    // page (served for unknown GET paths once the app is built) does not answer it with a 200.
    app.log.warn(
      'METRICS_TOKEN is not set: GET /metrics is not served in production (set METRICS_TOKEN to serve it to Authorization: Bearer <token>)',
    );
    app.get('/metrics', (request, reply) => routeNotFound(reply, request.method, request.url));
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const unifiedCalls = new Counter({
    name: 'unified_calls_total',
    help: 'Unified API calls, by connector and outcome (status class)',
    labelNames: ['connector', 'outcome'],
    registers: [registry],
  });
  for (const [name, table, help] of [
    ['mail', 'mail_outbox', 'mails'],
    ['webhook_deliveries', 'webhook_deliveries', 'webhook deliveries'],
  ] as const) {
    const pending = new Gauge({ name: `${name}_queue_pending`, help: `Pending ${help}`, registers: [registry] });
    new Gauge({
      name: `${name}_queue_oldest_seconds`,
      help: `Age of the oldest pending ${help.replace(/s$/, '')}`,
      registers: [registry],
      async collect() {
        const stats = await queueStats(database, table);
        pending.set(stats.pending);
        this.set(stats.age);
      },
    });
  }
  new Gauge({
    name: 'database_engine_memory_bytes',
    help: "The embedded engine's WebAssembly memory (PGlite: it grows and is never given back); 0 on PostgreSQL",
    registers: [registry],
    collect() {
      this.set(engineMemoryBytes(database));
    },
  });
  new Gauge({
    name: 'database_overloaded',
    help: "1 while the database's queue is full and requests are answered 503 (PGlite's gate; PostgreSQL queues in its pool)",
    registers: [registry],
    collect() {
      this.set(database.overloaded() ? 1 : 0);
    },
  });

  const pool = new Gauge({
    name: 'database_connections',
    help: 'Database connections by state (busy, idle) and work waiting for one (waiting); PGlite has a single connection',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const usage = database.usage();
      pool.set({ state: 'busy' }, usage.busy);
      pool.set({ state: 'idle' }, usage.open - usage.busy);
      pool.set({ state: 'waiting' }, usage.waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status: String(status) });
    duration.observe({ method: request.method, route, status_class: statusClass(status) }, reply.elapsedTime / 1000);
    if (route.startsWith('/unified/') && route !== '/unified/openapi.json') {
      const connector =
        (request as FastifyRequest & { gatewayCall?: { serviceId?: string | null } | null }).gatewayCall?.serviceId ??
        'none';
      unifiedCalls.inc({ connector, outcome: statusClass(status) });
    }
  });

  // The work metrics are the process's own objects: merged once, a scrape reads their current values.
  const served = Registry.merge([registry, workMetrics]);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, token))
      return reply.code(token ? 401 : 403).send({
        error: {
          statusCode: token ? 401 : 403,
          code: token ? 'UNAUTHORIZED' : 'FORBIDDEN',
          message: token
            ? 'A bearer METRICS_TOKEN is needed'
            : 'Metrics are served to this machine only (set METRICS_TOKEN)',
        },
      });
    return reply.type(served.contentType).send(await served.metrics());
  });
}
