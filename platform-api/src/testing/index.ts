import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import supertest from 'supertest';
import type { ApiPlugin, AccountRole, PlanId, FeatureKey } from '@suite/sdk';
import { createApp, type Platform } from '../app.js';
import { loadConfig, type PlatformConfig } from '../config.js';
import { signAccessToken } from '../http/tokens.js';
import { setEnabledFeatures } from '../core/features/service.js';
import type { FanoutAdapter } from '../realtime/fanout.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { migrateAll } from '../db/migrator.js';
import { createDatabase } from '../db/database.js';
import { PostgresFanout } from '../realtime/pg-fanout.js';
import { createLogger } from '../logger.js';

export { createTestDatabase, type TestDatabase };

/** A clock tests move by hand. */
export class TestClock {
  private current: number;
  constructor(start: Date | string = '2026-11-02T10:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export interface TestAccount {
  id: string;
  slug: string;
  owner: TestUser;
}

export interface TestPlatform {
  platform: Platform;
  db: Knex;
  database: TestDatabase;
  config: PlatformConfig;
  server: Server;
  /** http://127.0.0.1:<port> */
  url: string;
  /** ws://127.0.0.1:<port>/ws */
  wsUrl: string;
  http: ReturnType<typeof supertest>;
  clock: TestClock;
  /** A user row (verified unless told otherwise) and an access token for it. */
  createUser(options?: { email?: string; verified?: boolean; superAdmin?: boolean; persona?: string | null }): Promise<TestUser>;
  /** An account owned by a new user (or the given one), on a plan. */
  createAccount(options?: { owner?: TestUser; plan?: PlanId; name?: string }): Promise<TestAccount>;
  /** Add a user to an account with a role and named permissions. */
  addMember(account: TestAccount | string, user: TestUser, role: AccountRole, permissions?: string[]): Promise<void>;
  /** A token whose session acts for the account. */
  tokenFor(user: TestUser, accountId: string | null, options?: { ttlSeconds?: number }): Promise<string>;
  setFeatures(accountId: string, features: FeatureKey[]): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Start the platform in-process for a test file: a fresh database, migrations, the app on an
 * ephemeral port with the websocket hub attached. The same suite runs on PGlite and PostgreSQL.
 */
export async function startTestPlatform(
  options: {
    plugins?: ApiPlugin[];
    config?: Partial<PlatformConfig>;
    clock?: TestClock;
    /** 'postgres': LISTEN/NOTIFY fan-out (PostgreSQL only), so other instances meet this one. */
    fanout?: FanoutAdapter | 'postgres';
    /** Another instance on the same database (PostgreSQL only): no new database, no migrations. */
    sameDatabaseAs?: TestPlatform;
    /**
     * Run cron schedules (a pass every second). Off by default, so an hourly job cannot fire in the
     * middle of a test; jobs enqueued by hand always run (workers poll every half second).
     */
    runSchedules?: boolean;
  } = {},
): Promise<TestPlatform> {
  const plugins = options.plugins ?? [];
  const shared = options.sameDatabaseAs?.database;
  if (shared && !shared.url) throw new Error('sameDatabaseAs needs PostgreSQL');
  const database: TestDatabase = shared ? { knex: createDatabase({ databaseUrl: shared.url, poolMax: 5 }), kind: 'postgres', url: shared.url, drop: async () => undefined } : await createTestDatabase({ migratedFor: plugins });
  const db = database.knex;
  if (!shared && process.env.SUITE_TEST_TEMPLATES === '0') await migrateAll(db, plugins);
  const clock = options.clock ?? new TestClock(new Date());
  const config = loadConfig({ NODE_ENV: 'test' }, { shellDir: null, modulesDir: null, seedDemo: false, logLevel: process.env.LOG_LEVEL ?? 'silent', ...options.config });
  let fanout: FanoutAdapter | undefined;
  if (options.fanout === 'postgres') {
    if (!database.url) throw new Error('the PostgreSQL fan-out needs PostgreSQL');
    const pgFanout = new PostgresFanout(database.url, db, createLogger(config.logLevel));
    await pgFanout.start();
    fanout = pgFanout;
  } else fanout = options.fanout;
  const platform = await createApp({
    db,
    plugins,
    config,
    now: clock.now,
    fanout,
    jobs: { pollingIntervalSeconds: 0.5, runSchedules: options.runSchedules ?? false, schedulePassSeconds: 1 },
  });
  await platform.jobs.start();
  const server = createServer(platform.handler);
  platform.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const tokenFor: TestPlatform['tokenFor'] = (user, accountId, tokenOptions) =>
    signAccessToken(config, { sub: user.id, sid: null, acc: accountId }, tokenOptions?.ttlSeconds, clock.now());

  const createUser: TestPlatform['createUser'] = async (userOptions = {}) => {
    counter += 1;
    const email = userOptions.email ?? `user${counter}.${Date.now().toString(36)}@example.test`;
    const [row] = (await db('core.users')
      .insert({
        email,
        first_name: `User${counter}`,
        last_name: 'Test',
        email_verified_at: userOptions.verified === false ? null : db.fn.now(),
        is_super_admin: userOptions.superAdmin ?? false,
        primary_persona: userOptions.persona === undefined ? 'FOUNDER' : userOptions.persona,
      })
      .returning(['id', 'email'])) as { id: string; email: string }[];
    const user = { id: row!.id, email: row!.email, token: '' };
    user.token = await tokenFor(user, null);
    return user;
  };

  const addMember: TestPlatform['addMember'] = async (account, user, role, permissions = []) => {
    const accountId = typeof account === 'string' ? account : account.id;
    await db('core.memberships').insert({ account_id: accountId, user_id: user.id, role, permissions: JSON.stringify(permissions) });
  };

  const createAccount: TestPlatform['createAccount'] = async (accountOptions = {}) => {
    const owner = accountOptions.owner ?? (await createUser());
    counter += 1;
    const slug = `acct-${counter}-${Date.now().toString(36)}`;
    const [row] = (await db('core.accounts')
      .insert({ owner_id: owner.id, name: accountOptions.name ?? `Account ${counter}`, slug, plan: accountOptions.plan ?? 'FREE' })
      .returning(['id'])) as { id: string }[];
    await addMember(row!.id, owner, 'OWNER');
    return { id: row!.id, slug, owner: { ...owner, token: await tokenFor(owner, row!.id) } };
  };

  return {
    platform,
    db,
    database,
    config,
    server,
    url,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    http: supertest(url),
    clock,
    createUser,
    createAccount,
    addMember,
    tokenFor,
    setFeatures: async (accountId, features) => {
      await setEnabledFeatures(db, accountId, features);
      platform.auth.invalidateAccount(accountId);
    },
    async close() {
      // The hub first: it ends open websockets, which server.close() would wait for.
      await platform.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (shared) await db.destroy();
      else await database.drop();
    },
  };
}
export { connectSocket, type TestSocket } from './socket.js';
/** The platform's tenant scope, for tests that call a plugin's seed or service directly (the same scope the host hands plugins). */
export { createTenantScope } from '../core/tenancy/scope.js';
