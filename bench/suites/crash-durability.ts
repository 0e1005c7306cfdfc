import { CALLERS, type CrashFigures, crashUnderLoad } from '../../e2e/support/crash-under-load';
import type { Row } from '../lib/report';
import { pgliteTemplate, postgresAvailable, postgresUrl } from '../lib/servers';
import { sized } from '../lib/smoke';
import type { Suite } from './suite';

/** Rounds per engine (BENCH_CRASH_ROUNDS, 5) and seconds of load before each kill (BENCH_CRASH_LOAD, 3). */
const ROUNDS = sized(5, 1, 'BENCH_CRASH_ROUNDS');
const LOAD_MS = sized(3, 1, 'BENCH_CRASH_LOAD') * 1000;

/**
 * One engine's rounds as a row: calls answered, metered beyond them (the calls in flight), logs lost against the last
 * second's calls.
 */
function rowOf(engine: string, rounds: CrashFigures[]): Row {
  const sum = (pick: (round: CrashFigures) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  const unmetered = sum((round) => Math.max(0, round.answered - round.metered));
  const extra = rounds.map((round) => round.metered - round.answered);
  const within = rounds.every((round) => round.lost <= round.lastSecond);
  return {
    what: `kill -9 under ${CALLERS} callers of a unified model after ${LOAD_MS / 1000} s, ×${rounds.length}, ${engine}`,
    product:
      `answered 200: ${sum((round) => round.answered)}, not metered: ${unmetered}, metered without an answer (in flight): ${extra.join('/')}; ` +
      `log rows lost: ${rounds.map((round) => round.lost).join('/')} against ${rounds.map((round) => round.lastSecond).join('/')} answered in the last second`,
    goal: 'every answered call metered; logs lose ≤ the last second',
    met: unmetered === 0 && within,
  };
}

export const crashDurability: Suite = {
  name: 'crash-durability',
  about: `kill -9 of the built server under ${CALLERS} concurrent callers, restart, compare calls answered with calls metered and logged (both engines)`,
  async run() {
    const rows: Row[] = [];
    // Removed with the run's scratch folder.
    const template = await pgliteTemplate();
    for (const engine of ['postgres', 'pglite'] as const) {
      if (engine === 'postgres' && !(await postgresAvailable())) continue;
      const rounds: CrashFigures[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push(await crashUnderLoad(engine, { loadMs: LOAD_MS, postgresServer: postgresUrl, template }));
        console.log(`  ${engine} round ${round + 1}: ${JSON.stringify(rounds.at(-1))}`);
      }
      rows.push(rowOf(engine, rounds));
    }
    return rows;
  },
};
