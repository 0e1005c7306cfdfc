import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectorsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { freePort } from '../../../../../test-support/free-port';
import { ownerWithIntegration } from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';
import { climbsAboveRoot } from './ftp-file-system';

let port: number;
let passive: number;
let root: string;
beforeAll(async () => {
  port = await freePort();
  passive = await freePort();
  root = await mkdtemp(join(tmpdir(), 'portal-ftp-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const t = useTestApp(() => ({
  FTP_PORT: String(port),
  FTP_HOST: '127.0.0.1',
  FTP_PASV_MIN: String(passive),
  FTP_PASV_MAX: String(passive + 5),
  FTP_ROOT: root,
}));

async function credentialsOf(serviceId = 'dustin'): Promise<{ owner: Person; application: string; username: string; password: string }> {
  const { owner, application } = await ownerWithIntegration(t, serviceId);
  const ftp = (await owner.api.call(connectorsEndpoints.ftp, { params: { serviceId }, query: { application } })).data;
  expect(ftp).toMatchObject({ enabled: true, endpoint: `ftp://localhost:${port}`, username: expect.stringMatching(new RegExp(`^${serviceId}-`)) });
  return { owner, application, username: ftp.username, password: ftp.password };
}

async function ftpClient(user: string, password: string): Promise<Client> {
  const client = new Client(10_000);
  await client.access({ host: '127.0.0.1', port, user, password });
  return client;
}

describe('the FTP server of file connectors', () => {
  it('lets the issued credentials log in and upload; the file is recorded on the connection, which is callable', async () => {
    const { owner, application, username, password } = await credentialsOf();
    const again = (await owner.api.call(connectorsEndpoints.ftp, { params: { serviceId: 'dustin' }, query: { application } })).data;
    expect(again).toMatchObject({ username, password });

    const client = await ftpClient(username, password);
    try {
      await client.uploadFrom(Readable.from(['sku;price\n', 'A-1;100\n']), 'prices.csv');
      expect((await client.list()).map((entry) => entry.name)).toEqual(['prices.csv']);
    } finally {
      client.close();
    }
    expect(await readFile(t.services.ftp.folderOf({ applicationId: application, serviceId: 'dustin' }) + '/prices.csv', 'utf8')).toBe('sku;price\nA-1;100\n');
    await vi.waitFor(async () => {
      const connection = (await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'dustin' }, query: { application } })).data.connection;
      expect(connection).toMatchObject({ state: 'callable', files: [{ name: 'prices.csv', size: 18, receivedAt: expect.any(String) }] });
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
      await expect(client.uploadFrom(Readable.from(['x']), `../../${other.application}/dustin/planted.csv`)).rejects.toMatchObject({ code: 550 });
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
    const api = await owner.api.unchecked(connectorsEndpoints.ftp, { params: { serviceId: 'bamboohr' }, query: { application } });
    expect(api.error).toMatchObject({ statusCode: 400, code: 'NO_FILES', message: 'This connector does not receive files' });
    const developer = await t.signUp();
    await t.services.teams.addMember(owner.teamId, developer.id, 'TEAM_DEVELOPER');
    expect((await developer.api.unchecked(connectorsEndpoints.ftp, { params: { serviceId: 'dustin' }, query: { application } })).status).toBe(403);
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
