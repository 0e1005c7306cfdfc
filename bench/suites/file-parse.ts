import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sized } from '../lib/smoke';
import type { Suite } from './suite';

/** The budget: the V8 heap the child may grow to (a larger need fails it), and its whole resident memory. */
const HEAP_LIMIT_MIB = 160;
const RSS_BUDGET_MIB = 256;

/**
 * Parses a generated Dustin price list (CSV, `;`, decimal commas) of a million rows in a stream, in a child process
 * whose heap is capped at the budget: the rows are never all in memory, only their ids (to refuse a duplicate).
 */
export const fileParse: Suite = {
  name: 'file-parse',
  about: `a 1 M-row delivered CSV parsed and mapped in a stream, heap capped at ${HEAP_LIMIT_MIB} MiB`,
  async run() {
    const rows = sized(1_000_000, 20_000, 'BENCH_FILE_ROWS');
    const child = fileURLToPath(new URL('../lib/parse-file-child.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `--max-old-space-size=${HEAP_LIMIT_MIB}`, child, String(rows)],
      { maxBuffer: 1024 * 1024 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      records: number;
      ms: number;
      startRssMiB: number;
      peakRssMiB: number;
      peakHeapMiB: number;
    };
    const perSecond = Math.round(result.records / (result.ms / 1000)).toLocaleString('en-US');
    return [
      {
        what: `${result.records.toLocaleString('en-US')}-row CSV parsed and mapped in a stream`,
        product:
          `${(result.ms / 1000).toFixed(1)} s (${perSecond} rows/s), peak heap ${result.peakHeapMiB.toFixed(0)} MiB, ` +
          `peak RSS ${result.peakRssMiB.toFixed(0)} MiB (${result.startRssMiB.toFixed(0)} MiB at start)`,
        goal: `heap ≤ ${HEAP_LIMIT_MIB} MiB, RSS ≤ ${RSS_BUDGET_MIB} MiB`,
        met: result.records === rows && result.peakRssMiB <= RSS_BUDGET_MIB,
      },
    ];
  },
};
