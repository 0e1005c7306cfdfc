import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../apps/server/src/test/test-app';
import { unifiedDocumentText, unifiedOperationsText, unifiedTypesText } from '../scripts/document';

const committed = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const t = useTestApp();

describe('the SDK is generated from the unified OpenAPI document (npm run generate -w @portal/sdk when this fails)', () => {
  it('packages/sdk/openapi.json is the document the server serves at /unified/openapi.json', async () => {
    expect(committed('openapi.json')).toBe(unifiedDocumentText());
    const served = await t.app.inject({ method: 'GET', url: '/unified/openapi.json' });
    const document = served.json() as { servers: Array<{ url: string }> };
    expect(document.servers[0]!.url).toMatch(/\/unified$/);
    expect({ ...document, servers: [{ url: '/unified' }] }).toEqual(JSON.parse(committed('openapi.json')));
  });

  it("the SDK's types and operation table are what openapi-typescript makes of it", async () => {
    const document = committed('openapi.json');
    expect(committed('src/generated/unified.ts')).toBe(await unifiedTypesText(document));
    expect(committed('src/generated/operations.ts')).toBe(unifiedOperationsText(document));
  });

  it('bundles for a browser: nothing of Node is imported (its tsconfig has no Node types either)', async () => {
    const result = await build({
      absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
      entryPoints: ['src/index.ts'],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      metafile: true,
    });
    expect(result.errors).toEqual([]);
    const imported = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((each) => each.path));
    expect(imported.filter((path) => path.startsWith('node:'))).toEqual([]);
    expect(Object.keys(result.metafile.inputs).some((path) => path.includes('openapi-fetch'))).toBe(true);
  });
});
