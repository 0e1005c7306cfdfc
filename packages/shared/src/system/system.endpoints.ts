import { z } from 'zod';
import { access, defineEndpoints } from '../common/endpoint';
import { publicConfigSchema } from './system.schemas';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const systemEndpoints = defineEndpoints('system', {
  health: {
    method: 'GET',
    path: '/health',
    answer: healthSchema,
    auth: access.public,
    summary: 'Liveness, with the database engine in use, after a round trip to the database',
  },
  config: {
    method: 'GET',
    path: '/config',
    answer: publicConfigSchema,
    auth: access.public,
    summary: 'Public settings the web app needs: `{ docsUrl, policyUrl, sentryDsn }`',
  },
});
