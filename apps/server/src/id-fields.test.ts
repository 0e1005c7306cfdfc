import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS } from '@portal/shared/registry/all-endpoints';
import type { Endpoint } from '@portal/shared/common/endpoint';
import { errorBodySchema } from '@portal/shared/common/validation';
import { SCIM, scimErrorSchema } from '@portal/shared/directory/scim.schemas';
import { INTEGRATION_MESSAGES } from '@portal/shared/integrations/integrations.constants';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import type { TestClient } from './test/api-client';
import { type SampleInput, sampleOf } from './test/endpoint-samples';
import { constraintsAt } from './test/factories';
import { sampleContextOf } from './test/sample-context';
import { useTestApp } from './test/test-app';

/**
 * Every id a caller can send (in a path, a query or a body, at any depth) answers a 4xx in the
 * contract's error format when it is not an id, never a 5xx: found from the samples themselves
 * (a field named like an id, or whose sample value is a UUID), so a new endpoint is covered
 * once it has its sample (test/endpoint-samples.ts).
 */
const t = useTestApp({ BILLING_ADMIN_EMAIL: 'billing@operator.test' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_NAME = /^(id|ids|account|app|application|[a-z]+Ids?)$/;
const GARBAGE: Array<[string, unknown]> = [
  ['not a UUID', 'not-a-uuid'],
  ['a UUID with a letter too many', '0c9e5f5a-6d2f-4c4e-9f7a-0b1c2d3e4f5az'],
  ['NUL', '\u0000'],
  ['NUL inside a UUID', '0c9e5f5a-6d2f-4c4e-9f7a-\u00000b1c2d3e4f'],
  ['SQL', "1' OR '1'='1"],
  ['10,000 characters', 'x'.repeat(10_000)],
];
/** Values a connector's slug (`serviceId`: lower-case letters, digits and dashes) can take; the others are garbage. */
const WELL_FORMED_SLUG = /^[a-z0-9-]+$/;
/**
 * Fields that are not looked up, so any text is an answer: the test event's fields (sent to the
 * receiver as typed, 001 §3 Test event) and filters of a list (an unknown connector lists nothing).
 * They are still swept: never a 5xx, and a 4xx in the contract format.
 */
const ANY_TEXT = new Set([
  'webhooks.trigger body.serviceId',
  'webhooks.trigger body.consumerId',
  'webhooks.trigger body.entityId',
  'webhooks.trigger body.eventId',
  'requestLogs.application query.serviceId',
  'requestLogs.consumer query.serviceId',
  'events.list query.serviceId',
  // A consumer is also named by the developer's own id, any text (issue 28): an unknown one is a 404.
  'tokens.issue body.consumerId',
  'consumers.create body.externalId',
  // SCIM's externalId is the identity provider's own identifier, any text (RFC 7643 §3.1).
  'scim.createUser body.externalId',
  'scim.replaceUser body.externalId',
  'scim.createGroup body.externalId',
  'scim.replaceGroup body.externalId',
]);
const NOT_TEXT: Array<[string, unknown]> = [
  ['a number', 42],
  ['an object', { id: 'x' }],
];

type Part = 'params' | 'query' | 'body';
interface IdLeaf {
  part: Part;
  path: Array<string | number>;
}

const label = ({ part, path }: IdLeaf) => `${part}.${path.join('.')}`;

/** What a zod schema holds under its wrappers (optional, nullable, default, pipe, lazy). */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = (
    schema as unknown as {
      _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; getter?: () => z.ZodType } };
    }
  )._zod.def;
  const inner = def.innerType ?? def.in ?? def.getter?.();
  return inner && inner !== schema ? unwrapped(inner) : schema;
}

/** The id-like fields a schema declares, present in a sample or not (an optional `id`). */
function declaredIds(part: Part, schema: z.ZodType | undefined, path: Array<string | number> = []): IdLeaf[] {
  if (!schema) return [];
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodArray) return declaredIds(part, inner.element as z.ZodType, [...path, 0]);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    if (!ID_NAME.test(key)) return declaredIds(part, field, [...path, key]);
    return [{ part, path: unwrapped(field) instanceof z.ZodArray ? [...path, key, 0] : [...path, key] }];
  });
}

/** The id-like leaves of an endpoint's input: what its sample holds and what its schemas declare. */
function idLeaves(endpoint: Endpoint, input: SampleInput): IdLeaf[] {
  const leaves = new Map<string, IdLeaf>();
  for (const leaf of [
    ...sampledIds(input),
    ...(['params', 'query', 'body'] as const).flatMap((part) => declaredIds(part, endpoint[part])),
  ]) {
    leaves.set(label(leaf), leaf);
  }
  return [...leaves.values()];
}

/** The id-like leaves of a sample's input. */
function sampledIds(input: SampleInput): IdLeaf[] {
  const leaves: IdLeaf[] = [];
  const walk = (part: Part, value: unknown, path: Array<string | number>) => {
    const name = path.at(-1);
    const named = typeof name === 'string' && ID_NAME.test(name);
    if (typeof value === 'string' && (UUID.test(value) || named)) leaves.push({ part, path });
    else if (Array.isArray(value) && named) leaves.push({ part, path: [...path, 0] });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(part, item, [...path, index]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(part, item, [...path, key]);
  };
  for (const part of ['params', 'query', 'body'] as const) walk(part, input[part], []);
  return leaves;
}

function withValue(input: SampleInput, { part, path }: IdLeaf, value: unknown): SampleInput {
  const copy = structuredClone(input);
  copy[part] ??= {};
  let holder = copy[part] as Record<string | number, unknown>;
  for (const [at, key] of path.slice(0, -1).entries()) {
    holder[key] ??= typeof path[at + 1] === 'number' ? [] : {};
    holder = holder[key] as Record<string | number, unknown>;
  }
  holder[path.at(-1)!] = value;
  return copy;
}

const isApiError = (answer: { status: number; body: unknown }) => {
  const body = errorBodySchema.safeParse(answer.body);
  return body.success && body.data.error.statusCode === answer.status;
};
/** A SCIM endpoint's contract error is SCIM's (RFC 7644 §3.12). */
const isScimError = (answer: { status: number; body: unknown }) => {
  const body = scimErrorSchema.safeParse(answer.body);
  return body.success && body.data.schemas.includes(SCIM.error) && Number(body.data.status) === answer.status;
};

/** Calls `endpoint` with every garbage value in every id field of its sample; answers what was not a contract 4xx. */
async function sweep(api: TestClient, endpoint: Endpoint, input: SampleInput): Promise<string[]> {
  const wrong: string[] = [];
  for (const leaf of idLeaves(endpoint, input)) {
    const slug = leaf.path.at(-1) === 'serviceId';
    const values = (leaf.part === 'body' ? [...GARBAGE, ...NOT_TEXT] : GARBAGE).filter(
      ([, value]) => !slug || typeof value !== 'string' || !WELL_FORMED_SLUG.test(value),
    );
    const anyText = ANY_TEXT.has(`${endpoint.id} ${label(leaf)}`);
    for (const [name, value] of values) {
      const answer = await api.unchecked(endpoint, withValue(input, leaf, value));
      const contractError = endpoint.format === 'scim' ? isScimError(answer) : isApiError(answer);
      const accepted = anyText && answer.status < 300;
      if (!accepted && (answer.status < 400 || answer.status >= 500 || !contractError)) {
        wrong.push(`${label(leaf)} = ${name}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
      }
    }
  }
  return wrong;
}

describe('an id that is not one is a 4xx in the contract format, never a 5xx', () => {
  const samples = sampleContextOf(t);
  let api: TestClient;
  beforeAll(async () => {
    ({ api } = await samples.ready());
  });

  it('finds id fields in the samples (the sweep is not empty)', async () => {
    let count = 0;
    for (const endpoint of ALL_ENDPOINTS)
      count += idLeaves(endpoint, await sampleOf(endpoint.id)!(samples.context)).length;
    expect(count).toBeGreaterThan(80);
  });

  it.each(ALL_ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_id, endpoint) => {
    const input = await sampleOf(endpoint.id)!(samples.context);
    // A SCIM call carries its own bearer token (the sample's), not a portal session.
    expect(await sweep(endpoint.format === 'scim' ? t.api : api, endpoint, input)).toEqual([]);
  });

  it.each(UNIFIED_ENDPOINTS.filter((endpoint) => endpoint.params).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s (data plane)',
    async (_id, endpoint) => {
      const input = {
        params: { id: '100' },
        headers: { authorization: `Bearer ${await samples.context.applicationToken()}` },
      };
      expect(await sweep(api, endpoint, input)).toEqual([]);
    },
  );
});

describe('PUT remap with an id that is not one', () => {
  it('is a 400 naming `id`, not a 500', async () => {
    const samples = sampleContextOf(t);
    await samples.ready();
    const input = await sampleOf(integrationsEndpoints.putRemap.id)!(samples.context);
    const answer = await samples.owner().api.unchecked(integrationsEndpoints.putRemap, {
      ...input,
      body: { ...(input.body as object), id: 'not-a-uuid' },
    });
    expect(answer.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(constraintsAt(answer.error, ['id'])).toEqual({ isUuid: INTEGRATION_MESSAGES.remapNotFound });
  });
});
