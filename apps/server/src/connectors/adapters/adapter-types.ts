import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import type { VendorClient, VendorRequest, VendorResponse } from '../http/vendor-client';
import type { FieldMapping } from './field-mappings';

/** A page of vendor records and the vendor's own position of the next page (null at the end). */
export interface RawPage<Raw> {
  records: Raw[];
  next: string | null;
}

/**
 * How one unified model is read from one vendor. Adapters only speak the vendor's language: fetch raw records
 * with the vendor's paging, and map one raw record to the unified model. Cursors, page sizes, field mappings and
 * remoteData are handled once for all in run-adapter.ts.
 */
export interface ModelAdapter<Raw, Unified> {
  /** Vendor page size used when the caller gives none, and the most the vendor allows. */
  pageSize: { default: number; max: number };
  /** One vendor page from the vendor position `position` (undefined: the first page). */
  list?(client: VendorClient, page: { position: string | undefined; size: number }): Promise<RawPage<Raw>>;
  /**
   * Every vendor record in one call, for a vendor that answers the whole list at once (BambooHR's report, Bob's
   * search): reading everything (change detection) uses it instead of cutting `list` pages from repeated downloads.
   */
  listAll?(client: VendorClient): Promise<Raw[]>;
  /** One vendor record by its remote id; a missing one is ConnectorError NOT_FOUND. */
  get?(client: VendorClient, remoteId: string): Promise<Raw>;
  /** The unified record without remoteData and customFields (those are added by run-adapter). */
  toUnified(raw: Raw): Unified;
  /**
   * The writes the vendor offers, by operation or action (`create`, `update`, `delete`, `terminate`); a write not
   * listed answers 501 naming those that are.
   */
  // Each write's body type is its own unified schema's; run-write treats them as opaque.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  writes?: Partial<Record<string, WriteAdapter<any>>>;
}

/**
 * How one write reaches the vendor. `requests` maps the validated unified body to the vendor's requests (sent in
 * order; a dry run shows them instead); a create takes the new record's remote id from the first answer
 * (`createdId`). The record is then read back with the model's `get`, so the answer and the event carry it exactly
 * as a read (and change detection) sees it.
 */
export interface WriteAdapter<Input> {
  /** The vendor's documentation of the requests. */
  docs: string;
  /**
   * Unified fields of the body the vendor cannot write (`displayName`, `employments.employmentType`): a body that sets
   * one is refused, naming it.
   */
  unsupportedFields?: readonly string[];
  /**
   * What the requests need of the vendor first (a device's management id): read before a real write, never in a dry
   * run (whose requests then show a placeholder).
   */
  prepare?(client: VendorClient, remoteId: string | undefined): Promise<Record<string, string>>;
  requests(input: Input, remoteId: string | undefined, prepared?: Record<string, string>): VendorRequest[];
  /** A create's remote id, from the vendor's answer to the first request. */
  createdId?(answer: VendorResponse<unknown>): string | undefined;
  /** A write the vendor carries out later (an MDM command): its reference, and where the vendor is with it. */
  later?: {
    reference(answer: VendorResponse<unknown>): string | undefined;
    status(client: VendorClient, reference: string): Promise<LaterStatus>;
  };
}

/** Where the vendor is with a write it carries out later. */
export type LaterStatus = { state: 'pending' } | { state: 'done' } | { state: 'failed'; reason: string };

/** A connector's adapter: the unified models it serves, by model key (`employees`, `devices`, …). */
export interface ConnectorAdapter {
  serviceId: string;
  unifiedApi: UnifiedApi;
  /** The vendor documentation pages the mapping follows. */
  docs: string[];
  // Raw types differ per model; run-adapter treats them as opaque.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  models: Record<string, ModelAdapter<any, object>>;
}

export interface ReadOptions {
  includeRemoteData?: boolean;
  fieldMappings?: readonly FieldMapping[];
}

export interface ListOptions extends ReadOptions {
  /** The opaque cursor of a previous answer's `next`. */
  cursor?: string;
  pageSize?: number;
}

export interface UnifiedPage<T> {
  results: T[];
  /** Opaque cursor of the next page, or null at the end. */
  next: string | null;
}

/** Declares an adapter with its models typed. */
export const defineAdapter = (adapter: ConnectorAdapter): ConnectorAdapter => adapter;
