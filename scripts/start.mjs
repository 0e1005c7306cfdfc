// `npm start`: install what is missing, build what is stale, then serve (migrations run at server start).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, step } from './lib/prepare.mjs';
import { SERVER_NODE_OPTIONS, SERVER_SCRIPT, serverEnv } from './lib/server-process.mjs';

// Only what the portal needs to build and run: the test and lint tools come with `npm test` or `npm run dev`.
ensureInstalled({ dev: false });
ensureBuilt();

step('Starting the portal');
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_SCRIPT], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
