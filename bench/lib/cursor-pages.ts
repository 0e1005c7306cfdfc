import { sized } from './smoke';

/**
 * The cursor apps/server/src/lib/cursor-page.ts makes: the page after (`at`, the largest id), i.e. at a chosen depth.
 */
export const cursorAt = (at: number) =>
  Buffer.from(JSON.stringify(['n', new Date(at).toISOString(), 'ffffffff-ffff-4fff-bfff-ffffffffffff'])).toString(
    'base64url',
  );

/** Page reads before the timed ones, to warm the server up. */
const WARM_PAGES = sized(100, 5);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * Times `pages` page reads one after the other, after WARM_PAGES to warm the server up; each must hold 10 rows. Answers
 * p50 and p99 in milliseconds and the line the results table shows.
 */
export async function timePages(pages: number, readPage: () => Promise<{ data: unknown[] }>) {
  const times: number[] = [];
  for (let n = 0; n < pages + WARM_PAGES; n += 1) {
    const began = performance.now();
    const page = await readPage();
    if (n >= WARM_PAGES) times.push(performance.now() - began);
    if (page.data.length !== 10) throw new Error(`a page held ${page.data.length} rows`);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  return { p50, p99, shown: `p50 ${ms(p50)}, p99 ${ms(p99)}` };
}
