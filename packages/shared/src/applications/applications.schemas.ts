import { z } from 'zod';
import { idField } from '../common/validation';
import { APPLICATION_MESSAGES as M, APPLICATION_NAME_MAX_LENGTH } from './applications.constants';
import { accountField } from '../common/shared-schemas';

/** An application (000 §3, 001 §3): its team is `account`. */
export const applicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  account: z.string(),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationNameField = z
  .string({ error: M.nameRequired })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: M.nameRequired, params: { rule: 'isNotEmpty' } });
    else if (value.length > APPLICATION_NAME_MAX_LENGTH)
      ctx.addIssue({ code: 'custom', message: M.nameTooLong, params: { rule: 'maxLength' } });
  });

/** POST applications/ (000 §7): name and the team, sent as 'account'. */
export const createApplicationBodySchema = z.object({ name: applicationNameField, account: accountField });
export type CreateApplicationBody = z.input<typeof createApplicationBodySchema>;

/** An application named by id; anything that is not one of the caller's is "not found". */
export const applicationIdField = idField(M.notFound);
export const applicationParamsSchema = z.object({ id: applicationIdField });

/** GET portal/applications/ (001 §7): the explorer reads `data.data`, a list of id and name. */
export const portalApplicationsSchema = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });

/** Standard Webhooks' signing secret: `whsec_` and base64 of 32 random bytes. */
export const webhookSecretSchema = z.object({ webhookSecret: z.string() });
