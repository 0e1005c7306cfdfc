import { expect, it } from 'vitest';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { buildTestApp, useTestApp } from '../../test/test-app';

const t = useTestApp();

it('GET /api/config answers no Sentry DSN without SENTRY_WEB_DSN, and the web DSN with it', async () => {
  expect((await t.api.call(systemEndpoints.config)).data.sentryDsn).toBeNull();
  const configured = await buildTestApp({ SENTRY_WEB_DSN: 'https://webkey@o12.ingest.sentry.example/34' }, t.database);
  try {
    expect((await configured.api.call(systemEndpoints.config)).data).toMatchObject({
      sentryDsn: 'https://webkey@o12.ingest.sentry.example/34',
    });
  } finally {
    await configured.close();
  }
});
