import { describe, expect, it } from 'vitest';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import { getConnector } from '../../connectors/catalog/catalog';
import { consumerInSandbox, ownerWithIntegration } from '../../test/integrations';
import { buildTestApp, useTestApp } from '../../test/test-app';

const t = useTestApp({ SYNC_TICK_SECONDS: '0' });

type Employee = { id: string; firstName: string; lastName: string; jobTitle?: string };

/** A consumer's unified call, as its program makes it. */
async function employees(authorization: string): Promise<Employee[]> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/unified/hris/employees?pageSize=20',
    headers: { authorization },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: Employee[] }).data;
}
async function employee(authorization: string, id: string): Promise<Employee> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/unified/hris/employees/${id}`,
    headers: { authorization },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: Employee }).data;
}

/** Two teams, each with a consumer whose BambooHR connection is in sandbox, and that connection's id. */
async function twoTeamsInSandbox() {
  const teams = [];
  for (let team = 0; team < 2; team += 1) {
    const { authorization } = await consumerInSandbox(t);
    const saved = await t.api.call(connectionsEndpoints.save, {
      params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
      body: { settings: {}, sandbox: true },
      headers: { authorization },
    });
    teams.push({ authorization, connectionId: saved.data.id! });
  }
  return teams as [(typeof teams)[0], (typeof teams)[0]];
}

const names = (list: Employee[]) => list.map((one) => `${one.firstName} ${one.lastName}`);

describe('sandbox connections each have their own data', () => {
  it("two teams' sandbox connections see different data, each the same on every call", async () => {
    const [first, second] = await twoTeamsInSandbox();
    const firstList = await employees(first.authorization);
    const secondList = await employees(second.authorization);
    expect(firstList).toHaveLength(20);
    expect(names(firstList)).not.toEqual(names(secondList));
    expect(names(await employees(first.authorization))).toEqual(names(firstList));
  });

  it("a change through one connection's control route is seen by that connection only", async () => {
    const [first, second] = await twoTeamsInSandbox();
    const before = await employee(second.authorization, '101');
    const changed = await t.api.call(syncEndpoints.changeSandbox, {
      params: { connectionId: first.connectionId, collection: 'employees' },
      body: { action: 'update', id: '101', fields: { firstName: 'Grace', lastName: 'Hopper' } },
    });
    expect(changed.data).toMatchObject({ status: 200, record: { id: '101', firstName: 'Grace', lastName: 'Hopper' } });
    expect(await employee(first.authorization, '101')).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(await employee(second.authorization, '101')).toEqual(before);

    const added = await t.api.call(syncEndpoints.changeSandbox, {
      params: { connectionId: second.connectionId, collection: 'employees' },
      body: { action: 'create', fields: { firstName: 'Ada', lastName: 'Lovelace', status: 'Active' } },
    });
    const addedId = (added.data.record as { id: string }).id;
    const seen = async (authorization: string) =>
      (await t.app.inject({ method: 'GET', url: `/unified/hris/employees/${addedId}`, headers: { authorization } }))
        .statusCode;
    expect(await seen(second.authorization)).toBe(200);
    expect(await seen(first.authorization)).toBe(404);
  });

  it('404 to a connection that is not in sandbox, or that does not exist', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const own = (
      await t.services.connections.ensure(
        { applicationId: application, accountId: owner.teamId, consumerId: null },
        getConnector('bamboohr')!,
      )
    ).id;
    for (const connectionId of [own, '00000000-0000-4000-8000-000000000000']) {
      const refused = await t.api.unchecked(syncEndpoints.changeSandbox, {
        params: { connectionId, collection: 'employees' },
        body: { action: 'delete', id: '100' },
      });
      expect(refused.error).toMatchObject({ statusCode: 404, message: 'No such sandbox connection' });
    }
  });
});

describe('the sandbox control route in production', () => {
  it('is absent: 404 to this machine, and not in the OpenAPI document', async () => {
    const [first] = await twoTeamsInSandbox();
    const documented = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(documented.paths)).toContain('/api/dev/sandbox/{connectionId}/{collection}');

    const production = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const refused = await production.api.unchecked(syncEndpoints.changeSandbox, {
        params: { connectionId: first.connectionId, collection: 'employees' },
        body: { action: 'delete', id: '100' },
      });
      expect(refused.status).toBe(404);
      const document = (await production.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, unknown>;
      }>();
      expect(Object.keys(document.paths).filter((path) => path.includes('sandbox'))).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
