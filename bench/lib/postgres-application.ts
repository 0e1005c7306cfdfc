import { openPostgres } from '../../apps/server/src/db/client';
import { createApplication, signUp } from '../../test-support/portal-data';
import type { Row } from './report';
import { type DataStore, newDataStore, postgresAvailable, startPortal } from './servers';

export interface PostgresApplication {
  store: DataStore;
  portal: Awaited<ReturnType<typeof startPortal>>;
  /** A direct connection to the portal's database, to fill tables at benchmark size. */
  database: Awaited<ReturnType<typeof openPostgres>>;
  person: Awaited<ReturnType<typeof signUp>>;
  application: Awaited<ReturnType<typeof createApplication>>;
}

/**
 * Runs a suite against the built portal on a throwaway PostgreSQL database with one signed-up Owner's application
 * ('Bench'); stops both afterwards. Without PostgreSQL the suite is a single 'skipped' row named `what`.
 */
export async function onPostgresWithApplication(
  what: string,
  run: (bench: PostgresApplication) => Promise<Row[]>,
): Promise<Row[]> {
  if (!(await postgresAvailable())) return [{ what, product: 'skipped: no PostgreSQL answers at BENCH_DATABASE_URL' }];
  const store = await newDataStore('postgres');
  const portal = await startPortal(store);
  const database = await openPostgres(store.env.DATABASE_URL!);
  try {
    const person = await signUp(portal.api);
    const application = await createApplication(portal.api, person.token, person.teamId, 'Bench');
    return await run({ store, portal, database, person, application });
  } finally {
    await database.close();
    await portal.stop();
  }
}
