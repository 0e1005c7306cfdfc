/** One record of a delivered file: its cells by heading as the file wrote it, and where it starts. */
export interface FileRow {
  /** 1-based line of a CSV or XML file, row number of an XLSX sheet. */
  line: number;
  cells: Record<string, string>;
}

/** Why a file is refused: the first line that could not be read or mapped, and the reason. */
export class FileRefusedError extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line === null ? reason : `line ${line}: ${reason}`);
    this.name = 'FileRefusedError';
  }
}

/** A cell's value as text: numbers as JavaScript writes them, dates as ISO dates, empty for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    // XLSX cells: rich text, formulas (their result), hyperlinks (their text).
    const cell = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
    return '';
  }
  return String(value).trim();
}
