// The SDK's ESM bundle for Node 20+ and browsers (dist/index.js, platform neutral: no Node built-ins), from the
// committed generated files (`npm run generate -w @portal/sdk` regenerates them from the server's code).
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
