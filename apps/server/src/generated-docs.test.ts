import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderApiDoc } from '@portal/shared/registry/api-doc';
import { renderPermissionsDoc } from '@portal/shared/permissions/permissions-doc';

const doc = (name: string) => readFileSync(fileURLToPath(new URL(`../../../docs/${name}`, import.meta.url)), 'utf8');

describe('generated docs', () => {
  it('docs/permissions.md holds the role table the server enforces (regenerate with `npm run docs:permissions`)', () => {
    expect(doc('permissions.md')).toBe(renderPermissionsDoc());
  });

  it('docs/api.md lists every endpoint as its contract declares it (regenerate with `npm run docs:api`)', () => {
    const current = doc('api.md');
    expect(current).toBe(renderApiDoc(current));
  });
});
