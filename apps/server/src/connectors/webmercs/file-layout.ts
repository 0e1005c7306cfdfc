import { productFileLayout } from '../files/file-layout';

/**
 * A Webmercs webshop's product export (assumed: the platform documents no export format publicly): XML `<item>`
 * elements or CSV with English headings and decimal points.
 */
export default productFileLayout({
  formats: ['xml', 'csv', 'xlsx'],
  xmlRecordElement: 'item',
  decimalSeparator: '.',
  columns: { sku: ['itemNumber'], name: ['title'], stock: ['stockQuantity'], availability: ['stockStatus'] },
});
