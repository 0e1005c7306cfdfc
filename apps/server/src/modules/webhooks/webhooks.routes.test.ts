import type { Environment } from '@portal/shared/common/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { memberOf } from '../../test/applications';
import { constraintsAt } from '../../test/factories';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';
import { type Receiver, startReceiver } from '../../../../../test-support/webhook-receiver';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
// Deliveries may reach this file's receiver (its host and port only) over http; nothing else private.
const t = useTestApp(() => ({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` }));

async function secretOf(owner: Person, application: string, environment: Environment = 'live') {
  return (
    await owner.api.call(applicationsEndpoints.webhookSecret, { params: { id: application }, query: { environment } })
  ).data.webhookSecret;
}

describe('webhooks: create, list, change, delete', () => {
  it("keeps a webhook enabled by default with the spec's fields, changes and deletes it", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const created = await owner.api.call(webhooksEndpoints.create, {
      body: {
        application,
        deliveryUrl: 'https://hooks.example.com/portal',
        unifiedApi: 'HRIS',
        events: ['hris.employee.created', 'connection.invalid'],
        description: 'Payroll',
      },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      application,
      deliveryUrl: 'https://hooks.example.com/portal',
      unifiedApi: 'HRIS',
      events: ['hris.employee.created', 'connection.invalid'],
      status: 'enabled',
      description: 'Payroll',
      disabledReason: null,
    });
    const id = created.data.id;
    const changed = await owner.api.call(webhooksEndpoints.update, {
      params: { id },
      query: { applicationId: application },
      body: { unifiedApi: 'ATS', events: ['ats.job.created'], status: 'disabled' },
    });
    expect(changed.data).toMatchObject({ unifiedApi: 'ATS', events: ['ats.job.created'], status: 'disabled' });
    expect(
      (await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data.map(
        (hook) => hook.id,
      ),
    ).toEqual([id]);
    expect((await owner.api.call(statsEndpoints.application, { params: { id: application } })).data.webhooks).toBe(1);
    await owner.api.call(webhooksEndpoints.remove, { params: { id }, query: { applicationId: application } });
    expect((await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data).toEqual([]);
  });

  it('refuses what the spec and our rules refuse, on the field concerned, and changes nothing', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const create = (body: Record<string, unknown>) =>
      owner.api.unchecked(webhooksEndpoints.create, {
        body: {
          application,
          deliveryUrl: 'https://hooks.example.com',
          unifiedApi: 'HRIS',
          events: ['hris.employee.created'],
          ...body,
        } as never,
      });
    const refusals = [
      [{ deliveryUrl: '' }, 'deliveryUrl', 'Delivery URL is required'],
      [{ deliveryUrl: 'not a url' }, 'deliveryUrl', 'Delivery URL must be a valid URL'],
      [{ deliveryUrl: 'ftp://hooks.example.com' }, 'deliveryUrl', 'Delivery URL must be a valid URL'],
      [
        { deliveryUrl: 'http://hooks.example.com' },
        'deliveryUrl',
        'Delivery URL must use https (http is allowed only for the hosts the operator allows)',
      ],
      [{ events: [] }, 'events', 'Choose at least one event'],
      [{ events: ['ats.job.created'] }, 'events', 'Choose events of the selected API'],
      [{ unifiedApi: 'CRM' }, 'unifiedApi', 'API is required'],
    ] as const;
    for (const [body, field, message] of refusals) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        answer.error!.errors!.map((error) => error.property),
        JSON.stringify(body),
      ).toContain(field);
      expect(JSON.stringify(answer.error), JSON.stringify(body)).toContain(message);
    }
    // http to an allowed host is fine.
    expect((await create({ deliveryUrl: receiver.url() })).status).toBe(201);
    const [only] = (await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data;
    const wrongEvents = await owner.api.unchecked(webhooksEndpoints.update, {
      params: { id: only!.id },
      query: { applicationId: application },
      body: { events: ['am.hardware_asset.created'] },
    });
    expect(wrongEvents.error).toMatchObject({ statusCode: 400, message: 'Choose events of the selected API' });
    const apiWithoutEvents = await owner.api.unchecked(webhooksEndpoints.update, {
      params: { id: only!.id },
      query: { applicationId: application },
      body: { unifiedApi: 'AM' },
    });
    expect(apiWithoutEvents.status).toBe(400);
    expect((await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data).toHaveLength(
      1,
    );
  });

  it("keeps each application's webhooks to itself: a Viewer may read, not create; strangers get 404", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const other = await ownerWithIntegration(t, 'bamboohr');
    const body = {
      application,
      deliveryUrl: 'https://hooks.example.com',
      unifiedApi: 'HRIS' as const,
      events: ['hris.employee.created'],
    };
    const { id } = (await owner.api.call(webhooksEndpoints.create, { body })).data;
    const viewer = await memberOf(t, owner, 'TEAM_USER');
    expect((await viewer.api.unchecked(webhooksEndpoints.create, { body })).error).toMatchObject({
      statusCode: 403,
      message: "You don't have permission",
    });
    expect(
      (await viewer.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data,
    ).toHaveLength(1);
    // Another team's Owner naming this webhook through their own application finds nothing.
    const foreign = await other.owner.api.unchecked(webhooksEndpoints.remove, {
      params: { id },
      query: { applicationId: other.application },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await other.owner.api.unchecked(webhooksEndpoints.list, { query: { applicationId: application } })).status,
    ).toBe(404);
  });
});

describe('deliveries', () => {
  it("delivers each subscribed event once (of its environment: test here), signed per Standard Webhooks with that environment's secret, and shows the attempt in the history", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    const { consumer, authorization } = await consumerBearer(t, owner, application, 'test');
    const { id } = (
      await owner.api.call(webhooksEndpoints.create, {
        body: {
          application,
          environment: 'test',
          deliveryUrl: receiver.url(`/${application}`),
          unifiedApi: 'HRIS',
          events: ['connection.callable'],
        },
      })
    ).data;
    await t.api.call(connectionsEndpoints.save, {
      params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
      body: { settings: {}, sandbox: true },
      headers: { authorization },
    });
    await t.flush();

    const mine = receiver.received.filter((request) => request.path === `/${application}`);
    expect(mine).toHaveLength(1);
    const [request] = mine;
    const verified = new Webhook(await secretOf(owner, application, 'test')).verify(
      request!.body,
      request!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({
      type: 'connection.callable',
      timestamp: expect.any(String),
      data: {
        eventType: 'connection.callable',
        serviceId: 'bamboohr',
        unifiedApi: 'HRIS',
        consumerId: consumer,
        applicationId: application,
        environment: 'test',
        entityId: null,
      },
    });
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);

    const deliveries = (
      await owner.api.call(webhooksEndpoints.deliveries, {
        params: { id },
        query: { applicationId: application, environment: 'test' },
      })
    ).data;
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      eventType: 'connection.callable',
      status: 'delivered',
      attempts: 1,
      history: [{ statusCode: 200, responseBody: 'ok', error: null }],
    });

    // Sent again by hand: the same webhook-id, so the receiver can tell it is the same message.
    const resent = await owner.api.call(webhooksEndpoints.resend, {
      params: { id, deliveryId: deliveries[0]!.id },
      query: { applicationId: application, environment: 'test' },
    });
    expect(resent.data.status).toBe('pending');
    await t.flush();
    const again = receiver.received.filter((entry) => entry.path === `/${application}`);
    expect(again).toHaveLength(2);
    expect(again[1]!.headers['webhook-id']).toBe(request!.headers['webhook-id']);
    const history = (
      await owner.api.call(webhooksEndpoints.deliveries, {
        params: { id },
        query: { applicationId: application, environment: 'test' },
      })
    ).data[0]!.history;
    expect(history).toHaveLength(2);
  });

  it('sends the test event now and says whether the receiver took it', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const body = {
      application,
      deliveryUrl: receiver.url(`/test-${application}`),
      serviceId: 'bamboohr',
      unifiedApi: 'HRIS' as const,
      eventType: 'hris.employee.updated',
      entityId: 'e-1',
    };
    const sent = (await owner.api.call(webhooksEndpoints.trigger, { body })).data;
    expect(sent).toMatchObject({ delivered: true, statusCode: 200, error: null });
    const request = receiver.received.find((entry) => entry.path === `/test-${application}`)!;
    expect(
      new Webhook(await secretOf(owner, application)).verify(request.body, request.headers as Record<string, string>),
    ).toMatchObject({
      type: 'hris.employee.updated',
      data: { serviceId: 'bamboohr', entityId: 'e-1', test: true },
    });
    receiver.answerWith((_index, request) =>
      request.path === '/broken' ? { status: 500, body: 'database down' } : { status: 200, body: 'ok' },
    );
    const refused = (
      await owner.api.call(webhooksEndpoints.trigger, { body: { ...body, deliveryUrl: receiver.url('/broken') } })
    ).data;
    receiver.answerWith(() => ({ status: 200, body: 'ok' }));
    expect(refused).toMatchObject({ delivered: false, statusCode: 500, responseBody: 'database down' });
  });

  it("takes the spec's Test event fields (001 §3): applicationId, consumerId, eventId, entityId and occurredAt are the event's", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const deliveryUrl = receiver.url(`/spec-${application}`);
    const body = {
      applicationId: application,
      deliveryUrl,
      serviceId: 'bamboohr',
      unifiedApi: 'HRIS' as const,
      eventType: 'hris.employee.created',
      consumerId: 'consumer-7',
      eventId: 'evt-test-1',
      entityId: 'e-9',
      occurredAt: '2026-01-31T09:30:00+01:00',
    };
    expect((await owner.api.call(webhooksEndpoints.trigger, { body })).data).toMatchObject({
      delivered: true,
      statusCode: 200,
    });
    const request = receiver.received.find((entry) => entry.path === `/spec-${application}`)!;
    const payload = new Webhook(await secretOf(owner, application)).verify(
      request.body,
      request.headers as Record<string, string>,
    );
    expect(payload).toEqual({
      type: 'hris.employee.created',
      timestamp: '2026-01-31T08:30:00.000Z',
      data: {
        eventId: 'evt-test-1',
        occuredAt: '2026-01-31T08:30:00.000Z',
        eventType: 'hris.employee.created',
        applicationId: application,
        environment: 'live',
        consumerId: 'consumer-7',
        serviceId: 'bamboohr',
        unifiedApi: 'HRIS',
        entityType: null,
        entityId: 'e-9',
        test: true,
      },
    });
    // The delivery itself is this one, now: its own webhook-id and a current timestamp for the receiver's replay check.
    expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(request.headers['webhook-timestamp']) * 1000 - Date.now())).toBeLessThan(60_000);

    const { applicationId: _omitted, ...rest } = body;
    const answers = {
      neither: await owner.api.unchecked(webhooksEndpoints.trigger, { body: rest }),
      mismatch: await owner.api.unchecked(webhooksEndpoints.trigger, {
        body: { ...body, application: (await ownerWithIntegration(t, 'bamboohr')).application },
      }),
      badTime: await owner.api.unchecked(webhooksEndpoints.trigger, { body: { ...body, occurredAt: 'yesterday' } }),
    };
    expect(constraintsAt(answers.neither.error, ['applicationId'])).toEqual({ isDefined: 'Application is required' });
    expect(answers.mismatch.status).toBe(400);
    expect(constraintsAt(answers.mismatch.error, ['application'])).toEqual({
      equals: 'applicationId and application name different applications; send one',
    });
    expect(answers.badTime.error).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Occurred at must be an ISO 8601 date and time/),
    });
    expect(Object.keys(constraintsAt(answers.badTime.error, ['occurredAt']) ?? {})).toHaveLength(1);
    const stranger = await t.signUp();
    expect((await stranger.api.unchecked(webhooksEndpoints.trigger, { body })).error).toMatchObject({
      statusCode: 404,
      code: 'APPLICATION_NOT_FOUND',
    });
  });
});

describe('SSRF', () => {
  it('refuses private targets by address, by a name that resolves to loopback (the allowed port included), and never follows a redirect', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const trigger = (deliveryUrl: string) =>
      owner.api.call(webhooksEndpoints.trigger, {
        body: {
          application,
          deliveryUrl,
          serviceId: 'bamboohr',
          unifiedApi: 'HRIS',
          eventType: 'hris.employee.updated',
        },
      });
    const privateAddress = (await trigger('https://10.0.0.7/hooks')).data;
    expect(privateAddress).toMatchObject({
      delivered: false,
      statusCode: null,
      error: expect.stringContaining('private or internal address'),
    });
    const loopbackName = (await trigger(`https://localhost:${receiver.port}/hooks`)).data;
    expect(loopbackName).toMatchObject({
      delivered: false,
      statusCode: null,
      error: expect.stringContaining('private or internal address'),
    });
    const metadata = (await trigger('https://169.254.169.254/latest/meta-data')).data;
    expect(metadata.delivered).toBe(false);

    const target = await startReceiver();
    try {
      receiver.answerWith(() => ({ status: 302, headers: { location: target.url('/stolen') } }));
      const redirected = (await trigger(receiver.url('/redirect'))).data;
      expect(redirected).toMatchObject({ delivered: false, statusCode: 302 });
      expect(target.received).toEqual([]);
    } finally {
      receiver.answerWith(() => ({ status: 200, body: 'ok' }));
      await target.close();
    }
  });
});
