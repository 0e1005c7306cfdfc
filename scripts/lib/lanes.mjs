// Steps of `npm test` that run side by side: each command's output is printed line by line behind its label, and
// how long each took is kept for the summary.
import { spawn } from 'node:child_process';
import { root } from './prepare.mjs';

/** Every step that ran, in the order they ended: { label, seconds, status }. */
export const timings = [];

/** Prints `text` line by line, each behind `[label]`; keeps an unfinished last line for the next chunk. */
function labelledWriter(label, stream) {
  let pending = '';
  return {
    write(chunk) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) stream.write(`[${label}] ${line}\n`);
    },
    end() {
      if (pending) stream.write(`[${label}] ${pending}\n`);
      pending = '';
    },
  };
}

/** Runs a command in the repo, its output behind `[label]`; resolves with its exit status (never rejects). */
export function runLabelled(label, command, args, options = {}) {
  const started = performance.now();
  console.log(`\n▶ [${label}] ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const out = labelledWriter(label, process.stdout);
    const err = labelledWriter(label, process.stderr);
    child.stdout.setEncoding('utf8').on('data', (chunk) => out.write(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => err.write(chunk));
    const done = (status) => {
      out.end();
      err.end();
      const seconds = Math.round((performance.now() - started) / 1000);
      timings.push({ label, seconds, status });
      console.log(
        `${status === 0 ? '✓' : '✗'} [${label}] ${status === 0 ? 'done' : `failed (exit ${status})`} in ${seconds} s`,
      );
      resolve(status);
    };
    child.once('error', (error) => {
      err.write(`${error.message}\n`);
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
