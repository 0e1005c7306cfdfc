import { afterAll, describe, expect, it } from 'vitest';
import { UNIFIED_WRITE_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerConnectedTo, useVendorSimulators } from '../../test/gateway';
import { type TestApp, buildTestApp, useTestApp } from '../../test/test-app';

// Two app instances on one database stand for two servers: nothing but the database is shared between them.
const vendors = useVendorSimulators();
const env = () => ({ ...vendors.env(), UNIFIED_ROUTE_CACHE_MS: '0', IDEMPOTENCY_WAIT_MS: '20000' });
const t = useTestApp(env);
const others: TestApp[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

const create = UNIFIED_WRITE_ENDPOINTS.find((endpoint) => endpoint.id === 'unified.hris.employees.create')!;
const postsOf = async () =>
  (await vendors.calls('bamboohr')).byRoute['POST /api/gateway.php/sandbox/v1/employees'] ?? 0;

describe('Idempotency-Key on writes', () => {
  it('50 concurrent requests with one key on two servers: one vendor call, 50 equal answers; another body is 422', async () => {
    const second = await buildTestApp(env(), t.database);
    others.push(second);
    const { authorization } = await consumerConnectedTo(t, 'bamboohr');
    const body = { firstName: 'Katherine', lastName: 'Johnson', department: 'Flight Research' };
    const headers = { authorization, 'idempotency-key': 'create-katherine-1' };
    const before = await postsOf();
    // The vendor answers slowly, so the requests meet while the first is in flight.
    await vendors.control('bamboohr', '/delay', { ms: 300 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => [t, second][index % 2]!.api.unchecked(create, { body, headers })),
    ).finally(() => vendors.control('bamboohr', '/delay', { ms: 0 }));
    expect(await postsOf()).toBe(before + 1);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(50).fill(201));
    const first = answers[0]!.data as { id: string };
    for (const answer of answers) expect(answer.data).toEqual(first);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(49);

    const again = await second.api.unchecked(create, { body, headers });
    expect(again.status).toBe(201);
    expect(again.data).toEqual(first);
    const other = await t.api.unchecked(create, { body: { ...body, department: 'Analysis' }, headers });
    expect(other.error).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await postsOf()).toBe(before + 1);
  });

  it('409 while the first request is still in flight after the wait; keys are per consumer', async () => {
    const impatient = await buildTestApp({ ...env(), IDEMPOTENCY_WAIT_MS: '100' }, t.database);
    others.push(impatient);
    const { authorization } = await consumerConnectedTo(t, 'bamboohr');
    const body = { firstName: 'Dorothy', lastName: 'Vaughan' };
    const headers = { authorization, 'idempotency-key': 'dorothy' };
    await vendors.control('bamboohr', '/delay', { ms: 1000 });
    const slow = t.api.unchecked(create, { body, headers });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const meanwhile = await impatient.api.unchecked(create, { body, headers });
    await vendors.control('bamboohr', '/delay', { ms: 0 });
    expect(meanwhile.error).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
    expect((await slow).status).toBe(201);

    // Another consumer's key of the same name is its own.
    const stranger = await consumerConnectedTo(t, 'bamboohr');
    const theirs = await t.api.unchecked(create, {
      body: { firstName: 'Mary', lastName: 'Jackson' },
      headers: { authorization: stranger.authorization, 'idempotency-key': 'dorothy' },
    });
    expect(theirs.status).toBe(201);
    expect((theirs.data as { firstName: string }).firstName).toBe('Mary');
  });

  it('a request refused before the vendor leaves the key free; a bad key is a 400 naming the header', async () => {
    const { authorization } = await consumerConnectedTo(t, 'bamboohr');
    const headers = { authorization, 'idempotency-key': 'unwritable-then-fixed' };
    const refused = await t.api.unchecked(create, {
      body: { firstName: 'Ada', lastName: 'Lovelace', manager: { id: '100' } },
      headers,
    });
    expect(refused.error).toMatchObject({ statusCode: 400 });
    const fixed = await t.api.unchecked(create, { body: { firstName: 'Ada', lastName: 'Lovelace' }, headers });
    expect(fixed.status).toBe(201);
    const bad = await t.api.unchecked(create, {
      body: { firstName: 'Ada', lastName: 'Lovelace' },
      headers: { authorization, 'idempotency-key': 'x'.repeat(256) },
    });
    expect(bad.error).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(bad.body)).toContain('"property":"Idempotency-Key"');
  });
});
