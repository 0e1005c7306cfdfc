import { access, defineEndpoints, inParams } from '../common/endpoint';
import { accountParamsSchema, accountUsageSchema } from './plans.schemas';

export const plansEndpoints = defineEndpoints('plans', {
  usage: {
    method: 'GET',
    path: '/accounts/:id/usage',
    params: accountParamsSchema,
    answer: accountUsageSchema,
    auth: access.team(inParams('id')),
    summary:
      "A team's plan, its limits (-1 is unlimited), the team's usage of each, and the period its API calls count in",
  },
});
