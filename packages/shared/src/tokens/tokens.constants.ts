/** Texts of POST /auth (application and consumer access tokens). */
export const TOKEN_MESSAGES = {
  scopeInvalid: 'Scope must be application or consumer',
  applicationRequired: 'applicationId is required',
  consumerRequired: 'consumerId is required',
  consumerHeaderInvalid: 'The x-consumer-id header must be a consumer id or its externalId',
  apiKeyRequired: 'apiKey is required',
  wrongKey: 'The API key is not valid for this application',
  consumerNotFound: 'Consumer not found',
  tokenInvalid: 'The access token is invalid or has expired',
} as const;

/** Application access tokens live one hour. */
export const APPLICATION_TOKEN_TTL_SECONDS = 60 * 60;
