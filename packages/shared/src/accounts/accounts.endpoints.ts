import { z } from 'zod';
import { access, defineEndpoints, inParams } from '../common/endpoint';
import {
  accountParamsSchema,
  accountSchema,
  createAccountBodySchema,
  renameAccountBodySchema,
} from './accounts.schemas';

export const accountsEndpoints = defineEndpoints('accounts', {
  list: {
    method: 'GET',
    path: '/accounts',
    answer: z.array(accountSchema),
    auth: access.session,
    summary: "The signed-in user's teams (active memberships only), with the user's role in each",
  },
  create: {
    method: 'POST',
    path: '/accounts',
    body: createAccountBodySchema,
    answer: accountSchema,
    status: 201,
    auth: access.session,
    summary: 'Create a team with the signed-in user as its Owner (it becomes the current team when the user has none)',
  },
  rename: {
    method: 'PUT',
    path: '/accounts/:id',
    params: accountParamsSchema,
    body: renameAccountBodySchema,
    answer: accountSchema,
    auth: access.team(inParams('id'), 'renameTeam'),
    summary: 'Rename the team (its Owner)',
  },
});
