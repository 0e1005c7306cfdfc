#!/usr/bin/env node
// `portal <command>`: see packages/cli/src/cli.ts (built by `npm run build -w @portal/cli`).
await import('../dist/cli.js');
