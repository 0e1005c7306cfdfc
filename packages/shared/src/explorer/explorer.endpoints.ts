import { access, defineEndpoints } from '../common/endpoint';
import { explorerCodeBodySchema, explorerCodeSchema, explorerDataSchema } from './explorer.schemas';

export const explorerEndpoints = defineEndpoints('explorer', {
  data: {
    method: 'GET',
    path: '/portal/explorer',
    answer: explorerDataSchema,
    auth: access.public,
    summary:
      "The API explorer's requests (Postman collection v2.1 items), menu and environments, generated from the unified API's OpenAPI document",
  },
  code: {
    method: 'POST',
    path: '/portal/explorer/code',
    body: explorerCodeBodySchema,
    answer: explorerCodeSchema,
    auth: access.session,
    summary:
      'A code sample of an explorer call in one of the seven languages (cURL, Axios - NodeJS, Request - NodeJS, PHP, Python, Ruby, GO), made by httpsnippet-lite',
  },
});
