import type { Page } from 'playwright-core';

/** One response of a page load, as Chromium's network layer counted it. */
export interface Transfer {
  path: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Image, … */
  type: string;
  /** Content-Encoding the server chose (br, gzip, or identity). */
  encoding: string;
  /** Bytes on the wire: response headers and the body as sent (CDP `encodedDataLength`). */
  bytes: number;
}

export interface PageLoad {
  transfers: Transfer[];
  /** Largest Contentful Paint, ms from the start of the navigation. */
  lcp: number;
}

/** Scripts and stylesheets: what the page weight budget counts. */
export const isCode = (transfer: Transfer) => transfer.type === 'Script' || transfer.type === 'Stylesheet';

export const totalBytes = (transfers: Transfer[]) => transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);

/**
 * Opens `path` on `page` (a page of a fresh browser context: a cold cache) and answers every response it loaded,
 * with its bytes on the wire, and its Largest Contentful Paint. Waits until `ready` resolves (what the screen shows
 * once it is there) and the network has been idle for half a second, so late chunks are counted too.
 */
export async function loadPage(page: Page, path: string, ready: () => Promise<unknown>): Promise<PageLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, Omit<Transfer, 'bytes'>>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (!response.url.startsWith('http')) return; // data: URLs are part of a file already counted
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    responses.set(requestId, {
      path: new URL(response.url).pathname,
      type,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) transfers.push({ ...response, bytes: encodedDataLength });
  });
  await page.goto(path, { waitUntil: 'load' });
  await ready();
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(Number.NaN), 2_000);
      }),
  );
  await cdp.detach();
  return { transfers, lcp };
}
