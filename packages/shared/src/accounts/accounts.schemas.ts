import { z } from 'zod';
import { idField } from '../common/validation';
import { ROLES, TEAM_NAME_MAX_LENGTH } from './accounts.constants';

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type Account = z.infer<typeof accountSchema>;

const teamNameField = z
  .string({ error: 'Team name is required' })
  .trim()
  .min(1, 'Team name is required')
  .max(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`);

export const createAccountBodySchema = z.object({ name: teamNameField });
export type CreateAccountBody = z.input<typeof createAccountBodySchema>;

/** PUT accounts/{id}: the team's new name. */
export const renameAccountBodySchema = z.object({ name: teamNameField });
export type RenameAccountBody = z.input<typeof renameAccountBodySchema>;
export const accountParamsSchema = z.object({ id: idField('Team not found') });
