import type { FastifyBaseLogger } from 'fastify';
import { batchRowsDropped } from './work-metrics';

/**
 * Why the database refused a batch because of what some of its rows hold, by SQLSTATE class: such a batch is split
 * until the refused rows are found. Any other failure (connection lost, database down, serialization failure or
 * deadlock, a timeout, the server shutting down, an error without a code) is about the moment, not the rows: nothing
 * is dropped and the whole batch is tried again later. docs/decisions.md, "Batched writers cannot be poisoned".
 */
const REFUSAL_CLASSES: Record<string, string> = {
  '21': 'cardinality', // 21000: ON CONFLICT DO UPDATE command cannot affect row a second time
  '22': 'bad_value', // out of range, invalid text for the type, string too long, NUL in text, …
  '23': 'constraint', // unique, foreign key, not null, check, exclusion
  '54': 'too_large', // a row or statement past a limit (index row size, too many parameters)
};

interface Coded {
  code?: unknown;
  cause?: unknown;
}

/** The SQLSTATE of a database error, looked for through drizzle's wrapping (`cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as Coded).cause, depth += 1
  ) {
    const { code } = current as Coded;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The reason a row is refused on its own merit ('constraint', 'bad_value', …), or undefined for a failure of the
 * moment.
 */
export function refusalOf(error: unknown): string | undefined {
  const code = sqlStateOf(error);
  return code ? REFUSAL_CLASSES[code.slice(0, 2)] : undefined;
}

export interface SplitOutcome<T> {
  /** Rows the database refused on their own merit: dropped, counted and logged. */
  dropped: Array<{ item: T; error: unknown }>;
  /** Rows not written because the database failed for the moment (after `error`): the caller tries them again. */
  left: T[];
  error?: unknown;
}

/**
 * Writes `items` with `write` (one statement or transaction per call); when the database refuses the batch for what
 * rows hold, writes each half the same way, down to single rows, which are dropped: counted in
 * `portal_batch_rows_dropped_total{writer,reason}` and logged. A batch that fails as a whole but whose halves pass
 * (two rows upserting one key) loses nothing. A failure of the moment stops the split: what is not written yet is
 * `left`, never dropped. One bad row among 1,000 costs about 20 more statements, once.
 */
export async function writeSplitting<T>(
  writer: string,
  log: FastifyBaseLogger,
  items: readonly T[],
  write: (items: T[]) => Promise<void>,
): Promise<SplitOutcome<T>> {
  const outcome: SplitOutcome<T> = { dropped: [], left: [] };
  const parts: T[][] = items.length > 0 ? [[...items]] : [];
  while (parts.length > 0) {
    const part = parts.pop()!;
    try {
      await write(part);
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === undefined) {
        outcome.left = [...part, ...parts.reverse().flat()];
        outcome.error = error;
        return outcome;
      }
      if (part.length > 1) {
        const half = Math.ceil(part.length / 2);
        parts.push(part.slice(half), part.slice(0, half));
        continue;
      }
      batchRowsDropped.inc({ writer, reason });
      log.error(
        { err: error, writer, reason, sqlState: sqlStateOf(error) },
        'the database refused a row of a batch: the row is dropped, the rest are written',
      );
      outcome.dropped.push({ item: part[0]!, error });
    }
  }
  return outcome;
}
