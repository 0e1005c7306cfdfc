import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumerInSandbox } from '../../../apps/server/src/test/integrations';
import { useTestApp } from '../../../apps/server/src/test/test-app';
import { apiKeyOf } from '../../sdk/test/sdk-test-helpers';
import { configDir } from '../src/config';
import { run } from '../src/cli';

const t = useTestApp();
let url = '';
beforeAll(async () => {
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

/** Runs `portal …` in-process with its own config folder; answers the exit code and what it printed. */
async function portal(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (text) => out.push(text), err: (text) => err.push(text), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the CLI against the real server', () => {
  it('login keeps the key in the config folder (0600); consumers, connect links and calls use it', async () => {
    const { owner, application, consumer } = await consumerInSandbox(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application, 'test');
    const env = { PORTAL_CONFIG_DIR: join(await mkdtemp(join(tmpdir(), 'portal-cli-')), 'portal') };

    expect(await portal(env, 'consumers', 'list')).toMatchObject({ code: 2, err: expect.stringContaining('login') });
    expect((await portal(env, 'login', '--url', url, '--key', 'sk_wrong')).code).toBe(1);
    const login = await portal(env, 'login', '--url', url, '--key', apiKey);
    expect(login.code, login.err).toBe(0);
    const file = join(configDir(env), 'credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ url, apiKey });

    const created = await portal(env, 'consumers', 'create', 'crm-42', '--name', 'Globex');
    expect(created.code, created.err).toBe(0);
    const globex = JSON.parse(created.out) as { id: string; externalId: string; name: string };
    expect(globex).toMatchObject({ externalId: 'crm-42', name: 'Globex' });
    const listed = await portal(env, 'consumers', 'list', '--json');
    expect((JSON.parse(listed.out) as Array<{ id: string }>).map((each) => each.id).sort()).toEqual(
      [consumer, globex.id].sort(),
    );
    expect((await portal(env, 'consumers', 'list')).out).toMatch(/^id\s+name\n/);

    const link = await portal(env, 'connect', 'link', globex.id, '--service', 'bamboohr');
    expect(link.code, link.err).toBe(0);
    expect(link.out).toMatch(/^http.*\n\(expires /);

    const json = await portal(env, 'call', 'hris', 'employees', '--consumer', consumer, '--page-size', '25');
    expect(json.code, json.err).toBe(0);
    const employees = JSON.parse(json.out) as Array<{ id: string }>;
    const direct = await t.api.unchecked(
      { method: 'GET', path: '/hris/employees', prefix: '/unified' } as never,
      { query: { pageSize: 500 }, headers: { authorization: `Bearer ${apiKey}`, 'x-consumer-id': consumer } } as never,
    );
    expect(employees.map((employee) => employee.id)).toEqual(
      (direct.data as Array<{ id: string }>).map((employee) => employee.id),
    );
    const table = await portal(env, 'call', 'hris', 'employees', '--consumer', consumer, '--table');
    expect(table.out.split('\n')).toHaveLength(employees.length + 1);
    expect(table.out.split('\n')[0]).toMatch(/^id\s+remoteId\s+/);

    expect(await portal(env, 'call', 'hris', 'nothing', '--consumer', consumer)).toMatchObject({ code: 2 });
    expect(await portal(env, 'call', 'hris', 'employees')).toMatchObject({ code: 2 });
    expect(await portal(env, 'call', 'ats', 'jobs', '--consumer', consumer)).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^424 /),
    });
  });
});
