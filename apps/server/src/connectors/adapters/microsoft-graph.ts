import type { VendorClient } from '../http/vendor-client';

/** Graph's answer to a list: a page of values and, when more follow, the absolute URL of the next page. */
export interface GraphPage<T> {
  value: T[];
  '@odata.nextLink'?: string;
}

/** The `$skiptoken` of Graph's next link: the position kept in our cursor, never the vendor's absolute URL. */
export function skipTokenOf(nextLink: string | undefined): string | null {
  if (!nextLink) return null;
  return new URL(nextLink).searchParams.get('$skiptoken');
}

/** One page of a Graph collection from `position` (a `$skiptoken`), and the position of the next. */
export async function graphPage<T>(
  client: VendorClient,
  path: string,
  query: Record<string, string | number | undefined>,
  position: string | undefined,
): Promise<{ records: T[]; next: string | null }> {
  const answer = await client.json<GraphPage<T>>({ path, query: { ...query, $skiptoken: position } });
  return { records: answer.value, next: skipTokenOf(answer['@odata.nextLink']) };
}

/** Every record of a Graph collection, following `@odata.nextLink` to the end (a group's members). */
export async function graphAll<T>(
  client: VendorClient,
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<T[]> {
  const all: T[] = [];
  let position: string | undefined;
  do {
    const page = await graphPage<T>(client, path, query, position);
    all.push(...page.records);
    position = page.next ?? undefined;
  } while (position);
  return all;
}
