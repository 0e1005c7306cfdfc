import { assetFileLayout } from '../files/file-layout';

/**
 * Velory's device register export (assumed: Velory publishes no API or file specification): one row per device
 * with its serial number, model, the employee it is assigned to and its lifecycle status, as CSV, XLSX or XML.
 */
export default assetFileLayout({
  formats: ['csv', 'xlsx', 'xml'],
  xmlRecordElement: 'device',
  defaultCurrency: 'SEK',
  columns: { assigneeEmail: ['Employee email'], assigneeName: ['Employee'], status: ['Lifecycle status'] },
});
