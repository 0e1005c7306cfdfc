import { expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

it('request logs carry no secrets: keys, codes and tokens are redacted', async () => {
  const lines: string[] = [];
  const t = await buildTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: { write: (line) => void lines.push(line) } });
  try {
    await t.app.inject({ method: 'POST', url: '/api/auth/verify/email/SeCrEtVeRiFyKeY123' });
    await t.app.inject({ method: 'POST', url: '/api/members/invite/SeCrEtInViTeCoDe456/info', headers: { authorization: 'Bearer SeCrEtToKeN789' } });
    await t.app.inject({ method: 'GET', url: '/login-callback?code=SeCrEtOaUtHcOdE&state=SeCrEtStAtE' });
    await t.app.inject({ method: 'POST', url: '/api/auth/email', payload: { email: 'a@b.co', password: 'SeCrEtPaSsWoRd' } });
  } finally {
    await t.close();
  }
  const log = lines.join('\n');
  expect(log).toContain('/api/auth/verify/email/[redacted]');
  expect(log).toContain('/api/members/invite/[redacted]/info');
  expect(log).toMatch(/code=\[redacted\]&state=\[redacted\]/);
  for (const secret of ['SeCrEtVeRiFyKeY123', 'SeCrEtInViTeCoDe456', 'SeCrEtToKeN789', 'SeCrEtOaUtHcOdE', 'SeCrEtStAtE', 'SeCrEtPaSsWoRd']) {
    expect(log).not.toContain(secret);
  }
});
