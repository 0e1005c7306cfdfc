import { z } from 'zod';
import { idField } from '../common/validation';
import { environmentField, environmentSchema } from '../common/environment';
import { consumerRefField } from '../consumers/consumers.schemas';
import { TOKEN_MESSAGES as M } from './tokens.constants';

export const TOKEN_SCOPES = ['application', 'consumer'] as const;

/**
 * POST /auth (000 §7, 001 §7), in three forms:
 * - `{ scope: 'application', applicationId }` with a session: an application token;
 * - `{ scope: 'application', applicationId, apiKey }` (the explorer, no session needed);
 * - `{ scope: 'consumer', consumerId, apiKey }`: a consumer token.
 */
export const issueTokenBodySchema = z
  .object({
    scope: z.enum(TOKEN_SCOPES, { error: M.scopeInvalid }),
    applicationId: idField(M.applicationRequired).optional(),
    /** The consumer's id or its `externalId` (issue 28). */
    consumerId: consumerRefField(M.consumerRequired).optional(),
    apiKey: z.string().max(200).optional(),
    /** The session form's environment (live when absent); a key's environment is the key's own. */
    environment: environmentField,
  })
  .superRefine((body, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, params: { rule: 'isNotEmpty' } });
    if (body.scope === 'application' && !body.applicationId) missing('applicationId', M.applicationRequired);
    if (body.scope === 'consumer') {
      if (!body.consumerId) missing('consumerId', M.consumerRequired);
      if (!body.apiKey) missing('apiKey', M.apiKeyRequired);
    }
  });
export type IssueTokenBody = z.input<typeof issueTokenBodySchema>;

const accessToken = z.object({
  accessToken: z.string(),
  /** When it stops working (ISO time). */
  expiresAt: z.string(),
  /** The environment whose resources it reaches (a key's token: the key's). */
  environment: environmentSchema,
});

/**
 * The session form answers `data.accessToken`; the API-key form `data.data.url` and `data.data.accessToken` (001 §7).
 */
export const issueTokenAnswerSchema = z.union([
  accessToken,
  z.object({ data: accessToken.extend({ url: z.string() }) }),
]);

/** What an application token is for: the application and its team. */
export const tokenApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  account: z.string(),
  expiresAt: z.string(),
  environment: environmentSchema,
});

/** Data-plane calls may name the application (`?applicationId=`, as the explorer's do): the token must be for it. */
export const tokenApplicationQuerySchema = z.object({ applicationId: idField(M.tokenInvalid).optional() });
