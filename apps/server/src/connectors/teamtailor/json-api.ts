/** The JSON:API document shapes Teamtailor answers (https://jsonapi.org/format/). */
export interface ResourceIdentifier {
  id: string;
  type: string;
}

export interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<
    string,
    { data?: ResourceIdentifier | ResourceIdentifier[] | null; links?: Record<string, string> }
  >;
  links?: Record<string, string>;
}

export interface Document<Data> {
  data: Data;
  included?: Resource[];
  meta?: Record<string, unknown>;
  links?: { first?: string; next?: string; prev?: string; last?: string };
}

/** A resource with its included relations resolved: what the adapter keeps as the raw record. */
export interface ResolvedResource extends Resource {
  related: Record<string, Resource[]>;
}

/** Resolves the relationships of each resource against the document's `included` array. */
export function resolveIncluded(resources: Resource[], included: Resource[] = []): ResolvedResource[] {
  const byKey = new Map(included.map((resource) => [`${resource.type}/${resource.id}`, resource]));
  return resources.map((resource) => {
    const related: Record<string, Resource[]> = {};
    for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
      const identifiers =
        relationship.data === undefined || relationship.data === null ? [] : [relationship.data].flat();
      related[name] = identifiers
        .map((identifier) => byKey.get(`${identifier.type}/${identifier.id}`))
        .filter((found): found is Resource => !!found);
    }
    return { ...resource, related };
  });
}

/** The page number a `links.next` URL points at (`page[number]=3`), or null at the end. */
export function nextPageNumber(next: string | undefined): string | null {
  if (!next) return null;
  const number = new URL(next, 'http://x').searchParams.get('page[number]');
  return number ?? null;
}
