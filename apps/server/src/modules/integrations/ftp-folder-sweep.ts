import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ftpAccounts } from './connections.table';

/** A folder made this recently may belong to an account whose row the sweep read just before it was inserted. */
const SETTLED_MS = 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function folders(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory() && UUID.test(entry.name)).map((entry) => entry.name);
}

/**
 * Removes the FTP folders (and the files in them) of applications and consumers that no longer have an FTP account:
 * deleting a consumer, an application or a team deletes their accounts by cascade, and the files they delivered go
 * with them at the next cleanup. Answers how many folders it removed.
 */
export async function sweepFtpFolders(db: Db, root: string, now: Date): Promise<number> {
  const settled = async (path: string) => now.getTime() - (await stat(path)).mtimeMs > SETTLED_MS;
  let removed = 0;
  const remove = async (path: string) => {
    if (!(await settled(path))) return;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  };
  for (const application of await folders(root)) {
    const accounts = await db
      .select({ consumerId: ftpAccounts.consumerId })
      .from(ftpAccounts)
      .where(eq(ftpAccounts.applicationId, application));
    if (accounts.length === 0) {
      await remove(join(root, application));
      continue;
    }
    const kept = new Set(accounts.map((account) => account.consumerId));
    for (const consumer of await folders(join(root, application, 'consumers')))
      if (!kept.has(consumer)) await remove(join(root, application, 'consumers', consumer));
  }
  return removed;
}
