/**
 * BENCH_SMOKE=1: every suite runs at a few seconds' size (1 s rounds, one round, few connections, small tables), to
 * show it still measures (`npm test` runs it: bench/smoke.test.ts). The figures it prints mean nothing.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** `full` in a real run, `smoke` in a smoke run; an environment variable, when named and set, wins over both. */
export function sized(full: number, smoke: number, variable?: string): number {
  const given = variable ? process.env[variable] : undefined;
  if (given !== undefined && given !== '') {
    const value = Number(given);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${variable} must be a number`);
    return value;
  }
  return SMOKE ? smoke : full;
}
