import { z } from 'zod';
import { applicationIdField } from '../applications/applications.schemas';
import { ROLES } from '../accounts/accounts.constants';
import { idField } from '../common/validation';
import { environmentSchema } from '../common/environment';
import { CREDENTIAL_MESSAGES as M, CREDENTIALS_PAGE_SIZE, EXPLORER_CREDENTIALS_LIMIT } from './credentials.constants';

/**
 * An API key (001 §3 Credential). `apiKey` is masked (`sk_••••` and its last four
 * characters); the key itself is answered only by GET credentials/{id}/key and the explorer's list.
 */
export const credentialSchema = z.object({
  id: z.string(),
  apiKey: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Who created it; empty names once that user is gone. */
  user: z.object({ name: z.string(), lastname: z.string() }),
  /** Their role in the team when they created it. */
  role: z.enum(ROLES),
  application: z.object({ id: z.string() }),
  /** The environment the key works in: its application's test or live resources (`sk_test_…`, `sk_live_…`). */
  environment: environmentSchema,
});
export type Credential = z.infer<typeof credentialSchema>;

/** The application a credentials call is about (001 §7: `?application={id}`, POST `{ application }`). */
export const applicationField = applicationIdField;

/** GET credentials/?application={id}&offset&limit: offset paging, 10 a page (001 §9). */
export const credentialsQuerySchema = z.object({
  application: applicationField,
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(CREDENTIALS_PAGE_SIZE),
});

export const offsetMetaSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

export const createCredentialBodySchema = z.object({ application: applicationField });
export type CreateCredentialBody = z.input<typeof createCredentialBodySchema>;

export const credentialParamsSchema = z.object({ id: idField(M.notFound) });
export const credentialApplicationQuerySchema = z.object({ application: applicationField });
/**
 * DELETE credentials/{id} (001 §7 "DELETE by id"): the key names its application; `application`, when given, must be
 * it.
 */
export const credentialRemoveQuerySchema = z.object({ application: applicationField.optional() });

/** The key itself. */
export const apiKeySchema = z.object({ apiKey: z.string() });

/** GET portal/credentials/all?limit=1000 (001 §7): the keys of all the user's applications, for the explorer. */
export const explorerCredentialsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(EXPLORER_CREDENTIALS_LIMIT).default(EXPLORER_CREDENTIALS_LIMIT),
});
export const explorerCredentialSchema = z.object({
  id: z.string(),
  apiKey: z.string(),
  application: z.object({ id: z.string() }),
  environment: environmentSchema,
});
