import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { verifyBearerAssertion } from '../saml/bearer-assertion';
import { CITIES, daysBefore, DEPARTMENTS, JOB_TITLES, person, seededRandom } from '../simulators/seeded-data';
import {
  acceptForms,
  bearerToken,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import { SF_USER_FIELDS, type SuccessFactorsUser } from './adapter';

const API_KEY = 'U2FuZGJveFN1Y2Nlc3NGYWN0b3JzQXBpS2V5';
const COMPANY_ID = 'SFSANDBOX';
const API_USER = 'sfapi';

/** The sandbox client's key pair, made on first use: its private key is a sandbox setting, its public key verifies. */
let keyPair: { privateKey: string; publicKey: string } | undefined;
function sandboxKeys() {
  if (!keyPair) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    keyPair = {
      privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  }
  return keyPair;
}

/** OData v2's error body. */
const odataError = (reply: FastifyReply, status: number, code: string, value: string) =>
  reply.code(status).send({ error: { code, message: { lang: 'en-US', value } } });

const odataDateOf = (day: string) => `/Date(${Date.parse(`${day}T00:00:00Z`)})/`;

function usersOf(seed: number, size: number, first = 0): SuccessFactorsUser[] {
  const random = seededRandom(seed);
  const users: SuccessFactorsUser[] = [];
  for (let offset = 0; offset < size; offset += 1) {
    const index = first + offset;
    const who = person(random, index);
    const manager = index === 0 || users.length === 0 ? null : users[random.int(0, Math.min(users.length - 1, 9))]!;
    users.push({
      userId: `sf${String(10_000 + index)}`,
      username: who.email.split('@')[0]!,
      empId: String(80_000 + index),
      firstName: who.firstName,
      lastName: who.lastName,
      defaultFullName: `${who.firstName} ${who.lastName}`,
      email: who.email,
      status: index > 10 && random.chance(0.08) ? 'f' : 't',
      hireDate: odataDateOf(daysBefore(random.int(30, 3000))),
      department: random.pick(DEPARTMENTS),
      division: 'Sandbox',
      location: random.pick(CITIES),
      title: random.pick(JOB_TITLES),
      manager: manager
        ? { userId: manager.userId, firstName: manager.firstName, lastName: manager.lastName, email: manager.email }
        : null,
    });
  }
  return users;
}

/** What an OData answer holds of a user: the selected fields, the manager expanded or deferred. */
function shape(user: SuccessFactorsUser, expandManager: boolean, base: string) {
  const { manager, ...fields } = user;
  const uri = `${base}/odata/v2/User('${user.userId}')`;
  return {
    __metadata: { uri, type: 'SFOData.User' },
    ...Object.fromEntries(
      SF_USER_FIELDS.filter((field) => !field.includes('/')).map((f) => [f, fields[f as 'userId'] ?? null]),
    ),
    manager: expandManager
      ? manager
        ? { __metadata: { uri: `${base}/odata/v2/User('${manager.userId}')`, type: 'SFOData.User' }, ...manager }
        : null
      : { __deferred: { uri: `${uri}/manager` } },
  };
}

/**
 * SuccessFactors: the OAuth 2.0 SAML bearer grant at `/oauth/token` (the assertion's signature verified with the
 * registered key, its issuer and `api_key` the API key, `company_id` the company) and the OData v2 `User` entity with
 * `$top`/`$skip`/`$orderby`/`$inlinecount`/`$expand=manager`, one user at `User('{userId}')`, OData errors.
 */
export const successFactorsSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const users = new SimulatorCollection<SuccessFactorsUser>(
    usersOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.userId,
    (fields, index) => ({ ...usersOf(index + 17, 1, index + 5000)[0]!, manager: null, ...(fields as object) }),
  );
  registerControls(app, { users }, (reply, seconds) =>
    odataError(reply.header('Retry-After', String(seconds)), 429, 'COE_REQUEST_LIMIT', 'Too many requests'),
  );
  acceptForms(app);
  const issued = new Set<string>();
  app.post('/oauth/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const refuse = (description: string) =>
      reply.code(401).send({ error: 'invalid_grant', error_description: description });
    if (form.grant_type !== 'urn:ietf:params:oauth:grant-type:saml2-bearer') return refuse('Unsupported grant type');
    if (form.client_id !== API_KEY || form.company_id !== COMPANY_ID) return refuse('Invalid client or company');
    const { valid, xml } = verifyBearerAssertion(form.assertion ?? '', sandboxKeys().publicKey);
    if (!valid) return refuse('Unable to validate SAML assertion');
    const issuer = /<(?:\w+:)?Issuer>([^<]*)</.exec(xml)?.[1];
    const subject = /<(?:\w+:)?NameID[^>]*>([^<]*)</.exec(xml)?.[1];
    const notOnOrAfter = /<(?:\w+:)?Conditions[^>]*NotOnOrAfter="([^"]+)"/.exec(xml)?.[1];
    if (issuer !== API_KEY || subject !== API_USER || !notOnOrAfter || Date.parse(notOnOrAfter) < Date.now())
      return refuse('The SAML assertion is not for this client, user or time');
    const token = randomBytes(24).toString('base64url');
    issued.add(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 86_399 };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${app.prefix}/odata/`)) return;
    const token = bearerToken(request);
    if (!token || !issued.has(token)) return odataError(reply, 401, 'COE_AUTHENTICATION', 'Invalid OAuth token');
  });
  app.get('/odata/v2/:entity', async (request, reply) => {
    const entity = (request.params as { entity: string }).entity;
    const query = request.query as Record<string, string | undefined>;
    const base = `${request.protocol}://${request.hostname}${app.prefix}`;
    const expand = query.$expand === 'manager';
    const key = /^User\('((?:[^']|'')*)'\)$/.exec(entity)?.[1]?.replace(/''/g, "'");
    if (key !== undefined) {
      const found = users.find(key);
      if (!found) return odataError(reply, 404, 'COE_RESOURCE_NOT_FOUND', `User with key ${key} was not found`);
      return { d: shape(found, expand, base) };
    }
    if (entity !== 'User') return odataError(reply, 404, 'COE_ENTITY_NOT_FOUND', `Entity ${entity} is not found`);
    const top = Math.min(Number(query.$top ?? 1000), 1000);
    const skip = Number(query.$skip ?? 0);
    const sorted = [...users.records].sort((a, b) => a.userId.localeCompare(b.userId));
    return {
      d: {
        results: sorted.slice(skip, skip + top).map((user) => shape(user, expand, base)),
        ...(query.$inlinecount === 'allpages' ? { __count: String(sorted.length) } : {}),
      },
    };
  });
};

export default {
  serviceId: 'sap-successfactors',
  plugin: successFactorsSimulatorPlugin,
  // A getter: the key pair is made when a sandbox connection first needs it, not when the server starts.
  get sandboxSettings() {
    return {
      apiServer: 'https://api.sandbox.successfactors.invalid',
      companyId: COMPANY_ID,
      clientId: API_KEY,
      userId: API_USER,
      privateKey: sandboxKeys().privateKey,
    };
  },
} satisfies VendorSimulator;
