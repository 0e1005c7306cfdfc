import type { FileSystem, FtpConnection } from 'ftp-srv';
import { privateFolder } from '../../lib/private-files';
import { type Allowance, LimitedFileWriter } from './ftp-uploads';

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

type Reply = (code: number, ...messages: string[]) => Promise<unknown>;

/**
 * Lets an upload answer 552 itself (RFC 959: exceeded storage allocation) before its data connection closes, so
 * the client reads 552 rather than a broken pipe; ftp-srv's own answer to the failed transfer (550 with the same
 * message) is then not sent. Answers the sender.
 */
export function answerStorageRefusals(connection: FtpConnection): (message: string) => Promise<unknown> {
  const target = connection as unknown as { reply: Reply };
  const reply = target.reply.bind(connection);
  const answered = new Set<string>();
  target.reply = (code, ...messages) => {
    if (code === 550 && messages.length === 1 && answered.delete(messages[0]!)) return Promise.resolve();
    return reply(code, ...messages);
  };
  return (message) => {
    answered.add(message);
    return reply(552, message);
  };
}

export interface UploadPolicy {
  allowance: Allowance;
  refuse: (message: string) => Promise<unknown>;
}

/**
 * ftp-srv's file system, confined to the account's folder: a path that climbs above it is refused (ftp-srv answers 550
 * with the message) rather than
 * quietly clamped to the folder, so a client that tries to write elsewhere learns that it may not. Files are
 * written 0600 and folders 0700 whatever the umask, uploads are held to the size limit and the connection's quota
 * (`LimitedFileWriter`), and modes cannot be changed (SITE CHMOD is off as well). Made from the `FileSystem` of
 * ftp-srv, which is loaded only when the FTP server starts (FTP_PORT).
 */
export function confinedFileSystemOf(Base: typeof FileSystem) {
  return class ConfinedFileSystem extends Base {
    constructor(
      connection: FtpConnection,
      options: { root: string; cwd: string },
      private readonly uploads: UploadPolicy,
    ) {
      super(connection, options);
    }

    _resolvePath(path = '.') {
      if (climbsAboveRoot(this.currentDirectory(), path)) throw new Error('Outside your folder');
      return (Base.prototype as unknown as { _resolvePath: Resolve })._resolvePath.call(this, path);
    }

    override write(fileName: string, { append = false, start }: { append?: boolean; start?: number } = {}) {
      const { fsPath, clientPath } = this._resolvePath(fileName);
      return { stream: new LimitedFileWriter(fsPath, { append, start, ...this.uploads }), clientPath };
    }

    override async mkdir(path: string) {
      const { fsPath } = this._resolvePath(path);
      await privateFolder(this.root, fsPath);
      return fsPath;
    }

    override chmod(): Promise<never> {
      return Promise.reject(new Error('Changing modes is not allowed'));
    }
  };
}
