import { ScimFailure } from './scim-error';

/** One comparison of a filter: `userName eq "bjensen"`. */
export interface ScimComparison {
  /** The attribute path in lower case (`username`, `emails.value`, `externalid`). */
  attribute: string;
  value: string | boolean | null;
}

const COMPARISON = /^\s*([A-Za-z][\w.:-]*)\s+eq\s+("(?:[^"\\]|\\.)*"|true|false|null)\s*$/i;

/**
 * RFC 7644 §3.4.2.2, the part identity providers send: `eq` comparisons, joined by `and`. Anything else is an
 * `invalidFilter` (400) rather than a wrong answer.
 */
export function parseScimFilter(filter: string | undefined): ScimComparison[] {
  if (filter === undefined || filter.trim() === '') return [];
  const parts = filter.split(/\s+and\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/i);
  return parts.map((part) => {
    const match = COMPARISON.exec(part);
    if (!match)
      throw new ScimFailure(400, `Unsupported filter: ${part.trim()} (only eq, joined by and)`, 'invalidFilter');
    const raw = match[2]!;
    const value = raw.startsWith('"')
      ? (JSON.parse(raw) as string)
      : raw.toLowerCase() === 'null'
        ? null
        : raw.toLowerCase() === 'true';
    // A schema URN before the attribute (`urn:…:User:userName`) names the core schema's attribute.
    const attribute = match[1]!.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, '').toLowerCase();
    return { attribute, value };
  });
}

/** The values of an attribute path in a resource (a multi-valued attribute's sub-attribute gives each value). */
function valuesAt(resource: Record<string, unknown>, path: string): unknown[] {
  let current: unknown[] = [resource];
  for (const segment of path.split('.')) {
    current = current.flatMap((value) => {
      if (Array.isArray(value)) return value.map((item) => keyOf(item, segment));
      return [keyOf(value, segment)];
    });
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

function keyOf(value: unknown, name: string): unknown {
  if (!value || typeof value !== 'object') return undefined;
  const key = Object.keys(value).find((one) => one.toLowerCase() === name);
  return key === undefined ? undefined : (value as Record<string, unknown>)[key];
}

/**
 * Whether a resource passes the comparisons. Strings compare without case except `id` and `externalId` (RFC 7643:
 * `caseExact` true for those).
 */
export function matchesScimFilter(resource: Record<string, unknown>, comparisons: ScimComparison[]): boolean {
  return comparisons.every(({ attribute, value }) => {
    const exact = attribute === 'id' || attribute === 'externalid';
    return valuesAt(resource, attribute).some((found) => {
      if (value === null) return found === undefined || found === null;
      if (typeof value === 'boolean') return found === value;
      if (typeof found !== 'string') return false;
      return exact ? found === value : found.toLowerCase() === value.toLowerCase();
    });
  });
}
