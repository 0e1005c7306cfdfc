import { productFileLayout } from '../files/file-layout';

/**
 * Dustin's price list for business customers (assumed: Dustin publishes no file specification): a CSV or XLSX export
 * with Swedish headings, `;` between cells and decimal commas, prices in SEK without a currency column.
 */
export default productFileLayout({
  formats: ['csv', 'xlsx'],
  defaultCurrency: 'SEK',
  columns: {
    sku: ['Dustin artikelnummer', 'Artikelnr'],
    name: ['Produktnamn'],
    price: ['Ditt pris', 'Pris exkl moms'],
    stock: ['Lagerstatus antal'],
  },
});
