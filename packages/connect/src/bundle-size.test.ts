// @vitest-environment node
// (esbuild's API refuses DOM environments' TextEncoder.)
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildBundles } from '../build.mjs';

const MAX_GZIP_BYTES = 8 * 1024;

describe('the bundles', () => {
  it('are at most 8 KB gzipped each, and the script-tag one defines PortalConnect.openConnect', async () => {
    const bundles = await buildBundles({ write: false });
    expect(bundles.map(({ file }) => file.split('/').pop()).sort()).toEqual(['connect.global.js', 'connect.js']);
    for (const { contents } of bundles) expect(gzipSync(contents).length).toBeLessThanOrEqual(MAX_GZIP_BYTES);

    const global = bundles.find(({ file }) => file.endsWith('connect.global.js'))!;
    const context: Record<string, unknown> = { document: { currentScript: null }, HTMLScriptElement: class {} };
    runInNewContext(new TextDecoder().decode(global.contents), context);
    expect(typeof (context.PortalConnect as { openConnect?: unknown }).openConnect).toBe('function');
  });
});
