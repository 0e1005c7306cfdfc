// Writes openapi.json and src/generated/unified.ts from the server's code: `npm run generate -w @portal/sdk`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unifiedDocumentText, unifiedOperationsText, unifiedTypesText } from './document';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const document = unifiedDocumentText();
writeFileSync(at('openapi.json'), document);
mkdirSync(at('src/generated'), { recursive: true });
writeFileSync(at('src/generated/unified.ts'), await unifiedTypesText(document));
writeFileSync(at('src/generated/operations.ts'), unifiedOperationsText(document));
console.log('packages/sdk: openapi.json and src/generated/ written');
