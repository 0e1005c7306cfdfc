import { type FileHandle, open, truncate, unlink } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { PRIVATE_FILE } from '../../lib/private-files';

export interface UploadLimits {
  /** Largest file, in bytes (FTP_MAX_FILE_MB). */
  maxFileBytes: number;
  /** Bytes one connection may store, all its uploads together (FTP_QUOTA_MB). */
  quotaBytes: number;
}

/** What one FTP connection has stored so far, against its quota. */
export interface Allowance {
  limits: UploadLimits;
  usedBytes: number;
}

const MB = 1024 * 1024;

/** RFC 959 552's text, with the limit that was reached. */
export const storageExceeded = {
  file: (limits: UploadLimits) => `Exceeded storage allocation: a file may be at most ${limits.maxFileBytes / MB} MB`,
  quota: (limits: UploadLimits) =>
    `Exceeded storage allocation: one connection may store at most ${limits.quotaBytes / MB} MB`,
};

interface WriterOptions {
  append: boolean;
  start?: number;
  allowance: Allowance;
  /** Sends the 552 answer on the control connection; the transfer fails once it is sent. */
  refuse: (message: string) => Promise<unknown>;
}

/**
 * A file upload that counts bytes as they stream to disk (nothing held beyond one chunk) and stops at the file
 * size limit or the connection's quota: the partial file is removed (an append is cut back to the size it had),
 * the client is told 552 before the data connection closes, and the bytes are given back to the quota.
 */
export class LimitedFileWriter extends Writable {
  private handle: FileHandle | undefined;
  private initialSize = 0;
  private written = 0;
  private undone = false;

  constructor(
    readonly path: string,
    private readonly options: WriterOptions,
  ) {
    super();
  }

  override _construct(callback: (error?: Error | null) => void): void {
    const { append, start } = this.options;
    (async () => {
      this.handle = await open(this.path, append ? 'a' : 'w', PRIVATE_FILE);
      await this.handle.chmod(PRIVATE_FILE);
      this.initialSize = append ? (await this.handle.stat()).size : (start ?? 0);
    })().then(() => callback(), callback);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const { allowance, append } = this.options;
    const { limits } = allowance;
    let refusal: string | undefined;
    if (this.initialSize + this.written + chunk.length > limits.maxFileBytes) refusal = storageExceeded.file(limits);
    else if (allowance.usedBytes + chunk.length > limits.quotaBytes) refusal = storageExceeded.quota(limits);
    if (refusal !== undefined) {
      const message = refusal;
      this.undo()
        .then(() => this.options.refuse(message))
        .then(() => callback(new Error(message)), callback);
      return;
    }
    allowance.usedBytes += chunk.length;
    this.written += chunk.length;
    const position = append ? null : this.initialSize + this.written - chunk.length;
    this.handle!.write(chunk, 0, chunk.length, position).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.close().then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // A transfer that broke off (the client went away) leaves no partial file either.
    const settle = error ? this.undo() : this.close();
    settle.then(
      () => callback(error),
      () => callback(error),
    );
  }

  private async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }

  /** Removes what this upload wrote, once, and gives its bytes back to the connection's quota. */
  private async undo(): Promise<void> {
    if (this.undone) return;
    this.undone = true;
    this.options.allowance.usedBytes -= this.written;
    await this.close();
    if (this.options.append) await truncate(this.path, this.initialSize).catch(() => undefined);
    else await unlink(this.path).catch(() => undefined);
  }
}
