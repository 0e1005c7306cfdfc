import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { INITIALIZE_DATABASE_FLAG, initializeInChildProcess, isNewPgliteFolder } from './db/first-start';
import { makeOwnerOnly, PRIVATE_UMASK } from './lib/private-files';

async function main() {
  // Before anything (PGlite, secret.key, FTP uploads) creates a file: owner-only, whatever the shell's umask.
  process.umask(PRIVATE_UMASK);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (process.argv.includes(INITIALIZE_DATABASE_FLAG)) {
    const created = await openDatabase({ dataDir: config.DATA_DIR });
    await created.migrate();
    await created.close();
    return;
  }
  // A data folder from before (or from a looser umask) is made owner-only before anything in it is opened.
  const loosened = await makeOwnerOnly(config.DATA_DIR);
  if (!config.DATABASE_URL && isNewPgliteFolder(config.DATA_DIR)) await initializeInChildProcess(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  // PGlite writes a new cluster's files 0666 whatever the umask (what it creates later follows the umask).
  await makeOwnerOnly(config.DATA_DIR);
  const app = await buildApp({ config, database });
  if (loosened > 0) {
    app.log.warn(
      { dataDir: config.DATA_DIR, changed: loosened },
      `DATA_DIR: ${loosened} files and folders were open to other users; set to 0600 (files) and 0700 (folders)`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, finish the ones in flight, then close the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  // Links in mails use PUBLIC_URL; the web app works at any address of this server (its data-plane calls are
  // same-origin).
  const open = config.PUBLIC_URL ? `\nOpen ${config.publicUrl} (PUBLIC_URL: the address links in mails point to)` : '';
  console.log(`\nPortal ready at http://localhost:${port} (database: ${where})${open}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
