import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, FileRefusedError, type FileRow } from './file-rows';

/**
 * The rows of an XLSX workbook's first sheet in a stream (exceljs' WorkbookReader reads the zip entry by entry and
 * the sheet row by row): its first non-empty row is the headings. Line numbers are the sheet's row numbers.
 */
export async function* readXlsxRows(input: Readable): AsyncGenerator<FileRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let headings: string[] | null = null;
  let line = 0;
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        line = row.number;
        // row.values is 1-based and sparse: index 0 is always empty.
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (!headings) {
          if (values.some(Boolean)) headings = values;
          continue;
        }
        if (!values.some(Boolean)) continue;
        const cells: Record<string, string> = {};
        headings.forEach((heading, index) => (cells[heading] = values[index] ?? ''));
        yield { line, cells };
      }
      return; // only the first sheet holds the data
    }
  } catch (error) {
    if (error instanceof FileRefusedError) throw error;
    throw new FileRefusedError(line || null, `not a readable XLSX workbook: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
}
