import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { signUp } from '../../test-support/portal-data';
import { type Round, loadRound, targetOf } from '../lib/load';
import { type Engine, type Portal, newDataStore, postgresAvailable, startPortal } from '../lib/servers';
import { sized } from '../lib/smoke';
import type { Suite } from './suite';

const CONNECTIONS = sized(200, 10);

/** `12,000 requests (31 answered 503), 0 over 1 s, p99 … ms, max … ms` */
function describe(round: Round): string {
  const busy = round.statuses[503] ?? 0;
  const other = Object.entries(round.statuses).filter(([status]) => status !== '503');
  return [
    `${round.requests.toLocaleString('en-US')} requests`,
    `**${round.over1s} over 1 s**`,
    busy ? `${busy} answered 503 with Retry-After` : '',
    other.length ? `other answers: ${other.map(([status, count]) => `${count}× ${status}`).join(', ')}` : '',
    round.errors || round.timeouts ? `${round.errors} errors (${round.timeouts} timeouts)` : '',
    `p99 ${Math.round(round.p99)} ms, max ${Math.round(round.max)} ms`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Where a server's memory is, from its /metrics (served to this machine): RSS, V8's heap, and the embedded engine's
 * WebAssembly memory.
 */
async function memoryOf(portal: Portal): Promise<string> {
  const text = await (await fetch(`${portal.url}/metrics`)).text();
  const mib = (name: string) => {
    const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1];
    return value === undefined ? '?' : (Number(value) / 1024 / 1024).toFixed(0);
  };
  return `RSS ${portal.rssMiB().toFixed(0)} MiB (V8 heap ${mib('nodejs_heap_size_total_bytes')}, engine ${mib('database_engine_memory_bytes')})`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function underLoad(engine: Engine, duration: number) {
  const portal = await startPortal(await newDataStore(engine));
  const { token } = await signUp(portal.api);
  const idle = await memoryOf(portal);
  const round = await loadRound(targetOf(portal.url, usersEndpoints.me, { token }), {
    connections: CONNECTIONS,
    duration,
  });
  // Memory once the load is over: what the peak left behind, and whether it is given back a while later.
  await sleep(sized(5000, 0));
  const rss = portal.rssMiB();
  const after = await memoryOf(portal);
  await sleep(sized(25_000, 0));
  const later = await memoryOf(portal);
  await portal.stop();
  return { round, rss, idle, after, later };
}

export const concurrency: Suite = {
  name: 'concurrency',
  about: `${CONNECTIONS} connections on GET /api/users/me for BENCH_LOAD_DURATION s (default 60): answers that took over 1 s`,
  async run() {
    const duration = sized(60, 2, 'BENCH_LOAD_DURATION');
    const pglite = await underLoad('pglite', duration);
    const postgres = (await postgresAvailable()) ? await underLoad('postgres', duration) : undefined;
    return [
      {
        what: `${CONNECTIONS} concurrent connections for ${duration} s, PGlite (\`GET /api/users/me\`)`,
        product: describe(pglite.round),
        baseline: postgres ? `PostgreSQL: ${describe(postgres.round)}` : 'PostgreSQL: not measured',
        goal: '0 over 1 s',
        met: pglite.round.over1s === 0 && pglite.round.errors === 0,
      },
      {
        what: `memory 5 s after that load`,
        product: `PGlite ${pglite.rss.toFixed(0)} MiB`,
        baseline: postgres ? `PostgreSQL ${postgres.rss.toFixed(0)} MiB` : undefined,
        goal: '≤ 250 MiB on PGlite',
        met: pglite.rss <= 250,
      },
      {
        what: 'where the memory is: idle after a sign-up; 5 s after the load; 30 s after it',
        product: `PGlite: ${pglite.idle}; ${pglite.after}; ${pglite.later}`,
        baseline: postgres ? `PostgreSQL: ${postgres.idle}; ${postgres.after}; ${postgres.later}` : undefined,
      },
    ];
  },
};
