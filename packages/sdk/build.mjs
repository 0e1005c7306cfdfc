// The SDK's ESM bundle for Node 20+ and browsers (dist/index.js, platform neutral: no Node built-ins), after the
// types are generated from the server's code (scripts/generate.ts).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  sourcemap: true,
  logLevel: 'warning',
});
