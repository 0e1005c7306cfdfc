import { describe, expect, it } from 'vitest';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { getAdapter } from '../../connectors/adapters/registry';
import { listRecords } from '../../connectors/adapters/run-adapter';
import { getConnector } from '../../connectors/catalog/catalog';
import { memberOf } from '../../test/applications';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';

// No CONNECTOR_*_BASE_URL and no simulator on a port: sandbox connections reach their simulators in-process only.
const t = useTestApp();

const save = (
  person: Person,
  application: string,
  serviceId: string,
  body: { settings?: Record<string, unknown>; sandbox?: boolean },
) =>
  person.api.unchecked(integrationsEndpoints.saveConnection, {
    params: { serviceId },
    query: { application },
    body: { settings: {}, ...body },
  });

describe('sandbox connections', () => {
  it('connect to the built-in simulator with no settings entered, callable, and serve its data', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const saved = (await save(owner, application, 'bamboohr', { sandbox: true })).data!;
    expect(saved).toMatchObject({ state: 'callable', sandbox: true, settings: {}, invalidReason: null });
    const integration = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data;
    expect(integration).toMatchObject({ state: 'configured', connection: { sandbox: true, state: 'callable' } });

    // What the unified API does with the row: the simulator's employees, through the connection's own client.
    const row = (await t.services.connections.byId(saved.id!))!;
    const client = await t.services.connections.vendorClientFor(getConnector('bamboohr')!, row);
    const page = await listRecords<{ id: string; firstName: string }>(getAdapter('bamboohr')!, 'employees', client, {
      pageSize: 3,
    });
    expect(page.results).toHaveLength(3);
    expect(page.results[0]).toMatchObject({ id: expect.any(String), firstName: expect.any(String) });
    expect(page.next).not.toBeNull();
  });

  it('works for a vendor with OAuth client credentials (Ingram Micro): the token comes from its simulator too', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'ingram');
    expect((await save(owner, application, 'ingram', { sandbox: true })).data).toMatchObject({
      state: 'callable',
      sandbox: true,
    });
  });

  it("is refused for a connector without a simulator, naming why on the form's sandbox field", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'deel');
    const refused = await save(owner, application, 'deel', { sandbox: true });
    expect(refused.error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'This connector has no sandbox: connect it with its own settings',
    });
    expect(refused.error!.errors![0]).toMatchObject({ property: 'sandbox' });
    const connection = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'deel' }, query: { application } })
    ).data.connection;
    expect(connection).toMatchObject({ sandbox: false, state: 'available' });
  });

  it('is switched by Owner and Admin only, like every connection setting', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    for (const role of ['TEAM_DEVELOPER', 'TEAM_USER'] as const) {
      expect(
        (await save(await memberOf(t, owner, role), application, 'bamboohr', { sandbox: true })).status,
        role,
      ).toBe(403);
    }
    expect(
      (await save(await memberOf(t, owner, 'TEAM_ADMIN'), application, 'bamboohr', { sandbox: true })).data,
    ).toMatchObject({ sandbox: true, state: 'callable' });
  });

  it('goes back to live with nothing of the sandbox kept: real settings needed, and reset leaves sandbox too', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    await save(owner, application, 'bamboohr', { sandbox: true });
    const live = (await save(owner, application, 'bamboohr', { sandbox: false })).data!;
    expect(live).toMatchObject({ sandbox: false, state: 'available', settings: {}, checkedAt: null });
    const integration = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data;
    expect(integration.state).toBe('needs_configuration');
    const incomplete = await save(owner, application, 'bamboohr', {
      settings: { companyDomain: 'acme' },
      sandbox: false,
    });
    expect(incomplete.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });

    await save(owner, application, 'bamboohr', { sandbox: true });
    const reset = (
      await owner.api.call(integrationsEndpoints.reset, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data;
    expect(reset).toMatchObject({ sandbox: false, state: 'available' });
  });

  it("is a consumer's choice too, with the consumer's token, apart from the application's own connection", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const { consumer, authorization } = await consumerBearer(t, owner, application);
    const params = { unifiedApi: 'HRIS' as const, serviceId: 'bamboohr' };
    const saved = (
      await t.api.call(connectionsEndpoints.save, { params, headers: { authorization }, body: { sandbox: true } })
    ).data;
    expect(saved).toMatchObject({ consumerId: consumer, sandbox: true, state: 'callable' });
    const callable = (
      await t.api.call(connectionsEndpoints.list, { headers: { authorization }, query: { state: 'callable' } })
    ).data;
    expect(callable.map((connection) => connection.serviceId)).toEqual(['bamboohr']);
    const own = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data.connection;
    expect(own).toMatchObject({ sandbox: false, state: 'available' });
  });
  it('answers passthrough calls from the simulator, and never lets them reach its control routes', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'kandji');
    const { authorization } = await consumerBearer(t, owner, application);
    await t.api.call(connectionsEndpoints.save, {
      params: { unifiedApi: 'MDM', serviceId: 'kandji' },
      headers: { authorization },
      body: { sandbox: true },
    });
    const passthrough = (method: 'GET' | 'POST', path: string) =>
      t.app.inject({
        method,
        url: `/unified/passthrough/kandji/${path}`,
        headers: { authorization, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: '{"count":100}' } : {}),
      });
    const devices = await passthrough('GET', 'api/v1/devices?limit=2');
    expect(devices.statusCode).toBe(200);
    expect(devices.json()).toHaveLength(2);
    for (const path of ['_simulator/rate-limit', '%5Fsimulator/rate-limit', 'api/%2e%2e/_simulator/rate-limit']) {
      expect((await passthrough('POST', path)).statusCode, path).toBeGreaterThanOrEqual(400);
    }
    // Had any of them reached the simulator, the next calls would answer 429.
    expect((await passthrough('GET', 'api/v1/devices?limit=1')).statusCode).toBe(200);
  });
});
