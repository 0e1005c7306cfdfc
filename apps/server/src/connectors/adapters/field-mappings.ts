/**
 * A remap rule of an integration (001 §3 `remapInstructions`): a vendor field path read from the raw record,
 * written to a unified field (`department`) or a custom field (`customFields.costCenter`).
 * Paths are dot-separated with `[n]` for array items: `work.customColumns.column_123`, `items[0].itemId`.
 */
export interface FieldMapping {
  from: string;
  to: string;
}

const segmentsOf = (path: string) =>
  path.split(/\.|\[(\d+)\]/).filter((segment) => segment !== undefined && segment !== '');

/** The value at a path of a vendor record, or undefined. */
export function readPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const segment of segmentsOf(path)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function writePath(target: Record<string, unknown>, path: string, value: unknown) {
  const segments = segmentsOf(path);
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    if (node[segment] === null || typeof node[segment] !== 'object') node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  node[segments.at(-1)!] = value;
}

/** Unified fields no mapping may overwrite: they identify the record. */
const PROTECTED = new Set(['id', 'remoteId', 'remoteData']);

/**
 * Applies an integration's field mappings to one unified record, reading from the vendor's raw record. Rules whose
 * source is absent are skipped, so a mapping never erases a value the adapter found.
 */
export function applyFieldMappings<T extends object>(
  record: T,
  raw: unknown,
  mappings: readonly FieldMapping[] = [],
): T {
  if (mappings.length === 0) return record;
  const result = structuredClone(record) as Record<string, unknown>;
  for (const mapping of mappings) {
    const target = mapping.to.replace(/^custom_fields\./, 'customFields.');
    if (PROTECTED.has(segmentsOf(target)[0] ?? '')) continue;
    const value = readPath(raw, mapping.from);
    if (value === undefined) continue;
    writePath(result, target, value);
  }
  return result as T;
}
