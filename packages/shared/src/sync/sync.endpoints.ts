import { z } from 'zod';
import { access, defineEndpoints } from '../common/endpoint';

/** A change to the sandbox's data: a new record (fields), a change to one (id, fields), or its removal (id). */
export const sandboxChangeBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), fields: z.record(z.string(), z.unknown()) }),
  z.object({ action: z.literal('update'), id: z.string().min(1).max(100), fields: z.record(z.string(), z.unknown()) }),
  z.object({ action: z.literal('delete'), id: z.string().min(1).max(100) }),
]);
export const sandboxChangeParamsSchema = z.object({ serviceId: z.string().min(1).max(60), collection: z.string().min(1).max(60) });

export const syncEndpoints = defineEndpoints('sync', {
  changeSandbox: {
    method: 'POST',
    path: '/dev/sandbox/:serviceId/:collection',
    params: sandboxChangeParamsSchema,
    body: sandboxChangeBodySchema,
    answer: z.object({ status: z.number().int(), record: z.unknown() }),
    auth: access.local,
    summary:
      "Changes the in-process sandbox simulator's data (every sandbox connection of this server sees it), to try change detection: from this machine only",
  },
});
