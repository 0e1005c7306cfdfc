import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Files and folders the server keeps (the embedded database, secret.key, FTP uploads) are its user's alone. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;
/** The process umask set at start, so what is created later (by the server or PGlite) starts owner-only. */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates `path` and every folder between `base` and it (`base` included) with mode 0700, setting the mode
 * of those that already exist too: mkdir's mode passes through the umask, chmod does not.
 */
export async function privateFolder(base: string, path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_FOLDER });
  let folder = base;
  await chmod(folder, PRIVATE_FOLDER);
  for (const part of relative(base, path).split(sep).filter(Boolean)) {
    folder = join(folder, part);
    await chmod(folder, PRIVATE_FOLDER);
  }
}

/**
 * Sets `root` and every folder in it to 0700 and every file to 0600 (symbolic links are left alone, not followed);
 * answers how many it changed. PGlite writes the files of a new cluster 0666 whatever the umask, so the start
 * walks the data folder once it is open.
 */
export async function makeOwnerOnly(root: string): Promise<number> {
  let changed = 0;
  const visit = async (path: string): Promise<void> => {
    const stats = await lstat(path);
    const wanted = stats.isDirectory() ? PRIVATE_FOLDER : stats.isFile() ? PRIVATE_FILE : undefined;
    if (wanted === undefined) return;
    if ((stats.mode & 0o7777) !== wanted) {
      await chmod(path, wanted);
      changed += 1;
    }
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  const exists = await lstat(root).then(
    () => true,
    () => false,
  );
  if (exists) await visit(root);
  return changed;
}
