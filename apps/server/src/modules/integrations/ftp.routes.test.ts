import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectorsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { ownerWithIntegration } from '../../test/integrations';
import { useFtpTestApp } from '../../test/ftp';
import type { Person } from '../../test/test-app';
import { climbsAboveRoot } from './ftp-file-system';

const { t, ftp } = useFtpTestApp({ FTP_MAX_FILE_MB: '1', FTP_QUOTA_MB: '3' });

async function credentialsOf(
  serviceId = 'dustin',
): Promise<{ owner: Person; application: string; username: string; password: string }> {
  const { owner, application } = await ownerWithIntegration(t, serviceId);
  const account = (await owner.api.call(connectorsEndpoints.ftp, { params: { serviceId }, query: { application } }))
    .data;
  expect(account).toMatchObject({
    enabled: true,
    endpoint: `ftp://localhost:${ftp.port}`,
    username: expect.stringMatching(new RegExp(`^${serviceId}-`)),
  });
  return { owner, application, username: account.username, password: account.password };
}

async function ftpClient(user: string, password: string): Promise<Client> {
  const client = new Client(10_000);
  await client.access({ host: '127.0.0.1', port: ftp.port, user, password });
  return client;
}

describe('the FTP server of file connectors', () => {
  it('lets the issued credentials log in and upload; the file is recorded on the connection, which is callable', async () => {
    const { owner, application, username, password } = await credentialsOf();
    const again = (
      await owner.api.call(connectorsEndpoints.ftp, { params: { serviceId: 'dustin' }, query: { application } })
    ).data;
    expect(again).toMatchObject({ username, password });

    const client = await ftpClient(username, password);
    try {
      await client.uploadFrom(Readable.from(['sku;price\n', 'A-1;100\n']), 'prices.csv');
      expect((await client.list()).map((entry) => entry.name)).toEqual(['prices.csv']);
    } finally {
      client.close();
    }
    expect(
      await readFile(
        t.services.ftp.folderOf({ applicationId: application, serviceId: 'dustin' }) + '/prices.csv',
        'utf8',
      ),
    ).toBe('sku;price\nA-1;100\n');
    await vi.waitFor(async () => {
      const connection = (
        await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'dustin' }, query: { application } })
      ).data.connection;
      expect(connection).toMatchObject({
        state: 'callable',
        files: [{ name: 'prices.csv', size: 18, receivedAt: expect.any(String) }],
      });
    });
  });

  it('refuses wrong credentials, and paths outside the folder', async () => {
    const first = await credentialsOf();
    const other = await credentialsOf();
    await expect(ftpClient(first.username, `${first.password}x`)).rejects.toMatchObject({ code: 530 });
    await expect(ftpClient(first.username, other.password)).rejects.toMatchObject({ code: 530 });
    await expect(ftpClient('nobody', first.password)).rejects.toMatchObject({ code: 530 });

    const client = await ftpClient(first.username, first.password);
    try {
      await expect(
        client.uploadFrom(Readable.from(['x']), `../../${other.application}/dustin/planted.csv`),
      ).rejects.toMatchObject({ code: 550 });
      await expect(client.cd('..')).rejects.toMatchObject({ code: 550 });
      expect(await client.pwd()).toBe('/');
      expect(await client.list()).toEqual([]);
    } finally {
      client.close();
    }
    const otherClient = await ftpClient(other.username, other.password);
    try {
      expect(await otherClient.list()).toEqual([]);
    } finally {
      otherClient.close();
    }
  });

  it('gives credentials only for connectors that receive files, and only to Owner and Admin', async () => {
    const { owner, application } = await credentialsOf();
    const api = await owner.api.unchecked(connectorsEndpoints.ftp, {
      params: { serviceId: 'bamboohr' },
      query: { application },
    });
    expect(api.error).toMatchObject({
      statusCode: 400,
      code: 'NO_FILES',
      message: 'This connector does not receive files',
    });
    const developer = await t.signUp();
    await t.services.teams.addMember(owner.teamId, developer.id, 'TEAM_DEVELOPER');
    expect(
      (
        await developer.api.unchecked(connectorsEndpoints.ftp, {
          params: { serviceId: 'dustin' },
          query: { application },
        })
      ).status,
    ).toBe(403);
  });
});

const MB = 1024 * 1024;
const bytes = (size: number) => Readable.from([Buffer.alloc(size, 'x')]);
const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('what an FTP account may do to its folder', () => {
  let umask: number;
  // A permissive umask, so the modes checked below are the server's own and not the umask's.
  beforeAll(() => {
    umask = process.umask(0);
  });
  afterAll(() => {
    process.umask(umask);
  });

  it('refuses SITE commands (SITE CHMOD 4777 among them) with 502, and creates files 0600 in folders 0700', async () => {
    const { application, username, password } = await credentialsOf();
    const folder = t.services.ftp.folderOf({ applicationId: application, serviceId: 'dustin' });
    const client = await ftpClient(username, password);
    try {
      await client.ensureDir('in/2026');
      await client.uploadFrom(bytes(10), 'prices.csv');
      await expect(client.send('SITE CHMOD 4777 prices.csv')).rejects.toMatchObject({
        code: 502,
        message: '502 Command blacklisted: SITE',
      });
      await expect(client.send('SITE CHMOD 777 .')).rejects.toMatchObject({ code: 502 });
      await expect(client.send('SITE HELP')).rejects.toMatchObject({ code: 502 });
    } finally {
      client.close();
    }
    expect(await modeOf(join(folder, 'in/2026/prices.csv'))).toBe(0o600);
    for (const path of [ftp.root, join(ftp.root, application), folder, join(folder, 'in'), join(folder, 'in/2026')])
      expect(await modeOf(path)).toBe(0o700);
  });

  it('answers 552 to a file over FTP_MAX_FILE_MB and removes what it wrote; a file of exactly the limit is stored', async () => {
    const { application, username, password } = await credentialsOf();
    const folder = t.services.ftp.folderOf({ applicationId: application, serviceId: 'dustin' });
    const client = await ftpClient(username, password);
    try {
      await expect(client.uploadFrom(bytes(MB + 1), 'big.csv')).rejects.toMatchObject({
        code: 552,
        message: '552 Exceeded storage allocation: a file may be at most 1 MB',
      });
      expect(await readdir(folder)).toEqual([]);
      await client.uploadFrom(bytes(MB), 'exact.csv');
      await client.uploadFrom(bytes(10), 'small.csv');
      await expect(client.appendFrom(bytes(MB), 'small.csv')).rejects.toMatchObject({ code: 552 });
      expect(
        (await client.list()).map(({ name, size }) => ({ name, size })).sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual([
        { name: 'exact.csv', size: MB },
        { name: 'small.csv', size: 10 },
      ]);
    } finally {
      client.close();
    }
    expect((await stat(join(folder, 'exact.csv'))).size).toBe(MB);
  });

  it('answers 552 once a connection has stored FTP_QUOTA_MB; a new connection starts again', async () => {
    const { application, username, password } = await credentialsOf();
    const folder = t.services.ftp.folderOf({ applicationId: application, serviceId: 'dustin' });
    const client = await ftpClient(username, password);
    try {
      for (const name of ['1.csv', '2.csv', '3.csv']) await client.uploadFrom(bytes(MB), name);
      await expect(client.uploadFrom(bytes(1), '4.csv')).rejects.toMatchObject({
        code: 552,
        message: '552 Exceeded storage allocation: one connection may store at most 3 MB',
      });
      expect((await readdir(folder)).sort()).toEqual(['1.csv', '2.csv', '3.csv']);
    } finally {
      client.close();
    }
    const next = await ftpClient(username, password);
    try {
      await next.uploadFrom(bytes(MB), '4.csv');
    } finally {
      next.close();
    }
    expect((await readdir(folder)).sort()).toEqual(['1.csv', '2.csv', '3.csv', '4.csv']);
  });
});

describe('paths of FTP commands', () => {
  it('climb above the root only when more .. than folders', () => {
    expect(climbsAboveRoot('/', '..')).toBe(true);
    expect(climbsAboveRoot('/', '/../x')).toBe(true);
    expect(climbsAboveRoot('/in', '../x')).toBe(false);
    expect(climbsAboveRoot('/in', '../../x')).toBe(true);
    expect(climbsAboveRoot('/', 'a/../b\\..\\..')).toBe(true);
    expect(climbsAboveRoot('/', './a/b/../c')).toBe(false);
  });
});
