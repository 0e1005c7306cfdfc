import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { FileRefusedError, type FileRow } from './file-rows';

/**
 * The records of an XML file in a stream: each element named `recordElement` (any depth, without namespace prefix
 * and case) is a row; its attributes and the text of its child elements are the cells. Malformed XML refuses the file
 * at the line the parser stopped.
 */
export async function* readXmlRows(input: Readable, recordElement: string): AsyncGenerator<FileRow> {
  const wanted = recordElement.toLowerCase();
  const parser = new SaxesParser({ position: true });
  const ready: FileRow[] = [];
  let current: FileRow | null = null;
  let field: string | null = null;
  let text = '';
  const localName = (name: string) => name.replace(/^.*:/, '').toLowerCase();

  parser.on('opentag', (tag) => {
    if (!current && localName(tag.name) === wanted) {
      current = { line: parser.line, cells: {} };
      for (const [name, value] of Object.entries(tag.attributes)) current.cells[name] = String(value).trim();
    } else if (current && field === null) {
      field = tag.name.replace(/^.*:/, '');
      text = '';
    }
  });
  parser.on('text', (value) => field !== null && (text += value));
  parser.on('cdata', (value) => field !== null && (text += value));
  parser.on('closetag', (tag) => {
    if (!current) return;
    if (field !== null && tag.name.replace(/^.*:/, '') === field) {
      current.cells[field] = text.trim();
      field = null;
    } else if (field === null && localName(tag.name) === wanted) {
      ready.push(current);
      current = null;
    }
  });

  const decoder = new StringDecoder('utf8');
  const write = (chunk: string) => {
    try {
      parser.write(chunk);
    } catch (error) {
      const message = (error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
      throw new FileRefusedError(parser.line, message);
    }
  };
  try {
    for await (const chunk of input) {
      write(decoder.write(chunk as Buffer));
      yield* ready.splice(0);
    }
    write(decoder.end());
    try {
      parser.close();
    } catch (error) {
      throw new FileRefusedError(parser.line, (error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, ''));
    }
    yield* ready.splice(0);
  } finally {
    input.destroy();
  }
}
