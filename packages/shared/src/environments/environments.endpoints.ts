import { z } from 'zod';
import { access, defineEndpoints, inBody, inQuery } from '../common/endpoint';
import {
  promoteBodySchema,
  promotionChangeSchema,
  promotionQuerySchema,
  promotionSchema,
} from './environments.schemas';

/** Promotion of an application's test settings to live (issue 27): the diff, applying some of it, the record. */
export const environmentsEndpoints = defineEndpoints('environments', {
  diff: {
    method: 'GET',
    path: '/environments/promotion',
    query: promotionQuerySchema,
    answer: z.array(promotionChangeSchema),
    auth: access.applicationItself(inQuery('application')),
    summary:
      "What differs between the application's test and live settings: integrations enabled, scopes, field mappings and webhook subscriptions (never secrets, connections, consumers or keys), each with a stable id",
  },
  promote: {
    method: 'POST',
    path: '/environments/promotion',
    body: promoteBodySchema,
    answer: promotionSchema,
    status: 201,
    auth: access.applicationItself(inBody('application'), 'promoteEnvironment'),
    summary:
      'Apply the changes named (ids of the diff) to live in one transaction and record the promotion; 409 when one is no longer in the diff, 403 PLAN_LIMIT when live would pass the plan (Owner and Admin)',
  },
  promotions: {
    method: 'GET',
    path: '/environments/promotions',
    query: promotionQuerySchema,
    answer: z.array(promotionSchema),
    auth: access.applicationItself(inQuery('application')),
    summary: "The application's promotions from test to live, newest first, with who applied them and what",
  },
});
