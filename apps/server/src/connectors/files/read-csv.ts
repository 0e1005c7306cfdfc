import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { cellText, FileRefusedError, type FileRow } from './file-rows';

const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter of a file: the candidate its heading line holds most of (Nordic spreadsheets write `;`). */
function delimiterOf(head: string): string {
  const headings = head.split(/\r?\n/)[0] ?? '';
  const counts = DELIMITERS.map((delimiter) => headings.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

/** The stream again, its first chunk read ahead so the delimiter can be chosen before parsing. */
async function peek(input: Readable): Promise<{ head: string; stream: Readable }> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await chunks.next();
  async function* replay() {
    if (first.done) return;
    yield first.value;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head: first.done ? '' : first.value.toString('utf8', 0, 64 * 1024), stream: Readable.from(replay()) };
}

/**
 * The rows of a CSV file in a stream: the first line is the headings and decides the delimiter (`;`, `,` or tab), a
 * byte-order mark is skipped, a quote inside an unquoted cell (`14"`) is kept, and a row with a different number of
 * cells refuses the file.
 */
export async function* readCsvRows(input: Readable): AsyncGenerator<FileRow> {
  let headings: string[] | null = null;
  try {
    const { head, stream } = await peek(input);
    const parser = parse({
      bom: true,
      delimiter: delimiterOf(head),
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    });
    // Errors arrive through the iteration below; the callback only keeps an early stop from being unhandled.
    pipeline(stream, parser, () => undefined);
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!headings) {
        headings = record.map(cellText);
        continue;
      }
      const cells: Record<string, string> = {};
      headings.forEach((heading, index) => (cells[heading] = cellText(record[index])));
      yield { line: info.lines, cells };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      throw new FileRefusedError(line, error.message.replace(/ (at|on) line \d+\.?$/, ''));
    }
    throw error;
  } finally {
    input.destroy();
  }
}
