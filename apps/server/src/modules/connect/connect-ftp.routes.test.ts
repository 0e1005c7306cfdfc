import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { describe, expect, it, vi } from 'vitest';
import { connectPageEndpoints, connectSessionsEndpoints } from '@portal/shared/connect/connect.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { useFtpTestApp } from '../../test/ftp';
import { ownerWithIntegration } from '../../test/integrations';

const { t, ftp } = useFtpTestApp({ UNIFIED_ROUTE_CACHE_MS: '0' });

const products = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.model === 'products' && endpoint.operation === 'list',
)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A live application with Dustin enabled and an API key. */
async function developer() {
  const { owner, application } = await ownerWithIntegration(t, 'dustin');
  const scope = await t.services.applications.requireApplication(owner.id, application, null);
  const { apiKey } = await t.services.credentials.reveal(scope, (await t.services.credentials.create(scope)).id);
  return { owner, application, authorization: `Bearer ${apiKey}` };
}

async function newSession(authorization: string, body: Record<string, unknown>) {
  const made = await t.api.call(connectSessionsEndpoints.create, { body, headers: { authorization } });
  return made.data;
}

const ftpAccount = (token: string) =>
  t.api.unchecked(connectPageEndpoints.ftp, { body: { serviceId: 'dustin' }, headers: bearer(token) });

async function ftpLogin(user: string, password: string) {
  const client = new Client(10_000);
  await client.access({ host: '127.0.0.1', port: ftp.port, user, password });
  return client;
}

describe('the hosted page offers file connectors', () => {
  it('shows the FTP account once and completes the session; files sent there become the consumer’s data', async () => {
    const { authorization } = await developer();
    const session = await newSession(authorization, { consumer: { externalId: 'shop-7', name: 'Shop' } });
    const page = await t.api.call(connectPageEndpoints.session, { headers: bearer(session.token) });
    expect(page.data.services).toEqual([expect.objectContaining({ serviceId: 'dustin', authKind: 'files' })]);

    const shown = await ftpAccount(session.token);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.data).toMatchObject({
      serviceId: 'dustin',
      status: 'connected',
      ftp: { endpoint: `ftp://localhost:${ftp.port}`, username: expect.stringMatching(/^dustin-/) },
    });
    // Once: the token is used, the credentials are not answered again.
    expect((await ftpAccount(session.token)).status).toBe(410);
    const status = (
      await t.api.call(connectSessionsEndpoints.get, { params: { id: session.id }, headers: { authorization } })
    ).data;
    expect(status).toMatchObject({ status: 'completed', connectionId: shown.data.connectionId, serviceId: 'dustin' });

    const client = await ftpLogin(shown.data.ftp.username, shown.data.ftp.password);
    try {
      await client.uploadFrom(Readable.from([Buffer.from('Artikelnr;Produktnamn;Ditt pris\nC-1;Cable;49\n')]), 'p.csv');
    } finally {
      client.close();
    }
    const call = () =>
      t.api.unchecked(products, { query: { pageSize: 10 }, headers: { authorization, 'x-consumer-id': 'shop-7' } });
    await vi.waitFor(
      async () => {
        const answer = await call();
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect((answer.body as { data: Array<{ sku: string }> }).data.map((product) => product.sku)).toEqual(['C-1']);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('a reconnect of the FTP connection gives a new password; the old one no longer logs in', async () => {
    const { authorization } = await developer();
    const first = await newSession(authorization, { consumer: { externalId: 'shop-8' } });
    const before = (await ftpAccount(first.token)).data.ftp;
    const again = await newSession(authorization, { consumer: { externalId: 'shop-8' }, reconnect: 'dustin' });
    const after = await ftpAccount(again.token);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.data.ftp.username).toBe(before.username);
    expect(after.data.ftp.password).not.toBe(before.password);
    await expect(ftpLogin(before.username, before.password)).rejects.toMatchObject({ code: 530 });
    (await ftpLogin(after.data.ftp.username, after.data.ftp.password)).close();
  });

  it('refuses the FTP step for a service that does not receive files', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    const scope = await t.services.applications.requireApplication(owner.id, application, null, {
      environment: 'test',
    });
    const { apiKey } = await t.services.credentials.reveal(scope, (await t.services.credentials.create(scope)).id);
    const session = await newSession(`Bearer ${apiKey}`, { consumer: { externalId: 'x' } });
    const refused = await t.api.unchecked(connectPageEndpoints.ftp, {
      body: { serviceId: 'bamboohr' },
      headers: bearer(session.token),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: 'This service does not receive files' } });
  });
});
