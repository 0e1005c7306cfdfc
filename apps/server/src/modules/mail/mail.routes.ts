import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/shared/common/validation';
import { devMailParamsSchema, devMailSchema, devMailSummarySchema } from '@portal/shared/mail/mail.schemas';
import { notFound } from '../../lib/app-error';
import type { MailService } from './mail.service';

/**
 * The development mailbox: every mail the portal wrote, readable without a
 * session so a developer can open a verification or reset link. Registered only
 * when there is no SMTP server and NODE_ENV is not production.
 */
export function devMailboxRoutes(mail: MailService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/dev/mailbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Development mailbox: the latest 50 mails, newest first (only without SMTP_URL, outside production)',
          response: { 200: envelope(z.array(devMailSummarySchema)) },
        },
      },
      async () => ({ data: await mail.list() }),
    );

    app.get(
      '/dev/mailbox/:id',
      {
        schema: {
          tags: ['development'],
          summary: 'Development mailbox: one mail with its text and HTML parts',
          params: devMailParamsSchema,
          response: { 200: envelope(devMailSchema) },
        },
      },
      async (request) => {
        const found = await mail.get(request.params.id);
        if (!found) throw notFound('Mail not found');
        return { data: found };
      },
    );
  };
}
