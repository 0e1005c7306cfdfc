// `npm run dev`: the API with reload on change (tsx watch) and the web app on Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib/prepare.mjs';

ensureInstalled();
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@portal/server'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { cwd: root, stdio: 'inherit', env }),
];
console.log('\nAPI on http://localhost:3000, web app with hot reload on http://localhost:5173\n');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
