import type { FastifyInstance } from 'fastify';
import { syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import { sandboxServer } from '../../connectors/simulators/sandbox-fetch';
import { getSimulator } from '../../connectors/simulators/registry';
import { notFound } from '../../lib/app-error';
import { routes } from '../../plugins/endpoints';

const METHOD = { create: 'POST', update: 'PATCH', delete: 'DELETE' } as const;

/** The sandbox's data changed through its simulator's control routes, which sandbox connections can never reach. */
export function syncRoutes(app: FastifyInstance) {
  routes(app, syncEndpoints, {
    changeSandbox: async ({ params, body }) => {
      if (!getSimulator(params.serviceId)) throw notFound('No sandbox simulator for this service');
      const id = 'id' in body ? `/${encodeURIComponent(body.id)}` : '';
      const reply = await (await sandboxServer()).inject({
        method: METHOD[body.action],
        url: `/sandbox/${params.serviceId}/_simulator/${encodeURIComponent(params.collection)}${id}`,
        ...('fields' in body ? { payload: body.fields } : {}),
      });
      if (reply.statusCode === 404) throw notFound('No such collection or record in the sandbox');
      return { status: reply.statusCode, record: reply.body ? (JSON.parse(reply.body) as unknown) : null };
    },
  });
}
