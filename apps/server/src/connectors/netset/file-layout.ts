import { productFileLayout } from '../files/file-layout';

/**
 * Netset's product feed (assumed: no public specification): an XML feed of `<product>` elements or the same columns
 * as CSV or XLSX; the currency is a column of its own.
 */
export default productFileLayout({
  formats: ['xml', 'csv', 'xlsx'],
  xmlRecordElement: 'product',
  columns: { sku: ['productNumber', 'partNo'], price: ['netPrice'], stock: ['stockLevel'] },
});
