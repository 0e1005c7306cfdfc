import { SCIM, SCIM_CONTENT_TYPE, SCIM_PREFIX } from '@portal/shared/directory/scim.schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationErrorItem } from '@portal/shared/common/validation';
import { AppError } from '../lib/app-error';

interface Issue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** A constraint name for a zod issue: the rule our shared schemas name, else the zod code. */
function ruleName(issue: Issue): string {
  const named = (issue.params.params as { rule?: string } | undefined)?.rule;
  if (named) return named;
  if (issue.keyword === 'invalid_type') return 'isType';
  if (issue.keyword === 'too_small') return 'min';
  if (issue.keyword === 'too_big') return 'max';
  if (issue.keyword === 'invalid_value') return 'isIn';
  if (issue.keyword === 'unrecognized_keys') return 'whitelist';
  return issue.keyword;
}

/** Builds the contract's nested `errors` tree from flat issues with paths. */
export function toErrorTree(issues: Issue[], rootProperty: string): ValidationErrorItem[] {
  const roots: ValidationErrorItem[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (path.length === 0) path.push(rootProperty);
    let level = roots;
    let node: ValidationErrorItem | undefined;
    for (const property of path) {
      node = level.find((item) => item.property === property);
      if (!node) {
        node = { property, constraints: {}, children: [] };
        level.push(node);
      }
      level = node.children;
    }
    const rule = ruleName(issue);
    // Keep the first message of a rule: it is the one the form shows.
    if (node && !(rule in node.constraints)) node.constraints[rule] = issue.message ?? 'Invalid value';
  }
  return roots;
}

const CLIENT_ERROR_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'EMPTY_BODY', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The request body must be application/json',
  },
};

/** Turns every failure into `{ error: { statusCode, code, message, errors? } }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        error: { statusCode: error.statusCode, code: error.code, message: error.message, errors: error.errors },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toErrorTree(error.validation as unknown as Issue[], error.validationContext ?? 'body');
      const first = (error.validation[0]?.message as string | undefined) ?? 'Invalid request';
      return reply.status(400).send({ error: { statusCode: 400, code: 'VALIDATION_ERROR', message: first, errors } });
    }
    const known = error.code ? CLIENT_ERROR_CODES[error.code] : undefined;
    if (known) {
      return reply
        .status(known.status)
        .send({ error: { statusCode: known.status, code: known.code, message: known.message } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: error.message } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        error: { statusCode: error.statusCode, code: 'BAD_REQUEST', message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' } });
  });
}

/**
 * Errors the router raises before any route runs (a malformed %-escape, a path
 * parameter over the length limit), in the contract's format, or under SCIM's
 * prefix in SCIM's (RFC 7644 §3.12). Pass as Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [statusCode, code, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'URI_TOO_LONG', 'A part of the address is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'BAD_URL', 'The address is not valid']
        : [
            error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
            'BAD_REQUEST',
            error.message,
          ];
  if (request.url.startsWith(`${SCIM_PREFIX}/`))
    return reply
      .status(statusCode)
      .type(SCIM_CONTENT_TYPE)
      .send({ schemas: [SCIM.error], status: String(statusCode), detail: message });
  return reply.status(statusCode).send({ error: { statusCode, code, message } });
}
