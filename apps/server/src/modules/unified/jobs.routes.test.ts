import { describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { UNIFIED_WRITE_ENDPOINTS, unifiedJobsEndpoints } from '@portal/shared/unified/unified.endpoints';
import { consumerConnectedTo, useVendorSimulators } from '../../test/gateway';
import { useTestApp } from '../../test/test-app';

const vendors = useVendorSimulators();
const t = useTestApp(() => ({ ...vendors.env(), UNIFIED_ROUTE_CACHE_MS: '0' }));

const writeOf = (action: string) => UNIFIED_WRITE_ENDPOINTS.find((e) => e.id === `unified.mdm.devices.${action}`)!;
const commandsSent = async () => (await vendors.calls('jamf')).byRoute['POST /api/v2/mdm/commands'] ?? 0;

type Job = {
  id: string;
  state: string;
  operation: string;
  result: Record<string, unknown> | null;
  reason: string | null;
};

describe('MDM actions as jobs (Jamf, its simulator on a port)', () => {
  it('lock answers 202 with a pending job that succeeds once the device checks in, with job.completed', async () => {
    const { owner, application, authorization } = await consumerConnectedTo(t, 'jamf');
    await vendors.control('jamf', '/check-in', { ms: 300 });
    const before = await commandsSent();
    const started = await t.api.unchecked(writeOf('lock'), {
      params: { id: '3' },
      body: { message: 'Locked by IT', pin: '123456' },
      headers: { authorization, 'idempotency-key': 'lock-3' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = started.data as Job;
    expect(job).toMatchObject({ state: 'pending', operation: 'mdm.devices.lock', remoteId: '3', result: null });

    await t.flush();
    const done = await t.api.unchecked(unifiedJobsEndpoints.get, {
      params: { id: job.id },
      headers: { authorization },
    });
    expect(done.data).toMatchObject({ id: job.id, state: 'succeeded', reason: null, completedAt: expect.any(String) });
    expect((done.data as Job).result).toMatchObject({ id: '3', remoteId: '3' });
    expect(await commandsSent()).toBe(before + 1);

    // The same key again: the first answer, no second command.
    const again = await t.api.unchecked(writeOf('lock'), {
      params: { id: '3' },
      body: { message: 'Locked by IT', pin: '123456' },
      headers: { authorization, 'idempotency-key': 'lock-3' },
    });
    expect(again.status).toBe(202);
    expect((again.data as Job).id).toBe(job.id);
    await t.flush();
    expect(await commandsSent()).toBe(before + 1);

    const events = (
      await owner.api.call(eventsEndpoints.list, { query: { applicationId: application, limit: 100 } })
    ).data.filter((event) => event.eventType === 'job.completed');
    expect(events.map((event) => event.entityId)).toEqual([job.id]);

    // Another consumer does not see the job.
    const stranger = await consumerConnectedTo(t, 'jamf');
    const hidden = await t.api.unchecked(unifiedJobsEndpoints.get, {
      params: { id: job.id },
      headers: { authorization: stranger.authorization },
    });
    expect(hidden.error).toMatchObject({ statusCode: 404 });
  });

  it('wipe needs confirm: true; a device the vendor does not know fails the job with the reason', async () => {
    const { authorization } = await consumerConnectedTo(t, 'jamf');
    const unconfirmed = await t.api.unchecked(writeOf('wipe'), {
      params: { id: '4' },
      body: {},
      headers: { authorization },
    });
    expect(unconfirmed.error).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(unconfirmed.body)).toContain('"property":"confirm"');

    const gone = await t.api.unchecked(writeOf('restart'), { params: { id: '999999' }, headers: { authorization } });
    expect(gone.status).toBe(202);
    await t.flush();
    const failed = await t.api.unchecked(unifiedJobsEndpoints.get, {
      params: { id: (gone.data as Job).id },
      headers: { authorization },
    });
    expect(failed.data).toMatchObject({ state: 'failed', result: null, reason: expect.stringContaining('Jamf') });
  });

  it('dryRun=true shows the command it would send and sends nothing', async () => {
    const { authorization } = await consumerConnectedTo(t, 'jamf');
    const before = await vendors.calls('jamf');
    const answer = await t.api.unchecked(writeOf('wipe'), {
      params: { id: '4' },
      query: { dryRun: 'true' },
      body: { confirm: true },
      headers: { authorization },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.data).toMatchObject({
      dryRun: true,
      requests: [
        {
          method: 'POST',
          url: expect.stringMatching(/\/api\/v2\/mdm\/commands$/),
          headers: expect.objectContaining({ authorization: 'Bearer [redacted]' }),
          body: {
            clientData: [{ managementId: '{managementId of computer 4}' }],
            commandData: { commandType: 'ERASE_DEVICE' },
          },
        },
      ],
    });
    expect(await vendors.calls('jamf')).toEqual(before);
  });
});
