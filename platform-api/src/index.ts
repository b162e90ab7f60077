export { createApp, type Platform, type CreateAppOptions } from './app.js';
export { loadConfig, type PlatformConfig } from './config.js';
export { createDatabase } from './db/database.js';
export { migrateAll, migrationTableName } from './db/migrator.js';
export { InMemoryFanout, type FanoutAdapter } from './realtime/fanout.js';
export { installedPlugins } from './plugins/installed.js';
