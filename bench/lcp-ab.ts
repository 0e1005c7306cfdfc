/**
 * A/B of the Dashboard's Largest Contentful Paint between builds of the web app, for deciding whether a change
 * pays: one portal per build folder (`WEB_DIST_DIR`), each with a returning user's application (a consumer, calls,
 * the tour taken), and cold loads taken in turn, A then B, so both see the same machine. On 2 shared cores one
 * build's median moves by 100 ms from one run to the next; loads in turn compare what a single run cannot.
 *
 *   cp -r apps/web/dist /tmp/a   # before the change, then build again after it
 *   RUNS=25 node --import tsx bench/lcp-ab.ts /tmp/a apps/web/dist
 *   PAGE=login RUNS=25 node --import tsx bench/lcp-ab.ts /tmp/a apps/web/dist   # the Login screen, without a session
 */
import { resolve } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { median } from './lib/load';
import { cleanUp, newDataStore, startPortal } from './lib/servers';
import { coldLoad, dashboardWithApplication, returningUserToken } from './suites/login-bytes';

/** `PAGE=login`: the Login screen's LCP instead of the Dashboard's. */
const LOGIN = process.env.PAGE === 'login';
// The server wants an absolute folder; the command line may give relative ones.
const dirs = process.argv.slice(2).map((dir) => resolve(dir));
const browser = await launchBrowser();
const setups = [] as { url: string; token: string; stop: () => Promise<void> }[];
try {
  for (const dir of dirs) {
    // A first PGlite start runs initdb and the migrations: minutes on a loaded machine.
    const portal = await startPortal(await newDataStore('pglite'), { env: { WEB_DIST_DIR: dir }, timeoutMs: 300_000 });
    setups.push({ url: portal.url, token: await returningUserToken(portal), stop: portal.stop });
  }
  const lcps: number[][] = dirs.map(() => []);
  const runs = Number(process.env.RUNS ?? 10);
  for (let run = 0; run < runs; run++) {
    for (const [index, setup] of setups.entries()) {
      const load = LOGIN
        ? await coldLoad(browser, setup.url, '/login', (page) =>
            page.getByRole('button', { name: 'LOGIN', exact: true }).waitFor(),
          )
        : await coldLoad(browser, setup.url, '/dashboard', dashboardWithApplication, setup.token);
      lcps[index]!.push(Math.round(load.lcp));
    }
  }
  for (const [index, dir] of dirs.entries()) {
    const sorted = [...lcps[index]!].sort((a, b) => a - b);
    console.log(
      'AB',
      dir,
      'median',
      median(sorted),
      'mean',
      Math.round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
      sorted.join(' '),
    );
  }
} finally {
  await browser.close();
  for (const setup of setups) await setup.stop();
  await cleanUp();
}
