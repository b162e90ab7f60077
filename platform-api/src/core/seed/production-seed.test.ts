import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type Logger } from '@suite/sdk';
import { loadConfig, repoRoot } from '../../config.js';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';
import { seedDemoOnStart } from './startup.js';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-that-is-long-and-random-0123456789' };

function recordingLogger(): Logger & { lines: { level: string; msg: string }[] } {
  const lines: { level: string; msg: string }[] = [];
  const record = (level: string) => (obj: unknown, msg?: string) => lines.push({ level, msg: msg ?? String(obj) });
  return { lines, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}

let platform: TestPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

describe('demo accounts in production', () => {
  it('are off under NODE_ENV=production unless SEED_DEMO=true asks; on by default elsewhere', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: '1' }).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/suite-seed-config-test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/suite-seed-config-test', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('the production configuration on an empty database seeds nothing, and the demo logins fail', async () => {
    const production = loadConfig(PRODUCTION);
    platform = await startTestPlatform({ config: { environment: production.environment, seedDemo: production.seedDemo } });
    const log = recordingLogger();
    expect(await seedDemoOnStart(platform.db, [], platform.config, log, platform.platform.host.capabilities)).toBe(false);
    expect(Number((await platform.db('core.users').count<{ count: number }[]>('* as count'))[0]!.count)).toBe(0);
    for (const demo of DEMO_ACCOUNTS.slice(0, 3)) {
      const login = await platform.http.post('/api/auth/login').send({ email: demo.email, password: DEMO_PASSWORD });
      expect(login.status).toBe(401);
      const demoLogin = await platform.http.post('/api/auth/demo-login').send({ email: demo.email, password: DEMO_PASSWORD });
      expect(demoLogin.status).toBeGreaterThanOrEqual(400);
      expect(demoLogin.body.data).toBeUndefined();
    }
    expect(log.lines.some((line) => line.msg.includes('not seeded in production'))).toBe(true);
  });

  it('seeds them in production only when SEED_DEMO=true, and says so loudly in the log', async () => {
    const asked = loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' });
    platform = await startTestPlatform({ config: { environment: asked.environment, seedDemo: asked.seedDemo } });
    const log = recordingLogger();
    expect(await seedDemoOnStart(platform.db, [], platform.config, log, platform.platform.host.capabilities)).toBe(true);
    expect(log.lines.find((line) => line.level === 'warn')?.msg).toMatch(/SEED_DEMO=true in production.*PUBLISHED password/);
    const login = await platform.http.post('/api/auth/login').send({ email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('the Dockerfile and docker-compose run in production and do not ask for the demo seed', () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    expect(dockerfile).not.toMatch(/SEED_DEMO/);
    expect(compose).not.toMatch(/SEED_DEMO:\s*['"]?true/);
  });
});
