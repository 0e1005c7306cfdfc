import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIALIZE_DATABASE_FLAG, initializeInChildProcess, isNewPgliteFolder } from './first-start';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'first-start-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('the first start of a PGlite data folder', () => {
  it('is a folder without a cluster (no PG_VERSION)', () => {
    const dataDir = folder();
    expect(isNewPgliteFolder(dataDir)).toBe(true);
    expect(isNewPgliteFolder(join(dataDir, 'not-made-yet'))).toBe(true);
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    expect(isNewPgliteFolder(dataDir)).toBe(false);
  });

  it('runs the same script with the initializing flag in a child process, with the environment, and waits for it', async () => {
    const dataDir = folder();
    const script = join(dataDir, 'server.mjs');
    writeFileSync(
      script,
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(dataDir, 'ran'))}, JSON.stringify({ args: process.argv.slice(2), dir: process.env.DATA_DIR }));\n`,
    );
    process.env.DATA_DIR = dataDir;
    try {
      await initializeInChildProcess(dataDir, script);
    } finally {
      delete process.env.DATA_DIR;
    }
    expect(JSON.parse(readFileSync(join(dataDir, 'ran'), 'utf8'))).toEqual({
      args: [INITIALIZE_DATABASE_FLAG],
      dir: dataDir,
    });
  });

  it('fails with the folder named when the child fails', async () => {
    const dataDir = folder();
    const script = join(dataDir, 'server.mjs');
    writeFileSync(script, 'process.exit(3);\n');
    await expect(initializeInChildProcess(dataDir, script)).rejects.toThrow(
      `Creating the database in ${dataDir} failed (exit code 3)`,
    );
  });
});
