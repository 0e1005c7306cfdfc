import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerInSandbox } from '../../../apps/server/src/test/integrations';
import { fullLogs } from '../../../apps/server/src/test/request-logs';
import { useTestApp } from '../../../apps/server/src/test/test-app';
import { OPERATIONS } from '../../sdk/src/index';
import { inputShapeOf, toolEndpoints, toolNameOf } from '../src/mcp';

const t = useTestApp();
let url = '';
beforeAll(async () => {
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});

/** `portal mcp` as an agent starts it: a child process on stdio, with the consumer's token in its environment. */
async function mcpOverStdio(token: string, ...args: string[]) {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', main, 'mcp', ...args],
    env: { ...(process.env as Record<string, string>), PORTAL_URL: url, PORTAL_TOKEN: token },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

describe('the MCP server (stdio) for one consumer', () => {
  it('lists a read tool per unified read operation, short descriptions, zod input schemas; no write tool by default', async () => {
    const { authorization } = await consumerInSandbox(t, 'bamboohr');
    const client = await mcpOverStdio(authorization.replace(/^Bearer /, ''));
    const { tools } = await client.listTools();
    const reads = Object.entries(OPERATIONS)
      .filter(([id, operation]) => operation.method === 'get' && !['unified.consumers'].includes(id))
      .filter(
        ([id]) => !['connectSessions.', 'ssoSignIn.', 'unified.passthrough'].some((prefix) => id.startsWith(prefix)),
      )
      .map(([id]) => toolNameOf(id));
    expect(tools.map((tool) => tool.name).sort()).toEqual(reads.sort());
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeLessThan(1000);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    // Every input schema is the contract's zod schema, as JSON Schema.
    for (const endpoint of toolEndpoints()) {
      const tool = tools.find((each) => each.name === toolNameOf(endpoint.id))!;
      const query = endpoint.query ? Object.keys((endpoint.query as z.ZodObject).shape) : [];
      const params = endpoint.params ? Object.keys((endpoint.params as z.ZodObject).shape) : [];
      expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual([...params, ...query].sort());
    }
    expect(UNIFIED_ENDPOINTS.some((endpoint) => endpoint.method !== 'GET')).toBe(true);
    expect(tools.some((tool) => tool.name.startsWith('connectSessions'))).toBe(false);
  });

  it("a read tool answers the sandbox's employees through a normal unified call; the connections resource", async () => {
    const { authorization, owner, application, consumer } = await consumerInSandbox(t, 'bamboohr');
    const client = await mcpOverStdio(authorization.replace(/^Bearer /, ''));
    const answer = await client.callTool({ name: 'hris_employees_list', arguments: { pageSize: 3 } });
    expect(answer.isError).toBeFalsy();
    const page = JSON.parse((answer.content as Array<{ text: string }>)[0]!.text) as {
      data: Array<{ id: string; remoteId: string }>;
      meta: { next: string | null };
    };
    expect(page.data).toHaveLength(3);
    expect(page.meta.next).toEqual(expect.any(String));
    const refused = await client.callTool({ name: 'hris_employees_get', arguments: { id: 'no-such-one' } });
    expect(refused.isError).toBe(true);

    const resource = await client.readResource({ uri: 'portal://connections' });
    const connections = JSON.parse((resource.contents[0] as { text: string }).text) as {
      data: Array<{ serviceId: string }>;
    };
    expect(connections.data.map((connection) => connection.serviceId)).toEqual(['bamboohr']);
    // Metered and logged as any unified call is.
    await t.flush();
    const scope = await t.services.applications.requireApplication(owner.id, application, null, {
      environment: 'test',
    });
    expect(await t.services.consumers.usage(scope, consumer)).toMatchObject({ universal: 2 });
    const logs = await fullLogs(t.services, {
      accountId: owner.teamId,
      applicationId: scope.applicationId,
      consumerId: consumer,
    });
    expect(
      logs.map((log) => log.request.url),
      JSON.stringify(logs.map((log) => log.request.url)),
    ).toContainEqual(expect.stringMatching(/^\/unified\/hris\/employees\?pageSize=3(&|$)/));
  });

  it('a destructive operation (DELETE, wipe, terminate) takes no input without `confirm: true`', () => {
    const byId = (id: string) => UNIFIED_ENDPOINTS.find((endpoint) => endpoint.id === id)!;
    const id = '2b1f7c4e-8f2a-4c1d-9e3b-5a6d7c8e9f01';
    for (const endpoint of [byId('unified.mdm.devices.wipe'), byId('unified.hris.employees.terminate')]) {
      const input = z.object(inputShapeOf(endpoint));
      const body = endpoint.id.endsWith('wipe') ? { confirm: true } : { terminationDate: '2026-12-31' };
      expect(input.safeParse({ id, body }).success, endpoint.id).toBe(false);
      expect(input.safeParse({ id, body, confirm: false }).success, endpoint.id).toBe(false);
      expect(input.safeParse({ id, body, confirm: true }).success, endpoint.id).toBe(true);
    }
    // A create is not destructive: no confirm asked. Writes are tools only when allowed.
    expect(Object.keys(inputShapeOf(byId('unified.hris.employees.create')))).not.toContain('confirm');
    expect(toolEndpoints().filter((endpoint) => endpoint.method !== 'GET')).toEqual([]);
    expect(toolEndpoints(true).map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['unified.mdm.devices.wipe', 'unified.hris.employees.create']),
    );
  });
});
