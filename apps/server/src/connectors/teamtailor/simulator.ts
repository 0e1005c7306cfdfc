import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CITIES, DEPARTMENTS, JOB_TITLES, minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { Resource } from './json-api';

const SANDBOX_KEY = 'sandbox-teamtailor-api-key';
const jsonApiError = (status: number, title: string, detail: string) => ({
  errors: [{ status: String(status), title, detail }],
});

function dataSet(seed: number, jobCount: number, candidateCount: number) {
  const random = seededRandom(seed);
  const departments: Resource[] = DEPARTMENTS.slice(0, 5).map((name, index) => ({
    id: String(index + 1),
    type: 'departments',
    attributes: { name },
  }));
  const locations: Resource[] = CITIES.slice(0, 4).map((city, index) => ({
    id: String(index + 1),
    type: 'locations',
    attributes: { name: `${city} office`, city },
  }));
  const users: Resource[] = Array.from({ length: 6 }, (_, index) => {
    const who = person(random, index);
    return {
      id: String(index + 1),
      type: 'users',
      attributes: { name: `${who.firstName} ${who.lastName}`, email: who.email, role: 'recruiter' },
    };
  });
  const job = (index: number): Resource => ({
    id: String(500 + index),
    type: 'jobs',
    attributes: {
      title: `${random.pick(JOB_TITLES)} ${index + 1}`,
      'internal-name': `REQ-${1000 + index}`,
      status: random.pick(['open', 'open', 'open', 'draft', 'archived', 'unlisted']),
      body: '<p>Join our team.</p>',
      'created-at': minutesBefore(random.int(10_000, 500_000)),
      'updated-at': minutesBefore(random.int(1, 9_999)),
    },
    relationships: {
      department: { data: { id: random.pick(departments).id, type: 'departments' } },
      locations: { data: [{ id: random.pick(locations).id, type: 'locations' }] },
      user: { data: { id: random.pick(users).id, type: 'users' } },
    },
  });
  const candidate = (index: number): Resource => {
    const who = person(random, index);
    return {
      id: String(9000 + index),
      type: 'candidates',
      attributes: {
        'first-name': who.firstName,
        'last-name': who.lastName,
        email: who.email,
        phone: `+46 70 ${String(random.int(1_000_000, 9_999_999))}`,
        tags: random.chance(0.4) ? ['referral'] : [],
        'created-at': minutesBefore(random.int(10_000, 500_000)),
        'updated-at': minutesBefore(random.int(1, 9_999)),
      },
      relationships: { 'job-applications': { data: [{ id: String(70_000 + index), type: 'job-applications' }] } },
    };
  };
  return {
    included: [...departments, ...locations, ...users],
    jobs: Array.from({ length: jobCount }, (_, index) => job(index)),
    candidates: Array.from({ length: candidateCount }, (_, index) => candidate(index)),
    job,
    candidate,
  };
}

/** The resources a list or item references, from the `include` parameter. */
function includedFor(resources: Resource[], include: string | undefined, pool: Resource[]): Resource[] {
  const names = (include ?? '').split(',').filter(Boolean);
  const keys = new Set(
    resources.flatMap((resource) =>
      names.flatMap((name) =>
        [resource.relationships?.[name]?.data ?? []].flat().map((identifier) => `${identifier.type}/${identifier.id}`),
      ),
    ),
  );
  return pool.filter((resource) => keys.has(`${resource.type}/${resource.id}`));
}

function serveCollection(app: FastifyInstance, path: string, records: SimulatorCollection<Resource>, pool: Resource[]) {
  app.get(path, async (request: FastifyRequest) => {
    const query = request.query as Record<string, string>;
    const size = Math.min(Number(query['page[size]'] ?? 10), 30);
    const number = Math.max(Number(query['page[number]'] ?? 1), 1);
    const data = records.records.slice((number - 1) * size, number * size);
    const pages = Math.max(Math.ceil(records.records.length / size), 1);
    const link = (page: number) =>
      `${request.protocol}://${request.host}${request.url.split('?')[0]}?page%5Bnumber%5D=${page}&page%5Bsize%5D=${size}`;
    return {
      data,
      included: includedFor(data, query.include, pool),
      meta: { 'record-count': records.records.length, 'page-count': pages },
      links: {
        first: link(1),
        ...(number < pages ? { next: link(number + 1) } : {}),
        ...(number > 1 ? { prev: link(number - 1) } : {}),
        last: link(pages),
      },
    };
  });
  app.get(`${path}/:id`, async (request, reply) => {
    const found = records.find((request.params as { id: string }).id);
    if (!found) return reply.code(404).send(jsonApiError(404, 'Not Found', 'Record not found'));
    return { data: found, included: includedFor([found], (request.query as Record<string, string>).include, pool) };
  });
}

/** Teamtailor's JSON:API: jobs and candidates with `include`, page-number paging, `Token token=` authentication. */
export const teamtailorSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const data = dataSet(options.seed ?? 1, 45, options.size ?? 120);
  const jobs = new SimulatorCollection<Resource>(
    data.jobs,
    (record) => record.id,
    (fields, index) => merge(data.job(index + 1000), fields),
  );
  const candidates = new SimulatorCollection<Resource>(
    data.candidates,
    (record) => record.id,
    (fields, index) => merge(data.candidate(index + 1000), fields),
  );
  registerControls(app, { jobs, candidates }, (reply, seconds) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send(jsonApiError(429, 'Too Many Requests', 'Rate limit exceeded')),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/v1/')) return;
    if (request.headers.authorization !== `Token token=${SANDBOX_KEY}`) {
      return reply.code(401).send(jsonApiError(401, 'Unauthorized', 'Invalid API key'));
    }
    if (!request.headers['x-api-version'])
      return reply.code(406).send(jsonApiError(406, 'Not Acceptable', 'X-Api-Version header is required'));
  });
  serveCollection(app, '/v1/jobs', jobs, data.included);
  serveCollection(app, '/v1/candidates', candidates, data.included);
  app.get('/v1/company', async () => ({
    data: { id: 'sandbox', type: 'companies', attributes: { name: 'Sandbox AB' } },
  }));
};

const merge = (resource: Resource, fields: Record<string, unknown>): Resource => ({
  ...resource,
  attributes: { ...resource.attributes, ...fields },
});

export default {
  serviceId: 'teamtailor',
  plugin: teamtailorSimulatorPlugin,
  sandboxSettings: { apiKey: SANDBOX_KEY },
} satisfies VendorSimulator;
