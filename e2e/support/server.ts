import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test-support/free-port';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
  /** kill -9: the process ends at once, mid-work, as in a crash (its data folder is kept). */
  crash(): Promise<void>;
}

const root = new URL('../..', import.meta.url).pathname;

/** The benchmarks' servers take it from here too (bench/lib/servers.ts). */
export { freePort };

/** Where the browser tests' global setup keeps the migrated PGlite data folder that servers start from. */
export const PGLITE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE';

/**
 * Creates and migrates a PGlite data folder with the built server's own first-start step (`--initialize-database`),
 * once for a run: a server whose new folder gets a copy skips initdb and the migrations (about 11 s of CPU of the
 * 15 s a first start costs on this machine, 4 s left). Without its secret.key: each server makes its own.
 */
export function makePgliteTemplate(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  const made = spawnSync(process.execPath, ['apps/server/dist/main.js', '--initialize-database'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (made.status !== 0)
    throw new Error(
      `creating the PGlite template failed (${made.status ?? made.signal}):\n${made.stdout}${made.stderr}`,
    );
  rmSync(join(dataDir, 'secret.key'), { force: true });
  return dataDir;
}

/** A PGlite folder without a cluster starts as a copy of the run's template, when there is one. */
function seedFromTemplate(dataDir: string, env: Record<string, string>) {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template || env.DATABASE_URL || existsSync(join(dataDir, 'PG_VERSION'))) return;
  cpSync(template, dataDir, { recursive: true });
}

/**
 * Starts the built server (apps/server/dist) on a free port with a fresh data folder (or `options.dataDir`, kept);
 * `readyMs` (60 s) is how long it may take to answer /api/health (a first PGlite start without the template runs
 * initdb and migrations).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; readyMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  seedFromTemplate(dataDir, env);
  const url = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SIGNUP_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  // E2E_SERVER_START_MS: a longer wait for a machine shared by many runs (a fresh data folder's migrations take
  // longest).
  const startMs = options.readyMs ?? Number(process.env.E2E_SERVER_START_MS ?? 60_000);
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // not left running behind the failed start
      throw new Error(`server did not answer within ${Math.round(startMs / 1000)} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
