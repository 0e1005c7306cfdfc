// Writes the endpoint tables of docs/api.md from the endpoint contracts: `npm run docs:api` (--check: only compare).
import { renderApiDoc } from '../packages/shared/src/registry/api-doc';
import { writeGeneratedDoc } from './lib/generated-doc';

writeGeneratedDoc('docs/api.md', renderApiDoc, 'npm run docs:api');
