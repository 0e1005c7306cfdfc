import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

interface Deps {
  database: Database;
  config: Config;
}

export function createSystemService({ database, config }: Deps) {
  return {
    /** Ok only after a round trip to the database. */
    async health() {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
    publicConfig: () => ({
      docsUrl: config.docsUrl,
      policyUrl: config.policyUrl,
      sentryDsn: config.SENTRY_WEB_DSN ?? null,
    }),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
