import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createCallCounts } from '../modules/metering/call-counts';
import type { UnifiedCallRecord } from '../modules/request-logs/unified-call-record';
import { ownerWithConsumer } from '../test/consumers';
import { useTestApp } from '../test/test-app';
import { writeSplitting } from './split-batch';
import { writeBatcher } from './write-batcher';
import { batchRowsDropped } from './work-metrics';
import { fullLogs } from '../test/request-logs';

// No batched writer can be poisoned (issue 24): a row the database refuses among 1,000 is dropped and counted, the
// other 999 are written, and the writer goes on; a failure of the moment drops nothing. On both engines.
const t = useTestApp();
const log = pino({ level: 'silent' });
const BATCH = 1000;

const dropped = async (writer: string) =>
  (await batchRowsDropped.get()).values
    .filter((value) => value.labels.writer === writer)
    .reduce((sum, value) => sum + value.value, 0);
const numberOf = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: Array<{ n: unknown }> }).rows[0]?.n ?? 0);

function call(applicationId: string, consumerId: string | null, status = 200): UnifiedCallRecord {
  return {
    accountId: randomUUID(),
    applicationId,
    consumerId,
    serviceId: 'bamboohr',
    kind: 'universal',
    createdAt: new Date(),
    request: { method: 'GET', url: '/unified/hris/employees', query: {}, headers: {}, body: null },
    response: { status, latencyMs: 3, headers: {}, body: null },
    subRequests: [],
  };
}

/** What the request-log writer and its counters (rollups, connection health) stored for an application. */
async function loggedFor(applicationId: string, ownerId: string) {
  return {
    logs: await numberOf(sql`select count(*) as n from request_logs where application_id = ${applicationId}`),
    rollup: await numberOf(
      sql`select coalesce(sum(requests), 0) as n from request_counts where application_id = ${applicationId}`,
    ),
    stats: await numberOf(
      sql`select coalesce(sum(requests), 0) as n from request_stats where application_id = ${applicationId}`,
    ),
    health: await numberOf(
      sql`select coalesce(sum(calls), 0) as n from connection_call_hours where owner_id = ${ownerId}`,
    ),
  };
}

describe('the request-log writer', () => {
  it('drops the one row the database refuses among 1,000 (counted), writes the 999 with their counters, and goes on', async () => {
    const applicationId = randomUUID();
    const before = await dropped('request-logs');
    for (let i = 0; i < BATCH; i += 1)
      // status: integer out of range
      t.services.requestLogs.record(call(applicationId, null, i === 637 ? 2 ** 31 : 200));
    await t.flush();
    expect(await loggedFor(applicationId, applicationId)).toEqual({ logs: 999, rollup: 999, stats: 999, health: 999 });
    expect(await dropped('request-logs')).toBe(before + 1);
    t.services.requestLogs.record(call(applicationId, null));
    await t.flush();
    expect(await loggedFor(applicationId, applicationId)).toEqual({
      logs: 1000,
      rollup: 1000,
      stats: 1000,
      health: 1000,
    });
  });

  it('writes a batch whose counters upsert one key twice (a consumer id in two spellings) by halves, dropping nothing', async () => {
    const applicationId = randomUUID();
    const consumerId = randomUUID();
    const before = await dropped('request-logs');
    for (let i = 0; i < BATCH; i += 1)
      t.services.requestLogs.record(call(applicationId, i === 10 ? consumerId.toUpperCase() : consumerId));
    await t.flush();
    expect(await loggedFor(applicationId, consumerId)).toEqual({ logs: 1000, rollup: 1000, stats: 1000, health: 1000 });
    expect(await dropped('request-logs')).toBe(before);
  });
  it('logs a call whose bodies hold a NUL (which jsonb refuses) with U+FFFD in its place, dropping nothing', async () => {
    const applicationId = randomUUID();
    const before = await dropped('request-logs');
    const withNul = call(applicationId, null);
    withNul.request.body = { name: 'a\u0000b' };
    withNul.response.body = 'x\u0000y';
    t.services.requestLogs.record(withNul);
    t.services.requestLogs.record(call(applicationId, null));
    await t.flush();
    const [logged] = (await fullLogs(t.services, { accountId: withNul.accountId, applicationId })).filter(
      (row) => row.request.body !== null,
    );
    expect(logged).toMatchObject({ request: { body: { name: 'a\ufffdb' } }, response: { body: 'x\ufffdy' } });
    expect(await dropped('request-logs')).toBe(before);
  });
});

describe('the API call counts', () => {
  it('store 999 of 1,000 calls counted together when one is refused, reject only that one, and go on', async () => {
    const { owner, applicationId, consumerId } = await ownerWithConsumer(t);
    const counts = createCallCounts({ db: t.db, consumers: t.services.consumers, log });
    const today = new Date().toISOString().slice(0, 10);
    const month = `${today.slice(0, 7)}-01`;
    const good = {
      accountId: owner.teamId,
      applicationId,
      consumerId,
      kind: 'universal' as const,
      month,
      day: today,
      stripePeriod: null,
    };
    const before = await dropped('api-call-counts');
    const results = await Promise.allSettled(
      Array.from({ length: BATCH }, (_, i) =>
        counts.count(i === 400 ? { ...good, day: `${today.slice(0, 8)}32` } : good),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(999);
    expect(results[400]!.status).toBe('rejected');
    expect(await dropped('api-call-counts')).toBe(before + 1);
    const scope = await t.services.applications.requireApplication(owner.id, applicationId, null);
    expect(await t.services.consumers.usage(scope, consumerId)).toEqual({ connection: 0, universal: 999, total: 999 });
    await counts.count(good);
    expect(
      await numberOf(sql`select sum(calls) as n from api_call_counts where application_id = ${applicationId}`),
    ).toBe(1000);
  });
});

describe('a write batcher (webhook attempts, queue done-marks)', () => {
  it('rejects only the row the database refuses (a key twice in one INSERT) and writes the other 999', async () => {
    const table = sql.identifier(`batch_probe_${randomUUID().replaceAll('-', '')}`);
    await t.db.execute(sql`create table ${table} (id integer primary key)`);
    const batcher = writeBatcher<number>(
      'probe',
      log,
      async (ids) => {
        await t.db.execute(
          sql`insert into ${table} (id) select value::integer from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)`,
        );
      },
      { maxItems: BATCH },
    );
    const before = await dropped('probe');
    // 0 … 998, then 500 again: the INSERT of all 1,000 fails on the key; found by halves, the second 500 is refused.
    const results = await Promise.allSettled([
      ...Array.from({ length: 999 }, (_, i) => batcher.add(i)),
      batcher.add(500),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(await numberOf(sql`select count(*) as n from ${table}`)).toBe(999);
    expect(await dropped('probe')).toBe(before + 1);
    await batcher.add(5000);
    expect(await numberOf(sql`select count(*) as n from ${table}`)).toBe(1000);
    await t.db.execute(sql`drop table ${table}`);
  });
});

describe('writeSplitting', () => {
  for (const [name, error] of [
    ['a lost connection (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a serialization failure (40001)', Object.assign(new Error('could not serialize access'), { code: '40001' })],
    [
      'a database shutting down (57P01), wrapped by drizzle',
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
      }),
    ],
    [
      'an error without a SQLSTATE (ECONNREFUSED)',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
  ] as const) {
    it(`drops nothing on ${name}: every row is left to try again`, async () => {
      const before = await dropped('transient');
      const outcome = await writeSplitting('transient', log, [1, 2, 3, 4], async () => {
        throw error;
      });
      expect(outcome).toMatchObject({ dropped: [], left: [1, 2, 3, 4], error });
      expect(await dropped('transient')).toBe(before);
    });
  }

  it('keeps what halves wrote when a failure of the moment comes mid-split, and leaves only the rest', async () => {
    const written: number[] = [];
    let calls = 0;
    const outcome = await writeSplitting('mid-split', log, [1, 2, 3, 4, 5, 6, 7, 8], async (items) => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('duplicate key'), { code: '23505' });
      if (calls === 3) throw Object.assign(new Error('connection lost'), { code: '08006' });
      written.push(...items);
    });
    expect(written).toEqual([1, 2, 3, 4]);
    expect(outcome.left).toEqual([5, 6, 7, 8]);
    expect(outcome.dropped).toEqual([]);
  });
});
