// Bare baseline of GET /api/stats/application/{id}/chart?days=&tz=: the session lookup (SHA-256 of the bearer
// token), the membership in the application's team, then the same SELECT of the requests rollup's hours (the bench's
// zone has whole-hour midnights), by hand with `pg` (DATABASE_URL, a pool of 10 like the portal's), every day filled
// in, answering the same JSON.
import pg from 'pg';
import { bareApp, serve, sessionUserId, unauthorized } from './serve.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = bareApp();
const DAY = 24 * 60 * 60 * 1000;

app.get('/api/stats/application/:id/chart', async (request, reply) => {
  const userId = await sessionUserId((text, params) => pool.query(text, params), request.headers.authorization);
  if (!userId) return reply.code(401).send(unauthorized);
  const member = await pool.query(
    'select 1 from applications a join memberships m on m.account_id = a.account_id and m.user_id = $2 and m.is_suspended = false where a.id = $1',
    [request.params.id, userId],
  );
  if (member.rowCount === 0)
    return reply.code(404).send({ error: { statusCode: 404, code: 'NOT_FOUND', message: 'Application not found' } });
  const days = Number(request.query.days ?? 30);
  const tz = request.query.tz ?? 'UTC';
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const last = Date.parse(`${today}T00:00:00Z`);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(last - (days - 1 - i) * DAY).toISOString().slice(0, 10),
  );
  const next = new Date(last + DAY).toISOString().slice(0, 10);
  const { rows } = await pool.query(
    `select width_bucket(hour, array(select day::timestamp at time zone $2 from generate_series($3::date, $4::date, interval '1 day') as day)) as day,
       sum(requests) as requests from request_hours
     where application_id = $1 and hour >= ($3::date::timestamp at time zone $2) and hour < ($4::date::timestamp at time zone $2) group by 1`,
    [request.params.id, tz, dates[0], next],
  );
  const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.requests)]));
  return { data: dates.map((date, i) => ({ date, count: byDay.get(i + 1) ?? 0 })) };
});

await serve(app, () => pool.end());
