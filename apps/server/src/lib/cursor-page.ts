import { type SQL, asc, desc, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest, fieldError } from './app-error';

/** Where a cursor-paged list continues: `next` (older rows) or `previous` (newer rows) of one row. */
interface Position {
  direction: 'next' | 'previous';
  at: string;
  id: string;
}

/** The list meta of a cursor page (001 §7): opaque cursors of the pages after and before it, null at either end. */
export interface CursorMeta {
  next: string | null;
  previous: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encode = (direction: Position['direction'], row: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([direction === 'next' ? 'n' : 'p', row.createdAt.toISOString(), row.id])).toString(
    'base64url',
  );

function decode(cursor: string, message: string): Position {
  const refuse = () => badRequest(message, fieldError(['cursor'], 'isCursor', message));
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw refuse();
  const [direction, at, id] = parsed as unknown[];
  if (
    (direction !== 'n' && direction !== 'p') ||
    typeof at !== 'string' ||
    Number.isNaN(Date.parse(at)) ||
    typeof id !== 'string' ||
    !UUID.test(id)
  )
    throw refuse();
  return { direction: direction === 'n' ? 'next' : 'previous', at: new Date(at).toISOString(), id };
}

/**
 * One page of a list ordered newest first by (`createdAt`, `id`), by keyset: `fetch` runs the query with the
 * condition, order and limit given (one row more than the page, to know whether another follows). Rows must be
 * written with millisecond times (the services' `now()`), as the cursor carries them.
 */
export async function pageByCursor<R extends { createdAt: Date; id: string }>(
  columns: { createdAt: PgColumn; id: PgColumn },
  page: { cursor?: string | undefined; limit: number; invalidMessage: string },
  fetch: (condition: SQL | undefined, order: SQL[], limit: number) => Promise<R[]>,
): Promise<{ rows: R[]; meta: CursorMeta }> {
  const position = page.cursor ? decode(page.cursor, page.invalidMessage) : null;
  const backward = position?.direction === 'previous';
  const condition = position
    ? sql`(${columns.createdAt}, ${columns.id}) ${backward ? sql`>` : sql`<`} (${position.at}::timestamptz, ${position.id}::uuid)`
    : undefined;
  const order = backward ? [asc(columns.createdAt), asc(columns.id)] : [desc(columns.createdAt), desc(columns.id)];
  const fetched = await fetch(condition, order, page.limit + 1);
  const more = fetched.length > page.limit;
  const rows = fetched.slice(0, page.limit);
  if (backward) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    meta: {
      next: last && (backward || more) ? encode('next', last) : null,
      previous: first && (backward ? more : position !== null) ? encode('previous', first) : null,
    },
  };
}
