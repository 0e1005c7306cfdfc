import { z } from 'zod';
import { access, defineEndpoints, inBody, inParams } from '../common/endpoint';
import { environmentQuerySchema } from '../common/environment';
import {
  applicationParamsSchema,
  applicationSchema,
  createApplicationBodySchema,
  portalApplicationsSchema,
  webhookSecretSchema,
} from './applications.schemas';
import { okAnswerSchema, accountBodySchema } from '../common/shared-schemas';

export const applicationsEndpoints = defineEndpoints('applications', {
  list: {
    method: 'GET',
    path: '/applications',
    answer: z.array(applicationSchema),
    auth: access.session,
    summary:
      'The applications of every team the signed-in user is an active member of, oldest first, each with its team (`account`)',
  },
  create: {
    method: 'POST',
    path: '/applications',
    body: createApplicationBodySchema,
    answer: applicationSchema,
    status: 201,
    auth: access.team(inBody('account'), 'createApplication'),
    summary:
      "Create an application in a team (Owner and Admin; names are unique in a team in any case; within the plan's limit)",
  },
  get: {
    method: 'GET',
    path: '/applications/:id',
    params: applicationParamsSchema,
    answer: applicationSchema,
    auth: access.applicationItself(inParams('id')),
    summary: 'One application, to any member of its team',
  },
  remove: {
    method: 'DELETE',
    path: '/applications/:id',
    params: applicationParamsSchema,
    body: accountBodySchema,
    answer: okAnswerSchema,
    auth: access.applicationItself(inParams('id'), 'deleteApplication'),
    summary:
      'Delete an application and everything it holds (its API keys and the tokens made from them stop working at once)',
  },
  webhookSecret: {
    method: 'GET',
    path: '/applications/:id/webhook-secret',
    params: applicationParamsSchema,
    query: environmentQuerySchema,
    answer: webhookSecretSchema,
    auth: access.application(inParams('id'), 'readWebhookSecret'),
    summary:
      "The application's webhook signing secret (Standard Webhooks `whsec_…`), to members who may manage webhooks",
  },
  portalList: {
    method: 'GET',
    path: '/portal/applications',
    answer: portalApplicationsSchema,
    auth: access.session,
    summary: "The explorer's list of the signed-in user's applications: `data.data`, each with id and name",
  },
});
