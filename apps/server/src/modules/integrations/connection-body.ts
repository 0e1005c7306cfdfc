import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IDP_METADATA_MAX_BYTES } from '@portal/shared/integrations/integrations.constants';

/**
 * Multipart bodies of connection saves (001 §7: PATCH may be multipart with `settings[idpMetadata]`), turned into the
 * contract's JSON shape before validation: `settings[name]` fields (a file's text for an uploaded one) nest under
 * `settings`, and `enabled` and `sandbox` read as booleans. At most one file of 1 MB and 50 fields; only these routes
 * parse it.
 */
export async function acceptConnectionMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IDP_METADATA_MAX_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024, parts: 51 },
    onFile: async (part) => {
      (part as unknown as { value: string }).value = (await part.toBuffer()).toString('utf8');
    },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    request.body = nestFields((request.body ?? {}) as Record<string, unknown>);
  });
}

/** `{ 'settings[apiKey]': 'x', enabled: 'true' }` → `{ settings: { apiKey: 'x' }, enabled: true }`. */
export function nestFields(flat: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  const body: Record<string, unknown> = { settings };
  for (const [key, raw] of Object.entries(flat)) {
    const value = Buffer.isBuffer(raw) ? raw.toString('utf8') : raw;
    const setting = /^settings\[([^\]]+)\]$/.exec(key)?.[1];
    if (setting) settings[setting] = value;
    else if (key === 'enabled' || key === 'sandbox')
      body[key] = value === 'true' ? true : value === 'false' ? false : value;
    else body[key] = value;
  }
  return body;
}
