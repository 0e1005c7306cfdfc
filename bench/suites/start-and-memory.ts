import { signUp } from '../../test-support/portal-data';
import { median } from '../lib/load';
import type { Row } from '../lib/report';
import { type Engine, newDataStore, postgresAvailable, startPortal } from '../lib/servers';
import { sized } from '../lib/smoke';
import type { Suite } from './suite';

/** How long the server idles after the sign-up before its memory is read. */
const IDLE_WAIT_MS = sized(3000, 0);

const ms = (values: number[]) =>
  `${Math.round(median(values)).toLocaleString('en-US')} ms (${values.map((value) => Math.round(value)).join(', ')})`;

/**
 * Cold starts (a new data folder or database: migrations), warm starts (the same again), idle memory after a sign-up.
 */
async function measure(engine: Engine, runs: number) {
  const cold: number[] = [];
  const warm: number[] = [];
  let idle = 0;
  let firstIdle = 0;
  for (let run = 0; run < runs; run++) {
    const store = await newDataStore(engine);
    const first = await startPortal(store);
    cold.push(first.startMs);
    if (run === runs - 1) {
      await signUp(first.api);
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
      firstIdle = first.rssMiB();
    }
    await first.stop();
    const second = await startPortal(store);
    warm.push(second.startMs);
    if (run === runs - 1) {
      await signUp(second.api);
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
      idle = second.rssMiB();
    }
    await second.stop();
  }
  return { cold, warm, idle, firstIdle };
}

export const startAndMemory: Suite = {
  name: 'start-and-memory',
  about:
    'cold start (new data folder or database), warm start (existing data), idle memory (RSS) after start and a sign-up',
  async run() {
    const runs = sized(3, 1, 'BENCH_START_RUNS');
    const pglite = await measure('pglite', runs);
    const postgres = (await postgresAvailable()) ? await measure('postgres', runs) : undefined;
    const rows: Row[] = [
      {
        what: 'idle memory of the server (RSS after start and a sign-up)',
        product: `PGlite ${pglite.idle.toFixed(0)} MiB`,
        baseline: postgres ? `PostgreSQL ${postgres.idle.toFixed(0)} MiB` : undefined,
        goal: '≤ 200 MiB on PGlite',
        met: pglite.idle <= 200,
      },
      // The first start of a new folder creates the cluster in a child process (db/first-start.ts): before, it kept
      // ~720 MiB.
      {
        what: 'idle memory after the first start of a new data folder (RSS after start and a sign-up)',
        product: `PGlite ${pglite.firstIdle.toFixed(0)} MiB`,
        baseline: postgres ? `PostgreSQL ${postgres.firstIdle.toFixed(0)} MiB` : undefined,
      },
      {
        what: `cold start, new data folder (median of ${runs})`,
        product: `PGlite ${ms(pglite.cold)}`,
        baseline: postgres ? `PostgreSQL ${ms(postgres.cold)}` : undefined,
      },
      {
        what: `warm start (median of ${runs})`,
        product: `PGlite ${ms(pglite.warm)}`,
        baseline: postgres ? `PostgreSQL ${ms(postgres.warm)}` : undefined,
        goal: '< 2 s',
        met: median(pglite.warm) < 2000 && (!postgres || median(postgres.warm) < 2000),
      },
    ];
    return rows;
  },
};
