/**
 * A/B of the Dashboard's Largest Contentful Paint between builds of the web app, for deciding whether a change
 * pays: one portal per build folder (`WEB_DIST_DIR`), each with a returning user's application (a consumer, calls,
 * the tour taken), and cold loads taken in turn, A then B, so both see the same machine. On 2 shared cores one
 * build's median moves by 100 ms from one run to the next; loads in turn compare what a single run cannot.
 *
 *   cp -r apps/web/dist /tmp/a   # before the change, then build again after it
 *   RUNS=25 node --import tsx bench/lcp-ab.ts /tmp/a apps/web/dist
 */
import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { DESKTOP, launchBrowser } from '../e2e/support/browser';
import { sandboxConsumer } from '../test-support/sandbox-consumer';
import { cleanUp, newDataStore, startPortal } from './lib/servers';

const dirs = process.argv.slice(2);
const browser = await launchBrowser();
const setups = [] as { url: string; token: string; stop: () => Promise<void> }[];
try {
  for (const dir of dirs) {
    const portal = await startPortal(await newDataStore('pglite'), { env: { WEB_DIST_DIR: dir } });
    const ada = await sandboxConsumer(portal.api, 'Ada');
    await portal.api.call(usersEndpoints.updateGuides, { token: ada.owner.token, body: { completedDashboard: true, completedCreateApplication: true, completedConsumer: true } });
    for (let call = 0; call < 5; call += 1) await fetch(`${portal.url}/unified/hris/employees?pageSize=10`, { headers: { authorization: ada.authorization } });
    setups.push({ url: portal.url, token: ada.owner.token, stop: portal.stop });
  }
  const lcps: number[][] = dirs.map(() => []);
  const runs = Number(process.env.RUNS ?? 10);
  for (let run = 0; run < runs; run++) {
    for (const [index, setup] of setups.entries()) {
      const context = await browser.newContext({ baseURL: setup.url, viewport: DESKTOP });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, setup.token] as const);
      const page = await context.newPage();
      await page.goto('/dashboard', { waitUntil: 'load' });
      await page.getByTestId('dashboard-application-id').waitFor();
      await page.waitForLoadState('networkidle');
      const lcp = await page.evaluate(() => new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      }));
      lcps[index]!.push(Math.round(lcp));
      await context.close();
    }
  }
  for (const [index, dir] of dirs.entries()) {
    const sorted = [...lcps[index]!].sort((a, b) => a - b);
    console.log('AB', dir, 'median', sorted[Math.floor(sorted.length / 2)], 'mean', Math.round(sorted.reduce((a, b) => a + b, 0) / sorted.length), sorted.join(' '));
  }
} finally {
  await browser.close();
  for (const setup of setups) await setup.stop();
  await cleanUp();
}
