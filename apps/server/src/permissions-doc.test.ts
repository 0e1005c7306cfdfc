import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderPermissionsDoc } from '@portal/shared/permissions/permissions-doc';

const docFile = fileURLToPath(new URL('../../../docs/permissions.md', import.meta.url));

describe('docs/permissions.md', () => {
  it('holds the role table the server enforces (regenerate with `npm run docs:permissions`)', () => {
    expect(readFileSync(docFile, 'utf8')).toBe(renderPermissionsDoc());
  });
});
