import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../test-support/webhook-receiver';
import { usePortal } from './support/portal';

/**
 * Error reporting in the browser (issue 16) against a local stand-in for Sentry's ingestion: the envelope endpoint of
 * a DSN's project (`POST /api/{project}/envelope/`, newline-delimited JSON items, as Sentry's envelope documentation
 * has it), answering cross-origin requests as sentry.io does. The portal gets SENTRY_WEB_DSN, so the browser must load
 * the Sentry chunk, be allowed by the Content-Security-Policy to reach the DSN's origin, and send what it sees.
 */
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
const PROJECT = '42';
let ingest: Receiver;
beforeAll(async () => {
  ingest = await startReceiver(() => ({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: '{}' }));
});
afterAll(() => ingest.close());
const portal = usePortal(() => ({ SENTRY_WEB_DSN: `http://e2epublickey@127.0.0.1:${ingest.port}/${PROJECT}` }));

/** The envelopes received so far, each as its item types and its raw text. */
const envelopes = () =>
  ingest.received
    .filter((request) => request.path.startsWith(`/api/${PROJECT}/envelope/`) && request.body.length > 0)
    .map((request) => ({
      types: request.body
        .split('\n')
        .flatMap((line) => {
          try {
            const item = JSON.parse(line) as { type?: string };
            return item.type ? [item.type] : [];
          } catch {
            return []; // a binary replay segment
          }
        }),
      body: request.body,
    }));

describe('error reporting in the browser', () => {
  it("loads Sentry when the server has a web DSN and sends the Login screen's uncaught error to the DSN's project", async () => {
    const page = await portal.openPage();
    const chunk = page.waitForResponse((response) => /\/assets\/sentry-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    await page.goto('/login');
    expect((await chunk).status()).toBe(200);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).waitFor();

    // Thrown until one arrives: Sentry starts once its chunk has run, a moment after the screen.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => setTimeout(() => {
            throw new Error('e2e: an uncaught error on Login');
          }));
          return envelopes().some((envelope) => envelope.types.includes('event') && envelope.body.includes('e2e: an uncaught error on Login'));
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    // Every envelope names the DSN's public key, and the event carries the trace sampled at the spec's 100 %.
    const [reported] = envelopes().filter((envelope) => envelope.types.includes('event'));
    expect(reported!.body).toContain('"sample_rate":"1"');
    expect(ingest.received.every((request) => request.path.includes('sentry_key=e2epublickey') || request.headers['x-sentry-auth']?.includes('e2epublickey'))).toBe(true);
  });
});
