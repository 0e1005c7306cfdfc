import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { migrationsBefore } from '../../test/migrations-before';
import { type TestApp, buildTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { apiCallQuotas } from './metering.table';

// 0020_usage_periods: API calls counted per team period (a Stripe period or the calendar month, named by its start)
// instead of per month. Rows written before it, on a database migrated up to the one before, must keep counting.
const MIGRATION = '0020_usage_periods';

const now = new Date();
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const utc = (monthOffset: number, day: number, hours = 0, minutes = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthOffset, day, hours, minutes));
const today = dayOf(now);
const month = dayOf(utc(0, 1));
const lastMonth = dayOf(utc(-1, 1));
const teams = {
  base: randomUUID(),
  stripe: randomUUID(),
  today: randomUUID(),
  canceled: randomUUID(),
  reportedLastMonth: randomUUID(),
};
/** A Stripe period from last month's 20th, and one from today at 10:32 UTC. */
const fromLastMonth = { start: utc(-1, 20, 10, 32), end: utc(0, 20, 10, 32) };
const fromToday = {
  start: new Date(`${today}T10:32:00Z`),
  end: new Date(new Date(`${today}T10:32:00Z`).getTime() + 30 * 86_400_000),
};

let database: Database;
let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: T[] };

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const before = migrationsBefore(MIGRATION);
  await migrate(database.db as never, { migrationsFolder: before });
  rmSync(before, { recursive: true, force: true });

  const db = database.db;
  for (const [name, id] of Object.entries(teams))
    await db.execute(sql`insert into accounts (id, name) values (${id}, ${name})`);
  const count = (accountId: string, day: string, calls: number) =>
    db.execute(
      sql`insert into api_call_counts (account_id, application_id, month, day, calls) values (${accountId}, ${randomUUID()}, ${`${day.slice(0, 7)}-01`}, ${day}, ${calls})`,
    );
  const subscribe = (
    accountId: string,
    plan: string,
    period: { start: Date; end: Date },
    state: string,
    reported: string | null,
    overage: number,
  ) =>
    db.execute(sql`insert into subscriptions (account_id, plan_id, state, since, period_start, period_end, stripe_customer_id, stripe_subscription_id, reported_month, reported_overage)
      values (${accountId}, ${plan}, ${state}, ${period.start.toISOString()}, ${period.start.toISOString()}, ${period.end.toISOString()}, ${`cus_${accountId}`}, ${`sub_${accountId}`}, ${reported}, ${overage})`);

  // The base plan's team: 42 calls this month, 500 last month; 50 calls leased this month.
  await count(teams.base, month, 40);
  await count(teams.base, today, 2);
  await count(teams.base, lastMonth, 500);
  await db.execute(
    sql`insert into api_call_quotas (account_id, month, leased) values (${teams.base}, ${month}, 50), (${teams.base}, ${lastMonth}, 600)`,
  );
  // A Growth team whose Stripe period began last month: 300 calls then, 15 this month; 25 calls of overage reported
  // this month.
  await subscribe(teams.stripe, 'growth-monthly', fromLastMonth, 'active', month, 25);
  await count(teams.stripe, dayOf(utc(-1, 25)), 300);
  await count(teams.stripe, month, 11);
  await count(teams.stripe, today, 4);
  // A team whose Stripe period began today at 10:32 (its plan a limited one): 7 calls on the 1st, 3 today.
  await subscribe(teams.today, 'startup', fromToday, 'active', null, 0);
  await count(teams.today, month, 7);
  await count(teams.today, today, 3);
  // A cancelled Stripe subscription: the calendar month again.
  await subscribe(teams.canceled, 'growth-monthly', fromLastMonth, 'canceled', null, 0);
  await count(teams.canceled, today, 5);
  // Overage reported last month is not this period's.
  await subscribe(teams.reportedLastMonth, 'growth-monthly', fromLastMonth, 'active', lastMonth, 9);

  await database.migrate();
  t = await buildTestApp({}, database);
}, 120_000); // a database migrated from empty: slow on a loaded machine

afterAll(async () => {
  await t?.close();
  await database?.close();
});

it('keeps every quota, as the period starting on its month’s first day (UTC)', async () => {
  const quotas = await t.db
    .select()
    .from(apiCallQuotas)
    .where(eq(apiCallQuotas.accountId, teams.base))
    .orderBy(apiCallQuotas.periodStart);
  expect(quotas.map((row) => [row.periodStart.toISOString(), row.leased])).toEqual([
    [utc(-1, 1).toISOString(), 600],
    [utc(0, 1).toISOString(), 50],
  ]);
  expect(await t.services.plans.periodOf(teams.base)).toMatchObject({ kind: 'calendarMonth', start: utc(0, 1) });
  expect(await t.services.plans.used('apiCalls', teams.base)).toBe(42);
  // The next call leases from the 50 already handed out this month.
  expect(
    (
      await t.services.metering.admit(
        { accountId: teams.base, applicationId: randomUUID(), consumerId: null },
        'universal',
      )
    ).ok,
  ).toBe(true);
  const leased = await rows<{ n: number }>(
    sql`select leased::int as n from api_call_quotas where account_id = ${teams.base} and period_start = ${utc(0, 1).toISOString()}`,
  );
  expect(leased.rows[0]!.n).toBe(51);
});

it("starts a Stripe-bound team's current period with its calls of this month from the period's first day", async () => {
  expect(await t.services.plans.periodOf(teams.stripe)).toEqual({ kind: 'stripePeriod', ...fromLastMonth });
  expect(await t.services.plans.used('apiCalls', teams.stripe)).toBe(15);
  expect(await t.services.plans.usage({ accountId: teams.stripe })).toMatchObject({
    usageQuantity: 15,
    periodStart: fromLastMonth.start.toISOString(),
    periodKind: 'stripePeriod',
  });
  expect(await t.services.plans.used('apiCalls', teams.today)).toBe(month === today ? 10 : 3);
  expect(await t.services.plans.periodOf(teams.canceled)).toMatchObject({ kind: 'calendarMonth' });
  expect(await t.services.plans.used('apiCalls', teams.canceled)).toBe(5);
});

it("starts a migrated Stripe period's quota from the calls it counted", async () => {
  expect(
    (
      await t.services.metering.admit(
        { accountId: teams.today, applicationId: randomUUID(), consumerId: null },
        'universal',
      )
    ).ok,
  ).toBe(true);
  const counted = month === today ? 10 : 3;
  const leased = await rows<{ n: number }>(
    sql`select leased::int as n from api_call_quotas where account_id = ${teams.today} and period_start = ${fromToday.start.toISOString()}`,
  );
  // Startup allows 10,000: a lease of 1% of what is left, on top of the calls already counted.
  expect(leased.rows[0]!.n).toBe(counted + Math.floor((10_000 - counted) / 100));
});

it('keeps the overage reported this month as reported in the current Stripe period, and forgets older reports', async () => {
  const stripe = (await t.services.plans.subscriptionOf(teams.stripe))!;
  expect(stripe).toMatchObject({
    reportedPeriodStart: fromLastMonth.start,
    reportedPlanId: 'growth-monthly',
    reportedOverage: 25,
  });
  const older = (await t.services.plans.subscriptionOf(teams.reportedLastMonth))!;
  expect(older).toMatchObject({ reportedPeriodStart: null, reportedPlanId: null, reportedOverage: 0 });
});
