import { access, defineEndpoints } from '../common/endpoint';
import { explorerDataSchema } from './explorer.schemas';

export const explorerEndpoints = defineEndpoints('explorer', {
  data: {
    method: 'GET',
    path: '/portal/explorer',
    answer: explorerDataSchema,
    auth: access.public,
    summary: "The API explorer's requests (Postman collection v2.1 items), menu and environments, generated from the unified API's OpenAPI document",
  },
});
