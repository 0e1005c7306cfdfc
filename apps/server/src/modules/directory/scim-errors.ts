import type { FastifyReply, FastifyRequest } from 'fastify';
import { SCIM_CONTENT_TYPE } from '@portal/shared/directory/scim.schemas';
import { AppError } from '../../lib/app-error';
import { ScimFailure, scimErrorBody, type ScimType } from '../../connectors/scim/scim-error';

const send = (reply: FastifyReply, status: number, detail: string, scimType?: ScimType) =>
  reply
    .code(status)
    .type(SCIM_CONTENT_TYPE)
    .send(scimErrorBody(status, detail, scimType));

/**
 * Every failure of a SCIM route in RFC 7644 §3.12's format: the SCIM service's own, the API's (401, 503 with
 * Retry-After), a refused body (400 invalidValue) or unreadable JSON (400 invalidSyntax); anything else is a 500
 * that names nothing internal.
 */
export function scimErrorHandler(error: Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ScimFailure) return send(reply, error.status, error.detail, error.scimType);
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.statusCode, error.message);
  }
  const status = (error as { statusCode?: number }).statusCode;
  if ((error as { validation?: unknown }).validation) return send(reply, 400, error.message, 'invalidValue');
  if (status && status >= 400 && status < 500)
    return send(reply, status, error.message, status === 400 ? 'invalidSyntax' : undefined);
  request.log.error({ err: error }, 'SCIM call failed');
  return send(reply, 500, 'The server could not answer this request');
}
