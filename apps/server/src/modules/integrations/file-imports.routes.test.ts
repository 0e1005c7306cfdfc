import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import ExcelJS from 'exceljs';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { connectorsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { ownerWithIntegration } from '../../test/integrations';
import { getAdapter } from '../../connectors/adapters/registry';
import { getRecord, listRecords } from '../../connectors/adapters/run-adapter';
import { getConnector } from '../../connectors/catalog/catalog';
import { withStoredRecords } from '../../connectors/files/file-adapter';
import { VendorClient } from '../../connectors/http/vendor-client';
import { useFtpTestApp } from '../../test/ftp';
import { buildTestApp, type Person } from '../../test/test-app';
import { events } from '../events/events.table';
import { connectionFiles } from './connections.table';

const { t, ftp } = useFtpTestApp();

/** An owner with the connector enabled, and an upload through its real FTP account. */
async function ftpDelivery(serviceId: string) {
  const { owner, application } = await ownerWithIntegration(t, serviceId);
  const account = (await owner.api.call(connectorsEndpoints.ftp, { params: { serviceId }, query: { application } }))
    .data;
  const upload = async (name: string, content: string | Buffer) => {
    const client = new Client(10_000);
    try {
      await client.access({ host: '127.0.0.1', port: ftp.port, user: account.username, password: account.password });
      await client.uploadFrom(Readable.from([Buffer.from(content)]), name);
    } finally {
      client.close();
    }
  };
  return { owner, application, upload };
}

async function connectionOf(owner: Person, application: string, serviceId: string) {
  return (await owner.api.call(integrationsEndpoints.get, { params: { serviceId }, query: { application } })).data
    .connection;
}

/** Waits until the file `name` is imported (applied or refused), and answers the connection. */
async function imported(owner: Person, application: string, serviceId: string, name: string) {
  return vi.waitFor(
    async () => {
      const connection = await connectionOf(owner, application, serviceId);
      const file = connection.files.find((entry) => entry.name === name);
      expect(file?.import).toMatch(/applied|refused|failed/);
      return connection;
    },
    { timeout: 15_000, interval: 50 },
  );
}

async function recordsOf(connectionId: string) {
  const page = await t.services.fileImports.listRecords(connectionId, { afterLine: 0, size: 100 });
  return page.map((row) => row.record as Record<string, unknown>);
}

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('files delivered over FTP become the connection’s records', () => {
  it('imports a CSV, then an XLSX, then an XML file; each becomes the data in turn', async () => {
    const { owner, application, upload } = await ftpDelivery('netset');
    await upload('one.csv', 'productNumber;name;netPrice;currency;stockLevel\nNS-1;Dock;1 990,00;SEK;4\n');
    let connection = await imported(owner, application, 'netset', 'one.csv');
    expect(connection.files).toEqual([
      expect.objectContaining({ name: 'one.csv', import: 'applied', records: 1, refusal: null }),
    ]);
    expect(await recordsOf(connection.id!)).toEqual([
      expect.objectContaining({ sku: 'NS-1', price: { customerPrice: 1990, msrp: null, currency: 'SEK' } }),
    ]);

    await upload(
      'two.xlsx',
      await xlsxOf([
        ['productNumber', 'name', 'netPrice', 'currency'],
        ['NS-2', 'Screen', 2490.5, 'EUR'],
      ]),
    );
    connection = await imported(owner, application, 'netset', 'two.xlsx');
    expect(connection.files.map((file) => [file.name, file.import])).toEqual([
      ['two.xlsx', 'applied'],
      ['one.csv', 'superseded'],
    ]);
    expect((await recordsOf(connection.id!)).map((record) => record.sku)).toEqual(['NS-2']);

    await upload('three.xml', '<feed>\n<product productNumber="NS-3"><name>Mouse</name></product>\n</feed>');
    connection = await imported(owner, application, 'netset', 'three.xml');
    expect(connection.files[0]).toMatchObject({ name: 'three.xml', import: 'applied', records: 1 });
    expect(await recordsOf(connection.id!)).toEqual([expect.objectContaining({ sku: 'NS-3', description: 'Mouse' })]);
  });

  it('refuses a malformed file with its line and reason, and keeps the data it had', async () => {
    const { owner, application, upload } = await ftpDelivery('dustin');
    await upload('good.csv', 'Artikelnr;Ditt pris\nA-1;100\nA-2;200\n');
    const { id } = await imported(owner, application, 'dustin', 'good.csv');
    await upload('bad.csv', 'Artikelnr;Ditt pris\nA-1;150\nA-2;ring oss\nA-3;10\n');
    const connection = await imported(owner, application, 'dustin', 'bad.csv');
    expect(connection.files[0]).toMatchObject({
      name: 'bad.csv',
      import: 'refused',
      records: null,
      refusal: { line: 3, reason: 'Ditt pris “ring oss” is not a number' },
    });
    expect(connection.files[1]).toMatchObject({ name: 'good.csv', import: 'applied', records: 2 });
    expect(
      (await recordsOf(id!)).map((record) => [record.sku, (record.price as { customerPrice: number }).customerPrice]),
    ).toEqual([
      ['A-1', 100],
      ['A-2', 200],
    ]);
  });

  it('compares a second file with the first: created, updated and deleted events', async () => {
    const { owner, application, upload } = await ftpDelivery('webmercs');
    await upload(
      'monday.csv',
      'itemNumber,title,price,stockQuantity\nW-1,Dock,100,1\nW-2,Screen,200,2\nW-3,Mouse,30,3\n',
    );
    const { id } = await imported(owner, application, 'webmercs', 'monday.csv');
    const eventsOf = () =>
      t.db
        .select({ eventType: events.eventType, entityId: events.entityId })
        .from(events)
        .where(and(eq(events.applicationId, application), like(events.eventType, 'distributor.%')))
        .orderBy(asc(events.eventType), asc(events.entityId));
    expect(await eventsOf()).toEqual([]); // the first file is the baseline, as a first sync is

    await upload(
      'tuesday.csv',
      'itemNumber,title,price,stockQuantity\nW-1,Dock,100,1\nW-2,Screen,180,2\nW-4,Cable,9,50\n',
    );
    await imported(owner, application, 'webmercs', 'tuesday.csv');
    expect(await eventsOf()).toEqual([
      { eventType: 'distributor.product.created', entityId: 'W-4' },
      { eventType: 'distributor.product.deleted', entityId: 'W-3' },
      { eventType: 'distributor.product.updated', entityId: 'W-2' },
    ]);
    expect((await recordsOf(id!)).map((record) => record.sku)).toEqual(['W-1', 'W-2', 'W-4']);

    // The adapter answers from the applied file, paged by line, with the vendor's row as remoteData. (The gateway
    // routes a consumer's call to the consumer's connection; FTP files land on the application's own.)
    const client = withStoredRecords(new VendorClient(getConnector('webmercs')!, {}, {}), {
      page: (afterLine, size) => t.services.fileImports.listRecords(id!, { afterLine, size }),
      get: (entityId) => t.services.fileImports.getRecord(id!, entityId),
    });
    const adapter = getAdapter('webmercs')!;
    const first = await listRecords(adapter, 'products', client, { pageSize: 2, includeRemoteData: true });
    expect(first.results).toEqual([
      expect.objectContaining({
        sku: 'W-1',
        description: 'Dock',
        remoteData: expect.objectContaining({ price: '100' }),
      }),
      expect.objectContaining({ sku: 'W-2', price: { customerPrice: 180, msrp: null, currency: null } }),
    ]);
    const rest = await listRecords(adapter, 'products', client, { cursor: first.next!, pageSize: 2 });
    expect(rest).toEqual({ results: [expect.objectContaining({ sku: 'W-4' })], next: null });
    expect(await getRecord(adapter, 'products', client, 'W-2', {})).toMatchObject({ id: 'W-2', sku: 'W-2' });
    await expect(getRecord(adapter, 'products', client, 'W-3', {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('imports a file uploaded in the portal like one delivered over FTP; only the team uploads', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'dustin');
    const upload = (person: Person, name: string, content: string | Buffer) =>
      person.api.unchecked(connectorsEndpoints.uploadFile, {
        params: { serviceId: 'dustin' },
        query: { application },
        body: { name, contentBase64: Buffer.from(content).toString('base64') },
      });
    const xlsx = await xlsxOf([
      ['Artikelnr', 'Produktnamn', 'Ditt pris'],
      ['D-1', 'Dock', 1990],
    ]);
    const answer = await upload(owner, 'upload.xlsx', xlsx);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.data).toMatchObject({ name: 'upload.xlsx', size: xlsx.length, import: 'pending', refusal: null });
    const connection = await imported(owner, application, 'dustin', 'upload.xlsx');
    expect(connection).toMatchObject({ state: 'callable', files: [{ import: 'applied', records: 1 }] });
    expect(await recordsOf(connection.id!)).toEqual([
      expect.objectContaining({ sku: 'D-1', price: { customerPrice: 1990, msrp: null, currency: 'SEK' } }),
    ]);

    expect((await upload(owner, '../escape.csv', 'x')).status).toBe(400);
    const stranger = await t.signUp();
    expect((await upload(stranger, 'mine.csv', 'Artikelnr\nX\n')).status).toBe(404);
  });

  it('imports CSV, XLSX and XML files uploaded in the portal alike', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'netset');
    const files: Array<[name: string, content: string | Buffer, sku: string]> = [
      ['a.csv', 'productNumber,name,netPrice\nU-1,Dock,10.5\n', 'U-1'],
      [
        'b.xlsx',
        await xlsxOf([
          ['productNumber', 'name'],
          ['U-2', 'Screen'],
        ]),
        'U-2',
      ],
      ['c.xml', '<feed><product><productNumber>U-3</productNumber><name>Mouse</name></product></feed>', 'U-3'],
    ];
    for (const [name, content, sku] of files) {
      await owner.api.call(connectorsEndpoints.uploadFile, {
        params: { serviceId: 'netset' },
        query: { application },
        body: { name, contentBase64: Buffer.from(content).toString('base64') },
      });
      const connection = await imported(owner, application, 'netset', name);
      expect(connection.files[0]).toMatchObject({ name, import: 'applied', records: 1 });
      expect((await recordsOf(connection.id!)).map((record) => record.sku)).toEqual([sku]);
    }
  });

  it('imports a file recorded before the server stopped once a server starts on the database again', async () => {
    const { owner, application, upload } = await ftpDelivery('inrego');
    await upload('first.csv', 'Article;Name\nI-1;Dock\n');
    const { id } = await imported(owner, application, 'inrego', 'first.csv');
    // As if the FTP server had recorded the file and the process was killed before any worker woke: a row and a
    // file, no notification.
    const folder = t.services.ftp.folderOf({ applicationId: application, serviceId: 'inrego' });
    await writeFile(join(folder, 'second.csv'), 'Article;Name\nI-2;Screen\n');
    await t.db
      .insert(connectionFiles)
      .values({ connectionId: id!, name: 'second.csv', size: 24, receivedAt: new Date() });
    const restarted = await buildTestApp({ FTP_ROOT: ftp.root }, t.database);
    try {
      await imported(owner, application, 'inrego', 'second.csv');
      expect((await recordsOf(id!)).map((record) => record.sku)).toEqual(['I-2']);
    } finally {
      await restarted.close();
    }
  });
});
