import { CREDENTIALS_PAGE_SIZE } from '@portal/shared/credentials/credentials.constants';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { addCredential, createApplication, signUp } from '../../test-support/portal-data';
import { compare, compareOptionsFromEnv, targetOf } from '../lib/load';
import { type Row, comparisonRow } from '../lib/report';
import { newDataStore, postgresAvailable, startBaseline, startPortal } from '../lib/servers';
import type { Suite } from './suite';

export const credentials: Suite = {
  name: 'credentials',
  about:
    'req/s and p99 of GET /api/credentials (a page of 10 keys) with a session on PostgreSQL, beside a bare Fastify route doing one SELECT with `pg`',
  async run(): Promise<Row[]> {
    if (!(await postgresAvailable()))
      return [{ what: '`GET /api/credentials/`', product: 'skipped: no PostgreSQL answers at BENCH_DATABASE_URL' }];
    const store = await newDataStore('postgres');
    const portal = await startPortal(store);
    const person = await signUp(portal.api);
    const application = await createApplication(portal.api, person.token, person.teamId, 'Bench');
    for (let n = 0; n < CREDENTIALS_PAGE_SIZE; n += 1) await addCredential(portal.api, person.token, application.id);
    const bare = await startBaseline('credentials-read.mjs', store);
    const input = {
      token: person.token,
      query: { application: application.id, offset: 0, limit: CREDENTIALS_PAGE_SIZE },
    };
    const result = await compare(
      targetOf(portal.url, credentialsEndpoints.list, input),
      targetOf(bare.url, credentialsEndpoints.list, input),
      compareOptionsFromEnv(),
    );
    await bare.stop();
    await portal.stop();
    return [
      comparisonRow(
        '`GET /api/credentials/` (10 keys) with a session, PostgreSQL',
        result,
        0.7,
        'session lookup and one SELECT with `pg`: ',
      ),
    ];
  },
};
