import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import dustin from '../dustin/file-layout';
import netset from '../netset/file-layout';
import velory from '../velory/file-layout';
import webmercs from '../webmercs/file-layout';
import type { FileLayout } from './file-layout';
import { getFileLayout } from './file-layouts';
import { FileRefusedError } from './file-rows';
import { parseDecimal } from './map-file-row';
import { type DeliveredRecord, parseDeliveredFile } from './parse-delivered-file';
import { sampleCsvFile } from './sample-file';

async function parseAll(content: string | Buffer | Readable, fileName: string, layout: FileLayout, batchSize = 500) {
  const input = content instanceof Readable ? content : Readable.from([Buffer.from(content)]);
  const batches: DeliveredRecord[][] = [];
  for await (const batch of parseDeliveredFile(input, fileName, layout, batchSize)) batches.push(batch);
  return batches;
}

async function refusal(content: string | Buffer, fileName: string, layout: FileLayout) {
  const error = await parseAll(content, fileName, layout).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FileRefusedError);
  return { line: (error as FileRefusedError).line, reason: (error as FileRefusedError).reason };
}

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prislista');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const DUSTIN_CSV = [
  '\ufeffArtikelnr;Produktnamn;Ditt pris;Lagerstatus antal;Tillverkare',
  '5011234;"Dell Latitude 5450; 14""";12 490,50;7;Dell',
  '5011235;HP EliteBook 840;10990;0;HP',
].join('\r\n');

describe('delivered files are read in a stream and mapped through the connector’s columns', () => {
  it('reads a CSV price list with `;`, quoted cells, decimal commas and the default currency', async () => {
    const [records] = await parseAll(DUSTIN_CSV, 'prislista.csv', dustin);
    expect(records!.map((record) => record.unified)).toEqual([
      expect.objectContaining({
        id: '5011234',
        sku: '5011234',
        description: 'Dell Latitude 5450; 14"',
        vendor: 'Dell',
        price: { customerPrice: 12490.5, msrp: null, currency: 'SEK' },
        availability: { available: true, totalQuantity: 7, warehouses: [] },
      }),
      expect.objectContaining({ sku: '5011235', availability: { available: false, totalQuantity: 0, warehouses: [] } }),
    ]);
    expect(records![1]).toMatchObject({ line: 3, cells: { Artikelnr: '5011235', 'Ditt pris': '10990' } });
  });

  it('reads the first sheet of an XLSX workbook, numbers and text cells alike', async () => {
    const file = await xlsxOf([
      ['Artikelnr', 'Produktnamn', 'Ditt pris', 'Lagerstatus antal'],
      ['A-1', 'Dock WD19', 2190.75, 12],
      ['A-2', 'Monitor P2425', '1 990,00', 0],
    ]);
    const [records] = await parseAll(file, 'Prislista.XLSX', dustin);
    expect(records!.map(({ line, unified }) => [line, unified.id, (unified as { price: unknown }).price])).toEqual([
      [2, 'A-1', { customerPrice: 2190.75, msrp: null, currency: 'SEK' }],
      [3, 'A-2', { customerPrice: 1990, msrp: null, currency: 'SEK' }],
    ]);
  });

  it('reads XML records at any depth, from child elements and attributes', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed><products>
  <product productNumber="NS-1"><name>Lenovo ThinkPad T14 – Gen 5</name><netPrice>15490.00</netPrice>
    <currency>EUR</currency><stockLevel>3</stockLevel></product>
  <product productNumber="NS-2"><name><![CDATA[Cable <USB-C>]]></name><currency>EUR</currency></product>
</products></feed>`;
    const [records] = await parseAll(xml, 'feed.xml', netset);
    expect(records!.map(({ line, unified }) => ({ line, ...unified }))).toEqual([
      expect.objectContaining({
        line: 3,
        sku: 'NS-1',
        description: 'Lenovo ThinkPad T14 – Gen 5',
        price: expect.anything(),
      }),
      expect.objectContaining({ line: 5, sku: 'NS-2', description: 'Cable <USB-C>', price: null, availability: null }),
    ]);
    expect(records![0]!.unified).toMatchObject({ price: { customerPrice: 15490, currency: 'EUR' } });
  });

  it('maps an asset register to hardware assets (Velory)', async () => {
    const csv =
      'Serial number,Model,Employee email,Employee,Lifecycle status,Purchase date\n' +
      'C02XYZ,MacBook Air 13,anna@example.com,Anna Berg,In use,2025-03-01\nPF3ABC,ThinkPad T14,,,Lost,\n';
    const [records] = await parseAll(csv, 'devices.csv', velory);
    expect(records!.map((record) => record.unified)).toEqual([
      expect.objectContaining({
        serialNumber: 'C02XYZ',
        model: 'MacBook Air 13',
        status: 'IN_USE',
        assignedTo: {
          id: 'anna@example.com',
          remoteId: 'anna@example.com',
          name: 'Anna Berg',
          email: 'anna@example.com',
        },
        purchaseDate: '2025-03-01',
      }),
      expect.objectContaining({ serialNumber: 'PF3ABC', status: 'MISSING', assignedTo: null }),
    ]);
  });

  it('yields batches as it reads, and reads a generated sample of every file connector', async () => {
    for (const serviceId of ['dustin', 'inrego', 'netset', 'webmercs', 'velory']) {
      const layout = getFileLayout(serviceId)!;
      const batches = await parseAll(sampleCsvFile(layout, 1234), `${serviceId}.csv`, layout, 500);
      expect(batches.map((batch) => batch.length)).toEqual([500, 500, 234]);
      expect(batches[2]!.at(-1)!.line).toBe(1235);
    }
  });
});

describe('a malformed file is refused with its line and reason', () => {
  it('a CSV row with a cell too many', async () => {
    const csv = 'Artikelnr;Produktnamn;Ditt pris\nA-1;Dock;100\nA-2;Dock;200;extra\n';
    expect(await refusal(csv, 'p.csv', dustin)).toEqual({ line: 3, reason: expect.stringMatching(/record length/i) });
  });

  it('a price that is not a number, and a row without SKU', async () => {
    expect(await refusal('Artikelnr;Ditt pris\nA-1;100\nA-2;ring oss\n', 'p.csv', dustin)).toEqual({
      line: 3,
      reason: 'Ditt pris “ring oss” is not a number',
    });
    expect(await refusal('Artikelnr;Ditt pris\n;100\n', 'p.csv', dustin)).toEqual({
      line: 2,
      reason: 'no sku (column Artikelnr)',
    });
  });

  it('the same SKU twice', async () => {
    const csv = 'itemNumber,title\nW-1,One\nW-2,Two\nW-1,Again\n';
    expect(await refusal(csv, 'w.csv', webmercs)).toEqual({ line: 4, reason: 'sku W-1 is already on line 2' });
  });

  it('XML that does not close, and XML without records', async () => {
    const xml = '<feed>\n<item><itemNumber>W-1</itemNumber></item>\n<item><itemNumber>W-2</item>\n</feed>';
    expect(await refusal(xml, 'w.xml', webmercs)).toEqual({ line: 3, reason: 'unexpected close tag.' });
    expect(await refusal('<feed></feed>', 'w.xml', webmercs)).toEqual({ line: null, reason: 'w.xml holds no records' });
  });

  it('an XLSX file that is not a workbook, and a format the connector does not read', async () => {
    expect(await refusal('Artikelnr\nA-1\n', 'p.xlsx', dustin)).toEqual({
      line: null,
      reason: expect.stringMatching(/^not a readable XLSX workbook/),
    });
    expect(await refusal('<x/>', 'p.xml', dustin)).toEqual({
      line: null,
      reason: 'p.xml is not one of the formats this connector reads: csv,xlsx',
    });
  });
});

describe('decimals as vendors write them', () => {
  it.each([
    ['12 490,50', ',', 12490.5],
    ['1.234,5', ',', 1234.5],
    ['1,234.5', '.', 1234.5],
    ['2190.75', ',', 2190.75],
    ['1,000', '.', 1000],
    ['-3', '.', -3],
    ['12 kr', ',', null],
  ] as const)('%s with %s as decimal mark is %s', (text, mark, expected) => {
    expect(parseDecimal(text, mark)).toBe(expected);
  });
});
