import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); loading a dump of an
 * already migrated one takes about a second. Every test file starts from this dump.
 */
export async function setup(project: TestProject) {
  const database = await openPglite(undefined);
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = join(tmpdir(), 'portal-tests');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
