import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ConnectorAdapter, ListOptions } from '../adapters/adapter-types';
import { getRecord, listRecords } from '../adapters/run-adapter';
import { getConnector } from '../catalog/catalog';
import type { ConnectorSettings } from '../catalog/connector-types';
import type { ConnectorContext } from '../http/connector-context';
import { VendorClient } from '../http/vendor-client';
import { connectorEnvName } from '../http/vendor-urls';
import { startLocalServer, type LocalServer } from './local-server';

/** A fixture route: `GET /v1/employees/123` → a JSON file of the connector's fixtures folder. */
export interface FixtureRoute {
  method: 'GET' | 'POST';
  /** Path without the query string. */
  path: string;
  file: string;
  status?: number;
  headers?: Record<string, string>;
}

/** Reads a fixture; a `_source` field (the doc page it was written from) is dropped, it is not the vendor's. */
export function readFixture(folder: URL, file: string): unknown {
  const parsed = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as unknown;
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && '_source' in parsed) {
    const { _source: _dropped, ...rest } = parsed as Record<string, unknown>;
    return 'body' in rest && Object.keys(rest).length === 1 ? rest.body : rest;
  }
  return parsed;
}

/**
 * A tiny server answering the documented sample responses, for adapter tests that must not depend on our own
 * simulator. Every request is kept so tests can check what the adapter sent.
 */
export async function startFixtureServer(
  folder: URL,
  routes: FixtureRoute[],
): Promise<LocalServer & { requests: Array<{ method: string; url: string; body: unknown }> }> {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  const plugin: FastifyPluginAsync = async (app) => {
    // Token requests come as forms; the fixture answer does not depend on the body, it is only kept.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addHook('onRequest', async (request) => {
      requests.push({ method: request.method, url: request.url, body: undefined });
    });
    app.addHook('preHandler', async (request) => {
      requests.at(-1)!.body = request.body;
    });
    for (const route of routes) {
      app.route({
        method: route.method,
        url: route.path,
        handler: async (_request, reply) =>
          reply
            .code(route.status ?? 200)
            .headers({ 'content-type': 'application/json', ...route.headers })
            .send(JSON.stringify(readFixture(folder, route.file))),
      });
    }
  };
  const server = await startLocalServer(plugin);
  return Object.assign(server, { requests });
}

/** A fixture server for the tests of a file, and vendor clients pointed at it. */
export function useFixtureServer(
  serviceId: string,
  folder: URL,
  routes: FixtureRoute[],
  ctx: Partial<ConnectorContext> = {},
) {
  const harness = {} as {
    server: Awaited<ReturnType<typeof startFixtureServer>>;
    client(settings: ConnectorSettings): VendorClient;
  };
  beforeAll(async () => {
    harness.server = await startFixtureServer(folder, routes);
  });
  afterAll(() => harness.server.close());
  harness.client = (settings) =>
    new VendorClient(getConnector(serviceId)!, settings, {
      ...ctx,
      env: { [connectorEnvName(serviceId, 'BASE_URL')]: harness.server.url },
    });
  return harness;
}

/**
 * An adapter's documented sample responses (the `fixtures/` folder beside `testFile`, i.e. `import.meta.url`) and
 * reads through the adapter with `settings`: `list(model, options)`, `get(model, id)`, and `onlyPage(model, options)`
 * for the records of a list the samples answer in one page; `server.requests` holds what the adapter sent.
 * `unified(file)` reads what a sample must become, kept beside it: `jobs.json` → `jobs.unified.json`. `ctx` adds to
 * the clients' context (an OAuth connection's token store).
 */
export function useAdapterFixtures(
  adapter: ConnectorAdapter,
  testFile: string,
  settings: ConnectorSettings,
  routes: FixtureRoute[],
  ctx: Partial<ConnectorContext> = {},
) {
  const folder = new URL('./fixtures/', testFile);
  const fixtures = useFixtureServer(adapter.serviceId, folder, routes, ctx);
  const list = <T extends object>(model: string, options: ListOptions = {}) =>
    listRecords<T>(adapter, model, fixtures.client(settings), options);
  return Object.assign(fixtures, {
    folder,
    list,
    unified: (file: string) => readFixture(folder, file),
    get: <T extends object>(model: string, id: string) => getRecord<T>(adapter, model, fixtures.client(settings), id),
    onlyPage: async (model: string, options: ListOptions = {}) => {
      const page = await list(model, options);
      expect(page.next).toBeNull();
      return page.results;
    },
  });
}
