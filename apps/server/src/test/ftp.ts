import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../../test-support/free-port';
import { useTestApp } from './test-app';

/**
 * The test app with its FTP server on free loopback ports and a root folder of its own (removed afterwards);
 * `env` adds settings (limits). `ftp.port` is known once the suite started.
 */
export function useFtpTestApp(env: Record<string, string> = {}) {
  const ftp = { port: 0, passive: 0, root: '' };
  beforeAll(async () => {
    ftp.port = await freePort();
    ftp.passive = await freePort();
    ftp.root = await mkdtemp(join(tmpdir(), 'portal-ftp-'));
  });
  afterAll(() => rm(ftp.root, { recursive: true, force: true }));
  const t = useTestApp(() => ({
    FTP_PORT: String(ftp.port),
    FTP_HOST: '127.0.0.1',
    FTP_PASV_MIN: String(ftp.passive),
    FTP_PASV_MAX: String(ftp.passive + 5),
    FTP_ROOT: ftp.root,
    ...env,
  }));
  return { t, ftp };
}
