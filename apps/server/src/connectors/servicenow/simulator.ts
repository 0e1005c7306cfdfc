import type { FastifyPluginAsync } from 'fastify';
import { CITIES, daysBefore, person, seededRandom } from '../simulators/seeded-data';
import {
  basicCredentials,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import { ALM_HARDWARE_FIELDS, type AlmHardware, type FieldValue } from './adapter';

const USER = 'sandbox.integration';
const PASSWORD = 'sandbox-servicenow-password';
const failure = (message: string, detail: string) => ({ error: { message, detail }, status: 'failure' });
const field = (value: string, display: string | null = value): FieldValue => ({ value, display_value: display });
const STATUS_LABELS: Record<string, string> = {
  '1': 'In use',
  '2': 'On order',
  '3': 'In maintenance',
  '6': 'In stock',
  '7': 'Retired',
  '8': 'Missing',
};

function assetsOf(seed: number, size: number, first = 0): AlmHardware[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const status = random.pick(['1', '1', '1', '6', '3', '7', '8']);
    const cost = random.int(400, 3000);
    return {
      sys_id: field(random.hex(32)),
      asset_tag: field(`P${String(100000 + index)}`),
      serial_number: field(random.code(12)),
      model: field(random.hex(32), random.pick(['Apple MacBook Pro 14', 'Dell Latitude 7440', 'Lenovo ThinkPad T14'])),
      model_category: field(random.hex(32), 'Computer'),
      install_status: field(status, STATUS_LABELS[status]!),
      assigned_to: status === '1' ? field(random.hex(32), `${who.firstName} ${who.lastName}`) : field('', null),
      location: field(random.hex(32), random.pick(CITIES)),
      purchase_date: field(daysBefore(random.int(100, 1400))),
      cost: field(`${cost}.0`, `SEK ${cost.toLocaleString('en-US')}.00`),
      warranty_expiration: field(daysBefore(-random.int(10, 900))),
      vendor: field(random.hex(32), random.pick(['Dustin', 'Inrego', 'Atea'])),
      display_name: field(`P${String(100000 + index)} - Laptop`),
    };
  });
}

/** The fields asked for with sysparm_fields, as the Table API does. */
const only = (record: AlmHardware, fields: string[] | null) =>
  (fields ? Object.fromEntries(fields.map((name) => [name, record[name] ?? field('', null)])) : record) as AlmHardware;

/** ServiceNow's Table API for alm_hardware: Basic authentication, limit/offset paging with X-Total-Count and Link. */
export const servicenowSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const assets = new SimulatorCollection<AlmHardware>(
    assetsOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.sys_id.value,
    (fields, index) => {
      const record = assetsOf(index + 11, 1, index + 1000)[0]!;
      for (const [name, raw] of Object.entries(fields)) record[name] = field(String(raw));
      return record;
    },
  );
  registerControls(app, { alm_hardware: assets }, (reply, seconds) =>
    reply.code(429).header('Retry-After', String(seconds)).send(failure('Too many requests', 'Rate limit exceeded')),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/now/')) return;
    const credentials = basicCredentials(request);
    if (credentials?.username !== USER || credentials.password !== PASSWORD) {
      return reply.code(401).send(failure('User Not Authenticated', 'Required to provide Auth information'));
    }
  });
  app.get('/api/now/table/alm_hardware', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const limit = Number(query.sysparm_limit ?? 10000);
    const offset = Number(query.sysparm_offset ?? 0);
    const fields = query.sysparm_fields ? query.sysparm_fields.split(',') : null;
    const page = assets.records.slice(offset, offset + limit).map((record) => only(record, fields));
    const path = request.url.split('?')[0];
    const links = [`<${path}?sysparm_offset=0&sysparm_limit=${limit}>;rel="first"`];
    if (offset + limit < assets.records.length)
      links.push(`<${path}?sysparm_offset=${offset + limit}&sysparm_limit=${limit}>;rel="next"`);
    return reply
      .header('X-Total-Count', String(assets.records.length))
      .header('Link', links.join(','))
      .send({ result: page });
  });
  app.get('/api/now/table/alm_hardware/:sysId', async (request, reply) => {
    const found = assets.find((request.params as { sysId: string }).sysId);
    if (!found)
      return reply
        .code(404)
        .send(failure('No Record found', "Record doesn't exist or ACL restricts the record retrieval"));
    const fields = (request.query as Record<string, string>).sysparm_fields;
    return { result: only(found, fields ? fields.split(',') : [...ALM_HARDWARE_FIELDS]) };
  });
};

export default {
  serviceId: 'servicenow',
  plugin: servicenowSimulatorPlugin,
  sandboxSettings: { instance: 'sandbox', username: USER, password: PASSWORD },
} satisfies VendorSimulator;
