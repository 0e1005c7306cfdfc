import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { MASKED_SECRET } from '@portal/shared/connectors/connectors.constants';
import {
  connectionsEndpoints,
  connectorsEndpoints,
  integrationsEndpoints,
} from '@portal/shared/integrations/integrations.endpoints';
import { freePort } from '../../../../../test-support/free-port';
import bamboohrSimulator from '../../connectors/bamboohr/simulator';
import { type LocalServer, startLocalServer } from '../../connectors/testing/local-server';
import { type TestOAuthProvider, startTestOAuthProvider } from '../../connectors/testing/oauth-provider';
import { allTablesText } from '../../test/applications';
import { applicationBearer, consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';

const SANDBOX_KEY = bamboohrSimulator.sandboxSettings.apiKey as string;
let vendor: LocalServer;
let issuer: TestOAuthProvider;
let closedPort: number;
beforeAll(async () => {
  vendor = await startLocalServer(bamboohrSimulator.plugin, {});
  issuer = await startTestOAuthProvider();
  closedPort = await freePort();
});
afterAll(async () => {
  await vendor?.close();
  await issuer?.close();
});

// The vendor of BambooHR is the simulator (a real server that accepts one key); Deel points at a port nothing
// listens on. No allow-list: a user-given host on loopback (an OIDC issuer) must stay unreachable.
const t = useTestApp(() => ({
  CONNECTOR_BAMBOOHR_BASE_URL: vendor.url,
  CONNECTOR_DEEL_BASE_URL: `http://127.0.0.1:${closedPort}`,
}));

const withEnabled = (serviceId: string) => ownerWithIntegration(t, serviceId);

const save = (owner: Person, application: string, serviceId: string, settings: Record<string, unknown>) =>
  owner.api.unchecked(integrationsEndpoints.saveConnection, {
    params: { serviceId },
    query: { application },
    body: { settings, enabled: true },
  });

describe("the application's own connection, from the portal", () => {
  it('checks an API key with the vendor: the right key is callable, another is invalid with the vendor’s reason', async () => {
    const { owner, application } = await withEnabled('bamboohr');
    const connectionsCounted = async () =>
      (await owner.api.call(statsEndpoints.application, { params: { id: application } })).data.connections;
    const wrong = (await save(owner, application, 'bamboohr', { companyDomain: 'acme', apiKey: 'not-the-key' })).data!;
    expect(wrong).toMatchObject({
      state: 'invalid',
      invalidReason: expect.stringMatching(/^BambooHR refused the credentials/),
    });
    expect(await connectionsCounted()).toBe(0);
    const right = (await save(owner, application, 'bamboohr', { companyDomain: 'acme', apiKey: SANDBOX_KEY })).data!;
    expect(await connectionsCounted()).toBe(1);
    expect(right).toMatchObject({
      state: 'callable',
      invalidReason: null,
      settings: { companyDomain: 'acme', apiKey: MASKED_SECRET },
    });
    const integration = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data;
    expect(integration).toMatchObject({ state: 'configured', connection: { state: 'callable' } });
    // Sending the masked secret back keeps the key: the form saves other fields without it.
    const again = (await save(owner, application, 'bamboohr', { companyDomain: 'acme', apiKey: MASKED_SECRET })).data!;
    expect(again.state).toBe('callable');
    // Never in an answer, never in the clear at rest.
    expect(JSON.stringify(integration)).not.toContain(SANDBOX_KEY);
    expect(await allTablesText(t.db)).not.toContain(SANDBOX_KEY);
  });

  it("saves settings it cannot check as invalid with 'Could not reach {vendor}'", async () => {
    const { owner, application } = await withEnabled('deel');
    const answer = (await save(owner, application, 'deel', { apiToken: 'a-token' })).data!;
    expect(answer).toMatchObject({
      state: 'invalid',
      invalidReason: 'Could not reach Deel',
      settings: { apiToken: MASKED_SECRET },
    });
  });

  it('refuses settings that break the schema, naming the field', async () => {
    const { owner, application } = await withEnabled('bamboohr');
    const answer = await save(owner, application, 'bamboohr', { companyDomain: 'not a host/part', apiKey: '' });
    expect(answer.error).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'The settings are not valid for this connector',
    });
    const fields = answer.error!.errors![0]!.children.map((child) => child.property);
    expect(fields).toEqual(expect.arrayContaining(['companyDomain', 'apiKey']));
  });

  it('strips http(s):// and the company domain from Velory’s domain', async () => {
    const { owner, application } = await withEnabled('velory');
    const answer = (await save(owner, application, 'velory', { domain: 'https://acme.velory.se/' })).data!;
    expect(answer.settings).toEqual({ domain: 'acme' });
    expect(answer.state).toBe('added');
  });

  it('does not call a user-given host on loopback (an OIDC issuer), and says it could not reach it', async () => {
    const { owner, application } = await withEnabled('google-oidc');
    const answer = (
      await save(owner, application, 'google-oidc', { issuer: issuer.url, clientId: 'id', clientSecret: 'secret' })
    ).data!;
    expect(answer).toMatchObject({ state: 'invalid', invalidReason: 'Could not reach Google OIDC' });
  });

  it('resets as Owner or Admin: credentials gone, available again; a Developer may not', async () => {
    const { owner, application } = await withEnabled('bamboohr');
    await save(owner, application, 'bamboohr', { companyDomain: 'acme', apiKey: SANDBOX_KEY });
    const developer = await t.signUp();
    await t.services.teams.addMember(owner.teamId, developer.id, 'TEAM_DEVELOPER');
    const refused = await developer.api.unchecked(integrationsEndpoints.reset, {
      params: { serviceId: 'bamboohr' },
      query: { application },
    });
    expect(refused.status).toBe(403);
    const refusedSave = await save(developer, application, 'bamboohr', { companyDomain: 'x', apiKey: 'y' });
    expect(refusedSave.status).toBe(403);
    const admin = await t.signUp();
    await t.services.teams.addMember(owner.teamId, admin.id, 'TEAM_ADMIN');
    const reset = (
      await admin.api.call(integrationsEndpoints.reset, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data;
    expect(reset).toMatchObject({ state: 'available', settings: {}, invalidReason: null });
    expect(
      (await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } }))
        .data.state,
    ).toBe('needs_configuration');
  });
});

describe('the FTP server', () => {
  it('is off without FTP_PORT: credentials are issued, with no endpoint', async () => {
    const { owner, application } = await withEnabled('inrego');
    const ftp = (
      await owner.api.call(connectorsEndpoints.ftp, { params: { serviceId: 'inrego' }, query: { application } })
    ).data;
    expect(ftp).toMatchObject({
      enabled: false,
      endpoint: null,
      username: expect.stringMatching(/^inrego-/),
      password: expect.any(String),
    });
    expect(await allTablesText(t.db)).not.toContain(ftp.password);
  });
});

describe('connections with an application access token', () => {
  it('lists, reads, saves and removes the application’s own connections of enabled integrations', async () => {
    const { owner, application } = await withEnabled('bamboohr');
    const headers = { authorization: await applicationBearer(t, owner, application) };
    const listed = (await t.api.call(connectionsEndpoints.list, { headers, query: {} })).data;
    expect(listed).toMatchObject([
      { serviceId: 'bamboohr', unifiedApi: 'HRIS', state: 'available', applicationId: application, consumerId: null },
    ]);
    const params = { unifiedApi: 'HRIS' as const, serviceId: 'bamboohr' };
    const saved = (
      await t.api.call(connectionsEndpoints.save, {
        params,
        headers,
        body: { settings: { companyDomain: 'acme', apiKey: SANDBOX_KEY } },
      })
    ).data;
    expect(saved).toMatchObject({ state: 'callable', settings: { apiKey: MASKED_SECRET }, authorizeUrl: null });
    expect((await t.api.call(connectionsEndpoints.list, { headers, query: { state: 'callable' } })).data).toHaveLength(
      1,
    );
    expect((await t.api.call(connectionsEndpoints.get, { params, headers })).data.state).toBe('callable');
    // The portal sees the same connection.
    expect(
      (await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } }))
        .data.connection.id,
    ).toBe(saved.id);
    const removed = (await t.api.call(connectionsEndpoints.remove, { params, headers })).data;
    expect(removed.state).toBe('available');
  });

  it("keeps a consumer's connection, with a consumer token, apart from the application's own: checked, masked, sealed", async () => {
    const { owner, application } = await withEnabled('bamboohr');
    const { consumer, authorization } = await consumerBearer(t, owner, application);
    const asConsumer = { authorization };
    const asApplication = { authorization: await applicationBearer(t, owner, application) };
    const params = { unifiedApi: 'HRIS' as const, serviceId: 'bamboohr' };
    const wrong = (
      await t.api.call(connectionsEndpoints.save, {
        params,
        headers: asConsumer,
        body: { settings: { companyDomain: 'acme', apiKey: 'wrong' } },
      })
    ).data;
    expect(wrong).toMatchObject({
      consumerId: consumer,
      state: 'invalid',
      invalidReason: expect.stringMatching(/^BambooHR refused the credentials/),
    });
    const saved = (
      await t.api.call(connectionsEndpoints.save, {
        params,
        headers: asConsumer,
        body: { settings: { companyDomain: 'acme', apiKey: SANDBOX_KEY } },
      })
    ).data;
    expect(saved).toMatchObject({ consumerId: consumer, state: 'callable', settings: { apiKey: MASKED_SECRET } });
    expect(
      (await t.api.call(connectionsEndpoints.list, { headers: asConsumer, query: { state: 'callable' } })).data.map(
        (c) => c.id,
      ),
    ).toEqual([saved.id]);
    // The application's own connection to BambooHR is untouched, in the portal too.
    expect((await t.api.call(connectionsEndpoints.get, { params, headers: asApplication })).data).toMatchObject({
      consumerId: null,
      state: 'available',
    });
    expect(
      (await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } }))
        .data.connection.state,
    ).toBe('available');
    expect(await allTablesText(t.db)).not.toContain(SANDBOX_KEY);
    const removed = (await t.api.call(connectionsEndpoints.remove, { params, headers: asConsumer })).data;
    expect(removed).toMatchObject({ consumerId: consumer, state: 'available', settings: {} });
  });

  it('refuses integrations the application has not enabled, services of another unified API, and other applications', async () => {
    const { owner, application } = await withEnabled('bamboohr');
    const headers = { authorization: await applicationBearer(t, owner, application) };
    const disabled = await t.api.unchecked(connectionsEndpoints.get, {
      params: { unifiedApi: 'HRIS', serviceId: 'hibob' },
      headers,
    });
    expect(disabled.error).toMatchObject({ statusCode: 409, code: 'INTEGRATION_DISABLED' });
    const elsewhere = await t.api.unchecked(connectionsEndpoints.get, {
      params: { unifiedApi: 'MDM', serviceId: 'bamboohr' },
      headers,
    });
    expect(elsewhere.status).toBe(404);
    const other = await withEnabled('bamboohr');
    const foreign = await t.api.unchecked(connectionsEndpoints.list, {
      headers,
      query: { applicationId: other.application },
    });
    expect(foreign.status).toBe(401);
    const session = await owner.api.unchecked(connectionsEndpoints.list);
    expect(session.status).toBe(401);
  });
});
