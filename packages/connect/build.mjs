// The component's two bundles, minified, with esbuild's JS API (already installed for the server's build):
// dist/connect.js (ESM, for an app's bundler) and dist/connect.global.js (a script tag's `PortalConnect`, which the
// server serves at /connect/connect.js).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('esbuild').BuildOptions} */
const common = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  platform: 'browser',
  // Browsers of the last few years: `?.`, `??` and class fields stay as written (smaller).
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
};

/** The bundles as `{ file, contents }`, written to dist/ unless `write` is false. */
export async function buildBundles({ write = true } = {}) {
  const results = await Promise.all([
    build({ ...common, write, entryPoints: ['src/index.ts'], format: 'esm', outfile: 'dist/connect.js' }),
    build({
      ...common,
      write,
      entryPoints: ['src/global.ts'],
      format: 'iife',
      globalName: 'PortalConnect',
      outfile: 'dist/connect.global.js',
    }),
  ]);
  return results.flatMap((result) =>
    (result.outputFiles ?? []).map((output) => ({ file: output.path, contents: output.contents })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildBundles();
