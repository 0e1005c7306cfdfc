import { access, defineEndpoints } from '../common/endpoint';
import {
  externalRequestFormSchema,
  integrationRequestBodySchema,
  integrationRequestSchema,
} from './integration-requests.schemas';

export const integrationRequestsEndpoints = defineEndpoints('integrationRequests', {
  create: {
    method: 'POST',
    path: '/request/integration',
    body: integrationRequestBodySchema,
    answer: integrationRequestSchema,
    status: 201,
    auth: access.session,
    summary: "Request a new integration: kept, and mailed to the operator's address (OPERATOR_EMAIL)",
  },
  externalForm: {
    method: 'GET',
    path: '/request/integration/external',
    answer: externalRequestFormSchema,
    auth: access.public,
    summary: "The operator's CRM form for integration requests (script URL, portal and form ids, region), or null",
  },
});
