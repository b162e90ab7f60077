import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config.js';

const STRONG = 'kT9vQ2mX7pL4wZ8rN3bY6cH1dF5gJ0sA-u_eE';

describe('JWT_SECRET in production', () => {
  it('is refused when missing, short, well known or of too few characters', () => {
    const refused = /JWT_SECRET/;
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/suite-config-test' })).toThrow(refused);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-but-random-9f3a' })).toThrow(refused);
    // docker-compose's former default, and other published examples.
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'change-me-to-a-long-random-secret' })).toThrow(refused);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'test-secret-'.padEnd(48, 'x') })).toThrow(refused);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'your-super-secret-jwt-key-change-this-in-production' })).toThrow(refused);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) })).toThrow(refused);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'ab'.repeat(24) })).toThrow(refused);
  });

  it('is accepted when long and random; other environments keep their defaults', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG }).jwtSecret).toBe(STRONG);
    expect(loadConfig({ NODE_ENV: 'test' }).jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'dev' }).jwtSecret).toBe('dev');
  });
});

describe('docker-compose', () => {
  it('carries no default JWT_SECRET: it asks for one', () => {
    const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    const line = compose.split('\n').find((text) => /^\s*JWT_SECRET:/.test(text));
    expect(line).toMatch(/\$\{JWT_SECRET:\?/);
  });
});
