import type { FastifyBaseLogger } from 'fastify';
import type { IntegrationRequestBody } from '@portal/shared/integration-requests/integration-requests.schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { integrationRequestMail } from './integration-request-mail';
import { integrationRequests } from './integration-requests.table';

interface Deps {
  db: Db;
  users: UsersService;
  mail: MailService;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Requests for a new integration (000 §2): kept, and mailed to the operator in the same transaction (the mail outbox).
 */
export function createIntegrationRequestsService({ db, users, mail, config, log }: Deps) {
  return {
    async create(userId: string, input: IntegrationRequestBody): Promise<{ id: string; createdAt: string }> {
      const [user] = await users.findByIds([userId]);
      const email = user?.email ?? 'unknown';
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(integrationRequests)
          .values({
            userId,
            email,
            serviceName: input.serviceName,
            website: input.website || null,
            category: input.category,
            description: input.description,
          })
          .returning();
        if (config.OPERATOR_EMAIL)
          await mail.enqueue(
            tx,
            config.OPERATOR_EMAIL,
            integrationRequestMail(inserted!, user ? `${user.name} ${user.lastname} <${email}>` : email),
          );
        return inserted!;
      });
      if (!config.OPERATOR_EMAIL)
        log.warn(
          { requestId: row.id },
          'OPERATOR_EMAIL is not set: the integration request is kept but mailed to no one',
        );
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },

    /** The CRM form of the external route, when the operator configured one. */
    externalForm() {
      const { CRM_FORM_SCRIPT_URL, CRM_PORTAL_ID, CRM_FORM_ID, CRM_REGION } = config;
      if (!CRM_FORM_SCRIPT_URL || !CRM_PORTAL_ID || !CRM_FORM_ID) return { crm: null };
      return {
        crm: { scriptUrl: CRM_FORM_SCRIPT_URL, portalId: CRM_PORTAL_ID, formId: CRM_FORM_ID, region: CRM_REGION },
      };
    },
  };
}

export type IntegrationRequestsService = ReturnType<typeof createIntegrationRequestsService>;
