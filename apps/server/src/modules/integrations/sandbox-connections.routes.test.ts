import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENVIRONMENT_MESSAGES, type Environment } from '@portal/shared/common/environment';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { getAdapter } from '../../connectors/adapters/registry';
import { listRecords } from '../../connectors/adapters/run-adapter';
import { getConnector } from '../../connectors/catalog/catalog';
import { memberOf } from '../../test/applications';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { connections } from './connections.table';
import { type Person, useTestApp } from '../../test/test-app';

// No CONNECTOR_*_BASE_URL and no simulator on a port: sandbox connections reach their simulators in-process only.
const t = useTestApp();

/** Saves the application's own connection in the test environment (where sandbox connections are made) unless said. */
const save = (
  person: Person,
  application: string,
  serviceId: string,
  body: { settings?: Record<string, unknown>; sandbox?: boolean },
  environment: Environment = 'test',
) =>
  person.api.unchecked(integrationsEndpoints.saveConnection, {
    params: { serviceId },
    query: { application, environment },
    body: { settings: {}, ...body },
  });

const integrationOf = (person: Person, application: string, serviceId: string, environment: Environment = 'test') =>
  person.api.call(integrationsEndpoints.get, { params: { serviceId }, query: { application, environment } });

describe('sandbox connections', () => {
  it('connect to the built-in simulator with no settings entered, callable, and serve its data', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    const saved = (await save(owner, application, 'bamboohr', { sandbox: true })).data!;
    expect(saved).toMatchObject({ state: 'callable', sandbox: true, settings: {}, invalidReason: null });
    const integration = (await integrationOf(owner, application, 'bamboohr')).data;
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
    const { owner, application } = await ownerWithIntegration(t, 'ingram', 'test');
    expect((await save(owner, application, 'ingram', { sandbox: true })).data).toMatchObject({
      state: 'callable',
      sandbox: true,
    });
  });

  it("is refused for a connector without a simulator, naming why on the form's sandbox field", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'okta-saml', 'test');
    const refused = await save(owner, application, 'okta-saml', { sandbox: true });
    expect(refused.error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'This connector has no sandbox: connect it with its own settings',
    });
    expect(refused.error!.errors![0]).toMatchObject({ property: 'sandbox' });
    const connection = (await integrationOf(owner, application, 'okta-saml')).data.connection;
    expect(connection).toMatchObject({ sandbox: false, state: 'available' });
  });

  it('is switched by Owner and Admin only, like every connection setting', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
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

  it('is the only kind of connection in test: vendor settings and sandbox off are refused there, sandbox in live', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    for (const body of [{ sandbox: false }, { settings: { companyDomain: 'acme', apiKey: 'secret' } }]) {
      const refused = await save(owner, application, 'bamboohr', body);
      expect(refused.error, JSON.stringify(body)).toMatchObject({
        statusCode: 400,
        message: ENVIRONMENT_MESSAGES.testHasNoVendor,
      });
    }
    // Enabled in test with a simulator: nothing to configure.
    expect((await integrationOf(owner, application, 'bamboohr')).data.state).toBe('configured');

    const refused = await save(owner, application, 'bamboohr', { sandbox: true }, 'live');
    expect(refused.error).toMatchObject({ statusCode: 400, message: ENVIRONMENT_MESSAGES.sandboxIsTest });
    expect(refused.error!.errors![0]).toMatchObject({ property: 'sandbox' });
    const live = (await integrationOf(owner, application, 'bamboohr', 'live')).data;
    expect(live).toMatchObject({ isEnabled: false, connection: { sandbox: false, state: 'available' } });
  });

  it('made in live before environments, keeps working until real settings are given; reset leaves sandbox too', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const added = await t.services.connections.ensure(
      { applicationId: application, accountId: owner.teamId, consumerId: null },
      getConnector('bamboohr')!,
    );
    // What the migration leaves: a live connection switched to sandbox before environments existed.
    await t.db.update(connections).set({ sandbox: true, state: 'callable' }).where(eq(connections.id, added.id));
    expect((await save(owner, application, 'bamboohr', { sandbox: true }, 'live')).data).toMatchObject({
      sandbox: true,
      state: 'callable',
    });
    const moved = (await save(owner, application, 'bamboohr', { sandbox: false }, 'live')).data!;
    expect(moved).toMatchObject({ sandbox: false, state: 'available', settings: {}, checkedAt: null });
    expect((await integrationOf(owner, application, 'bamboohr', 'live')).data.state).toBe('needs_configuration');
    const incomplete = await save(owner, application, 'bamboohr', { settings: { companyDomain: 'acme' } }, 'live');
    expect(incomplete.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect((await save(owner, application, 'bamboohr', { sandbox: true }, 'live')).status).toBe(400);

    await save(owner, application, 'bamboohr', { sandbox: true });
    const reset = (
      await owner.api.call(integrationsEndpoints.reset, {
        params: { serviceId: 'bamboohr' },
        query: { application, environment: 'test' },
      })
    ).data;
    expect(reset).toMatchObject({ sandbox: false, state: 'available' });
  });

  it("is a consumer's choice too, with the consumer's token, apart from the application's own connection", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    const { consumer, authorization } = await consumerBearer(t, owner, application, 'test');
    const params = { unifiedApi: 'HRIS' as const, serviceId: 'bamboohr' };
    const saved = (
      await t.api.call(connectionsEndpoints.save, { params, headers: { authorization }, body: { sandbox: true } })
    ).data;
    expect(saved).toMatchObject({ consumerId: consumer, sandbox: true, state: 'callable' });
    const callable = (
      await t.api.call(connectionsEndpoints.list, { headers: { authorization }, query: { state: 'callable' } })
    ).data;
    expect(callable.map((connection) => connection.serviceId)).toEqual(['bamboohr']);
    const own = (await integrationOf(owner, application, 'bamboohr')).data.connection;
    expect(own).toMatchObject({ sandbox: false, state: 'available' });
  });
  it('answers passthrough calls from the simulator, and never lets them reach its control routes', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'kandji', 'test');
    const { authorization } = await consumerBearer(t, owner, application, 'test');
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
