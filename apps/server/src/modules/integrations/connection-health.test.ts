import { describe, expect, it } from 'vitest';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { connectPageEndpoints } from '@portal/shared/connect/connect.endpoints';
import { consumerInSandbox, environmentRowOf } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';
import type { UnifiedCallRecord } from '../request-logs/unified-call-record';
import { FAILING_HOURS } from './connection-health';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

/** A consumer's call to BambooHR `hoursAgo` hours ago that answered `status`. */
function callOf(
  target: { accountId: string; applicationId: string; consumerId: string | null },
  hoursAgo: number,
  status: number,
): UnifiedCallRecord {
  return {
    ...target,
    serviceId: 'bamboohr',
    kind: 'universal',
    createdAt: new Date(Date.now() - hoursAgo * HOUR),
    request: { method: 'GET', url: '/unified/hris/employees', query: {}, headers: {}, body: null },
    response: { status, latencyMs: 30, headers: {}, body: null },
    subRequests: [],
  };
}

async function sandboxConsumer() {
  const made = await consumerInSandbox(t);
  await made.owner.api.call(usersEndpoints.updateSettings, { body: { hasConnectionEvent: true } });
  const applicationId = await environmentRowOf(t, made.owner, made.application, 'test');
  const target = { accountId: made.owner.teamId, applicationId, consumerId: made.consumer };
  const record = async (hours: number[], status: number, times = 1) => {
    for (const hour of hours)
      for (let i = 0; i < times; i += 1) t.services.requestLogs.record(callOf(target, hour, status));
    await t.flush();
  };
  const connection = async () =>
    (
      await t.api.call(connectionsEndpoints.get, {
        params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
        headers: { authorization: made.authorization },
      })
    ).data;
  const integration = async () =>
    (
      await made.owner.api.call(integrationsEndpoints.get, {
        params: { serviceId: 'bamboohr' },
        query: { application: made.application, environment: 'test' },
      })
    ).data;
  const mails = async () =>
    (await t.services.mail.list(500))
      .filter((mail) => mail.to === made.owner.email && mail.subject.startsWith('Connection to'))
      .map((mail) => mail.subject);
  return { ...made, record, connection, integration, mails };
}

const hoursBack = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('connection health (calls failing for more than half of the last 24 hours)', () => {
  it('marks a connection failing when most calls failed in 13 of the last 24 hours, mails once, and shows it on the consumer and the integration', async () => {
    const consumer = await sandboxConsumer();
    // Twelve failing hours are half, not more than half; an hour with as many successes as failures is not failing.
    await consumer.record(hoursBack(FAILING_HOURS), 502, 2);
    await consumer.record([FAILING_HOURS], 200);
    await consumer.record([FAILING_HOURS], 502);
    expect((await consumer.connection()).failingSince).toBeNull();
    expect(await consumer.mails()).toEqual([]);

    await consumer.record([FAILING_HOURS], 504);
    const failing = await consumer.connection();
    expect(failing.failingSince).not.toBeNull();
    expect(failing.state).toBe('callable');
    expect((await consumer.integration()).consumerIssues).toEqual({ invalid: 0, failing: 1 });
    await consumer.record([0], 502, 3);
    expect((await consumer.connection()).failingSince).toBe(failing.failingSince);
    expect(await consumer.mails()).toEqual(['Connection to bamboohr stopped working']);

    // The mail carries a reconnect link the team can send its customer: the hosted page, on that one service.
    const [mail] = (await t.services.mail.list(500)).filter((sent) => sent.to === consumer.owner.email);
    const text = (await t.services.mail.get(mail!.id))!.text;
    const link = /https?:\/\/\S+\/connect\/(cs_[\w-]+)/.exec(text);
    expect(link, text).not.toBeNull();
    const page = await t.api.call(connectPageEndpoints.session, { headers: { authorization: `Bearer ${link![1]}` } });
    expect(page.data).toMatchObject({ reconnect: 'bamboohr', environment: 'test' });
  });

  it('recovers when successes outweigh failures again, mailing once; client errors and old hours do not count', async () => {
    const consumer = await sandboxConsumer();
    await consumer.record(hoursBack(FAILING_HOURS + 1), 503);
    expect((await consumer.connection()).failingSince).not.toBeNull();
    await consumer.record([0, 1], 200, 2);
    expect((await consumer.connection()).failingSince).toBeNull();
    expect((await consumer.integration()).consumerIssues).toEqual({ invalid: 0, failing: 0 });
    expect(await consumer.mails()).toEqual([
      'Connection to bamboohr works again',
      'Connection to bamboohr stopped working',
    ]);

    const other = await sandboxConsumer();
    await other.record(hoursBack(FAILING_HOURS + 1), 404);
    await other.record([30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43], 500);
    await other.record([0, 1], 500);
    expect((await other.connection()).failingSince).toBeNull();
    expect(await t.services.connectionHealth.sweep()).toBeGreaterThanOrEqual(14);
  });

  it("counts an application's own calls under the application, never under its consumers", async () => {
    const consumer = await sandboxConsumer();
    const own = { accountId: consumer.owner.teamId, applicationId: consumer.application, consumerId: null };
    for (const hour of hoursBack(FAILING_HOURS + 1)) t.services.requestLogs.record(callOf(own, hour, 502));
    await t.flush();
    expect((await consumer.connection()).failingSince).toBeNull();
    expect((await consumer.integration()).consumerIssues).toEqual({ invalid: 0, failing: 0 });
  });
});
