import { Readable } from 'node:stream';
import type { FileLayout } from './file-layout';

const MODELS = ['Latitude 5450', 'EliteBook 840 G11', 'ThinkPad T14 Gen 5', 'MacBook Air 13 M3', 'Surface Laptop 6'];
const STATUSES = ['In use', 'In stock', 'In repair', 'Retired'];

/** The cells of sample record `index`, by unified field: stable for an index, so two samples can be compared. */
function sampleCells(layout: FileLayout, index: number): Record<string, string> {
  const model = MODELS[index % MODELS.length]!;
  const number = String(index + 1).padStart(7, '0');
  if (layout.model === 'products') {
    const price = (4990 + (index % 400) * 25 + 0.5).toFixed(2);
    const stock = String((index * 7) % 120);
    return {
      sku: `SKU-${number}`,
      name: `${model} ${14 + (index % 3)}"`,
      price: layout.decimalSeparator === ',' ? price.replace('.', ',') : price,
      currency: layout.defaultCurrency ?? 'SEK',
      stock,
    };
  }
  return {
    serialNumber: `SN${number}`,
    model,
    status: STATUSES[index % STATUSES.length]!,
    assigneeEmail: index % 4 === 1 ? '' : `employee${index % 500}@example.com`,
  };
}

/**
 * A generated CSV file in the connector's layout (its own headings, `;` between cells), `count` records long and
 * produced as it is read, so a sandbox connection has data and a bench can stream a million rows without holding them.
 */
export function sampleCsvFile(layout: FileLayout, count: number): Readable {
  const fields = Object.keys(sampleCells(layout, 0));
  const columns = layout.columns as Record<string, readonly string[]>;
  const header = fields.map((field) => columns[field]![0]).join(';');
  let index = 0;
  return new Readable({
    read() {
      if (index === 0) this.push(`${header}\n`);
      const lines: string[] = [];
      for (const end = Math.min(count, index + 1000); index < end; index++) {
        const cells = sampleCells(layout, index);
        lines.push(fields.map((field) => cells[field]).join(';'));
      }
      this.push(lines.length > 0 ? `${lines.join('\n')}\n` : null);
    },
  });
}
