import { ConnectorError } from '../http/connector-error';
import type { VendorClient } from '../http/vendor-client';
import type { ConnectorAdapter, ListOptions, ModelAdapter, ReadOptions, UnifiedPage } from './adapter-types';
import { applyFieldMappings } from './field-mappings';

interface CursorState {
  /** Service the cursor belongs to, so a cursor of one connection is not replayed on another vendor. */
  s: string;
  m: string;
  /** The vendor's position. */
  p: string;
  n: number;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeCursor(cursor: string, serviceId: string, model: string): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    if (state.s === serviceId && state.m === model && typeof state.p === 'string' && Number.isInteger(state.n))
      return state;
  } catch {
    // Falls through to the error below.
  }
  throw new ConnectorError('INVALID_CURSOR', 'The cursor is not one this endpoint gave');
}

export function modelOf(adapter: ConnectorAdapter, key: string): ModelAdapter<unknown, object> {
  const model = adapter.models[key];
  if (!model) throw new ConnectorError('UNSUPPORTED_OPERATION', `${adapter.serviceId} does not serve ${key}`);
  return model;
}

/** A vendor record as a unified one: field mappings applied, and on request the raw record as remoteData. */
export function finish<T extends object>(model: ModelAdapter<unknown, T>, raw: unknown, options: ReadOptions): T {
  const mapped = applyFieldMappings(model.toUnified(raw), raw, options.fieldMappings);
  return options.includeRemoteData ? { ...mapped, remoteData: raw as Record<string, unknown> } : mapped;
}

/** One page of a unified model from the vendor, with an opaque cursor over the vendor's own paging. */
export async function listRecords<T extends object>(
  adapter: ConnectorAdapter,
  modelKey: string,
  client: VendorClient,
  options: ListOptions = {},
): Promise<UnifiedPage<T>> {
  const model = modelOf(adapter, modelKey) as ModelAdapter<unknown, T>;
  if (!model.list)
    throw new ConnectorError('UNSUPPORTED_OPERATION', `${client.connector.name} cannot list ${modelKey}`);
  const state = options.cursor ? decodeCursor(options.cursor, adapter.serviceId, modelKey) : undefined;
  const size = Math.min(Math.max(1, options.pageSize ?? state?.n ?? model.pageSize.default), model.pageSize.max);
  const page = await model.list(client, { position: state?.p, size });
  return {
    results: page.records.map((raw) => finish(model, raw, options)),
    next: page.next === null ? null : encodeCursor({ s: adapter.serviceId, m: modelKey, p: page.next, n: size }),
  };
}

/**
 * Every unified record of a model (up to `limit`) in as few vendor calls as the vendor allows: one for a vendor that
 * answers the whole list at once (`listAll`), else the vendor's own pages at their largest size. `complete` is false
 * when there were more than `limit`.
 */
export async function readAllRecords<T extends object>(
  adapter: ConnectorAdapter,
  modelKey: string,
  client: VendorClient,
  { limit }: { limit: number },
): Promise<{ records: T[]; complete: boolean }> {
  const model = modelOf(adapter, modelKey) as ModelAdapter<unknown, T>;
  const raws: unknown[] = [];
  let more: boolean;
  if (model.listAll) {
    raws.push(...(await model.listAll(client)));
    more = raws.length > limit;
  } else {
    if (!model.list)
      throw new ConnectorError('UNSUPPORTED_OPERATION', `${client.connector.name} cannot list ${modelKey}`);
    let position: string | undefined;
    do {
      const page = await model.list(client, { position, size: model.pageSize.max });
      raws.push(...page.records);
      position = page.next ?? undefined;
      more = page.next !== null || raws.length > limit;
    } while (position !== undefined && raws.length < limit);
  }
  return { records: raws.slice(0, limit).map((raw) => finish(model, raw, {})), complete: !more };
}

/** One unified record by its id (the vendor's remote id). */
export async function getRecord<T extends object>(
  adapter: ConnectorAdapter,
  modelKey: string,
  client: VendorClient,
  id: string,
  options: ReadOptions = {},
): Promise<T> {
  const model = modelOf(adapter, modelKey) as ModelAdapter<unknown, T>;
  if (!model.get)
    throw new ConnectorError('UNSUPPORTED_OPERATION', `${client.connector.name} cannot read one of ${modelKey}`);
  return finish(model, await model.get(client, id), options);
}

/**
 * Paging for vendors that answer everything at once (BambooHR's reports, Hibob's search): the whole list is
 * fetched and a page is cut from it; the position is an offset.
 */
export function sliceAll<Raw>(records: Raw[], page: { position: string | undefined; size: number }) {
  const offset = page.position ? Number(page.position) : 0;
  const end = offset + page.size;
  return { records: records.slice(offset, end), next: end < records.length ? String(end) : null };
}

/**
 * The page size, `list` and `listAll` of a model whose vendor answers every record in one request (`fetchAll`): a
 * unified page is cut from a download, and reading everything takes one download.
 */
export function wholeList<Raw>(
  fetchAll: (client: VendorClient) => Promise<Raw[]>,
): Pick<ModelAdapter<Raw, object>, 'pageSize' | 'list' | 'listAll'> {
  return {
    pageSize: { default: 50, max: 500 },
    list: async (client, page) => sliceAll(await fetchAll(client), page),
    listAll: fetchAll,
  };
}
