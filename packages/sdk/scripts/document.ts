// The unified plane's OpenAPI document and the SDK's types from it, as the server makes them (no server started).
import openapiTS, { astToString } from 'openapi-typescript';
import { unifiedOpenApi } from '../../../apps/server/src/modules/unified/unified-openapi';

/** The document as `/unified/openapi.json` serves it, relative to the server (`servers[0].url` = `/unified`). */
export function unifiedDocumentText(): string {
  return `${JSON.stringify(unifiedOpenApi(''), null, 2)}\n`;
}

/** The TypeScript types of every path and schema of the document (openapi-typescript). */
export async function unifiedTypesText(documentText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentText) as never, { alphabetize: true });
  return `// Generated from openapi.json by openapi-typescript (npm run generate -w @portal/sdk). Do not edit.\n/* eslint-disable */\n${astToString(ast)}`;
}

interface Document {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
}

/** Each operation's method and path by operationId, and whether it answers pages (`meta.next`). */
export function unifiedOperationsText(documentText: string): string {
  const document = JSON.parse(documentText) as Document;
  const entries = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const paged = JSON.stringify(operation.responses).includes('"next"');
      return `  ${JSON.stringify(operation.operationId)}: { method: '${method}', path: '${path}', paged: ${paged} },`;
    }),
  );
  return [
    '// Generated from openapi.json (npm run generate -w @portal/sdk). Do not edit.',
    '/* eslint-disable */',
    'export const OPERATIONS = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}
