import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_ENDPOINTS } from '../registry/all-endpoints';
import type { Endpoint } from '../common/endpoint';
import { canonicalId, idField } from '../common/validation';
import { tokensEndpoints } from '../tokens/tokens.endpoints';
import { UNIFIED_ENDPOINTS, UNIFIED_MODEL_ENDPOINTS, UNIFIED_WRITE_ENDPOINTS } from './unified.endpoints';

// The rule "ids at the edge" (docs/decisions.md): every id that reaches the data plane through a contract is parsed
// to the form the database reads back, so no count, limit, cache or log can key one id by two spellings.
const TOKEN_AUTH = new Set(['unifiedToken', 'applicationToken', 'consumerToken', 'ownerToken']);
const EDGE: Endpoint[] = [
  ...new Set(
    [...ALL_ENDPOINTS, ...UNIFIED_ENDPOINTS]
      .filter((endpoint) => TOKEN_AUTH.has(endpoint.auth.kind))
      .concat(tokensEndpoints.issue),
  ),
];

/** Fields named like ids that are not ours: a connector's slug, and the vendor's record id of a get or a write. */
const NOT_OURS = (endpoint: Endpoint, field: string) =>
  field === 'serviceId' ||
  (field === 'id' && [...UNIFIED_MODEL_ENDPOINTS, ...UNIFIED_WRITE_ENDPOINTS].includes(endpoint as never));

const UPPER = 'B7A4C0DE-1A2B-4C3D-8E9F-0A1B2C3D4E5F';

function idFieldsOf(endpoint: Endpoint): Array<[string, z.ZodType]> {
  return (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part] as (z.ZodType & { shape?: Record<string, z.ZodType> }) | undefined;
    return Object.entries(schema?.shape ?? {})
      .filter(([field]) => /(^id|Id)$/.test(field) && !NOT_OURS(endpoint, field))
      .map(([field, fieldSchema]) => [`${part}.${field}`, fieldSchema] as [string, z.ZodType]);
  });
}

describe('ids at the edge of the data plane', () => {
  it('every id field of a data-plane contract parses an id in capitals to its lower-case form', () => {
    const checked = EDGE.flatMap((endpoint) =>
      idFieldsOf(endpoint).map(
        ([field, schema]) => [`${endpoint.method} ${endpoint.path} ${field}`, schema.safeParse(UPPER)] as const,
      ),
    );
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const [where, parsed] of checked) expect(parsed, where).toEqual({ success: true, data: UPPER.toLowerCase() });
  });

  it('idField and canonicalId agree: lower case for a UUID in any case, a refusal for anything else', () => {
    const field = idField('Not an id');
    for (const value of [UPPER, UPPER.toLowerCase(), 'b7a4C0DE-1a2b-4C3D-8e9f-0A1B2C3D4E5F']) {
      expect(field.parse(value)).toBe(UPPER.toLowerCase());
      expect(canonicalId(value)).toBe(UPPER.toLowerCase());
    }
    for (const value of [
      '',
      'not-a-uuid',
      `${UPPER} `,
      `{${UPPER}}`,
      UPPER.replace(/-/g, ''),
      'g7a4c0de-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      42,
      null,
    ]) {
      expect(field.safeParse(value).success, String(value)).toBe(false);
      expect(canonicalId(value), String(value)).toBeUndefined();
    }
  });
});
