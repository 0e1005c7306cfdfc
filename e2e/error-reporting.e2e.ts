import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../test-support/webhook-receiver';
import { usePortal } from './support/portal';

/**
 * Error reporting in the browser (issue 16) against a local stand-in for Sentry's ingestion: the envelope endpoint of
 * a DSN's project (`POST /api/{project}/envelope/`, newline-delimited JSON items, as Sentry's envelope documentation
 * has it), answering cross-origin requests as sentry.io does. The portal gets SENTRY_WEB_DSN, so the browser must load
 * the Sentry chunk, be allowed by the Content-Security-Policy to reach the DSN's origin, and send what it sees.
 */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};
const PROJECT = '42';
let ingest: Receiver;
beforeAll(async () => {
  ingest = await startReceiver(() => ({
    status: 200,
    headers: { ...CORS, 'content-type': 'application/json' },
    body: '{}',
  }));
});
afterAll(() => ingest.close());
const portal = usePortal(() => ({ SENTRY_WEB_DSN: `http://e2epublickey@127.0.0.1:${ingest.port}/${PROJECT}` }));

/**
 * An envelope received so far: its header and its items, each with the JSON after its item header (none when binary).
 */
interface Envelope {
  header: { trace?: { sampled?: string; sample_rate?: string } };
  items: { type: string; payload: unknown }[];
  body: string;
}

const parse = (line: string | undefined): unknown => {
  try {
    return JSON.parse(line ?? '');
  } catch {
    return undefined; // a binary replay segment
  }
};

const envelopes = (): Envelope[] =>
  ingest.received
    .filter((request) => request.path.startsWith(`/api/${PROJECT}/envelope/`) && request.body.length > 0)
    .map((request) => {
      const [header, ...lines] = request.body.split('\n');
      const items = lines.flatMap((line, index) => {
        const item = parse(line) as { type?: unknown } | undefined;
        return typeof item?.type === 'string' ? [{ type: item.type, payload: parse(lines[index + 1]) }] : [];
      });
      return { header: parse(header) as Envelope['header'], items, body: request.body };
    });

const payloads = <T>(type: string) =>
  envelopes().flatMap((envelope) =>
    envelope.items.filter((item) => item.type === type).map((item) => item.payload as T),
  );

/**
 * A streamed span (Sentry 11 sends traces as `span` items by default, not `transaction` items). The root span of a
 * page load or a navigation, what Sentry shows as its transaction, is a segment.
 */
interface StreamedSpan {
  name: string;
  is_segment: boolean;
  attributes: Record<string, { value: unknown } | undefined>;
}

/** The segments received so far: op, name and where the name came from ('route': the route pattern, not the URL). */
const segments = () =>
  payloads<{ items: StreamedSpan[] }>('span')
    .flatMap((spans) => spans.items)
    .filter((span) => span.is_segment)
    .map((span) => ({
      op: span.attributes['sentry.op']?.value,
      name: span.name,
      source: span.attributes['sentry.segment.name.source']?.value,
      replayId: span.attributes['sentry.replay_id']?.value,
      // Set by Replay while it only buffers the session, to send it with an error (replaysOnErrorSampleRate).
      replayBuffering: span.attributes['sentry._internal.replay_is_buffering']?.value === true,
    }));

describe('error reporting in the browser', () => {
  it("sends the Login screen's page load, and a navigation from it, as traces named after their routes", async () => {
    const page = await portal.openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).waitFor();

    // The page load's span starts when Sentry does (after the screen, its chunk being lazy), dated from the
    // navigation's start, and ends a second after the last request; it is sent half a second later.
    await expect
      .poll(segments, { timeout: 20_000 })
      .toContainEqual(expect.objectContaining({ op: 'pageload', name: '/login', source: 'route' }));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect
      .poll(segments, { timeout: 20_000 })
      .toContainEqual(expect.objectContaining({ op: 'navigation', name: '/forgot-password', source: 'route' }));

    // Every trace is sampled, at the spec's 100 %.
    const traced = envelopes().filter((envelope) => envelope.items.some((item) => item.type === 'span'));
    expect(traced.map((envelope) => envelope.header.trace)).toEqual(
      traced.map(() => expect.objectContaining({ sampled: 'true', sample_rate: '1' })),
    );
  });

  it("loads Sentry when the server has a web DSN and sends the Login screen's uncaught error, with its replay, to the DSN's project", async () => {
    const earlier = segments().length;
    const page = await portal.openPage();
    const chunk = page.waitForResponse((response) =>
      /\/assets\/sentry-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    await page.goto('/login');
    expect((await chunk).status()).toBe(200);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).waitFor();
    // Its page load, before any error: Replay records a session whole at the spec's 10 %; the others it only buffers,
    // to send the buffer with an error (at 100 %), and the spans ended meanwhile say so.
    await expect
      .poll(
        () =>
          segments()
            .slice(earlier)
            .find((segment) => segment.op === 'pageload'),
        { timeout: 20_000 },
      )
      .toBeDefined();
    const pageload = segments()
      .slice(earlier)
      .find((segment) => segment.op === 'pageload')!;

    // Thrown until one arrives (Sentry has started by now; the poll only spares a race with its handlers).
    const reported = () =>
      payloads<{ exception?: { values?: { value?: string }[] }; tags?: { replayId?: string } }>('event').find((event) =>
        event.exception?.values?.some((value) => value.value === 'e2e: an uncaught error on Login'),
      );
    await expect
      .poll(
        async () => {
          await page.evaluate(() =>
            setTimeout(() => {
              throw new Error('e2e: an uncaught error on Login');
            }),
          );
          return reported() !== undefined;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    // Every envelope names the DSN's public key, and the event carries the trace sampled at the spec's 100 %.
    const [event] = envelopes().filter((envelope) => envelope.items.some((item) => item.type === 'event'));
    expect(event!.body).toContain('"sample_rate":"1"');
    expect(
      ingest.received.every(
        (request) =>
          request.path.includes('sentry_key=e2epublickey') ||
          request.headers['x-sentry-auth']?.includes('e2epublickey'),
      ),
    ).toBe(true);

    // The replay of that session follows the error: the buffer (type `buffer`, the replay-on-error setting at work), or
    // the session recorded whole (type `session`) for the 10 % sampled so.
    const { replayId } = pageload;
    expect(reported()!.tags?.replayId).toBe(replayId);
    const replayTypes = () =>
      payloads<{ replay_id?: string; replay_type?: string }>('replay_event')
        .filter((replay) => replay.replay_id === replayId)
        .map((replay) => replay.replay_type);
    await expect.poll(replayTypes, { timeout: 20_000 }).toContain(pageload.replayBuffering ? 'buffer' : 'session');
    expect(envelopes().some((envelope) => envelope.items.some((item) => item.type === 'replay_recording'))).toBe(true);
  });
});
