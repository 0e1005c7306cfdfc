import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope } from '@portal/shared/common/validation';
import { publicConfigSchema } from '@portal/shared/system/system.schemas';
import type { Database } from '../../db/client';

interface Options {
  database: Database;
  publicConfig: z.infer<typeof publicConfigSchema>;
}

export function systemRoutes({ database, publicConfig }: Options) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness, with the database engine in use',
          response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) },
        },
      },
      async () => {
        // Answering ok means the database answers too.
        await database.db.execute(sql`select 1`);
        return { data: { status: 'ok' as const, database: database.kind } };
      },
    );

    app.get(
      '/config',
      { schema: { tags: ['system'], summary: 'Public settings the web app needs', response: { 200: envelope(publicConfigSchema) } } },
      async () => ({ data: publicConfig }),
    );
  };
}
