import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { type PagedOperationId, UnifiedApiError, createUnifiedClient, OPERATIONS } from '@portal/sdk';
import { UsageError, loadLogin, saveLogin } from './config';
import { createMcpServer } from './mcp';
import { formatRecords } from './output';

/** Where a command writes, and the environment it reads (tests give their own). */
export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: Record<string, string | undefined>;
}

export const USAGE = `portal <command>

  login --url <portal URL> --key <API key>    keep the key in the OS's config folder (0600)
  consumers list                               the application's consumers
  consumers create <externalId> [--name <n>]   make (or find) a consumer by your own id
  connect link <consumer> [--service <id>]     a connect link for the consumer to open
  call <api> <model> --consumer <id> [--json|--table] [--page-size <n>]
                                               every record of a unified list, e.g. call hris employees
  mcp [--consumer <id>] [--writes]             an MCP server on stdio for one consumer (PORTAL_TOKEN: its token)`;

const OPTIONS = {
  url: { type: 'string' },
  key: { type: 'string' },
  name: { type: 'string' },
  service: { type: 'string' },
  consumer: { type: 'string' },
  json: { type: 'boolean' },
  table: { type: 'boolean' },
  'page-size': { type: 'string' },
  writes: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

async function clientOf(io: Io, consumerId?: string) {
  const login = await loadLogin(io.env);
  const baseUrl = `${login.url.replace(/\/$/, '')}/unified`;
  return createUnifiedClient({ baseUrl, credentials: { apiKey: login.apiKey, consumerId } });
}

const COMMANDS: Record<string, (io: Io, args: string[], values: Values) => Promise<void>> = {
  async login(io, _args, { url, key }) {
    if (!url || !key) throw new UsageError('portal login --url <portal URL> --key <API key>');
    const sdk = createUnifiedClient({ baseUrl: `${url.replace(/\/$/, '')}/unified`, credentials: { apiKey: key } });
    await sdk.call('unified.consumers', { query: { limit: 1 } });
    io.out(`Logged in; the key is kept in ${await saveLogin({ url, apiKey: key }, io.env)}`);
  },
  async 'consumers list'(io, _args, values) {
    const consumers = [];
    for await (const consumer of (await clientOf(io)).all('unified.consumers')) consumers.push(consumer);
    io.out(formatRecords(consumers, values.json ? 'json' : 'table'));
  },
  async 'consumers create'(io, [externalId], { name }) {
    if (!externalId) throw new UsageError('portal consumers create <externalId> [--name <name>]');
    const sdk = await clientOf(io);
    // A connect session makes the consumer (or finds it by externalId); the session itself is revoked at once.
    const session = await sdk.call('connectSessions.create', { body: { consumer: { externalId, name } } });
    const revoked = await sdk.call('connectSessions.revoke', { path: { id: session.data.id } });
    io.out(JSON.stringify(revoked.data.consumer, null, 2));
  },
  async 'connect link'(io, [consumerId], { service }) {
    if (!consumerId) throw new UsageError('portal connect link <consumer> [--service <serviceId>]');
    const body = { consumerId, ...(service ? { integrations: [service] } : {}) };
    const session = await (await clientOf(io)).call('connectSessions.create', { body });
    io.out(`${session.data.url}\n(expires ${session.data.expiresAt})`);
  },
  async call(io, [api, model], values) {
    const operationId = `unified.${api}.${model}.list`;
    if (!api || !model || !(operationId in OPERATIONS)) {
      const lists = Object.keys(OPERATIONS).filter((id) => id.endsWith('.list') && id.split('.').length === 4);
      throw new UsageError(
        `portal call <api> <model>: one of ${lists.map((id) => id.split('.').slice(1, 3).join(' ')).join(', ')}`,
      );
    }
    if (!values.consumer) throw new UsageError('portal call needs --consumer <consumer id or externalId>');
    const pageSize = values['page-size'] ? Number(values['page-size']) : undefined;
    const records = [];
    const sdk = await clientOf(io, values.consumer);
    for await (const record of sdk.all(operationId as PagedOperationId, { query: { pageSize } })) records.push(record);
    io.out(formatRecords(records, values.table ? 'table' : 'json'));
  },
};

/** `portal mcp`: the consumer's token in PORTAL_TOKEN (with PORTAL_URL), or the stored key with --consumer. */
async function mcp(io: Io, values: Values) {
  const token = io.env.PORTAL_TOKEN;
  const client = token
    ? createUnifiedClient({
        baseUrl: `${(io.env.PORTAL_URL ?? '').replace(/\/$/, '')}/unified`,
        credentials: { accessToken: token },
      })
    : values.consumer
      ? await clientOf(io, values.consumer)
      : undefined;
  if (!client) throw new UsageError('portal mcp needs PORTAL_TOKEN (a consumer access token) or --consumer <id>');
  const server = createMcpServer({ client, allowWrites: values.writes });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  await server.connect(transport);
  await closed;
}

/** Runs one command line; answers the exit code (0 done, 1 the API refused, 2 a usage mistake). */
export async function run(argv: string[], io: Io): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    const [first = '', second = '', ...rest] = positionals;
    const pair = `${first} ${second}`;
    const [command, args] = COMMANDS[pair]
      ? [COMMANDS[pair], rest]
      : [COMMANDS[first], [second, ...rest].filter(Boolean)];
    if (first === 'mcp' && !values.help) {
      await mcp(io, values);
      return 0;
    }
    if (values.help || !command) {
      io.out(USAGE);
      return values.help ? 0 : 2;
    }
    await command(io, args, values);
    return 0;
  } catch (error) {
    if (error instanceof UnifiedApiError) {
      io.err(`${error.status} ${error.code}: ${error.message}`);
      return 1;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err((error as Error).message);
      return 2;
    }
    throw error;
  }
}
