import { launchBrowser } from '../../e2e/support/browser';
import { connectApplication, createSession, pagePath } from '../../e2e/support/connect-page';
import type { PageLoad } from '../../e2e/support/page-weight';
import { newDataStore, startPortal } from '../lib/servers';
import { sized } from '../lib/smoke';
import { coldLoad } from './login-bytes';
import type { Suite } from './suite';

/** The budget for the hosted page's JavaScript on the wire, and its paint. */
const SCRIPT_GOAL_BYTES = 60 * 1024;
const LCP_GOAL_MS = 800;
const RUNS = sized(5, 1, 'BENCH_LCP_RUNS');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const scriptBytes = (load: PageLoad) =>
  load.transfers.filter((transfer) => transfer.type === 'Script').reduce((sum, transfer) => sum + transfer.bytes, 0);

export const connectPage: Suite = {
  name: 'connect-page',
  about: `JavaScript on the wire and LCP of the hosted Connect page (a test session's form), beside /login (the portal's lightest screen), median of ${RUNS} cold loads each`,
  async run() {
    const portal = await startPortal(await newDataStore('pglite'));
    const browser = await launchBrowser();
    try {
      const app = await connectApplication(portal.api, ['bamboohr', 'kandji', 'jamf']);
      const pageLoads: PageLoad[] = [];
      const loginLoads: PageLoad[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A fresh session each time: a page load reads it (limited per token).
        const session = await createSession(portal.url, app);
        pageLoads.push(
          await coldLoad(browser, portal.url, pagePath(session), (page) =>
            page.getByRole('heading', { name: 'Choose a service to connect' }).waitFor(),
          ),
        );
        loginLoads.push(
          await coldLoad(browser, portal.url, '/login', (page) =>
            page.getByRole('button', { name: 'LOGIN', exact: true }).waitFor(),
          ),
        );
      }
      const lcps = (loads: PageLoad[]) => loads.map((load) => Math.round(load.lcp)).join(', ');
      const pageLcp = median(pageLoads.map((load) => load.lcp));
      const loginLcp = median(loginLoads.map((load) => load.lcp));
      const pageScripts = scriptBytes(pageLoads[0]!);
      return [
        {
          what: 'JavaScript the hosted Connect page loads, on the wire',
          product: `${kb(pageScripts)} in ${pageLoads[0]!.transfers.filter((t) => t.type === 'Script').length} file(s)`,
          baseline: `/login: ${kb(scriptBytes(loginLoads[0]!))}`,
          goal: `≤ ${kb(SCRIPT_GOAL_BYTES)}`,
          met: pageScripts <= SCRIPT_GOAL_BYTES,
        },
        {
          what: 'Largest Contentful Paint of the hosted Connect page, loopback, cold cache',
          product: `${(pageLcp / 1000).toFixed(2)} s (median of ${lcps(pageLoads)} ms)`,
          baseline: `/login: ${(loginLcp / 1000).toFixed(2)} s (median of ${lcps(loginLoads)} ms)`,
          goal: `≤ ${LCP_GOAL_MS / 1000} s`,
          met: pageLcp <= LCP_GOAL_MS,
        },
      ];
    } finally {
      await browser.close();
      await portal.stop();
    }
  },
};
