import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { signUp } from '../../test-support/portal-data';
import { compare, compareOptionsFromEnv, targetOf } from '../lib/load';
import { type Row, comparisonRow } from '../lib/report';
import { type DataStore, newDataStore, postgresAvailable, startBaseline, startPortal } from '../lib/servers';
import type { Suite } from './suite';

/** Headers the portal adds to an answer, beside those of any HTTP answer. */
function securityHeadersOf(headers: Headers): Record<string, string> {
  const transport = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'vary']);
  return Object.fromEntries([...headers].filter(([name]) => !transport.has(name)));
}

/**
 * A portal on a new data store with one person signed up; PGlite's folder is copied for the baseline once the portal
 * stopped.
 */
async function portalWithPerson(engine: DataStore['engine']) {
  const store = await newDataStore(engine);
  const first = await startPortal(store);
  const person = await signUp(first.api);
  if (engine === 'postgres') return { portal: first, store, baselineStore: store, token: person.token };
  // PGlite allows one process per folder: the baseline reads a copy with the same rows.
  await first.stop();
  const baselineStore = store.copy();
  return { portal: await startPortal(store), store, baselineStore, token: person.token };
}

export const requestPath: Suite = {
  name: 'request-path',
  about: 'req/s of the read path and of a route without database, each beside a bare Fastify doing the same by hand',
  async run() {
    const options = compareOptionsFromEnv();
    const rows: Row[] = [];
    if (await postgresAvailable()) {
      const { portal, baselineStore, token } = await portalWithPerson('postgres');
      const bare = await startBaseline('session-read.mjs', baselineStore);
      const me = await compare(
        targetOf(portal, usersEndpoints.me, { token }),
        targetOf(bare, usersEndpoints.me, { token }),
        options,
      );
      rows.push(
        comparisonRow(
          '`GET /api/users/me` with a session, PostgreSQL',
          me,
          0.7,
          'token-hash lookup and SELECT with `pg`: ',
        ),
      );
      const accounts = await compare(
        targetOf(portal, accountsEndpoints.list, { token }),
        targetOf(bare, accountsEndpoints.list, { token }),
        options,
      );
      rows.push(comparisonRow('`GET /api/accounts/`, PostgreSQL', accounts, 0.7));
      await bare.stop();
      await portal.stop();
    } else {
      rows.push({ what: 'PostgreSQL rows', product: `skipped: no PostgreSQL answers at BENCH_DATABASE_URL` });
    }

    const { portal, baselineStore, token } = await portalWithPerson('pglite');
    const bare = await startBaseline('session-read.mjs', baselineStore);
    const me = await compare(
      targetOf(portal, usersEndpoints.me, { token }),
      targetOf(bare, usersEndpoints.me, { token }),
      options,
    );
    rows.push(comparisonRow('`GET /api/users/me`, PGlite', me, 0.7, 'bare Fastify on PGlite: '));
    await bare.stop();

    const constant = await startBaseline('constant.mjs');
    const config = await compare(
      targetOf(portal, systemEndpoints.config),
      targetOf(constant, systemEndpoints.config),
      options,
    );
    rows.push(
      comparisonRow('`GET /api/config` (no database at all)', config, 0.6, 'bare Fastify returning a constant: '),
    );
    await constant.stop();
    // The same constant with the headers every answer of the portal carries (security headers, no-store).
    const headers = securityHeadersOf((await fetch(`${portal.url}/api/config`)).headers);
    const withHeaders = await startBaseline('constant.mjs', undefined, { BARE_HEADERS: JSON.stringify(headers) });
    const sameHeaders = await compare(
      targetOf(portal, systemEndpoints.config),
      targetOf(withHeaders, systemEndpoints.config),
      options,
    );
    rows.push(
      comparisonRow(
        '`GET /api/config`, beside a baseline sending the same headers',
        sameHeaders,
        0.6,
        `the constant with the portal's ${Object.keys(headers).length} headers: `,
      ),
    );
    await withHeaders.stop();
    await portal.stop();
    return rows;
  },
};
