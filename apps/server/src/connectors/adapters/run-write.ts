import { ConnectorError } from '../http/connector-error';
import type { VendorClient, VendorRequest } from '../http/vendor-client';
import type { ConnectorAdapter, WriteAdapter } from './adapter-types';
import { modelOf } from './run-adapter';

/** The writes a connector's adapter offers for a model (`create`, `update`, `terminate`, …). */
export function supportedWrites(adapter: ConnectorAdapter | undefined, modelKey: string): string[] {
  return Object.keys(adapter?.models[modelKey]?.writes ?? {}).sort();
}

/** The write of a model by operation or action, or UNSUPPORTED_OPERATION naming what the vendor supports. */
export function writeOf(
  adapter: ConnectorAdapter,
  vendorName: string,
  modelKey: string,
  write: string,
): WriteAdapter<unknown> {
  const found = modelOf(adapter, modelKey).writes?.[write];
  if (found) return found;
  const supported = supportedWrites(adapter, modelKey);
  throw new ConnectorError(
    'UNSUPPORTED_OPERATION',
    `${vendorName} does not support ${write} of ${modelKey}` +
      (supported.length
        ? `; it supports: ${supported.join(', ')}`
        : `; it supports no writes of ${modelKey} (use passthrough)`),
  );
}

/** Whether a body sets a field: `a`, or `a.b` of an object or of any element of an array `a`. */
function sets(input: unknown, path: string[]): boolean {
  if (path.length === 0) return input !== undefined;
  if (Array.isArray(input)) return input.some((element) => sets(element, path));
  if (!input || typeof input !== 'object') return false;
  return sets((input as Record<string, unknown>)[path[0]!], path.slice(1));
}

/**
 * Sends the requests of a write the vendor carries out later; answers the vendor's reference of it (its command id).
 */
export async function startLaterWrite(
  write: WriteAdapter<unknown>,
  client: VendorClient,
  input: unknown,
  remoteId: string,
): Promise<string> {
  const prepared = await write.prepare?.(client, remoteId);
  let reference: string | undefined;
  for (const [index, request] of write.requests(input, remoteId, prepared).entries()) {
    const answer = await client.request(request);
    if (index === 0) reference = write.later?.reference(answer);
  }
  if (!reference) throw new ConnectorError('VENDOR_ERROR', `${client.connector.name} gave no reference of the command`);
  return reference;
}

/** The first unified field (a path, `employments.employmentType`) of `input` the vendor cannot write, or undefined. */
export function unsupportedFieldOf(write: WriteAdapter<unknown>, input: unknown): string | undefined {
  return write.unsupportedFields?.find((field) => sets(input, field.split('.')));
}

/**
 * Sends a write's vendor requests in order and reads the record back with the model's `get` (a deletion reads
 * nothing): answers the remote id and the vendor's record (null for a deletion).
 */
export async function runWrite(
  adapter: ConnectorAdapter,
  modelKey: string,
  write: WriteAdapter<unknown>,
  client: VendorClient,
  input: unknown,
  remoteId: string | undefined,
  { readBack }: { readBack: boolean },
): Promise<{ remoteId: string; raw: unknown }> {
  const prepared = await write.prepare?.(client, remoteId);
  const requests: VendorRequest[] = write.requests(input, remoteId, prepared);
  let id = remoteId;
  for (const [index, request] of requests.entries()) {
    const answer = await client.request(request);
    if (index === 0 && write.createdId) id = write.createdId(answer);
  }
  if (!id) throw new ConnectorError('VENDOR_ERROR', `${client.connector.name} did not say which record it created`);
  if (!readBack) return { remoteId: id, raw: null };
  const model = modelOf(adapter, modelKey);
  if (!model.get)
    throw new ConnectorError('UNSUPPORTED_OPERATION', `${client.connector.name} cannot read one of ${modelKey}`);
  return { remoteId: id, raw: await model.get(client, id) };
}
