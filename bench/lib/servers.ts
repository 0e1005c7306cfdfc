import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ApiClient, createApiClient, fetchTransport } from '@portal/shared/common/endpoint-client';
import { freePort } from '../../e2e/support/server';
import { SERVER_ENV, SERVER_NODE_OPTIONS, SERVER_SCRIPT } from '../../scripts/lib/server-process.mjs';
import { SMOKE } from './smoke';

/** The repository root: servers start from here, as `npm start` does. */
export const root = new URL('../..', import.meta.url).pathname;

/** A scratch folder for this run (data folders, server logs), removed by `cleanUp()`. */
export const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-'));

const cleanups: Array<() => Promise<void>> = [];

/** Stops every server and drops every database this run started (also on Ctrl-C). */
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse())
    await cleanup().catch((error: unknown) => console.warn(`clean-up: ${String(error)}`));
  rmSync(scratch, { recursive: true, force: true });
}

export type Engine = 'pglite' | 'postgres';

/** The PostgreSQL server the benchmarks create throwaway databases on. */
export const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Where a portal keeps its data: a PGlite folder or a PostgreSQL database, new
 * and empty (a cold start migrates it; in a smoke run a PGlite folder is a copy of pgliteTemplate's, to spare
 * initdb), removed when the run ends. `copy()` makes
 * a second one with the same rows (PGlite: a copy of the stopped folder; PostgreSQL:
 * the same database, since a baseline only reads).
 */
export interface DataStore {
  engine: Engine;
  /** The environment a server needs to use it: DATA_DIR, or DATABASE_URL. */
  env: Record<string, string>;
  copy(): DataStore;
}

const pgliteStore = (dir: string): DataStore => ({
  engine: 'pglite',
  env: { DATA_DIR: dir, DATABASE_URL: '' },
  copy() {
    const target = mkdtempSync(join(scratch, 'data-'));
    cpSync(dir, target, { recursive: true });
    return pgliteStore(target);
  },
});

let template: Promise<DataStore> | undefined;

/**
 * A PGlite data folder a portal made and stopped (initdb and every migration done: a minute on a loaded machine),
 * made once per run: crash rounds copy it, and so does every new PGlite store of a smoke run.
 */
export async function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const store = pgliteStore(mkdtempSync(join(scratch, 'template-')));
    await (await startPortal(store, { timeoutMs: 300_000 })).stop();
    return store;
  })();
  return (await template).env.DATA_DIR!;
}

export async function newDataStore(engine: Engine): Promise<DataStore> {
  if (engine === 'pglite') {
    if (SMOKE) return pgliteStore(await pgliteTemplate()).copy();
    return pgliteStore(mkdtempSync(join(scratch, 'data-')));
  }
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  // A server that reads DATABASE_URL also gets a data folder, for its generated secret key.
  const store: DataStore = {
    engine,
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(scratch, 'data-')) },
    copy: () => store,
  };
  return store;
}

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  /** From spawn until the readiness path first answered 200, in ms. */
  startMs: number;
  /** Resident memory of the process now, in MiB. */
  rssMiB(): number;
  /** The process's output so far (stdout and stderr go to a file in the scratch folder). */
  log(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** The script to run with node, relative to the repository root. */
  script: string;
  env?: Record<string, string>;
  /** Extra node options, e.g. ['--cpu-prof']. */
  nodeArgs?: string[];
  /** The path that answers 200 once the server is ready. */
  readyPath?: string;
  timeoutMs?: number;
}

/** Starts a Node server on a free port on 127.0.0.1 and waits until it answers. */
/**
 * How long a server may take to answer its ready path: BENCH_START_TIMEOUT seconds (60; PGlite starts slowly on a
 * loaded machine).
 */
const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT ?? 60) * 1000;

export async function startServer({
  name,
  script,
  env = {},
  nodeArgs = [],
  readyPath = '/api/health',
  timeoutMs = startTimeoutMs,
}: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(scratch, `${name.replace(/\W+/g, '-')}-${port}.log`);
  const out = openSync(logFile, 'a');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const log = () => readFileSync(logFile, 'utf8');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  cleanups.push(stop);

  const deadline = started + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startMs = performance.now() - started;
  return {
    name,
    url,
    pid: child.pid!,
    startMs,
    rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    log,
    stop,
  };
}

export interface Portal extends RunningServer {
  store: DataStore;
  /** The typed client of the contract, over fetch to this server. */
  api: ApiClient;
}

/** Starts the built portal (apps/server/dist/main.js; `npm run build` first) on a data store, as `npm start` does. */
export async function startPortal(
  store: DataStore,
  options: { env?: Record<string, string>; nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<Portal> {
  const server = await startServer({
    name: `portal-${store.engine}`,
    script: SERVER_SCRIPT,
    env: { ...SERVER_ENV, ...store.env, ...options.env },
    nodeArgs: [...SERVER_NODE_OPTIONS, ...(options.nodeArgs ?? [])],
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { ...server, store, api: createApiClient(fetchTransport(server.url)) };
}

/**
 * Starts a bare baseline from bench/baselines (a plain Fastify server doing by
 * hand what the portal does for the same request) on a data store.
 */
export async function startBaseline(
  script: string,
  store?: DataStore,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer({
    name: `bare-${script.replace(/\.\w+$/, '')}`,
    script: join('bench/baselines', script),
    env: { ...store?.env, ...env },
    readyPath: '/health',
  });
}
