/** Small conversions every adapter needs: vendors send empty strings, zero dates and numbers as text. */

/** Text, or null for empty and missing values. */
export function textOrNull(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** A calendar date `YYYY-MM-DD`, or null (BambooHR's `0000-00-00` included). */
export function dateOrNull(value: unknown): string | null {
  const text = textOrNull(value);
  if (!text || /^0000-00-00/.test(text)) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (match) return match[1]!;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString().slice(0, 10);
}

/**
 * An ISO 8601 date-time, or null. A time without a zone (PostNord sends local Nordic times) is kept as written:
 * converting it would read it in the server's zone and invent an offset.
 */
export function dateTimeOrNull(value: unknown): string | null {
  const text = textOrNull(value);
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/.test(text)) return text;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/** A number from a number or numeric text ("85000.00 USD" → 85000), or null. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = /-?\d+(?:\.\d+)?/.exec(String(value ?? '').replace(/,/g, ''));
  return match ? Number(match[0]) : null;
}

/** Maps a vendor value through a table of lower-cased keys, or null when it is not listed. */
export function lookup<T>(table: Record<string, T>, value: unknown): T | null {
  const key = textOrNull(value)?.toLowerCase();
  return key !== undefined && key !== null && key in table ? table[key]! : null;
}

/** `First Last` from parts, skipping the empty ones. */
export const fullName = (...parts: unknown[]) =>
  textOrNull(
    parts
      .map((part) => textOrNull(part) ?? '')
      .filter(Boolean)
      .join(' '),
  );
