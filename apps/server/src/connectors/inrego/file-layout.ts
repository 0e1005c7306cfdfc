import { productFileLayout } from '../files/file-layout';

/**
 * Inrego's stock list of refurbished equipment (assumed: no public specification): CSV or XLSX, one row per
 * article with its grade in the name, quantities per article, prices in SEK.
 */
export default productFileLayout({
  formats: ['csv', 'xlsx'],
  defaultCurrency: 'SEK',
  columns: {
    sku: ['Inrego artikelnummer', 'Article'],
    stock: ['Available quantity', 'Tillgängligt antal'],
  },
});
