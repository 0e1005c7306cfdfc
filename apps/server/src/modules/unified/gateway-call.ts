import type { FastifyRequest } from 'fastify';
import type { SubRequest } from '../../connectors/http/sub-request';
import { isConnectorError } from '../../connectors/http/connector-error';
import { AppError } from '../../lib/app-error';
import type { UnifiedCaller } from './unified-callers.service';

/** How a data-plane call is counted and logged: a unified model, or passthrough to the vendor (`connection`). */
export type GatewayCallKind = 'universal' | 'connection';

/** One metered data-plane call in flight: who, what kind, since when, and the vendor calls it made. */
export interface GatewayCall {
  caller: UnifiedCaller;
  kind: GatewayCallKind;
  createdAt: Date;
  /** `performance.now()` when the request arrived. */
  startedAt: number;
  serviceId: string | null;
  subRequests: SubRequest[];
  /** Headers of the admission (RateLimit-*), put on every answer of the call. */
  headers: Record<string, string>;
  /** Admitted by metering (so billed and counted); a call refused before that is logged only. */
  admitted: boolean;
  /** The answer's body as sent, kept by onSend for the log. */
  responseBody?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The metered call of a unified model or passthrough request (null for other requests). */
    gatewayCall: GatewayCall | null;
    /** When the request arrived (`performance.now()`), for the logged latency. */
    gatewayStartedAt: number;
  }
}

/** Starts the metered call of a request, once its caller is known. */
export function beginCall(request: FastifyRequest, caller: UnifiedCaller, kind: GatewayCallKind): GatewayCall {
  const call: GatewayCall = {
    caller,
    kind,
    createdAt: new Date(),
    startedAt: request.gatewayStartedAt,
    serviceId: null,
    subRequests: [],
    headers: {},
    admitted: false,
  };
  request.gatewayCall = call;
  return call;
}

/** A vendor failure in the unified error format (a ConnectorError's status, code and message; Retry-After kept). */
export function vendorFailure(error: unknown, headers: Record<string, string> = {}): unknown {
  if (!isConnectorError(error)) return error;
  const retry = error.details.retryAfterSeconds;
  return new AppError(error.statusCode, error.code, error.message, undefined, {
    ...headers,
    ...(retry !== undefined ? { 'retry-after': String(retry) } : {}),
  });
}
