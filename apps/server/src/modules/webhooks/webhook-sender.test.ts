import { createServer } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TIMEOUT_MS, RESPONSE_BODY_KEPT } from '@portal/shared/webhooks/webhooks.constants';
import { type Receiver, startReceiver } from '../../../../../test-support/webhook-receiver';
import { createWebhookSender } from './webhook-sender';

const SECRET = `whsec_${Buffer.from('a secret of the application, 32 b').toString('base64')}`;
let receiver: Receiver;
let send: ReturnType<typeof createWebhookSender>;
const message = (path: string) => ({
  url: receiver.url(path),
  secret: SECRET,
  messageId: 'msg_1',
  payload: '{"type":"connection.reset"}',
  at: new Date(),
});

beforeAll(async () => {
  receiver = await startReceiver((_, request) => {
    if (request.path === '/slow') return { status: 200, delayMs: 1_000 };
    if (request.path === '/busy') return { status: 429, headers: { 'retry-after': '120' } };
    if (request.path === '/large') return { status: 500, body: 'x'.repeat(1_000_000) };
    return { status: 204 };
  });
  send = createWebhookSender({
    allowedHosts: [],
    trustedOrigins: [`http://127.0.0.1:${receiver.port}`],
    timeoutMs: 200,
  });
});
afterAll(() => receiver.close());

describe('the webhook sender', () => {
  it('signs what it sends so the standardwebhooks library verifies it, and reports the answer', async () => {
    const result = await send(message('/ok'));
    expect(result).toMatchObject({ statusCode: 204, error: null, responseBody: '', retryAfterMs: null });
    const got = receiver.received.at(-1)!;
    expect(new Webhook(SECRET).verify(got.body, got.headers as Record<string, string>)).toEqual({
      type: 'connection.reset',
    });
    expect(got.headers['webhook-id']).toBe('msg_1');
  });

  it("reads a 429's Retry-After, and keeps only the start of a large answer", async () => {
    expect((await send(message('/busy'))).retryAfterMs).toBe(120_000);
    const large = await send(message('/large'));
    expect(large).toMatchObject({ statusCode: 500, error: null });
    expect(large.responseBody).toHaveLength(RESPONSE_BODY_KEPT);
  });

  it('gives up on a receiver that does not answer in time, and says so', async () => {
    const slow = await send(message('/slow'));
    expect(slow).toMatchObject({
      statusCode: null,
      responseBody: null,
      error: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`,
    });
    expect(slow.latencyMs).toBeLessThan(900);
  });

  it('says when the connection was refused', async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    );
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = createWebhookSender({ allowedHosts: [], trustedOrigins: [`http://127.0.0.1:${port}`] });
    expect(await refused({ ...message('/'), url: `http://127.0.0.1:${port}/hooks` })).toMatchObject({
      statusCode: null,
      error: 'The connection was refused',
    });
  });
});
