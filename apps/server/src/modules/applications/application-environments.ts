import { randomBytes, randomUUID } from 'node:crypto';
import { type AnyColumn, type SQL, eq, inArray, or, sql } from 'drizzle-orm';
import type { Environment } from '@portal/shared/common/environment';
import type { Db, DbOrTx } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { type ApplicationRow, applications } from './applications.table';

/** What the webhook secret of one application row is sealed for: it cannot be moved to another row. */
export const secretPurpose = (applicationId: string) => `application:${applicationId}:webhook-secret`;

/** Standard Webhooks' secret form: `whsec_` and base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The environment of an application row, and the application it belongs to (itself for live). */
export interface EnvironmentOfRow {
  environment: Environment;
  liveApplicationId: string;
}

/** Rows remembered by `environmentOf` (a row's environment never changes, so nothing goes stale). */
const REMEMBERED_ROWS = 10_000;

/**
 * The two environments of an application (docs/decisions.md, "Environments"): its live row is the application, its
 * test row is made the first time the test environment is used, with its own webhook signing secret.
 */
export function applicationEnvironments({ db, secretBox, now }: { db: Db; secretBox: SecretBox; now: () => Date }) {
  const remembered = new Map<string, EnvironmentOfRow>();
  // Test rows by their application: a test row is never moved, and goes only with its application, whose own row
  // every request checks first.
  const testRows = new Map<string, string>();

  const testRowOf = async (liveApplicationId: string, tx: DbOrTx) =>
    (
      await tx
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.liveApplicationId, liveApplicationId))
        .limit(1)
    )[0]?.id;

  async function findOrMakeTestRow(live: Pick<ApplicationRow, 'id' | 'accountId' | 'name'>, tx: DbOrTx) {
    const known = await testRowOf(live.id, tx);
    if (known) return known;
    const id = randomUUID();
    await tx
      .insert(applications)
      .values({
        id,
        accountId: live.accountId,
        name: live.name,
        webhookSecret: secretBox.encrypt(newWebhookSecret(), secretPurpose(id)),
        environment: 'test',
        liveApplicationId: live.id,
        createdAt: now(),
      })
      .onConflictDoNothing();
    return (await testRowOf(live.id, tx))!;
  }

  const rowEnvironment = (row: Pick<ApplicationRow, 'id' | 'environment' | 'liveApplicationId'>): EnvironmentOfRow => ({
    environment: row.environment,
    liveApplicationId: row.liveApplicationId ?? row.id,
  });

  return {
    rowEnvironment,

    /**
     * The id of the test environment of the live application `live`, made now if it has none (two requests at once
     * make one: the second finds the first's).
     */
    async testEnvironmentOf(live: Pick<ApplicationRow, 'id' | 'accountId' | 'name'>, tx: DbOrTx = db): Promise<string> {
      const cached = testRows.get(live.id);
      if (cached) return cached;
      const id = await findOrMakeTestRow(live, tx);
      // Remembered only once committed: a transaction's row may yet be rolled back.
      if (tx === db) {
        if (testRows.size >= REMEMBERED_ROWS) testRows.clear();
        testRows.set(live.id, id);
      }
      return id;
    },

    /** The environment of an application row (any, live or test), or null when there is no such row. */
    async environmentOf(applicationId: string): Promise<EnvironmentOfRow | null> {
      const known = remembered.get(applicationId);
      if (known) return known;
      const [row] = await db
        .select({
          id: applications.id,
          environment: applications.environment,
          liveApplicationId: applications.liveApplicationId,
        })
        .from(applications)
        .where(eq(applications.id, applicationId))
        .limit(1);
      if (!row) return null;
      if (remembered.size >= REMEMBERED_ROWS) remembered.clear();
      const environment = rowEnvironment(row);
      remembered.set(applicationId, environment);
      return environment;
    },

    /** The rows of both environments of the live applications `liveIds`, with the application each belongs to. */
    async environmentRowsOf(liveIds: string[]): Promise<Array<EnvironmentOfRow & { id: string }>> {
      if (liveIds.length === 0) return [];
      const rows = await db
        .select({
          id: applications.id,
          environment: applications.environment,
          liveApplicationId: applications.liveApplicationId,
        })
        .from(applications)
        .where(or(inArray(applications.id, liveIds), inArray(applications.liveApplicationId, liveIds)));
      return rows.map((row) => ({ id: row.id, ...rowEnvironment(row) }));
    },

    /**
     * Rows of live environments only, for what counts toward a plan: `column` (an application id) names a live
     * application row.
     */
    liveOnly(column: AnyColumn): SQL {
      return sql`${column} not in (select ${applications.id} from ${applications} where ${applications.environment} = 'test')`;
    },
  };
}

export type ApplicationEnvironments = ReturnType<typeof applicationEnvironments>;
