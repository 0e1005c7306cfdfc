// Bundles the server into dist/main.js (dependencies stay in node_modules) and copies the migrations beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Optional peers (ftp-srv) stay outside too: imported on first use, and absent from a portal that does not need them.
const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter(
  (name) => !name.startsWith('@portal/'),
);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The code sample worker runs as its own file beside the bundle (explorer-code.ts starts it from there).
cpSync('src/modules/explorer/code-sample-worker.mjs', 'dist/code-sample-worker.mjs');
console.log('server built: apps/server/dist/main.js');
