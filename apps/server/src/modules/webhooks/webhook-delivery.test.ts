import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';
import { type Answer, type Receiver, startReceiver } from '../../../../../test-support/webhook-receiver';
import { webhookAttemptAge, webhookAttemptsTotal } from '../../lib/work-metrics';
import { createDeliveryWorker } from './webhook-delivery';
import { createWebhookSender } from './webhook-sender';
import { webhookAttempts, webhookDeliveries } from './webhooks.table';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
const t = useTestApp(() => ({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` }));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/**
 * One webhook of a new application and a worker on a clock the test moves (jitter fixed at none): the app's own
 * delivery worker is stopped, so only this one works the rows.
 */
async function scenario(answer: Answer) {
  await t.services.webhooks.worker.stop();
  const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
  await owner.api.call(usersEndpoints.updateSettings, { body: { hasErrorEvent: true } });
  const path = `/${application}`;
  receiver.answerWith((index, request) =>
    request.path === path
      ? answer(receiver.received.filter((entry) => entry.path === path).length - 1, request)
      : { status: 200 },
  );
  const { id } = (
    await owner.api.call(webhooksEndpoints.create, {
      body: { application, deliveryUrl: receiver.url(path), unifiedApi: 'HRIS', events: ['hris.employee.updated'] },
    })
  ).data;
  // From now on (the delivery row is due from its commit); the test moves it ahead from there.
  let clock = new Date(Date.now() + SECOND);
  const worker = createDeliveryWorker({
    database: t.database,
    log: pino({ level: 'silent' }),
    applications: t.services.applications,
    teams: t.services.teams,
    mail: t.services.mail,
    send: createWebhookSender({ allowedHosts: [], trustedOrigins: [`http://127.0.0.1:${receiver.port}`] }),
    publicUrl: 'http://portal.test',
    queue: {},
    now: () => clock,
    random: () => 0.5,
  });
  const scope = await t.services.applications.requireApplication(owner.id, application, null);
  await t.services.events.record(t.services.db, {
    accountId: scope.accountId,
    applicationId: application,
    consumerId: null,
    serviceId: 'bamboohr',
    unifiedApi: 'HRIS',
    eventType: 'hris.employee.updated',
    entityType: 'employee',
    entityId: '42',
    entity: { id: '42', firstName: 'Ada' },
    occuredAt: clock,
  });
  const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id));
  return {
    owner,
    application,
    webhookId: id,
    deliveryId: delivery!.id,
    requests: () => receiver.received.filter((entry) => entry.path === path),
    /** Moves the clock and works what is due; answers how many deliveries were attempted. */
    async at(offsetMs: number) {
      clock = new Date(clock.getTime() + offsetMs);
      return worker.runDue();
    },
    async delivery() {
      const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
      return row!;
    },
    async attempts() {
      return t.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, delivery!.id))
        .orderBy(webhookAttempts.attemptedAt);
    },
  };
}

afterAll(() => t.services.webhooks.worker.start());

describe('delivery retries (Standard Webhooks schedule, a clock of our own)', () => {
  it('retries 5xx after 5 s, then 5 min, with the same webhook-id and a fresh signature each time, until a 2xx', async () => {
    const counted = async () => {
      const values = (await webhookAttemptsTotal.get()).values;
      const of = (outcome: string) => values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
      return {
        delivered: of('delivered'),
        retry: of('retry'),
        aged: (await webhookAttemptAge.get()).values.find((value) => value.metricName?.endsWith('_count'))?.value ?? 0,
      };
    };
    const before = await counted();
    const run = await scenario((index) => (index < 2 ? { status: 503, body: 'busy' } : { status: 204 }));
    expect(await run.at(0)).toBe(1);
    expect(await run.at(4 * SECOND)).toBe(0);
    expect(await run.at(1 * SECOND)).toBe(1);
    expect(await run.at(4 * MINUTE)).toBe(0);
    expect(await run.at(1 * MINUTE)).toBe(1);
    expect(await run.delivery()).toMatchObject({ status: 'delivered', attempts: 3 });
    expect((await run.attempts()).map((attempt) => attempt.statusCode)).toEqual([503, 503, 204]);
    // The operator's metrics (/metrics) count each attempt by outcome and its time in the queue.
    const after = await counted();
    expect({
      delivered: after.delivered - before.delivered,
      retry: after.retry - before.retry,
      aged: after.aged - before.aged,
    }).toEqual({ delivered: 1, retry: 2, aged: 3 });
    const requests = run.requests();
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(new Set(requests.map((request) => request.headers['webhook-timestamp'])).size).toBe(3);
    const secret = await t.services.applications.signingSecret(run.application);
    // Each attempt is signed at its own time; verified here against the time it was sent.
    for (const request of requests) {
      const sentAt = Number(request.headers['webhook-timestamp']) * 1000;
      const verify = () => new Webhook(secret!).verify(request.body, request.headers as Record<string, string>);
      const realNow = Date.now;
      Date.now = () => sentAt;
      try {
        expect(verify()).toMatchObject({
          type: 'hris.employee.updated',
          data: { entityId: '42', entity: { id: '42', firstName: 'Ada' } },
        });
      } finally {
        Date.now = realNow;
      }
    }
  });

  it('keeps the attempt of a receiver whose answer holds a NUL (without it), and the delivery is done', async () => {
    const run = await scenario(() => ({ status: 200, body: 'ok\u0000done' }));
    expect(await run.at(0)).toBe(1);
    expect(await run.delivery()).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await run.attempts()).map((attempt) => attempt.responseBody)).toEqual(['okdone']);
  });

  it("honours a 429's Retry-After instead of the schedule", async () => {
    const run = await scenario((index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '120' } } : { status: 200 },
    );
    await run.at(0);
    expect(await run.at(60 * SECOND)).toBe(0);
    expect(await run.at(60 * SECOND)).toBe(1);
    expect((await run.delivery()).status).toBe('delivered');
  });

  it('gives up at once on a 4xx other than 429, and keeps the answer', async () => {
    const run = await scenario(() => ({ status: 400, body: 'unknown event' }));
    await run.at(0);
    expect(await run.delivery()).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await run.attempts())[0]).toMatchObject({ statusCode: 400, responseBody: 'unknown event' });
  });

  it('disables the endpoint at once on 410 Gone and mails the members who want error events', async () => {
    const run = await scenario(() => ({ status: 410 }));
    await run.at(0);
    expect((await run.delivery()).status).toBe('failed');
    const [webhook] = (await run.owner.api.call(webhooksEndpoints.list, { query: { applicationId: run.application } }))
      .data;
    expect(webhook).toMatchObject({ status: 'disabled', disabledReason: 'the endpoint answered 410 Gone' });
    const mails = (await t.services.mail.list(200)).filter(
      (mail) => mail.to === run.owner.email && mail.subject === 'A webhook endpoint was disabled',
    );
    expect(mails).toHaveLength(1);
  });

  it('disables an endpoint that has failed for 5 days, once, and gives up after the last attempt of the schedule', async () => {
    const run = await scenario(() => ({ status: 500 }));
    const waits = [
      0,
      5 * SECOND,
      5 * MINUTE,
      30 * MINUTE,
      2 * 60 * MINUTE,
      5 * 60 * MINUTE,
      10 * 60 * MINUTE,
      14 * 60 * MINUTE,
      20 * 60 * MINUTE,
      24 * 60 * MINUTE,
    ];
    for (const wait of waits) expect(await run.at(wait)).toBe(1);
    // Ten attempts over about three days: the schedule is spent.
    expect(await run.delivery()).toMatchObject({ status: 'failed', attempts: 10 });
    const [still] = (await run.owner.api.call(webhooksEndpoints.list, { query: { applicationId: run.application } }))
      .data;
    expect(still!.status).toBe('enabled');

    // Five days after the first failure, the next failing delivery disables it.
    await t.services.events.record(t.services.db, {
      accountId: (await t.services.applications.requireApplication(run.owner.id, run.application, null)).accountId,
      applicationId: run.application,
      consumerId: null,
      serviceId: 'bamboohr',
      unifiedApi: 'HRIS',
      eventType: 'hris.employee.updated',
      entityId: '43',
    });
    expect(await run.at(2 * DAY + 1)).toBe(1);
    const [disabled] = (await run.owner.api.call(webhooksEndpoints.list, { query: { applicationId: run.application } }))
      .data;
    expect(disabled).toMatchObject({ status: 'disabled', disabledReason: 'every delivery failed for 5 days' });
    expect(
      (await t.services.mail.list(200)).filter(
        (mail) => mail.to === run.owner.email && mail.subject === 'A webhook endpoint was disabled',
      ),
    ).toHaveLength(1);
  });
});
