// Bare baseline of GET /api/credentials: the session lookup (SHA-256 of the bearer token), then one
// SELECT that checks the membership and reads the page of keys with the total, by
// hand with `pg` (DATABASE_URL, a pool of 10 like the portal's), answering the same JSON.
import pg from 'pg';
import { bareApp, serve, sessionUserId, unauthorized } from './serve.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = bareApp();

app.get('/api/credentials', async (request, reply) => {
  const userId = await sessionUserId((text, params) => pool.query(text, params), request.headers.authorization);
  if (!userId) return reply.code(401).send(unauthorized);
  const offset = Number(request.query.offset ?? 0);
  const limit = Number(request.query.limit ?? 10);
  const { rows } = await pool.query(
    `select c.id, c.hint, c.created_at, c.last_used_at, c.created_by_name, c.created_by_lastname, c.created_by_role, c.application_id,
       count(*) over() as total
     from credentials c
     join applications a on a.id = c.application_id
     join memberships m on m.account_id = a.account_id and m.user_id = $2 and m.is_suspended = false
     where c.application_id = $1
     order by c.created_at desc, c.id desc offset $3 limit $4`,
    [request.query.application, userId, offset, limit],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      apiKey: `sk_••••••••${row.hint}`,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at?.toISOString() ?? null,
      user: { name: row.created_by_name, lastname: row.created_by_lastname },
      role: row.created_by_role,
      application: { id: row.application_id },
    })),
    meta: { total: Number(rows[0]?.total ?? 0), offset, limit },
  };
});

await serve(app, () => pool.end());
