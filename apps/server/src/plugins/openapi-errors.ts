import type { ErrorStatus } from '@portal/shared/common/error-answers';

/**
 * The contract's error body (`{ error: { statusCode, code, message, errors? } }`) as JSON Schema, for both OpenAPI
 * documents.
 */
export const ERROR_BODY_JSON_SCHEMA = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        statusCode: { type: 'integer' },
        code: { type: 'string' },
        message: { type: 'string' },
        errors: {
          type: 'array',
          description:
            'For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body',
          items: {
            type: 'object',
            properties: {
              property: { type: 'string' },
              constraints: { type: 'object', additionalProperties: { type: 'string' } },
              children: { type: 'array', items: {} },
            },
          },
        },
      },
      required: ['statusCode', 'code', 'message'],
    },
  },
  required: ['error'],
} as const;

/** OpenAPI response objects for error answers: `{ "400": { description, content } }`. */
export function errorResponsesOf(answers: Array<[ErrorStatus, string]>) {
  return Object.fromEntries(
    answers.map(([status, description]) => [
      String(status),
      { description, content: { 'application/json': { schema: ERROR_BODY_JSON_SCHEMA } } },
    ]),
  );
}
