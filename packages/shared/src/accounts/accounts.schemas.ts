import { z } from 'zod';
import { ROLES, TEAM_NAME_MAX_LENGTH } from './accounts.constants';

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type Account = z.infer<typeof accountSchema>;

export const createAccountBodySchema = z.object({
  name: z
    .string({ error: 'Team name is required' })
    .trim()
    .min(1, 'Team name is required')
    .max(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`),
});
export type CreateAccountBody = z.input<typeof createAccountBodySchema>;
