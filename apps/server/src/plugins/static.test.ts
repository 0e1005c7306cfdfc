import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/** A built web app as the web build writes it: each text file with its .br and .gz beside it. */
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const appJs = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const files: Record<string, string> = { 'index.html': indexHtml, 'assets/app-Ab12Cd34.js': appJs };
mkdirSync(join(dist, 'assets'));
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(dist, name), text);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
}
// A file too small to compress has no variants.
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST_DIR: dist });

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const CSP = /^default-src 'self';/;

describe('the built web app', () => {
  it('sends a hashed asset as brotli, else gzip, else as it is, by Accept-Encoding, cached for a year', async () => {
    const brotli = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': YEAR_IMMUTABLE,
    });
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(appJs);
    expect(brotli.rawPayload.length).toBeLessThan(appJs.length / 10);

    const gzipped = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': YEAR_IMMUTABLE });
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(appJs);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': YEAR_IMMUTABLE,
    });
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(appJs);
  });

  it('sends index.html compressed and revalidated, for the SPA fallback too, with the Content-Security-Policy', async () => {
    for (const url of ['/', '/login', '/dashboard/anything', '/index.html']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers, url).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      });
      expect(page.headers['content-security-policy'], url).toMatch(CSP);
      expect(page.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(indexHtml);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('sends a file without compressed variants as it is, and never a variant as a file of its own', async () => {
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' });

    const variant = await get('/assets/app-Ab12Cd34.js.br');
    expect(variant.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(variant.body).toBe(indexHtml);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const missing = await get('/api/no-such-thing', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ error: { statusCode: 404, code: 'NOT_FOUND' } });
  });
});
