/** Records as an aligned text table of their scalar fields (objects as JSON), or as JSON. */
export function formatRecords(records: unknown[], format: 'json' | 'table'): string {
  if (format === 'json') return JSON.stringify(records, null, 2);
  const rows = records.map((record) => record as Record<string, unknown>);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((column) => column !== 'remoteData');
  const cell = (value: unknown) => {
    const text =
      value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  };
  const table = [columns, ...rows.map((row) => columns.map((column) => cell(row[column])))];
  const widths = columns.map((_, index) => Math.max(...table.map((line) => line[index]!.length)));
  return table
    .map((line) =>
      line
        .map((text, index) => text.padEnd(widths[index]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
