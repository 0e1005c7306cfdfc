import type { FileSystem } from 'ftp-srv';

/** Whether an FTP path, from the working directory `cwd`, climbs above the user's root (`cd ..` at `/`, `../x`). */
export function climbsAboveRoot(cwd: string, path: string): boolean {
  const unix = path.replace(/\\/g, '/');
  const segments = unix.startsWith('/') ? [] : cwd.replace(/\\/g, '/').split('/').filter(Boolean);
  for (const part of unix.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') segments.push(part);
    else if (segments.pop() === undefined) return true;
  }
  return false;
}

type Resolve = (this: FileSystem, path?: string) => { clientPath: string; fsPath: string };

/**
 * ftp-srv's file system, confined to the account's folder: a path that climbs above it is refused (ftp-srv answers 550 with the message) rather than
 * quietly clamped to the folder, so a client that tries to write elsewhere learns that it may not. Made from the
 * `FileSystem` of ftp-srv, which is loaded only when the FTP server starts (FTP_PORT).
 */
export function confinedFileSystemOf(Base: typeof FileSystem) {
  return class ConfinedFileSystem extends Base {
    _resolvePath(path = '.') {
      if (climbsAboveRoot(this.currentDirectory(), path)) throw new Error('Outside your folder');
      return (Base.prototype as unknown as { _resolvePath: Resolve })._resolvePath.call(this, path);
    }
  };
}
