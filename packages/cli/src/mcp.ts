import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Endpoint } from '@portal/shared/common/endpoint';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import type { OperationId, UnifiedClient } from '@portal/sdk';

export interface McpOptions {
  /** A client scoped to one consumer (its access token, or an API key with its id). */
  client: UnifiedClient;
  /** Write tools too (never by default); destructive ones still need `confirm: true`. */
  allowWrites?: boolean;
}

/** Deletes, wipes and terminations: never run without `confirm: true`. */
const DESTRUCTIVE = /(^|\.)(delete|remove|wipe|terminate|revoke|lock|erase)\b/;

/** A tool's name from its operationId: `unified.hris.employees.list` → `hris_employees_list`. */
export const toolNameOf = (operationId: string) => operationId.replace(/^unified\./, '').replace(/[.-]/g, '_');

/** The unified operations a consumer's token may call, as tools: reads, and writes when allowed. */
export function toolEndpoints(allowWrites = false): Endpoint[] {
  return UNIFIED_ENDPOINTS.filter(
    (endpoint) =>
      !(endpoint.auth.kind === 'unifiedToken' && endpoint.auth.holder === 'application') &&
      (endpoint.method === 'GET' || allowWrites),
  );
}

const shapeOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? schema.shape : {});

/** The tool's input: the path parameters, the query and the body's fields, from the contract's zod schemas. */
export function inputShapeOf(endpoint: Endpoint) {
  const destructive = endpoint.method === 'DELETE' || DESTRUCTIVE.test(endpoint.id);
  return {
    ...shapeOf(endpoint.params),
    ...shapeOf(endpoint.query),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(destructive ? { confirm: z.literal(true).describe('Must be true: this cannot be undone') } : {}),
  } as z.ZodRawShape;
}

/** What the tool says of itself: the contract's summary, and how it pages. */
function descriptionOf(endpoint: Endpoint): string {
  const paged = endpoint.meta ? ' Answers one page: pass `meta.next` as `cursor` for the next.' : '';
  return `${endpoint.summary}.${paged}`.slice(0, 999);
}

/**
 * An MCP server over the unified API for one consumer: a tool per operation its token may call (read-only unless
 * `allowWrites`), each a normal unified call (logged, metered, rate-limited), and the consumer's connections as a
 * resource.
 */
export function createMcpServer({ client, allowWrites = false }: McpOptions): McpServer {
  const server = new McpServer({ name: 'portal-unified-api', version: '0.1.0' });
  for (const endpoint of toolEndpoints(allowWrites)) {
    const params = Object.keys(shapeOf(endpoint.params));
    server.registerTool(
      toolNameOf(endpoint.id),
      {
        description: descriptionOf(endpoint),
        inputSchema: inputShapeOf(endpoint),
        annotations: { readOnlyHint: endpoint.method === 'GET' },
      },
      async (input: Record<string, unknown>) => {
        const { body, confirm: _confirmed, ...rest } = input;
        const path = Object.fromEntries(Object.entries(rest).filter(([key]) => params.includes(key)));
        const query = Object.fromEntries(Object.entries(rest).filter(([key]) => !params.includes(key)));
        const call = client.call as (id: OperationId, input: object) => Promise<unknown>;
        try {
          const answer = await call(endpoint.id as OperationId, { path, query, body });
          return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
        } catch (error) {
          return { isError: true, content: [{ type: 'text', text: (error as Error).message }] };
        }
      },
    );
  }
  server.registerResource(
    'connections',
    'portal://connections',
    { description: "The consumer's callable connections", mimeType: 'application/json' },
    async (uri) => ({
      contents: [
        { uri: uri.href, mimeType: 'application/json', text: JSON.stringify(await client.call('unified.connections')) },
      ],
    }),
  );
  return server;
}
