import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { INITIALIZE_DATABASE_FLAG, initializeInChildProcess, isNewPgliteFolder } from './db/first-start';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (process.argv.includes(INITIALIZE_DATABASE_FLAG)) {
    const created = await openDatabase({ dataDir: config.DATA_DIR });
    await created.migrate();
    await created.close();
    return;
  }
  if (!config.DATABASE_URL && isNewPgliteFolder(config.DATA_DIR)) await initializeInChildProcess(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp({ config, database });

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
  // Links in mails use PUBLIC_URL; the web app works at any address of this server (its data-plane calls are same-origin).
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
