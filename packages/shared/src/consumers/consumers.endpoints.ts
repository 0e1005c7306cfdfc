import { z } from 'zod';
import { access, defineEndpoints, inBody, inParams, inQuery, ownerOf } from '../common/endpoint';
import { withEnvironment } from '../common/environment';
import {
  consumerApplicationQuerySchema,
  consumerGetQuerySchema,
  consumerParamsSchema,
  consumerSchema,
  consumerSummarySchema,
  consumerUsageSchema,
  consumersQuerySchema,
  createConsumerBodySchema,
  tokenConsumerSchema,
  tokenConsumersQuerySchema,
} from './consumers.schemas';
import { okAnswerSchema } from '../common/shared-schemas';
import { cursorMetaSchema } from '../common/shared-schemas';

export const consumersEndpoints = defineEndpoints('consumers', {
  list: {
    method: 'GET',
    path: '/consumers',
    query: withEnvironment(consumersQuerySchema),
    answer: z.array(consumerSchema),
    meta: cursorMetaSchema,
    auth: access.application(inQuery('applicationId')),
    summary:
      "An application's consumers, newest first, 10 a page by cursor (`meta.next`, `meta.previous`); `name` filters",
  },
  create: {
    method: 'POST',
    path: '/consumers',
    body: withEnvironment(createConsumerBodySchema),
    answer: consumerSchema,
    status: 201,
    auth: access.application(inBody('application'), 'createConsumer'),
    summary: "Create a consumer (name optional) within the plan's consumer limit (everyone but a Viewer)",
  },
  get: {
    method: 'GET',
    path: '/consumers/:id',
    params: consumerParamsSchema,
    query: withEnvironment(consumerGetQuerySchema),
    answer: consumerSchema,
    auth: access.application(inQuery('applicationId', { otherwise: ownerOf('consumer', inParams('id')) })),
    summary:
      'A consumer; `applicationId` is optional (the consumer names its application) and, when given, must be its application',
  },
  remove: {
    method: 'DELETE',
    path: '/consumers/:id',
    params: consumerParamsSchema,
    query: withEnvironment(consumerApplicationQuerySchema),
    answer: okAnswerSchema,
    auth: access.application(inQuery('applicationId'), 'deleteConsumer'),
    summary: 'Delete a consumer with its connections; its access tokens stop working (Owner and Admin)',
  },
  usage: {
    method: 'GET',
    path: '/consumers/:id/usage',
    params: consumerParamsSchema,
    query: withEnvironment(consumerApplicationQuerySchema),
    answer: consumerUsageSchema,
    auth: access.application(inQuery('applicationId')),
    summary:
      "A consumer's API calls this month (UTC): through passthrough (`connection`), the unified models (`universal`), and `total`",
  },
  tokenList: {
    method: 'GET',
    path: '/auth/consumers',
    query: tokenConsumersQuerySchema,
    answer: z.array(consumerSummarySchema),
    meta: cursorMetaSchema,
    auth: access.applicationToken,
    summary:
      "The consumers of the token's application, id and name, by cursor; with `applicationId`, 401 unless the token is for it",
  },
  tokenConsumer: {
    method: 'GET',
    path: '/auth/consumer',
    answer: tokenConsumerSchema,
    auth: access.consumerToken,
    summary: 'The consumer a consumer access token is for, and when the token expires',
  },
});
