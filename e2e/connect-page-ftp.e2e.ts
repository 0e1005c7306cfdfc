import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port';
import { screenshot } from './support/browser';
import {
  connectApplication,
  createSession,
  expectNoSeriousViolations,
  pagePath,
  readSession,
} from './support/connect-page';
import { usePortal } from './support/portal';

/**
 * The hosted Connect page offers a file connector (issue 28, FTP): the end user gets an FTP folder of their own, its
 * address, user name and password shown once with copy buttons; a file sent there with a real FTP client becomes that
 * consumer's data on the unified API.
 */
const ftp = { port: 0, passive: 0, root: '' };
beforeAll(async () => {
  ftp.port = await freePort();
  ftp.passive = await freePort();
  ftp.root = await mkdtemp(join(tmpdir(), 'portal-e2e-ftp-'));
});
afterAll(() => rm(ftp.root, { recursive: true, force: true }));
const portal = usePortal(() => ({
  FTP_PORT: String(ftp.port),
  FTP_HOST: '127.0.0.1',
  FTP_PASV_MIN: String(ftp.passive),
  FTP_PASV_MAX: String(ftp.passive + 5),
  FTP_ROOT: ftp.root,
  UNIFIED_ROUTE_CACHE_MS: '0',
}));

const CUSTOMER = { externalId: 'northwind-ftp', name: 'Northwind Traders' };

describe('the hosted Connect page with a file connector', () => {
  it('shows the FTP account once; a file delivered there answers the consumer’s unified call', async () => {
    const app = await connectApplication(portal.api(), ['dustin'], 'live');
    const session = await createSession(portal.url(), app, { consumer: CUSTOMER });
    const page = await portal.openPage();
    await page.goto(pagePath(session));
    await page.getByRole('heading', { name: 'Connect Dustin' }).waitFor();
    await page.getByText('the password is shown only once').waitFor();
    await expectNoSeriousViolations(page, 'the FTP step');
    await page.getByRole('button', { name: 'Show my FTP details' }).click();
    await page.getByText('Copy these details now').waitFor();
    const values = await page.locator('.copy-value code').allTextContents();
    expect(values).toHaveLength(3);
    const [endpoint, username, password] = values as [string, string, string];
    expect(endpoint).toBe(`ftp://localhost:${ftp.port}`);
    expect(username).toMatch(/^dustin-/);
    await expect.poll(() => page.getByRole('button', { name: 'Copy Password' }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'the FTP account shown');
    await screenshot(page, 'connect-ftp-desktop-light');
    // The session is complete already: the details are not answered again.
    expect(await readSession(portal.url(), app, session.id)).toMatchObject({
      status: 'completed',
      serviceId: 'dustin',
    });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: 'Dustin is connected' }).waitFor();

    const client = new Client(10_000);
    try {
      await client.access({ host: '127.0.0.1', port: ftp.port, user: username, password });
      await client.uploadFrom(
        Readable.from([Buffer.from('Artikelnr;Produktnamn;Ditt pris\nNW-1;Dock;1990\n')]),
        'a.csv',
      );
    } finally {
      client.close();
    }
    await expect
      .poll(
        async () => {
          const response = await fetch(`${portal.url()}/unified/distributor/products`, {
            headers: { authorization: `Bearer ${app.apiKey}`, 'x-consumer-id': CUSTOMER.externalId },
          });
          const answer = (await response.json()) as { data?: Array<{ sku: string }> };
          return answer.data?.map((product) => product.sku) ?? [];
        },
        { timeout: 15_000, interval: 200 },
      )
      .toEqual(['NW-1']);
  });
});
