import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateAll } from './db/migrator.js';
import { createApp } from './app.js';
import { installedPlugins } from './plugins/installed.js';
import { seedDemoOnStart } from './core/seed/startup.js';
import { PostgresFanout } from './realtime/pg-fanout.js';
import { createLogger } from './logger.js';

/** Reads config, opens the database, migrates, seeds, listens and attaches the websocket hub. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateAll(db, installedPlugins);
  // Several instances on one PostgreSQL meet through LISTEN/NOTIFY; PGlite serves one instance.
  const fanout = config.databaseUrl ? new PostgresFanout(config.databaseUrl, db, createLogger(config.logLevel)) : undefined;
  await fanout?.start();
  const platform = await createApp({ db, plugins: installedPlugins, config, fanout });
  await seedDemoOnStart(db, installedPlugins, config, platform.log, platform.host.capabilities);
  const server = createServer(platform.handler);
  platform.attach(server);
  // Background jobs: mail delivery, subscription renewals (now and on the hour), plugins' jobs.
  await platform.start();
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  platform.log.info(
    { port: config.port, database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`, ms: Date.now() - started },
    `Suite is running on http://localhost:${config.port}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    platform.log.info({ signal }, 'shutting down');
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await platform.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
