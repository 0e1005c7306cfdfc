// Bare baseline of the portal's read path: for GET /api/users/me and GET /api/accounts, the
// SHA-256 of the bearer token, the session lookup, then one SELECT, by hand with `pg`
// (DATABASE_URL, a pool of 10 like the portal's) or PGlite (DATA_DIR, default settings),
// answering the same JSON. users/me also reads the membership of the current team, as the portal does to say which
// team suspended the user (issue 25). What the portal adds on top of this is its overhead.
import { createHash } from 'node:crypto';
import { bareApp, serve } from './serve.mjs';

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: process.env.DATA_DIR });
  await db.waitReady;
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

const db = await openDatabase();
const app = bareApp();
const BEARER = /^Bearer\s+(\S+)$/i;
const unauthorized = { error: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Authentication required' } };

async function userIdOf(request) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await db.query(
    'select id, user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2 limit 1',
    [hash, new Date()],
  );
  return rows[0]?.user_id;
}

app.get('/api/users/me', async (request, reply) => {
  const userId = await userIdOf(request);
  if (!userId) return reply.code(401).send(unauthorized);
  const { rows } = await db.query('select * from users where id = $1 limit 1', [userId]);
  const row = rows[0];
  const membership = row.meta_account_id
    ? (
        await db.query(
          'select is_suspended, account_id from memberships where user_id = $1 and account_id = $2 limit 1',
          [userId, row.meta_account_id],
        )
      ).rows[0]
    : undefined;
  const team = membership?.is_suspended
    ? (await db.query('select id, name from accounts where id = $1 limit 1', [membership.account_id])).rows[0]
    : undefined;
  return {
    data: {
      id: row.id,
      email: row.email,
      profile: { name: row.name, lastname: row.lastname, company: row.company },
      settings: {
        hasBillingEvent: row.has_billing_event,
        hasConnectionEvent: row.has_connection_event,
        hasErrorEvent: row.has_error_event,
        hasSecurityEvent: row.has_security_event,
      },
      guides: {
        completedDashboard: row.completed_dashboard,
        completedCreateApplication: row.completed_create_application,
        completedConsumer: row.completed_consumer,
      },
      isVerified: row.is_verified,
      meta: { applicationId: row.meta_application_id, step: row.meta_step, accountId: row.meta_account_id },
      suspendedFrom: team ? { id: team.id, name: team.name } : null,
    },
  };
});

app.get('/api/accounts', async (request, reply) => {
  const userId = await userIdOf(request);
  if (!userId) return reply.code(401).send(unauthorized);
  const { rows } = await db.query(
    `select accounts.id, accounts.name, memberships.role from memberships
     inner join accounts on accounts.id = memberships.account_id
     where memberships.user_id = $1 and memberships.is_suspended = false
     order by memberships.created_at, accounts.name`,
    [userId],
  );
  return { data: rows };
});

await serve(app, () => db.close());
