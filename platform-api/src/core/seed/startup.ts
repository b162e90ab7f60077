import type { Knex } from 'knex';
import type { ApiPlugin, CapabilityRegistry, Logger } from '@suite/sdk';
import type { PlatformConfig } from '../../config.js';
import { seedDemoData } from './seed.js';
import { seedBilling } from '../billing/seed.js';
import { seedPublicSite } from '../public-site/seed.js';

/**
 * The demo accounts at start-up, on an empty database. They share a published password, so in
 * production they are seeded only when SEED_DEMO=true asks for it explicitly, and then the log says
 * so loudly. Returns whether the demo data was written.
 */
export async function seedDemoOnStart(
  db: Knex,
  plugins: readonly ApiPlugin[],
  config: PlatformConfig,
  log: Logger,
  capabilities: CapabilityRegistry,
): Promise<boolean> {
  if (!config.seedDemo) {
    if (config.environment === 'production') log.info({ seedDemo: false }, 'demo accounts are not seeded in production (SEED_DEMO=true would seed them)');
    return false;
  }
  if (config.environment === 'production') {
    log.warn(
      { seedDemo: true },
      'SEED_DEMO=true in production: the demo accounts share a PUBLISHED password; anyone can sign in as them. Never use this for real data.',
    );
  }
  const demo = await seedDemoData(db, plugins, log, undefined, capabilities);
  if (demo) await seedBilling(db, demo, log);
  if (demo) await seedPublicSite(db, demo, log);
  return demo !== null;
}
