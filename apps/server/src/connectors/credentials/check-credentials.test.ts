import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConnector } from '../catalog/catalog';
import { connectorEnvName } from '../http/vendor-urls';
import { MemoryTokenStore } from '../oauth/token-store';
import { SIMULATORS } from '../simulators/registry';
import { startLocalServer, type LocalServer } from '../testing/local-server';
import { startTestOAuthProvider, type TestOAuthProvider } from '../testing/oauth-provider';
import { sandboxTokens } from '../testing/adapter-contract';
import { checkCredentials } from './check-credentials';

/** A setting each simulator refuses. */
const WRONG: Record<string, Record<string, string>> = {
  bamboohr: { apiKey: 'wrong-key' },
  catalystone: { clientSecret: 'wrong-secret' },
  deel: { apiToken: 'wrong-token' },
  haileyhr: { apiToken: 'wrong-token' },
  hibob: { serviceUserToken: 'wrong-token' },
  ingram: { clientSecret: 'wrong-secret' },
  jamf: { clientSecret: 'wrong-secret' },
  kandji: { apiToken: 'wrong-token' },
  postnord: { apiKey: 'wrong-key' },
  'sap-successfactors': { userId: 'someone-else' },
  servicenow: { password: 'wrong-password' },
  teamtailor: { apiKey: 'wrong-key' },
  'microsoft-intune': { clientSecret: 'wrong-secret' },
  hexnode: { apiKey: 'wrong-key' },
  // The consent's refresh token is renewed with the client's secret.
  'google-devices': { clientSecret: 'wrong-secret' },
  bring: { apiKey: 'wrong-key' },
  posti: { clientSecret: 'wrong-secret' },
  fedex: { clientSecret: 'wrong-secret' },
  'azure-directory': { clientSecret: 'wrong-secret' },
};
/** Simulated connectors proven by an administrator's consent alone: no call checks them. */
const CONSENT_ONLY = new Set(['google-workspace']);

describe('credential checks against the vendor simulators', () => {
  const servers = new Map<string, LocalServer>();
  beforeAll(async () => {
    for (const simulator of SIMULATORS)
      servers.set(simulator.serviceId, await startLocalServer(simulator.plugin, { seed: 1 }));
  });
  afterAll(async () => {
    for (const server of servers.values()) await server.close();
  });

  it('takes the consent as the proof of a connection checked by consent alone (Google Workspace)', async () => {
    const simulator = SIMULATORS.find((one) => one.serviceId === 'google-workspace')!;
    const env = { [connectorEnvName(simulator.serviceId, 'BASE_URL')]: servers.get(simulator.serviceId)!.url };
    const connector = getConnector(simulator.serviceId)!;
    expect(await checkCredentials(connector, simulator.sandboxSettings, { env, ...sandboxTokens(simulator) })).toEqual({
      state: 'callable',
    });
  });

  for (const simulator of SIMULATORS.filter((one) => !CONSENT_ONLY.has(one.serviceId))) {
    it(`${simulator.serviceId}: callable with the accepted credentials, invalid with the vendor's reason otherwise`, async () => {
      const connector = getConnector(simulator.serviceId)!;
      const env = { [connectorEnvName(simulator.serviceId, 'BASE_URL')]: servers.get(simulator.serviceId)!.url };
      expect(
        await checkCredentials(connector, simulator.sandboxSettings, { env, ...sandboxTokens(simulator) }),
      ).toEqual({ state: 'callable' });
      const refused = await checkCredentials(
        connector,
        { ...simulator.sandboxSettings, ...WRONG[simulator.serviceId] },
        { env, ...sandboxTokens(simulator) },
      );
      expect(refused).toMatchObject({
        state: 'invalid',
        code: 'CONNECTION_INVALID',
        reason: expect.stringContaining(`${connector.name} refused the credentials`),
      });
    });
  }

  it('says the vendor could not be reached when nothing answers', async () => {
    const closed = await startLocalServer(async () => {});
    await closed.close();
    const result = await checkCredentials(
      getConnector('bamboohr')!,
      { companyDomain: 'acme', apiKey: 'k' },
      { env: { CONNECTOR_BAMBOOHR_BASE_URL: closed.url } },
    );
    expect(result).toEqual({ state: 'invalid', code: 'VENDOR_UNREACHABLE', reason: 'Could not reach BambooHR' });
  });
});

describe('credential checks without an API call', () => {
  let provider: TestOAuthProvider;
  beforeAll(async () => {
    provider = await startTestOAuthProvider();
  });
  afterAll(() => provider.close());

  it('checks an OIDC issuer by its discovery document', async () => {
    const google = getConnector('google-oidc')!;
    expect(await checkCredentials(google, { issuer: provider.url, clientId: 'c', clientSecret: 's' })).toEqual({
      state: 'callable',
    });
    const wrongIssuer = await checkCredentials(google, {
      issuer: `${provider.url}/tenant`,
      clientId: 'c',
      clientSecret: 's',
    });
    expect(wrongIssuer).toMatchObject({ state: 'invalid', reason: expect.stringMatching(/discovery document/) });
  });

  it('checks client credentials by obtaining a token', async () => {
    const fedex = getConnector('fedex')!;
    const env = { CONNECTOR_FEDEX_BASE_URL: provider.url };
    const settings = { clientId: 'connector-client', clientSecret: 'connector-client-secret', accountNumber: '123' };
    expect(await checkCredentials(fedex, settings, { env, tokenStore: new MemoryTokenStore() })).toEqual({
      state: 'callable',
    });
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'connector-client',
    });
    const refused = await checkCredentials(
      fedex,
      { ...settings, clientSecret: 'nope' },
      { env, tokenStore: new MemoryTokenStore() },
    );
    expect(refused).toMatchObject({
      state: 'invalid',
      reason: 'FedEx refused the credentials: invalid_client (test provider)',
    });
  });

  it('leaves OAuth connections unverified until they are authorized, and files and undocumented APIs too', async () => {
    expect(await checkCredentials(getConnector('github-oidc')!, {})).toEqual({
      state: 'unverified',
      reason: 'Authorize GitHub OIDC to connect',
    });
    expect(await checkCredentials(getConnector('dustin')!, {})).toMatchObject({ state: 'unverified' });
    expect(await checkCredentials(getConnector('velory')!, { domain: 'acme' })).toMatchObject({ state: 'unverified' });
  });

  it('checks SAML connections by their metadata', async () => {
    expect(await checkCredentials(getConnector('okta-saml')!, { idpMetadata: '<broken' })).toMatchObject({
      state: 'invalid',
      code: 'INVALID_METADATA',
    });
  });
});
