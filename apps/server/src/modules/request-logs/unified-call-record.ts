import type { SubRequest } from '../../connectors/http/sub-request';

/** How a data-plane call is counted and logged: through a unified model, or passthrough to the vendor. */
export const UNIFIED_CALL_KINDS = ['universal', 'connection'] as const;
export type UnifiedCallKind = (typeof UNIFIED_CALL_KINDS)[number];

/**
 * A body as it went over the wire (the answer Fastify sent, a caller's bytes): logged as JSON when it parses, else as
 * text. Handing the text rather than a parsed value lets the log redact it once and parse it once.
 */
export class WireBody {
  constructor(readonly text: string) {}
}

/** What the data plane hands `requestLogs.record` after answering a call (redaction happens on the way in). */
export interface UnifiedCallRecord {
  accountId: string;
  applicationId: string;
  consumerId: string | null;
  serviceId: string | null;
  kind: UnifiedCallKind;
  createdAt: Date;
  request: {
    method: string;
    url: string;
    query: Record<string, unknown>;
    headers: Record<string, string>;
    body: unknown;
  };
  response: { status: number; latencyMs: number; headers: Record<string, string>; body: unknown };
  /** Already redacted by the VendorClient that made them. */
  subRequests: SubRequest[];
  /**
   * The platform's own call (a change-detection sync): logged, but not one of the team's requests in its statistics.
   */
  platformCall?: boolean;
  /**
   * Refused by the platform itself before any vendor call (no callable connection, a limit, bad input): logged, never
   * counted.
   */
  refused?: boolean;
}
