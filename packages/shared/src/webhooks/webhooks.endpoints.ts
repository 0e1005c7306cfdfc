import { z } from 'zod';
import { access, defineEndpoints, inBody, inQuery } from '../common/endpoint';
import { withEnvironment } from '../common/environment';
import {
  createWebhookBodySchema,
  deliveriesQuerySchema,
  deliveryParamsSchema,
  deliverySchema,
  testEventBodySchema,
  testEventResultSchema,
  updateWebhookBodySchema,
  webhookApplicationQuerySchema,
  webhookParamsSchema,
  webhookSchema,
  webhooksQuerySchema,
} from './webhooks.schemas';
import { okAnswerSchema, cursorMetaSchema } from '../common/shared-schemas';

export const webhooksEndpoints = defineEndpoints('webhooks', {
  list: {
    method: 'GET',
    path: '/webhooks',
    query: withEnvironment(webhooksQuerySchema),
    answer: z.array(webhookSchema),
    auth: access.application(inQuery('applicationId')),
    summary: "The application's webhooks, newest first",
  },
  create: {
    method: 'POST',
    path: '/webhooks',
    body: withEnvironment(createWebhookBodySchema),
    answer: webhookSchema,
    status: 201,
    auth: access.application(inBody('application'), 'createWebhook'),
    summary:
      'Create a webhook: an https deliveryUrl (http only for allowed hosts), a unified API and some of its events (everyone but a Viewer)',
  },
  update: {
    method: 'PATCH',
    path: '/webhooks/:id',
    params: webhookParamsSchema,
    query: withEnvironment(webhookApplicationQuerySchema),
    body: updateWebhookBodySchema,
    answer: webhookSchema,
    auth: access.application(inQuery('applicationId'), 'createWebhook'),
    summary: 'Change a webhook; enabling it again clears why it was disabled (everyone but a Viewer)',
  },
  remove: {
    method: 'DELETE',
    path: '/webhooks/:id',
    params: webhookParamsSchema,
    query: withEnvironment(webhookApplicationQuerySchema),
    answer: okAnswerSchema,
    auth: access.application(inQuery('applicationId'), 'createWebhook'),
    summary: 'Delete a webhook with its deliveries (everyone but a Viewer)',
  },
  trigger: {
    method: 'POST',
    path: '/webhooks/trigger',
    body: withEnvironment(testEventBodySchema),
    answer: testEventResultSchema,
    auth: access.application(inBody('applicationId', { alias: 'application' }), 'createWebhook'),
    summary:
      "Send a signed test event (001 §3 Test event fields; `application` is an alias of `applicationId`; `eventId` and `occurredAt` when given) to a URL now and answer the receiver's status (everyone but a Viewer)",
  },
  deliveries: {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    params: webhookParamsSchema,
    query: withEnvironment(deliveriesQuerySchema),
    answer: z.array(deliverySchema),
    meta: cursorMetaSchema,
    auth: access.application(inQuery('applicationId')),
    summary: "A webhook's deliveries, newest first, 10 a page by cursor, each with its latest attempts",
  },
  resend: {
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    params: deliveryParamsSchema,
    query: withEnvironment(webhookApplicationQuerySchema),
    answer: deliverySchema,
    auth: access.application(inQuery('applicationId'), 'createWebhook'),
    summary: 'Send a delivery again now, with the same webhook-id, on a fresh retry schedule (everyone but a Viewer)',
  },
});
