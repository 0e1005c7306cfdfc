import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_SECRET_KEY } from './test-app';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  url: string;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
  /** kill -9: the process dies at once, mid-work. */
  crash(): Promise<void>;
}

/**
 * A real server process (src/main.ts), as deployed, on a port of its own. `umask` starts it from a shell with that
 * umask (e.g. 0o000, to see that the server's files do not depend on it).
 */
export async function startServer(
  env: Record<string, string>,
  options: { umask?: number } = {},
): Promise<ServerProcess> {
  const command = [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
  const [file, args] =
    options.umask === undefined
      ? [command[0]!, command.slice(1)]
      : ['/bin/sh', ['-c', `umask ${options.umask.toString(8).padStart(3, '0')} && exec "$@"`, 'sh', ...command]];
  const child: ChildProcess = spawn(file, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SECRET_KEY: TEST_SECRET_KEY,
      SIGNUP_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A fresh database's migrations can take over a minute on a busy machine.
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Portal ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    crash: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
