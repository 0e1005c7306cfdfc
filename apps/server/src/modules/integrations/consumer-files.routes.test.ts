import { readFile, utimes } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { describe, expect, it, vi } from 'vitest';
import {
  connectionsEndpoints,
  connectorsEndpoints,
  integrationsEndpoints,
} from '@portal/shared/integrations/integrations.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { applicationBearer, consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { useFtpTestApp } from '../../test/ftp';
import type { Person } from '../../test/test-app';

const { t, ftp } = useFtpTestApp({ UNIFIED_ROUTE_CACHE_MS: '0' });

const products = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.model === 'products' && endpoint.operation === 'list',
)!;

async function ftpUpload(account: { username: string; password: string }, name: string, content: string) {
  const client = new Client(10_000);
  try {
    await client.access({ host: '127.0.0.1', port: ftp.port, user: account.username, password: account.password });
    await client.uploadFrom(Readable.from([Buffer.from(content)]), name);
  } finally {
    client.close();
  }
}

/** The consumer's connection as its program reads it, once the file `name` was imported. */
async function importedFor(authorization: string, name: string) {
  return vi.waitFor(
    async () => {
      const connection = (
        await t.api.call(connectionsEndpoints.get, {
          params: { unifiedApi: 'Distributor', serviceId: 'dustin' },
          headers: { authorization },
        })
      ).data;
      expect(connection.files.find((file) => file.name === name)?.import).toBe('applied');
      return connection;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** An owner with Dustin enabled on a plan that allows several consumers. */
async function ownerOnGrowth() {
  const { owner, application } = await ownerWithIntegration(t, 'dustin');
  await t.services.plans.saveSubscription(owner.teamId, { planId: 'growth-monthly' }, t.db);
  return { owner, application };
}

const listProducts = (authorization: string) =>
  t.api.unchecked(products, { query: { pageSize: 50 }, headers: { authorization } });

async function consumerFtp(owner: Person, application: string, consumerId: string) {
  return (
    await owner.api.call(connectorsEndpoints.consumerFtp, {
      params: { consumerId, serviceId: 'dustin' },
      query: { application },
    })
  ).data;
}

describe("a consumer's own file delivery", () => {
  it("imports files sent to a consumer's FTP account on that consumer's connection only", async () => {
    const { owner, application } = await ownerOnGrowth();
    const first = await consumerBearer(t, owner, application);
    const second = await consumerBearer(t, owner, application);
    const account = await consumerFtp(owner, application, first.consumer);
    const ownAccount = (
      await owner.api.call(connectorsEndpoints.ftp, { params: { serviceId: 'dustin' }, query: { application } })
    ).data;
    expect(account).toMatchObject({ enabled: true, endpoint: `ftp://localhost:${ftp.port}` });
    expect(account.username).not.toBe(ownAccount.username);
    expect(await consumerFtp(owner, application, first.consumer)).toEqual(account);
    expect((await consumerFtp(owner, application, second.consumer)).username).not.toBe(account.username);

    await ftpUpload(account, 'prices.csv', 'Artikelnr;Produktnamn;Ditt pris;Lagerstatus antal\nD-1;Dock;1990;4\n');
    expect(
      await readFile(
        `${t.services.ftp.folderOf({ applicationId: application, consumerId: first.consumer, serviceId: 'dustin' })}/prices.csv`,
        'utf8',
      ),
    ).toContain('D-1;Dock');
    const connection = await importedFor(first.authorization, 'prices.csv');
    expect(connection).toMatchObject({ consumerId: first.consumer, state: 'callable', sandbox: false });

    const answer = await listProducts(first.authorization);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as { data: Array<{ sku: string }> }).data.map((product) => product.sku)).toEqual(['D-1']);

    // The other consumer and the application itself have no delivered file: nothing to answer.
    expect((await listProducts(second.authorization)).status).toBe(424);
    // The data plane's models are a consumer's: the application's token gets none, and its own connection no file.
    expect((await listProducts(await applicationBearer(t, owner, application))).status).toBe(403);
    const own = await owner.api.call(integrationsEndpoints.get, {
      params: { serviceId: 'dustin' },
      query: { application },
    });
    expect(own.data.connection.files).toEqual([]);

    // The consumer's account is confined to its folder: the application's folder is out of reach.
    const client = new Client(10_000);
    try {
      await client.access({ host: '127.0.0.1', port: ftp.port, user: account.username, password: account.password });
      await expect(client.cd('..')).rejects.toMatchObject({ code: 550 });
      expect((await client.list()).map((entry) => entry.name)).toEqual(['prices.csv']);
    } finally {
      client.close();
    }
  });

  it("imports a file uploaded in the portal for a consumer on that consumer's connection", async () => {
    const { owner, application } = await ownerOnGrowth();
    const consumer = await consumerBearer(t, owner, application);
    const other = await consumerBearer(t, owner, application);
    const received = await owner.api.call(connectorsEndpoints.consumerUploadFile, {
      params: { consumerId: consumer.consumer, serviceId: 'dustin' },
      query: { application },
      body: {
        name: 'upload.csv',
        contentBase64: Buffer.from('Artikelnr;Produktnamn;Ditt pris\nU-1;Mouse;99\nU-2;Pad;19\n').toString('base64'),
      },
    });
    expect(received).toMatchObject({ status: 201, data: { name: 'upload.csv', import: 'pending' } });
    await importedFor(consumer.authorization, 'upload.csv');
    const answer = await listProducts(consumer.authorization);
    expect((answer.body as { data: Array<{ sku: string }> }).data.map((product) => product.sku)).toEqual([
      'U-1',
      'U-2',
    ]);
    expect((await listProducts(other.authorization)).status).toBe(424);

    // A consumer of another application is not found; a Developer may not upload.
    const stranger = await ownerWithIntegration(t, 'dustin');
    const foreign = await consumerBearer(t, stranger.owner, stranger.application);
    const refused = await owner.api.unchecked(connectorsEndpoints.consumerFtp, {
      params: { consumerId: foreign.consumer, serviceId: 'dustin' },
      query: { application },
    });
    expect(refused.status).toBe(404);
    const developer = await t.signUp();
    await t.services.teams.addMember(owner.teamId, developer.id, 'TEAM_DEVELOPER');
    const forbidden = await developer.api.unchecked(connectorsEndpoints.consumerUploadFile, {
      params: { consumerId: consumer.consumer, serviceId: 'dustin' },
      query: { application },
      body: { name: 'x.csv', contentBase64: Buffer.from('a').toString('base64') },
    });
    expect(forbidden.status).toBe(403);
  });

  it("removes a deleted consumer's folder and files at the next cleanup, and keeps the others'", async () => {
    const { owner, application } = await ownerOnGrowth();
    const gone = await consumerBearer(t, owner, application);
    const kept = await consumerBearer(t, owner, application);
    const csv = Buffer.from('Artikelnr;Produktnamn;Ditt pris\nG-1;Cable;9\n').toString('base64');
    for (const consumer of [gone, kept])
      await owner.api.call(connectorsEndpoints.consumerUploadFile, {
        params: { consumerId: consumer.consumer, serviceId: 'dustin' },
        query: { application },
        body: { name: 'cables.csv', contentBase64: csv },
      });
    const folderOf = (consumerId: string) =>
      t.services.ftp.folderOf({ applicationId: application, consumerId, serviceId: 'dustin' });
    await owner.api.call(consumersEndpoints.remove, {
      params: { id: gone.consumer },
      query: { applicationId: application },
    });

    // A folder made within the hour is left alone (its account's row may be on its way); an older one goes.
    expect(await t.services.ftp.sweepFolders()).toBe(0);
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const consumer of [gone, kept]) await utimes(dirname(folderOf(consumer.consumer)), hoursAgo, hoursAgo);
    expect(await t.services.ftp.sweepFolders()).toBe(1);
    await expect(readFile(`${folderOf(gone.consumer)}/cables.csv`)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readFile(`${folderOf(kept.consumer)}/cables.csv`, 'utf8')).toContain('G-1;Cable');
  });

  it("lists the connector's file columns for the mapping editor, and a remap changes what the import answers", async () => {
    const { owner, application } = await ownerOnGrowth();
    const schema = (
      await owner.api.call(integrationsEndpoints.schema, { params: { serviceId: 'dustin', type: 'products' } })
    ).data;
    expect(schema.fileColumns).toContainEqual({
      field: 'sku',
      headings: expect.arrayContaining(['Dustin artikelnummer', 'Artikelnr']),
    });
    expect(schema.fileColumns).toContainEqual({
      field: 'description',
      headings: expect.arrayContaining(['Produktnamn']),
    });
    await owner.api.call(integrationsEndpoints.putRemap, {
      params: { serviceId: 'dustin', app: application },
      query: { account: owner.teamId },
      body: { type: 'products', from: 'Kortnamn', to: 'description' },
    });
    const consumer = await consumerBearer(t, owner, application);
    const file = 'Artikelnr;Produktnamn;Kortnamn;Ditt pris\nR-1;Dell dockningsstation WD19;Dock;1990\n';
    await owner.api.call(connectorsEndpoints.consumerUploadFile, {
      params: { consumerId: consumer.consumer, serviceId: 'dustin' },
      query: { application },
      body: { name: 'remapped.csv', contentBase64: Buffer.from(file).toString('base64') },
    });
    await importedFor(consumer.authorization, 'remapped.csv');
    const answer = await listProducts(consumer.authorization);
    expect((answer.body as { data: Array<{ sku: string; description: string }> }).data).toEqual([
      expect.objectContaining({ sku: 'R-1', description: 'Dock' }),
    ]);
  });
});
