import type { Readable } from 'node:stream';
import type { FileFormat, FileLayout } from './file-layout';
import type { FileRow } from './file-rows';
import { readCsvRows } from './read-csv';
import { readXlsxRows } from './read-xlsx';
import { readXmlRows } from './read-xml';

/** The rows of a delivered file of `format`, read in a stream. */
export function readFileRows(input: Readable, format: FileFormat, layout: FileLayout): AsyncGenerator<FileRow> {
  if (format === 'csv') return readCsvRows(input);
  if (format === 'xlsx') return readXlsxRows(input);
  return readXmlRows(input, layout.xmlRecordElement);
}
