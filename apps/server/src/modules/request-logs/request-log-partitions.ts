import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The request log's daily partitions (UTC days): `request_logs_pYYYYMMDD` holds [day, day + 1). They are created
 * ahead (today and the next PARTITION_DAYS_AHEAD days, at start and by the hourly clean-up), and on demand by the
 * writer for a batch whose day has none; retention drops whole partitions (see docs/decisions.md).
 */
export const PARTITION_DAYS_AHEAD = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAME = /^request_logs_p(\d{4})(\d{2})(\d{2})$/;

const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const nameOf = (day: Date) => `request_logs_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = (result: unknown) => (result as { rows: Array<{ name: string }> }).rows;

export function createRequestLogPartitions(db: Db) {
  /** Days known to have a partition (in this process), so the writer asks the database only for a new day. */
  const known = new Set<string>();

  async function ensureDay(at: Date): Promise<void> {
    const day = dayStart(at);
    const name = nameOf(day);
    if (known.has(name)) return;
    const next = new Date(day.getTime() + DAY_MS);
    try {
      await db.execute(
        sql.raw(
          `CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF "request_logs" FOR VALUES FROM ('${day.toISOString()}') TO ('${next.toISOString()}')`,
        ),
      );
    } catch (error) {
      // Another server created it at the same moment (IF NOT EXISTS does not cover that race): it exists.
      if (!(await exists(name))) throw error;
    }
    known.add(name);
  }

  async function exists(name: string): Promise<boolean> {
    return rowsOf(await db.execute(sql`select relname as name from pg_class where relname = ${name}`)).length > 0;
  }

  /** The partitions' names and their first day. */
  async function list(): Promise<Array<{ name: string; day: Date }>> {
    const result = await db.execute(sql`
      select child.relname as name from pg_inherits
      join pg_class parent on parent.oid = pg_inherits.inhparent
      join pg_class child on child.oid = pg_inherits.inhrelid
      where parent.relname = 'request_logs'`);
    return rowsOf(result).flatMap(({ name }) => {
      const match = NAME.exec(name);
      return match ? [{ name, day: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) }] : [];
    });
  }

  return {
    ensureDay,

    /** Today's partition and the next PARTITION_DAYS_AHEAD days'. Answers how many days it made sure of. */
    async ensureAhead(now: Date): Promise<number> {
      for (let offset = 0; offset <= PARTITION_DAYS_AHEAD; offset += 1)
        await ensureDay(new Date(now.getTime() + offset * DAY_MS));
      return PARTITION_DAYS_AHEAD + 1;
    },

    /** Drops every partition whose whole day ended `keepDays` days or more before `now`'s day. Answers their names. */
    async dropOlderThan(now: Date, keepDays: number): Promise<string[]> {
      const floor = dayStart(new Date(now.getTime() - keepDays * DAY_MS));
      const old = (await list()).filter(({ day }) => day.getTime() + DAY_MS <= floor.getTime());
      for (const { name } of old) {
        await db.execute(sql.raw(`DROP TABLE IF EXISTS "${name}"`));
        known.delete(name);
      }
      return old.map(({ name }) => name);
    },

    list,
  };
}

export type RequestLogPartitions = ReturnType<typeof createRequestLogPartitions>;
