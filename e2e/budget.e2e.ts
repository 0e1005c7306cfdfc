import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp } from '../test-support/portal-data';
import { apiOf, useBrowser } from './support/journeys';
import { isCode, loadPage, totalBytes, type PageLoad } from './support/page-weight';

/**
 * The page weight budget of the Login screen (docs/decisions.md, "Page weight budget"): the bytes on the wire
 * (headers and compressed bodies, as the built server sends them) of the scripts and stylesheets a cold
 * Chromium loads for /login. A size, not a time, so the check is stable on a busy machine. Raising it takes a
 * decision in docs/decisions.md; lowering it after a saving takes nothing. 205.5 KB is what /login loaded before
 * issue 16 (the explorer, sequences, Sentry), which must not make it larger; it loaded 204.3 KB once the signed-in
 * routes and styles left the entry, and 149.3 KB since issue 26 drew the Login screen without antd's controls
 * (features/auth/components/light-controls.tsx): 155 KB keeps about 5 KB of room.
 */
export const LOGIN_BUDGET_BYTES = 155_000;

/** Largest Contentful Paint is recorded, never asserted: a time depends on the machine and its load. */
const LCP_RUNS = 3;

const baseUrl = inject('baseUrl');
const api = apiOf(baseUrl);
const { openPage } = useBrowser(() => baseUrl);
const output = join(new URL('..', import.meta.url).pathname, 'test-output');

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Loads `path` `LCP_RUNS` times, each in a new browser context (a cold cache); answers every load. */
async function coldLoads(
  path: string,
  ready: (page: Page) => Promise<unknown>,
  prepare?: (page: Page) => Promise<unknown>,
) {
  const loads: PageLoad[] = [];
  for (let run = 0; run < LCP_RUNS; run++) {
    const page = await openPage();
    await prepare?.(page);
    loads.push(await loadPage(page, path, () => ready(page)));
    await page.context().close();
  }
  return loads;
}

function record(name: string, loads: PageLoad[]) {
  const [first] = loads;
  const code = first!.transfers.filter(isCode);
  const summary = {
    path: name,
    measuredAt: new Date().toISOString(),
    codeBytes: totalBytes(code),
    codeFiles: code.length,
    allBytes: totalBytes(first!.transfers),
    lcpMs: loads.map((load) => Math.round(load.lcp)),
    lcpMedianMs: Math.round(median(loads.map((load) => load.lcp))),
    transfers: first!.transfers,
  };
  mkdirSync(output, { recursive: true });
  writeFileSync(join(output, `page-weight${name.replace(/\W+/g, '-')}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `${name}: scripts and stylesheets ${kb(summary.codeBytes)} in ${summary.codeFiles} files on the wire; ` +
      `LCP ${summary.lcpMs.join(', ')} ms (median ${summary.lcpMedianMs} ms, cold cache)`,
  );
  return summary;
}

describe('page weight', () => {
  it(`/login loads at most ${kb(LOGIN_BUDGET_BYTES)} of scripts and stylesheets, compressed, on the wire`, async () => {
    const loads = await coldLoads('/login', (page) =>
      page.getByRole('button', { name: 'LOGIN', exact: true }).waitFor(),
    );
    const summary = record('/login', loads);
    const code = loads[0]!.transfers.filter(isCode);
    // Compression is part of the budget: every script and stylesheet over 1 KB comes brotli-compressed.
    const uncompressed = code.filter((transfer) => transfer.encoding !== 'br' && transfer.bytes > 2_000);
    expect(uncompressed).toEqual([]);
    const listing = code
      .map((transfer) => `  ${transfer.path}  ${transfer.encoding}  ${kb(transfer.bytes)}`)
      .join('\n');
    expect(
      summary.codeBytes,
      `over the budget (docs/decisions.md, "Page weight budget"):\n${listing}`,
    ).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it('records the Largest Contentful Paint of /dashboard on a cold cache', async () => {
    const person = await signUp(api, { name: 'Grace', lastname: 'Hopper' });
    const loads = await coldLoads(
      '/dashboard',
      (page) => page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor(),
      (page) =>
        page
          .context()
          .addInitScript(([key, token]) => localStorage.setItem(key, token), [
            STORAGE_KEYS.token,
            person.token,
          ] as const),
    );
    const summary = record('/dashboard', loads);
    expect(summary.lcpMs.every((lcp) => lcp > 0)).toBe(true);
  });
});
