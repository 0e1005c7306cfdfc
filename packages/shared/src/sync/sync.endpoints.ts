import { z } from 'zod';
import { access, defineEndpoints } from '../common/endpoint';
import { idField } from '../common/validation';

/** A change to the sandbox's data: a new record (fields), a change to one (id, fields), or its removal (id). */
export const sandboxChangeBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), fields: z.record(z.string(), z.unknown()) }),
  z.object({ action: z.literal('update'), id: z.string().min(1).max(100), fields: z.record(z.string(), z.unknown()) }),
  z.object({ action: z.literal('delete'), id: z.string().min(1).max(100) }),
]);
export type SandboxChange = z.infer<typeof sandboxChangeBodySchema>;
export const sandboxChangeParamsSchema = z.object({
  connectionId: idField('No such sandbox connection'),
  collection: z.string().min(1).max(60),
});

export const syncEndpoints = defineEndpoints('sync', {
  changeSandbox: {
    method: 'POST',
    path: '/dev/sandbox/:connectionId/:collection',
    params: sandboxChangeParamsSchema,
    body: sandboxChangeBodySchema,
    answer: z.object({ status: z.number().int(), record: z.unknown() }),
    auth: access.local,
    summary:
      "Changes one sandbox connection's data (only that connection sees it), to try change detection: from this machine only, never in production",
  },
});
