import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The server's argument that makes it create and migrate the database, then exit. */
export const INITIALIZE_DATABASE_FLAG = '--initialize-database';

/** A PGlite data folder that has no cluster yet (PostgreSQL writes PG_VERSION when it creates one). */
export function isNewPgliteFolder(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates and migrates a new PGlite data folder in a child process of the same server, which then exits.
 * Creating the cluster (initdb) grows PGlite's WebAssembly heap to ~700 MiB, and such a heap never shrinks: the
 * first start of a new folder kept that for the life of the server. Opened after the child, the folder costs what a
 * restart costs (~210 MiB), for about a second more on that first start only.
 */
export async function initializeInChildProcess(dataDir: string, script = process.argv[1]): Promise<void> {
  if (!script) throw new Error('The server was started without a script path');
  const child = spawn(process.execPath, [...process.execArgv, script, INITIALIZE_DATABASE_FLAG], {
    stdio: 'inherit',
    env: process.env,
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the database in ${dataDir} failed (exit code ${code})`);
}
