import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { signUp } from '../../test-support/portal-data';
import { type Round, loadRound, targetOf } from '../lib/load';
import { type Engine, newDataStore, postgresAvailable, startPortal } from '../lib/servers';
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

async function underLoad(engine: Engine, duration: number) {
  const portal = await startPortal(await newDataStore(engine));
  const { token } = await signUp(portal.api);
  const round = await loadRound(targetOf(portal.url, usersEndpoints.me, { token }), { connections: CONNECTIONS, duration });
  // Memory once the load is over: what the peak left behind.
  await new Promise((resolve) => setTimeout(resolve, sized(5000, 0)));
  const rss = portal.rssMiB();
  await portal.stop();
  return { round, rss };
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
      },
    ];
  },
};
