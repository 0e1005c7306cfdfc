import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from './test/factories';
import { type ServerProcess, startServer } from './test/server-process';

// The embedded database's folder, as a real server (src/main.ts) leaves it, started from a shell whose umask
// lets everyone read and write what it creates.
const onPglite = process.env.TEST_DB !== 'postgres';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Every file and folder under `root` (itself included) whose mode is not 0600 (files) or 0700 (folders). */
async function notOwnerOnly(root: string): Promise<{ entries: number; open: string[] }> {
  const open: string[] = [];
  let entries = 0;
  const visit = async (path: string) => {
    const stats = await lstat(path);
    entries += 1;
    const mode = stats.mode & 0o7777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600)) open.push(`${relative(root, path) || '.'} ${mode.toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return { entries, open };
}

/** Sets every folder under `root` to 0777 and every file to 0666; answers how many. */
async function openToEveryone(root: string): Promise<number> {
  let count = 0;
  const visit = async (path: string) => {
    const stats = await lstat(path);
    await chmod(path, stats.isDirectory() ? 0o777 : 0o666);
    count += 1;
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return count;
}

async function start(dataDir: string): Promise<ServerProcess> {
  // No SECRET_KEY: the server generates DATA_DIR/secret.key.
  const server = await startServer({ DATA_DIR: dataDir, SECRET_KEY: '' }, { umask: 0o000 });
  cleanups.push(() => server.stop());
  return server;
}

it.runIf(onPglite)(
  'keeps DATA_DIR 0700 and every file in it 0600 whatever the umask, and fixes a folder opened up since',
  { timeout: 600_000 },
  async () => {
    const parent = await mkdtemp(join(tmpdir(), 'portal-modes-'));
    cleanups.push(() => rm(parent, { recursive: true, force: true }));
    const dataDir = join(parent, 'data');

    let server = await start(dataDir);
    const signUp = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('modes'),
        password: TEST_PASSWORD,
        profile: { name: 'Ada', lastname: 'Lovelace' },
      }),
    });
    expect(signUp.status).toBe(201);
    const running = await notOwnerOnly(dataDir);
    expect(running.entries).toBeGreaterThan(500);
    expect(running.open).toEqual([]);
    expect((await readdir(dataDir)).includes('secret.key')).toBe(true);
    expect(server.output()).not.toMatch(/DATA_DIR: \d+ files and folders/);
    await server.stop();
    expect((await notOwnerOnly(dataDir)).open).toEqual([]);

    // Someone opened the folder up (a copy, a chmod -R): the next start closes it again and says how many it changed.
    const opened = await openToEveryone(dataDir);
    server = await start(dataDir);
    // Standard output is written within a quarter second (plugins/request-log.ts standardOutput).
    await vi.waitFor(
      () =>
        expect(server.output()).toContain(
          `DATA_DIR: ${opened} files and folders were open to other users; set to 0600 (files) and 0700 (folders)`,
        ),
      { timeout: 5000 },
    );
    expect((await notOwnerOnly(dataDir)).open).toEqual([]);
  },
);
