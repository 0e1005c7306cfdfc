import { access, defineEndpoints } from '../common/endpoint';
import {
  issueTokenAnswerSchema,
  issueTokenBodySchema,
  tokenApplicationQuerySchema,
  tokenApplicationSchema,
} from './tokens.schemas';

export const tokensEndpoints = defineEndpoints('tokens', {
  issue: {
    method: 'POST',
    path: '/auth',
    body: issueTokenBodySchema,
    answer: issueTokenAnswerSchema,
    auth: access.public,
    summary:
      'An access token for the unified API (1 hour): with a session and `applicationId`, or with `apiKey` and `applicationId` (answered as `data.data` with the API `url`); `scope: consumer` with `consumerId` and `apiKey`',
  },
  application: {
    method: 'GET',
    path: '/auth/application',
    query: tokenApplicationQuerySchema,
    answer: tokenApplicationSchema,
    auth: access.applicationToken,
    summary:
      'The application an application access token is for, and when it expires; with `applicationId`, 401 unless the token is for that application',
  },
});
