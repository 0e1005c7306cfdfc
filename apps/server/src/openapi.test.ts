import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@portal/shared/registry/all-endpoints';
import type { Endpoint } from '@portal/shared/common/endpoint';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { useTestApp } from './test/test-app';

const t = useTestApp();

interface Operation {
  operationId: string;
  responses: Record<
    string,
    { description?: string; content?: { 'application/json'?: { schema?: { required?: string[] } } } }
  >;
}
interface Document {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

const documentAt = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<Document>();
const operationsOf = (document: Document) => Object.values(document.paths).flatMap((path) => Object.values(path));

/** The error statuses the route-table test proves an endpoint answers, from its contract. */
function provenErrors(endpoint: Endpoint): string[] {
  const auth = endpoint.auth;
  const scoped = auth.kind === 'team' || auth.kind === 'application';
  return [
    ...(endpoint.params || endpoint.query || endpoint.body || ['POST', 'PUT', 'PATCH'].includes(endpoint.method)
      ? ['400']
      : []),
    ...(auth.kind !== 'public' && auth.kind !== 'local' ? ['401'] : []),
    ...((scoped && auth.action) || (auth.kind === 'unifiedToken' && auth.holder !== 'any') ? ['403'] : []),
    ...(scoped || auth.kind === 'local' ? ['404'] : []),
  ];
}

describe('the OpenAPI documents (/api/docs/json and /unified/openapi.json)', () => {
  it.each([
    ['/api/docs/json', [...ALL_ENDPOINTS, ...UNIFIED_ENDPOINTS].filter((endpoint) => !endpoint.hidden)],
    ['/unified/openapi.json', UNIFIED_ENDPOINTS],
  ] as const)(
    '%s: a server, and every operation declares its error answers in the contract error format',
    async (url, endpoints) => {
      const document = await documentAt(url);
      expect(document.servers?.[0]?.url).toMatch(/^https?:\/\//);
      const byId = new Map(operationsOf(document).map((operation) => [operation.operationId, operation]));
      for (const endpoint of endpoints) {
        const operation = byId.get(endpoint.id);
        expect(operation, endpoint.id).toBeDefined();
        const errors = Object.keys(operation!.responses).filter((status) => /^4\d\d$/.test(status));
        expect(errors, endpoint.id).toEqual(expect.arrayContaining(provenErrors(endpoint)));
        for (const status of errors) {
          expect(operation!.responses[status]!.description, `${endpoint.id} ${status}`).toBeTruthy();
          expect(
            operation!.responses[status]!.content?.['application/json']?.schema?.required,
            `${endpoint.id} ${status}`,
          ).toEqual(['error']);
        }
      }
    },
  );

  it('docs/api.md lists every path and method of both documents (the /unified ones included)', async () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../docs/api.md', import.meta.url)), 'utf8');
    const listed = new Set(
      [...doc.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)`/gm)].map((match) => `${match[1]} ${match[2]}`),
    );
    const portal = await documentAt('/api/docs/json');
    const unified = await documentAt('/unified/openapi.json');
    const wanted = [
      ...Object.entries(portal.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
      ...Object.entries(unified.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} /unified${path}`),
      ),
    ];
    expect(wanted.length).toBeGreaterThan(140);
    expect(wanted.filter((entry) => !listed.has(entry))).toEqual([]);
  });

  it('answers 429 where a route has its own rate limit (sign-up), and on every data-plane call', async () => {
    const portal = new Map(
      operationsOf(await documentAt('/api/docs/json')).map((operation) => [operation.operationId, operation]),
    );
    expect(Object.keys(portal.get('auth.register')!.responses)).toContain('429');
    expect(Object.keys(portal.get('users.me')!.responses)).not.toContain('429');
    for (const operation of operationsOf(await documentAt('/unified/openapi.json')))
      expect(Object.keys(operation.responses), operation.operationId).toContain('429');
  });
});
