/** Metadata documents are a few KB; a larger answer is not one. */
const MAX_METADATA_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;

/** Why a metadata URL gave no metadata, in words an end user can act on. */
export class MetadataUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MetadataUrlError';
  }
}

/**
 * Reads an identity provider's metadata from its published address (Entra, Okta and Google publish one) with the
 * portal's guarded fetch (no internal addresses, every redirect checked), within 10 s and 1 MiB. Answers the text;
 * `parseIdpMetadata` judges it like an uploaded file.
 */
export async function fetchIdpMetadata(url: string, fetchImpl: typeof fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new MetadataUrlError('The metadata URL could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new MetadataUrlError(`The metadata URL answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_METADATA_BYTES) {
    await response.body?.cancel();
    throw new MetadataUrlError('The metadata URL answered more than 1 MB');
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await reader?.read().catch(() => undefined);
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > MAX_METADATA_BYTES) {
      await reader?.cancel();
      throw new MetadataUrlError('The metadata URL answered more than 1 MB');
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
