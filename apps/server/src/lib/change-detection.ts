import { createHash } from 'node:crypto';

/** An entity's fingerprint: SHA-256 of its JSON with keys sorted, so a field's order never reads as a change. */
export function entityHash(entity: unknown): string {
  return createHash('sha256').update(stableJson(entity)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface Changes {
  created: string[];
  updated: string[];
  deleted: string[];
}

/** What changed between the hashes of the last sync and this one's, by entity id. */
export function compareHashes(before: ReadonlyMap<string, string>, now: ReadonlyMap<string, string>): Changes {
  const changes: Changes = { created: [], updated: [], deleted: [] };
  for (const [id, hash] of now) {
    const previous = before.get(id);
    if (previous === undefined) changes.created.push(id);
    else if (previous !== hash) changes.updated.push(id);
  }
  for (const id of before.keys()) if (!now.has(id)) changes.deleted.push(id);
  return changes;
}
