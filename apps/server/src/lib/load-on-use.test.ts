import { describe, expect, it } from 'vitest';
import { importFeaturePackage } from './load-on-use';

describe('importFeaturePackage', () => {
  it('names the setting and the install command when the package is not installed', async () => {
    const missing = 'portal-feature-package-not-installed';
    await expect(importFeaturePackage(() => import(missing), missing, '^4.6.3', 'FTP_PORT')).rejects.toThrow(
      `FTP_PORT is set, but the package it needs, ${missing}, is not installed (npm start installs only what every portal needs). ` +
        `Install it with: npm install ${missing}@^4.6.3 -w @portal/server`,
    );
  });

  it('answers the package when it is installed, and passes other failures on', async () => {
    const zod = await importFeaturePackage(() => import('zod'), 'zod', '^4', 'ANY_SETTING');
    expect(typeof zod.z.object).toBe('function');
    const broken = new Error('the package threw while loading');
    await expect(importFeaturePackage(() => Promise.reject(broken), 'zod', '^4', 'ANY_SETTING')).rejects.toBe(broken);
  });
});
