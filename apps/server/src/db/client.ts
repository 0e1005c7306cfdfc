import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type PgModule from 'pg';
import type { Client as PgClient } from 'pg';
import { type DatabaseGate, type GateOptions, createDatabaseGate } from './database-gate';
/** The one database type every service uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database or an open transaction: services accept either so writes can be grouped. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself, when that is what runs (tests dump and reload it). */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` on every NOTIFY on `channel`. A NOTIFY sent in a
   * transaction arrives once it commits (never when it rolls back); on
   * PostgreSQL it reaches every server listening. Answers how to stop.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * The database cannot start more work soon: on PGlite, work has waited in its
   * queue longer than the gate allows (db/database-gate.ts); requests are then
   * turned away with 503. PostgreSQL queues in its pool and answers false.
   */
  overloaded(): boolean;
  /** Connections open and in use, and work waiting for one, for the operator's metrics (PGlite has one connection). */
  usage(): { open: number; busy: number; waiting: number };
  close(): Promise<void>;
}

/** The folder of committed SQL migrations; the server build copies it beside the bundle. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL settings of the embedded engine, after PGlite's own start parameters.
 * PGlite's initdb picks shared_buffers=128MB, which it allocates in its
 * WebAssembly heap at start (and a heap never shrinks): the idle server was over
 * 300 MiB. The portal's working set is a few MB; 16MB of buffers keeps it hot,
 * and the files behind it sit in the OS page cache anyway.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
};

const raw = (value: string) => value;

/**
 * How drizzle's PGlite driver wants values parsed: dates, times and intervals
 * (and arrays of them, and numeric arrays) as PostgreSQL's text, which drizzle's
 * columns then map. The driver passes this with every query, and PGlite copies
 * its whole parser table (300+ entries) to merge it, every time; the client
 * gets it once instead and queries go without it (`forDrizzle`).
 */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw, // numeric[]
  1115: raw, // timestamp[]
  1185: raw, // timestamptz[]
  1187: raw, // interval[]
  1182: raw, // date[]
};

/** Query options without drizzle's per-query parsers (the client has them already). */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/** A transaction whose queries go without per-query parsers; nested ones (savepoints) run through the same. */
function transactionForDrizzle(tx: Transaction): Transaction {
  const query: Transaction['query'] = (text, params, options) => tx.query(text, params, withoutParsers(options));
  return Object.assign(Object.create(tx) as Transaction, { query });
}

/**
 * The client drizzle gets: each query and transaction waits its turn at the gate
 * (db/database-gate.ts), and goes without the parser override.
 */
function forDrizzle(client: PGlite, gate: DatabaseGate): PGlite {
  return {
    query: (query: string, params?: unknown[], options?: QueryOptions) =>
      gate.run(() => client.query(query, params, withoutParsers(options))),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      gate.run(() => client.transaction((tx) => callback(transactionForDrizzle(tx)))),
  } as unknown as PGlite;
}

/**
 * V8 compiles PGlite's 9 MB of WebAssembly with its baseline compiler, then
 * recompiles functions that ran a while with its optimizing one. Starting the
 * database ran enough of them to optimize ~20 MiB of code that an idle server
 * never needs again; ten times V8's budget leaves that to functions that stay
 * hot under load, which still reach the optimized tier within a second. Read
 * when a module is compiled, so it is set before the first PGlite starts.
 */
const WASM_TIERING_BUDGET = 18_000_000;

/**
 * The size of the embedded engine's WebAssembly memory, in bytes (0 on PostgreSQL): a memory can grow, never shrink.
 */
export function engineMemoryBytes(database: Pick<Database, 'pglite'>): number {
  const mod = (
    database.pglite as unknown as { mod?: { HEAPU8?: Uint8Array; wasmMemory?: { buffer: ArrayBuffer } } } | undefined
  )?.mod;
  return mod?.wasmMemory?.buffer.byteLength ?? mod?.HEAPU8?.buffer.byteLength ?? 0;
}

/** PGlite in `dataDir` (or in memory when `dataDir` is undefined), optionally starting from a dump. */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  options: { gate?: GateOptions } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams,
    parsers: DRIZZLE_PARSERS,
  });
  await client.waitReady;
  // Start-up gave array types parsers of their elements; drizzle's override of those arrays wins, as it did per query.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const gate = createDatabaseGate(options.gate);
  const db = drizzlePglite({ client: forDrizzle(client, gate) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    overloaded: () => gate.overloaded(),
    usage: () => ({ open: 1, busy: gate.busy() ? 1 : 0, waiting: gate.waiting() }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  // Loaded only when PostgreSQL is what runs: the embedded engine's server does not hold pg and its driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped database) is replaced by the
  // pool on next use; unhandled, its error event would stop the whole process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: (channel, onNotify) => listenPostgres(pg, url, channel, onNotify),
    overloaded: () => false,
    usage: () => ({ open: pool.totalCount, busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries).
 * A lost connection is replaced; `onNotify` runs once it is back, since
 * notifications sent meanwhile are lost.
 */
async function listenPostgres(
  pg: typeof PgModule,
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: PgClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(true), RELISTEN_DELAY_MS);
    retry.unref();
  };
  async function connect(again: boolean) {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => console.warn(`PostgreSQL closed the LISTEN connection: ${error.message}`));
    next.on('end', () => {
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (!again) throw error;
      reconnect();
      return;
    }
    client = next;
    if (again) onNotify();
  }
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
