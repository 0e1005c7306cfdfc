import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/shared/accounts/accounts.constants';
import { ALL_ENDPOINTS } from '@portal/shared/registry/all-endpoints';
import { SCIM } from '@portal/shared/directory/scim.schemas';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { type Endpoint, needsSession } from '@portal/shared/common/endpoint';
import { PERMISSION_DENIED_MESSAGE, can } from '@portal/shared/permissions/permissions';
import { API_DOCS_PREFIX, registerEndpointSupport } from './plugins/endpoints';
import type { TestClient } from './test/api-client';
import { type SampleContext, sampleOf } from './test/endpoint-samples';
import { sampleContextOf } from './test/sample-context';
import { stripeEnv, useStripeServer } from './test/stripe';
import { type Person, useTestApp } from './test/test-app';

/**
 * Who may call what, proved for every endpoint of the contract from the
 * route table itself: a new endpoint is covered once it has its sample
 * (test/endpoint-samples.ts), without an edit here.
 */
// Billing's samples check out and open the portal against a local Stripe server; annual requests mail the operator.
const stripe = useStripeServer();
const t = useTestApp(() => ({ ...stripeEnv(stripe), BILLING_ADMIN_EMAIL: 'billing@operator.test' }));

const SCOPED = ALL_ENDPOINTS.filter(
  (endpoint) => endpoint.auth.kind === 'team' || endpoint.auth.kind === 'application',
);
const ROLE_NAMES: Record<Role, string> = {
  ADMIN: 'Owner',
  TEAM_ADMIN: 'Admin',
  TEAM_DEVELOPER: 'Developer',
  TEAM_USER: 'Viewer',
};

function actionOf(endpoint: Endpoint) {
  return endpoint.auth.kind === 'team' || endpoint.auth.kind === 'application' ? endpoint.auth.action : null;
}

type SampleInput = Awaited<ReturnType<NonNullable<ReturnType<typeof sampleOf>>>>;

async function callWithSample(
  api: TestClient,
  endpoint: Endpoint,
  context: SampleContext,
  change: (input: SampleInput) => SampleInput = (input) => input,
) {
  const sample = sampleOf(endpoint.id);
  if (!sample) throw new Error(`${endpoint.id} has no sample in test/endpoint-samples.ts`);
  return api.unchecked(endpoint, change(await sample(context)));
}

function locatorOf(endpoint: Endpoint) {
  return endpoint.auth.kind === 'team' || endpoint.auth.kind === 'application' ? endpoint.auth.at : null;
}

/**
 * The sample with nothing but its path and the scope id (body and query otherwise empty): a request a stranger
 * might send without knowing the fields. Validation would refuse it with 400; the scope check comes first.
 */
function bare(endpoint: Endpoint) {
  const at = locatorOf(endpoint)!;
  const only = (part: unknown, where: 'query' | 'body') => {
    const given = part as Record<string, unknown> | undefined;
    const key = at.alias !== undefined && given?.[at.key] === undefined ? at.alias : at.key;
    return at.in === where && given?.[key] !== undefined
      ? { [key]: given[key] }
      : where === 'body' && endpoint.body
        ? {}
        : undefined;
  };
  return (input: SampleInput): SampleInput =>
    ({ ...input, query: only(input.query, 'query'), body: only(input.body, 'body') }) as SampleInput;
}

/**
 * The sample without the scope id, for an endpoint whose scope comes from the resource it names (`ownerOf`): the spec's
 * shape.
 */
function withoutScope(endpoint: Endpoint) {
  const key = locatorOf(endpoint)!.key;
  return (input: SampleInput): SampleInput => {
    const { [key]: _dropped, ...query } = (input.query ?? {}) as Record<string, unknown>;
    return { ...input, query } as SampleInput;
  };
}

/** Scoped endpoints whose scope the request may leave out, found by the resource it names. */
const BY_RESOURCE = SCOPED.filter((endpoint) => locatorOf(endpoint)?.otherwise?.from === 'owner');

describe('the route table', () => {
  const routes = () => t.app.routeTable.filter((route) => route.method !== 'HEAD');

  it('registers every endpoint of the contract once, at its method and path', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const served = routes().filter((route) => route.endpointId === endpoint.id);
      expect(
        served.map(({ method, url }) => `${method} ${url}`),
        endpoint.id,
      ).toEqual([`${endpoint.method} ${endpoint.prefix ?? '/api'}${endpoint.path}`]);
    }
  });

  it('has a contract endpoint behind every /api route but the API reference', () => {
    const ids = new Set(ALL_ENDPOINTS.map((endpoint) => endpoint.id));
    const api = routes().filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX));
    expect(api.filter((route) => !route.endpointId || !ids.has(route.endpointId))).toEqual([]);
    expect(api).toHaveLength(ALL_ENDPOINTS.filter((endpoint) => !endpoint.prefix).length);
  });

  it('refuses, at registration, an /api route that is not registered through its contract', () => {
    const app = Fastify();
    registerEndpointSupport(app);
    expect(() => app.get('/api/rogue', async () => ({ data: 'no check' }))).toThrow(/not a contract endpoint/);
    expect(() => app.get('/elsewhere', async () => 'a page')).not.toThrow();
  });

  it('registers every endpoint of the data plane once, under /unified', () => {
    for (const endpoint of UNIFIED_ENDPOINTS) {
      const served = routes().filter((route) => route.endpointId === endpoint.id);
      expect(
        served.map(({ method, url }) => `${method} ${url}`),
        endpoint.id,
      ).toEqual([`${endpoint.method} ${endpoint.prefix}${endpoint.path}`]);
    }
  });

  it('has a sample input for every endpoint', () => {
    expect(ALL_ENDPOINTS.filter((endpoint) => !sampleOf(endpoint.id)).map((endpoint) => endpoint.id)).toEqual([]);
  });
});

describe('who may call each endpoint', () => {
  const samples = sampleContextOf(t);
  const { context } = samples;
  const team = context.team;
  let owner: Person;
  const people = {} as Record<Role | 'suspended' | 'stranger', TestClient>;
  const ids = {} as Record<Role, string>;
  /** Puts a member back with their role after a sample that took them out (members.leave). */
  async function keepMember(role: Role) {
    if (!(await t.services.teams.membershipOf(ids[role], team.id)))
      await t.services.teams.addMember(team.id, ids[role], role);
  }

  beforeAll(async () => {
    ({ owner } = await samples.ready());
    people.ADMIN = owner.api;
    ids.ADMIN = owner.id;
    for (const role of ROLES.filter((role) => role !== 'ADMIN')) {
      const member = await t.signUp();
      await t.services.teams.addMember(team.id, member.id, role);
      people[role] = member.api;
      ids[role] = member.id;
    }
    const suspended = await t.signUp();
    const membership = await t.services.teams.addMember(team.id, suspended.id, 'TEAM_ADMIN');
    await t.services.teams.updateMembership(membership.id, { isSuspended: true });
    people.suspended = suspended.api;
    people.stranger = (await t.signUp()).api;
  });

  it.each(
    ALL_ENDPOINTS.filter((endpoint) => needsSession(endpoint.auth)).map((endpoint) => [endpoint.id, endpoint] as const),
  )('%s: 401 without a session', async (_id, endpoint) => {
    const answer = await callWithSample(t.api, endpoint, context);
    expect(answer.error).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Authentication required' });
  });

  it.each(
    ALL_ENDPOINTS.filter((endpoint) => endpoint.auth.kind === 'session').map(
      (endpoint) => [endpoint.id, endpoint] as const,
    ),
  )('%s: any signed-in person passes the session check', async (_id, endpoint) => {
    const someone = await t.signUp();
    const answer = await callWithSample(someone.api, endpoint, context);
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(401);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  });

  it.each(
    ALL_ENDPOINTS.filter((endpoint) => endpoint.auth.kind === 'public').map(
      (endpoint) => [endpoint.id, endpoint] as const,
    ),
  )('%s: public, answered without a session', async (_id, endpoint) => {
    const answer = await callWithSample(t.api.from('10.250.0.1'), endpoint, context);
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(401);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  });

  it.each(
    ALL_ENDPOINTS.filter((endpoint) => endpoint.auth.kind === 'local').map(
      (endpoint) => [endpoint.id, endpoint] as const,
    ),
  )('%s: 404 to a request that is not from this machine, or that a proxy forwarded', async (_id, endpoint) => {
    const input = await sampleOf(endpoint.id)!(context);
    const remote = await t.api.from('203.0.113.9').unchecked(endpoint, input);
    const forwarded = await t.api.unchecked(endpoint, { ...input, headers: { 'x-forwarded-for': '203.0.113.9' } });
    for (const answer of [remote, forwarded])
      expect(answer.error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  describe.each(
    ALL_ENDPOINTS.filter((endpoint) =>
      ['applicationToken', 'consumerToken', 'ownerToken', 'connectToken', 'scimToken'].includes(endpoint.auth.kind),
    ).map((endpoint) => [endpoint.id, endpoint] as const),
  )('%s', (_id, endpoint) => {
    it('answers a caller with its access token', async () => {
      const answer = await callWithSample(t.api, endpoint, context);
      expect(answer.ok, `${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
    });

    it('401 without a token, with a portal session or with a forged token', async () => {
      const input = await sampleOf(endpoint.id)!(context);
      const forged = `${input.headers!.authorization!.slice(0, -4)}AAAA`;
      const answers = [
        await t.api.unchecked(endpoint, { ...input, headers: {} }),
        await owner.api.unchecked(endpoint, { ...input, headers: {} }),
        await t.api.unchecked(endpoint, { ...input, headers: { authorization: forged } }),
      ];
      for (const answer of answers) {
        // SCIM answers its own error format (RFC 7644 §3.12): the status, without the API's code.
        if (endpoint.format === 'scim') expect(answer.body).toMatchObject({ schemas: [SCIM.error], status: '401' });
        else expect(answer.error).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      }
    });
  });

  describe.each(UNIFIED_ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s (data plane)',
    (_id, endpoint) => {
      const holder = endpoint.auth.kind === 'unifiedToken' ? endpoint.auth.holder : 'none';
      const input = async () => ({ params: endpoint.params ? { id: 'some-id' } : undefined, query: {} });
      const call = async (authorization: string | undefined) =>
        t.api.unchecked(endpoint, { ...(await input()), headers: authorization ? { authorization } : {} });

      it('401 without a token, with a portal session or with a forged token', async () => {
        const token = await context.applicationToken();
        for (const authorization of [undefined, `Bearer ${owner.token}`, `Bearer ${token.slice(0, -4)}AAAA`]) {
          expect((await call(authorization)).error).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
        }
      });

      it(`passes the holder it is for (${holder}) and refuses the other with 403`, async () => {
        const application = await call(`Bearer ${await context.applicationToken()}`);
        const consumer = await call(`Bearer ${await context.consumerToken()}`);
        const [allowed, refused] =
          holder === 'application'
            ? [[application], [consumer]]
            : holder === 'consumer'
              ? [[consumer], [application]]
              : [[application, consumer], []];
        // Past the token check a model call answers what the connection allows (424 without one), never 401 or 403.
        for (const answer of allowed) expect([401, 403], JSON.stringify(answer.body)).not.toContain(answer.status);
        for (const answer of refused) expect(answer.error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      });
    },
  );

  describe.each(SCOPED.map((endpoint) => [endpoint.id, endpoint] as const))('%s', (_id, endpoint) => {
    it.each(['stranger', 'suspended'] as const)('404 to a %s', async (who) => {
      const answer = await callWithSample(people[who], endpoint, context);
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    });

    // Before the scope check ran ahead of validation, a stranger whose body or query was off got a 400 that
    // named the field: checking only the well-formed sample never showed it.
    it.each(['stranger', 'suspended'] as const)('404 to a %s whatever else the request holds', async (who) => {
      const answer = await callWithSample(people[who], endpoint, context, bare(endpoint));
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    });

    it.each(ROLES.map((role) => [ROLE_NAMES[role], role] as const))(
      'as %s: what the permissions table says',
      async (_name, role) => {
        const action = actionOf(endpoint);
        const answer = await callWithSample(people[role], endpoint, context);
        await keepMember(role);
        if (action && !can(role, action)) {
          expect(answer.error).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: PERMISSION_DENIED_MESSAGE });
        } else {
          expect(answer.ok, `${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
        }
      },
    );
  });

  describe.each(BY_RESOURCE.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s, by the resource alone (001 §7)',
    (_id, endpoint) => {
      it.each(['stranger', 'suspended'] as const)('404 to a %s', async (who) => {
        const answer = await callWithSample(people[who], endpoint, context, withoutScope(endpoint));
        expect(answer.status, JSON.stringify(answer.body)).toBe(404);
      });

      it.each(ROLES.map((role) => [ROLE_NAMES[role], role] as const))(
        'as %s: what the permissions table says',
        async (_name, role) => {
          const action = actionOf(endpoint);
          const answer = await callWithSample(people[role], endpoint, context, withoutScope(endpoint));
          if (action && !can(role, action))
            expect(answer.error).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: PERMISSION_DENIED_MESSAGE });
          else expect(answer.ok, `${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
        },
      );
    },
  );
});
