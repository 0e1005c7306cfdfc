import { expect, it } from 'vitest';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { buildTestApp } from '../test/test-app';

it('request logs carry no secrets: keys, codes and tokens are redacted', async () => {
  const lines: string[] = [];
  const t = await buildTestApp({ LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line: string) => void lines.push(line) },
  });
  try {
    await t.api.call(authEndpoints.verifyEmail, { params: { key: 'SeCrEtVeRiFyKeY123' } });
    await t.api.call(membersEndpoints.inviteInfo, { params: { code: 'SeCrEtInViTeCoDe456' }, token: 'SeCrEtToKeN789' });
    // The page the provider sends the browser back to: a page, not an endpoint.
    await t.app.inject({ method: 'GET', url: '/login-callback?code=SeCrEtOaUtHcOdE&state=SeCrEtStAtE' });
    await t.api.call(authEndpoints.login, { body: { email: 'a@b.co', password: 'SeCrEtPaSsWoRd' } });
  } finally {
    await t.close();
  }
  const log = lines.join('\n');
  expect(log).toContain('/api/auth/verify/email/[redacted]');
  expect(log).toContain('/api/members/invite/[redacted]/info');
  expect(log).toMatch(/code=\[redacted\]&state=\[redacted\]/);
  for (const secret of [
    'SeCrEtVeRiFyKeY123',
    'SeCrEtInViTeCoDe456',
    'SeCrEtToKeN789',
    'SeCrEtOaUtHcOdE',
    'SeCrEtStAtE',
    'SeCrEtPaSsWoRd',
  ]) {
    expect(log).not.toContain(secret);
  }
});
