import { describe, expect, it } from 'vitest';
import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import { EXPLORER_LANGUAGES } from '@portal/shared/explorer/explorer.constants';
import { explorerEndpoints } from '@portal/shared/explorer/explorer.endpoints';
import {
  buildExplorerCall,
  initialForm,
  scriptMappingOf,
  variablesAfterRun,
} from '@portal/shared/explorer/explorer-request';
import { type ExplorerData, type ExplorerItem, explorerDataSchema } from '@portal/shared/explorer/explorer.schemas';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { sandboxConsumer } from '../../../../../test-support/sandbox-consumer';
import { postnordShipmentId } from '../../connectors/postnord/simulator';
import { useTestApp } from '../../test/test-app';
import { unifiedOpenApi } from '../unified/unified-openapi';

const t = useTestApp({ UNIFIED_ROUTE_CACHE_MS: '0' });

const explorerData = async (): Promise<ExplorerData> => (await t.api.call(explorerEndpoints.data, {})).data;

describe('GET /api/portal/explorer', () => {
  it('answers without a session every operation of the unified OpenAPI document, in the spec’s shape', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/portal/explorer' });
    expect(answer.statusCode).toBe(200);
    const data = explorerDataSchema.parse(answer.json().data);
    const document = unifiedOpenApi('http://localhost:3000');
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => (operation as { operationId: string }).operationId),
    );
    expect(operations.length).toBeGreaterThan(UNIFIED_ENDPOINTS.length);
    for (const endpoint of UNIFIED_ENDPOINTS) expect(operations).toContain(endpoint.id);
    expect(Object.keys(data.data).sort()).toEqual([...operations].sort());
    const inMenu = data.menu.flatMap((section) => section.children.map((child) => child.id));
    expect(inMenu.sort()).toEqual([...operations].sort());
    for (const section of data.menu)
      for (const child of section.children) {
        expect(data.data[child.id]).toMatchObject({
          name: child.name,
          parentId: section.id,
          request: { method: child.method },
        });
      }
    expect(data.menu.map((section) => section.name)).toEqual([
      'HRIS',
      'AM',
      'MDM',
      'SSO',
      'ATS',
      'Shipment',
      'Distributor',
      'Consumers and connections',
      'Jobs',
      'Connect sessions',
      'Single sign-on',
      'Passthrough',
    ]);
    expect(data.envs).toEqual([
      {
        type: 'dev',
        name: 'dev',
        values: { baseUrl: 'http://localhost:3000/unified', authUrl: 'http://localhost:3000/api/auth' },
      },
    ]);
  });

  it('describes List employees and Get employee as Postman items: bearer API key, consumer header, query fields, the id mapped to employeeId', async () => {
    const { data } = await explorerData();
    const list = data['unified.hris.employees.list']!;
    expect(list).toMatchObject({ name: 'List employees', parentId: 'hris' });
    expect(list.request.auth).toEqual({
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }],
    });
    expect(list.request.header).toContainEqual(
      expect.objectContaining({
        key: 'x-consumer-id',
        value: '{{consumerId}}',
        description: expect.objectContaining({ label: 'Consumer ID' }),
      }),
    );
    expect(list.request.url).toMatchObject({
      raw: '{{baseUrl}}/hris/employees',
      host: ['{{baseUrl}}'],
      path: ['hris', 'employees'],
      variable: [],
    });
    expect(list.request.url.query.map((field) => field.key)).toEqual([
      'serviceId',
      'cursor',
      'pageSize',
      'includeRemoteData',
    ]);
    expect(list.request.url.query.find((field) => field.key === 'includeRemoteData')!.description).toMatchObject({
      label: 'Include Remote Data',
      options: ['true', 'false'],
    });
    expect(list.request.url.query.find((field) => field.key === 'pageSize')!.description).toMatchObject({
      placeholder: 'e.g. 10',
      description: expect.stringContaining('Records per page'),
    });
    expect(scriptMappingOf(list)).toEqual({ 'data[0].id': 'employeeId' });
    const get = data['unified.hris.employees.get']!;
    expect(get).toMatchObject({
      name: 'Get one employee',
      request: {
        url: {
          path: ['hris', 'employees', ':id'],
          variable: [expect.objectContaining({ key: 'id', value: '{{employeeId}}' })],
        },
      },
      event: [],
    });
    expect(scriptMappingOf(data['unified.consumers']!)).toEqual({ 'data[0].id': 'consumerId' });
    expect(data['unified.consumers']!.request.auth).toMatchObject({ bearer: [{ value: '{{accessToken}}' }] });
    expect(scriptMappingOf(data['unified.connections']!)).toEqual({ 'data[0].serviceId': 'serviceId' });
    expect(scriptMappingOf(data['unified.am.hardware-assets.list']!)).toEqual({ 'data[0].id': 'hardwareAssetId' });
  });

  it('has a script on every list whose records another call reads, and every script’s last line parses', async () => {
    const { data } = await explorerData();
    const used = new Set(
      JSON.stringify(data)
        .match(/\{\{\w+\}\}/g)!
        .map((placeholder) => placeholder.slice(2, -2)),
    );
    for (const item of Object.values(data)) {
      const mapping = scriptMappingOf(item);
      for (const name of Object.values(mapping)) expect(used, `${item.id} sets ${name}`).toContain(name);
      if (item.request.method === 'GET' && item.request.url.path.at(-1) === ':id') {
        const listId = item.id.replace(/\.get$/, '.list');
        if (data[listId])
          expect(Object.values(scriptMappingOf(data[listId]))).toContain(
            item.request.url.variable[0]!.value.slice(2, -2),
          );
      }
    }
  });
});

/** A connector with a sandbox for each unified API (SSO's: its directory). */
const SANDBOXES: Partial<Record<UnifiedApi, string>> = {
  HRIS: 'bamboohr',
  AM: 'servicenow',
  // Jamf: its adapter has the MDM actions (Kandji's answers 501 for them).
  MDM: 'jamf',
  SSO: 'azure-directory',
  ATS: 'teamtailor',
  Shipment: 'postnord',
  Distributor: 'ingram',
};

describe('every generated request runs against the sandbox', () => {
  /** Runs an item as the explorer does: its own form, the variables, then the script mapping. */
  async function run(item: ExplorerItem, variables: Record<string, string>) {
    const call = buildExplorerCall(item, initialForm(item), variables);
    expect(call.url, item.id).not.toMatch(/\{\{|\/:/);
    const url = new URL(call.url);
    expect(url.origin).toBe('http://localhost:3000');
    const answer = await t.app.inject({
      method: call.method as 'GET',
      url: url.pathname + url.search,
      headers: call.headers,
      ...(call.body ? { payload: JSON.stringify(call.body) } : {}),
    });
    const body = String(answer.headers['content-type']).includes('json') ? answer.json() : answer.body;
    return { status: answer.statusCode, body, variables: variablesAfterRun(scriptMappingOf(item), body, variables) };
  }

  it.each(Object.entries(SANDBOXES))(
    '%s (%s in sandbox): lists set the ids the reads of one record use, and every call (writes too) succeeds',
    async (api, serviceId) => {
      const { data, menu, envs } = await explorerData();
      const sandbox = await sandboxConsumer(t.api, `Explorer${api}`, { serviceId, unifiedApi: api as UnifiedApi });
      const issued = (
        await t.api.call(tokensEndpoints.issue, {
          body: { scope: 'application', applicationId: sandbox.application, apiKey: sandbox.apiKey },
        })
      ).data;
      if (!('data' in issued)) throw new Error('POST /api/auth answered another form');
      let variables: Record<string, string> = {
        ...envs[0]!.values,
        apiKey: sandbox.apiKey,
        applicationId: sandbox.application,
        accessToken: issued.data.accessToken,
        consumerId: '',
      };
      // Postnord tracks by shipment id: nothing lists them, so the developer types one in.
      if (api === 'Shipment') variables.trackingId = postnordShipmentId(0);

      const platform = menu.find((section) => section.id === 'platform')!.children.map((child) => data[child.id]!);
      for (const item of platform) {
        const result = await run(item, variables);
        expect(result.status, `${item.id}: ${JSON.stringify(result.body)}`).toBe(200);
        variables = result.variables;
      }
      expect(variables).toMatchObject({ consumerId: sandbox.consumer, serviceId });

      const section = menu.find((entry) => entry.name === api)!;
      for (const child of section.children) {
        const result = await run(data[child.id]!, variables);
        // The writes run as they come too, with their bodies' examples: a create answers 201, an MDM action 202 with a
        // job; a wipe is never sent unconfirmed (the form has no `confirm: true`), so it answers 400.
        const expected = child.id.endsWith('.create')
          ? 201
          : child.id.endsWith('.wipe')
            ? 400
            : /\.mdm\.devices\.(lock|restart)$/.test(child.id)
              ? 202
              : 200;
        expect(result.status, `${child.id}: ${JSON.stringify(result.body)}`).toBe(expected);
        variables = result.variables;
      }
      // An MDM action's 202 kept its job's id: Get a job reads it.
      if (api === 'MDM') {
        expect(variables.jobId).toEqual(expect.any(String));
        for (const child of menu.find((entry) => entry.id === 'jobs')!.children) {
          const result = await run(data[child.id]!, variables);
          expect(result.status, `${child.id}: ${JSON.stringify(result.body)}`).toBe(200);
        }
      }
    },
  );

  it('passthrough: GET reaches the vendor’s path with the connection’s credentials, and each other method reaches the vendor', async () => {
    const { data, envs } = await explorerData();
    const sandbox = await sandboxConsumer(t.api, 'ExplorerPassthrough', { serviceId: 'kandji', unifiedApi: 'MDM' });
    const variables = { ...envs[0]!.values, apiKey: sandbox.apiKey, consumerId: sandbox.consumer, serviceId: 'kandji' };
    const item = data['unified.passthrough.get']!;
    const form = {
      ...initialForm(item),
      variable: { serviceId: '{{serviceId}}', path: 'api/v1/devices' },
      query: { limit: '2' },
    };
    const call = buildExplorerCall(item, form, variables);
    const answer = await t.app.inject({
      method: 'GET',
      url: new URL(call.url).pathname + new URL(call.url).search,
      headers: call.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toHaveLength(2);
    for (const method of ['post', 'put', 'patch', 'delete']) {
      const other = data[`unified.passthrough.${method}`]!;
      const otherCall = buildExplorerCall(
        other,
        {
          ...initialForm(other),
          variable: { serviceId: 'kandji', path: 'api/v1/devices/none' },
          body: { name: 'Mac' },
        },
        variables,
      );
      if (method !== 'delete') expect(otherCall.body).toEqual({ name: 'Mac' });
      const reached = await t.app.inject({
        method: otherCall.method as 'POST',
        url: new URL(otherCall.url).pathname,
        headers: otherCall.headers,
        ...(otherCall.body ? { payload: JSON.stringify(otherCall.body) } : {}),
      });
      // The gateway accepted the caller and forwarded the call: the simulator's own refusal of an unknown path comes
      // back.
      expect([401, 403, 500, 502, 504]).not.toContain(reached.statusCode);
    }
  });
});

describe('POST /api/portal/explorer/code', () => {
  it('makes the sample of a call in each of the seven languages, with the default Content-Type header', async () => {
    const owner = await t.signUp();
    const call = {
      method: 'GET' as const,
      url: 'http://localhost:3000/unified/hris/employees?pageSize=10',
      headers: { Authorization: 'Bearer sk_test', 'x-consumer-id': 'c1' },
    };
    const curl = (await owner.api.call(explorerEndpoints.code, { body: { language: 'cURL', call } })).data.code;
    expect(curl).toBe(
      "curl --request GET \\\n  --url 'http://localhost:3000/unified/hris/employees?pageSize=10' \\\n  --header 'Authorization: Bearer sk_test' \\\n  --header 'Content-Type: application/json' \\\n  --header 'x-consumer-id: c1'",
    );
    const python = (
      await owner.api.call(explorerEndpoints.code, {
        body: { language: 'Python', call: { ...call, method: 'POST', body: { name: 'Mac' } } },
      })
    ).data.code;
    expect(python).toContain('import requests');
    expect(python).toContain('"name": "Mac"');
    // Each language calls the address with its query: the Node clients and Python pass the query as an object.
    const address = 'http://localhost:3000/unified/hris/employees';
    const withQuery: Record<string, string[]> = {
      'Axios - NodeJS': [`url: '${address}'`, "params: {pageSize: '10'}"],
      'Request - NodeJS': [`url: '${address}'`, "qs: {pageSize: '10'}"],
      Python: [`url = "${address}"`, 'querystring = {"pageSize":"10"}', 'params=querystring'],
    };
    for (const { label } of EXPLORER_LANGUAGES) {
      const code = (await owner.api.call(explorerEndpoints.code, { body: { language: label, call } })).data.code;
      for (const fragment of withQuery[label] ?? [`${address}?pageSize=10`]) expect(code, label).toContain(fragment);
      expect(code, label).toContain('Bearer sk_test');
      expect(code, label).toContain('c1');
    }
    const unknown = await owner.api.unchecked(explorerEndpoints.code, { body: { language: 'COBOL', call } });
    expect(unknown.error).toMatchObject({ statusCode: 400 });
    expect((await t.api.unchecked(explorerEndpoints.code, { body: { language: 'cURL', call } })).error).toMatchObject({
      statusCode: 401,
    });
  });
});
