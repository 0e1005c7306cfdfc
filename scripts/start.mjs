// `npm start`: install what is missing, build what is stale, then serve (migrations run at server start).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, step } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();

step('Starting the portal');
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
