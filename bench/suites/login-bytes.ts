import { launchBrowser } from '../../e2e/support/browser';
import { newDataStore, startPortal } from '../lib/servers';
import type { Suite } from './suite';

/** The budget of the JavaScript `/login` loads, in bytes on the wire (Alex Russell's 170 KB). */
const BUDGET_BYTES = 170_000;

interface Loaded {
  path: string;
  type: string;
  encoding: string;
  wire: number;
}

/**
 * What a cold browser downloads for `/login` from the built server, compression included:
 * per response, the body as sent (after Content-Encoding) plus its headers.
 */
export async function loginDownloads(origin: string): Promise<Loaded[]> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    const responses: Promise<Loaded>[] = [];
    page.on('requestfinished', (request) => {
      responses.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          return {
            path: new URL(request.url()).pathname,
            type: request.resourceType(),
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
            wire: sizes.responseBodySize + sizes.responseHeadersSize,
          };
        })(),
      );
    });
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    return await Promise.all(responses);
  } finally {
    await browser.close();
  }
}

export const loginBytes: Suite = {
  name: 'login-bytes',
  about: 'bytes on the wire of what a cold Chromium loads for /login from the built server (compression included)',
  async run() {
    const portal = await startPortal(await newDataStore('pglite'));
    const loaded = await loginDownloads(portal.url);
    await portal.stop();
    const sum = (files: Loaded[]) => files.reduce((total, file) => total + file.wire, 0);
    const scripts = loaded.filter((file) => file.type === 'script');
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    for (const file of loaded) console.log(`  ${file.path}  ${file.type}  ${file.encoding}  ${kb(file.wire)}`);
    return [
      {
        what: 'JavaScript loaded by `/login`, on the wire',
        product: `${kb(sum(scripts))} in ${scripts.length} files (${[...new Set(scripts.map((file) => file.encoding))].join(', ')}); everything: ${kb(sum(loaded))}`,
        goal: `≤ ${kb(BUDGET_BYTES)}`,
        met: sum(scripts) <= BUDGET_BYTES,
      },
    ];
  },
};
