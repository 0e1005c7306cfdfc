// `npm run bench`: start-up time (cold and warm), idle memory of the server, and the gzip size of the
// JavaScript the login screen loads. Runs against the built server (npm start builds it) on loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, ms: performance.now() - started };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill();
  throw new Error('server did not start within 15 s');
}

const stop = (child) => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const cold = [];
const warm = [];
let idle;
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const first = await startServer(dataDir);
  cold.push(first.ms);
  await stop(first.child);
  const second = await startServer(dataDir);
  warm.push(second.ms);
  if (run === RUNS - 1) {
    // A little real traffic, then let it settle.
    const email = `bench-${Date.now()}@example.com`;
    await fetch(`${second.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench-password-1!', profile: { name: 'Bench', lastname: 'Mark' } }),
    });
    for (let i = 0; i < 20; i++) await fetch(`${second.url}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    idle = rssMiB(second.child.pid);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${second.url}/login`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    await browser.close();
    const sum = (key) => loaded.reduce((total, file) => total + file[key], 0) / 1024;
    console.log(`Login screen JavaScript: ${loaded.length} files, ${sum('raw').toFixed(1)} KiB raw, ${sum('gzip').toFixed(1)} KiB gzip`);
    for (const file of loaded) console.log(`  ${new URL(file.url).pathname}  ${(file.gzip / 1024).toFixed(1)} KiB gzip`);
  }
  await stop(second.child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Cold start (new data folder, migrations): median ${median(cold).toFixed(0)} ms of ${RUNS} (${cold.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`Warm start (existing data folder):        median ${median(warm).toFixed(0)} ms of ${RUNS} (${warm.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`Idle server memory (RSS) after start and a sign-up: ${idle.toFixed(0)} MiB`);
