// Writes docs/permissions.md from the shared permissions table: `npm run docs:permissions` (--check: only compare).
import { renderPermissionsDoc } from '../packages/shared/src/permissions/permissions-doc';
import { writeGeneratedDoc } from './lib/generated-doc';

writeGeneratedDoc('docs/permissions.md', () => renderPermissionsDoc(), 'npm run docs:permissions');
