import type { HardwareAsset } from '@portal/shared/unified/am.schemas';
import type { Product } from '@portal/shared/unified/distributor.schemas';
import { dateOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';
import { type AssetFileLayout, type FileLayout, headingKey, type ProductFileLayout } from './file-layout';

/** A cell that cannot become its unified field: the file is refused with this reason and the row's line. */
export class RowMappingError extends Error {}

/** For each unified field of the layout, the heading of `headings` that holds it (the first alias found). */
export function resolveColumns<Field extends string>(
  columns: Record<Field, readonly string[]>,
  headings: readonly string[],
): Partial<Record<Field, string>> {
  const byKey = new Map(headings.map((heading) => [headingKey(heading), heading]));
  const resolved: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(columns) as Field[]) {
    const heading = columns[field].map((alias) => byKey.get(headingKey(alias))).find(Boolean);
    if (heading !== undefined) resolved[field] = heading;
  }
  return resolved;
}

/**
 * A decimal as the vendor wrote it: spaces group thousands; with both `,` and `.` the last one is the decimal mark;
 * with one of them, the layout's mark is decimal, and a `.` in a `,` file is a spreadsheet's number.
 */
export function parseDecimal(value: string, decimalSeparator: ',' | '.'): number | null {
  let text = value.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const mark = lastComma > lastDot ? ',' : '.';
    text = text
      .split(mark === ',' ? '.' : ',')
      .join('')
      .replace(mark, '.');
  } else if (lastComma >= 0) {
    text = decimalSeparator === ',' ? text.replace(',', '.') : text.split(',').join('');
  }
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** Reads the cells of one row through the resolved columns. */
function cellReader<Field extends string>(
  columns: Partial<Record<Field, string>>,
  cells: Record<string, string>,
  decimalSeparator: ',' | '.',
) {
  const text = (field: Field) => textOrNull(columns[field] === undefined ? null : cells[columns[field]!]);
  const number = (field: Field) => {
    const value = text(field);
    if (value === null) return null;
    const parsed = parseDecimal(value, decimalSeparator);
    if (parsed === null) throw new RowMappingError(`${columns[field]} “${value}” is not a number`);
    return parsed;
  };
  const required = (field: Field) => {
    const value = text(field);
    if (value === null) throw new RowMappingError(`no ${field} (column ${columns[field] ?? 'missing'})`);
    return value;
  };
  return { text, number, required };
}

const AVAILABLE = new Set(['yes', 'ja', 'true', '1', 'in stock', 'i lager', 'available', 'tillgänglig']);
const DISCONTINUED = new Set(['discontinued', 'utgått', 'utgaende', 'utgående', 'eol']);

function toProduct(layout: ProductFileLayout, columns: Partial<Record<string, string>>, cells: Record<string, string>) {
  const cell = cellReader(columns, cells, layout.decimalSeparator);
  const sku = cell.required('sku');
  const price = cell.number('price');
  const stock = cell.number('stock');
  if (stock !== null && !Number.isInteger(stock)) throw new RowMappingError(`stock “${stock}” is not a whole number`);
  const availability = cell.text('availability')?.toLowerCase() ?? null;
  const product: Product = {
    id: sku,
    remoteId: sku,
    sku,
    vendorPartNumber: cell.text('vendorPartNumber'),
    upc: null,
    description: cell.text('name'),
    vendor: cell.text('vendor'),
    category: cell.text('category'),
    discontinued: availability === null ? null : DISCONTINUED.has(availability),
    price:
      price === null
        ? null
        : { customerPrice: price, msrp: null, currency: cell.text('currency') ?? layout.defaultCurrency },
    availability:
      stock === null && availability === null
        ? null
        : {
            available: availability !== null ? AVAILABLE.has(availability) : (stock ?? 0) > 0,
            totalQuantity: stock ?? 0,
            warehouses: [],
          },
  };
  return product;
}

const ASSET_STATUS = {
  'in use': 'IN_USE',
  assigned: 'IN_USE',
  'i bruk': 'IN_USE',
  'in stock': 'IN_STOCK',
  'i lager': 'IN_STOCK',
  'in repair': 'IN_REPAIR',
  repair: 'IN_REPAIR',
  retired: 'RETIRED',
  returned: 'RETIRED',
  missing: 'MISSING',
  lost: 'MISSING',
  'on order': 'ON_ORDER',
  ordered: 'ON_ORDER',
} as const;

function toAsset(layout: AssetFileLayout, columns: Partial<Record<string, string>>, cells: Record<string, string>) {
  const cell = cellReader(columns, cells, layout.decimalSeparator);
  const serial = cell.required('serialNumber');
  const cost = cell.number('cost');
  const email = cell.text('assigneeEmail');
  const name = cell.text('assigneeName');
  const status = cell.text('status');
  const asset: HardwareAsset = {
    id: serial,
    remoteId: serial,
    assetTag: cell.text('assetTag'),
    serialNumber: serial,
    model: cell.text('model'),
    category: cell.text('category'),
    status: status === null ? null : (lookup(ASSET_STATUS, status) ?? 'OTHER'),
    assignedTo: email || name ? { id: (email ?? name)!, remoteId: (email ?? name)!, name, email } : null,
    location: cell.text('location'),
    purchaseDate: dateOrNull(cell.text('purchaseDate')),
    cost: cost === null ? null : { amount: cost, currency: cell.text('currency') ?? layout.defaultCurrency },
    warrantyExpiresOn: dateOrNull(cell.text('warrantyExpiresOn')),
    supplier: cell.text('supplier'),
  };
  return asset;
}

/**
 * Maps the rows of one file to unified records: headings are resolved once per set of headings (a CSV or XLSX file
 * has one; XML records may differ). Throws RowMappingError for a row that cannot be mapped.
 */
export function fileRowMapper(layout: FileLayout) {
  let signature = '';
  let columns: Partial<Record<string, string>> = {};
  return (cells: Record<string, string>): Product | HardwareAsset => {
    const headings = Object.keys(cells);
    const nextSignature = headings.join('\u0000');
    if (nextSignature !== signature) {
      signature = nextSignature;
      columns = resolveColumns<string>(layout.columns, headings);
    }
    return layout.model === 'products' ? toProduct(layout, columns, cells) : toAsset(layout, columns, cells);
  };
}

/**
 * Where each column a layout reads lands in the unified record (as a field mapping's `to` names it), for the mapping
 * editor: the others keep their own names.
 */
const UNIFIED_PATHS: Record<string, string> = {
  name: 'description',
  price: 'price.customerPrice',
  currency: 'price.currency',
  stock: 'availability.totalQuantity',
  availability: 'availability.available',
  assigneeEmail: 'assignedTo.email',
  assigneeName: 'assignedTo.name',
  cost: 'cost.amount',
};

/** The unified field a layout's column fills (`currency` of an asset register: `cost.currency`). */
export function unifiedPathOf(layout: FileLayout, field: string): string {
  if (layout.model === 'hardware-assets' && field === 'currency') return 'cost.currency';
  return UNIFIED_PATHS[field] ?? field;
}
