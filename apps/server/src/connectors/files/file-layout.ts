/** The formats a vendor may deliver; the file's extension (`.csv`, `.xlsx`, `.xml`) says which one a file is. */
export const FILE_FORMATS = ['csv', 'xlsx', 'xml'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** The unified fields a distributor's price list fills (Distributor `products`). */
export const PRODUCT_FILE_FIELDS = [
  'sku',
  'name',
  'price',
  'currency',
  'stock',
  'availability',
  'vendor',
  'vendorPartNumber',
  'category',
] as const;
export type ProductFileField = (typeof PRODUCT_FILE_FIELDS)[number];

/** The unified fields an asset register fills (AM `hardware-assets`). */
export const ASSET_FILE_FIELDS = [
  'serialNumber',
  'assetTag',
  'model',
  'category',
  'status',
  'assigneeEmail',
  'assigneeName',
  'location',
  'purchaseDate',
  'cost',
  'currency',
  'warrantyExpiresOn',
  'supplier',
] as const;
export type AssetFileField = (typeof ASSET_FILE_FIELDS)[number];

interface LayoutBase<Field extends string> {
  /** The formats the vendor delivers; a file of another format is refused. */
  formats: readonly FileFormat[];
  /**
   * For each unified field, the column headings that may hold it (compared without case, spaces and punctuation);
   * the first heading a file has wins. XML: the child elements or attributes of a record element.
   */
  columns: Record<Field, readonly string[]>;
  /** XML: the name of the element that is one record (its children and attributes are the columns). */
  xmlRecordElement: string;
  /** How the vendor writes decimals in text cells: Nordic files write `1 234,50`. */
  decimalSeparator: ',' | '.';
  /** The currency of prices without a currency column (ISO 4217). */
  defaultCurrency: string | null;
}

export interface ProductFileLayout extends LayoutBase<ProductFileField> {
  model: 'products';
  /** The column that identifies a record: its value is the record's id. */
  idField: 'sku';
}

export interface AssetFileLayout extends LayoutBase<AssetFileField> {
  model: 'hardware-assets';
  idField: 'serialNumber';
}

export type FileLayout = ProductFileLayout | AssetFileLayout;

/** A heading as compared: `Unit Price (SEK)` and `unit_price_sek` are the same column. */
export const headingKey = (heading: string) =>
  heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Headings most price lists use, Swedish and English; a connector adds its own before them. */
const PRODUCT_HEADINGS: Record<ProductFileField, readonly string[]> = {
  sku: ['sku', 'article number', 'artikelnummer', 'artnr', 'item number', 'product id'],
  name: ['name', 'product name', 'benämning', 'description', 'beskrivning', 'produktnamn'],
  price: ['price', 'pris', 'unit price', 'net price', 'nettopris', 'customer price'],
  currency: ['currency', 'valuta'],
  stock: ['stock', 'lagersaldo', 'quantity', 'antal', 'in stock', 'lager', 'qty'],
  availability: ['availability', 'tillgänglighet', 'status', 'lagerstatus'],
  vendor: ['manufacturer', 'tillverkare', 'brand', 'märke', 'vendor'],
  vendorPartNumber: ['manufacturer part number', 'mpn', 'tillverkarens artikelnummer', 'vendor part number'],
  category: ['category', 'kategori', 'product group', 'produktgrupp'],
};

const ASSET_HEADINGS: Record<AssetFileField, readonly string[]> = {
  serialNumber: ['serial number', 'serial', 'serienummer'],
  assetTag: ['asset tag', 'inventory number', 'inventarienummer'],
  model: ['model', 'modell', 'product', 'produkt'],
  category: ['category', 'kategori', 'type', 'typ'],
  status: ['status'],
  assigneeEmail: ['assignee email', 'user email', 'email', 'e-post'],
  assigneeName: ['assignee', 'user', 'användare', 'assigned to'],
  location: ['location', 'plats', 'office', 'kontor'],
  purchaseDate: ['purchase date', 'inköpsdatum', 'order date'],
  cost: ['cost', 'price', 'pris', 'kostnad'],
  currency: ['currency', 'valuta'],
  warrantyExpiresOn: ['warranty end', 'warranty expires', 'garanti till', 'warranty'],
  supplier: ['supplier', 'leverantör', 'vendor'],
};

/** The connector's own headings first, then the common ones. */
function mergeHeadings<Field extends string>(
  common: Record<Field, readonly string[]>,
  own: Partial<Record<Field, readonly string[]>>,
): Record<Field, readonly string[]> {
  const merged = { ...common };
  for (const field of Object.keys(own) as Field[]) merged[field] = [...(own[field] ?? []), ...common[field]];
  return merged;
}

type LayoutOptions<Field extends string> = Partial<Omit<LayoutBase<Field>, 'columns'>> & {
  columns?: Partial<Record<Field, readonly string[]>>;
};

const DEFAULTS = {
  formats: FILE_FORMATS,
  decimalSeparator: ',',
  defaultCurrency: null,
} as const;

/** A distributor's price list: products keyed by SKU. */
export const productFileLayout = (options: LayoutOptions<ProductFileField> = {}): ProductFileLayout => ({
  ...DEFAULTS,
  xmlRecordElement: 'product',
  ...options,
  model: 'products',
  idField: 'sku',
  columns: mergeHeadings(PRODUCT_HEADINGS, options.columns ?? {}),
});

/** An asset register: hardware assets keyed by serial number. */
export const assetFileLayout = (options: LayoutOptions<AssetFileField> = {}): AssetFileLayout => ({
  ...DEFAULTS,
  xmlRecordElement: 'asset',
  ...options,
  model: 'hardware-assets',
  idField: 'serialNumber',
  columns: mergeHeadings(ASSET_HEADINGS, options.columns ?? {}),
});

/** The format of a file by its name's extension, or null when it is none of the formats. */
export function formatOfFileName(fileName: string): FileFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (FILE_FORMATS as readonly string[]).includes(extension ?? '') ? (extension as FileFormat) : null;
}
