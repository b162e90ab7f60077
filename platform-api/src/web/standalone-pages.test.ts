import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineApiPlugin } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '../testing/index.js';

// A module that declares its demo as a standalone public page, as agile does (shared/routes.ts).
const withDemo = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  webRoutes: [
    { path: '/voting-demo', public: true, standalone: 'poker-demo' },
    { path: '/demo/planning-poker', public: true, standalone: 'poker-demo' },
    { path: '/retrospective-demo', public: true },
    { path: '/planning-poker' },
  ],
  register() {},
});

describe("a module's standalone public page", () => {
  let platform: TestPlatform;
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));

  beforeAll(async () => {
    // A built shell: the app's page (minified: unquoted attributes) and the standalone entry's page.
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html lang=en><head><title>Suite</title><script defer src=/main.abc123.js></script><link href=/main.def456.css rel=stylesheet></head><body><div id=root></div></body></html>');
    mkdirSync(path.join(shellDir, 'standalone'));
    writeFileSync(path.join(shellDir, 'standalone', 'index.html'), '<!doctype html><html lang=en><head><title>Suite</title><script defer src=/standalone/standalone.789.js></script></head><body><div id=root></div></body></html>');
    platform = await startTestPlatform({ config: { shellDir }, plugins: [withDemo] });
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it.each(['/voting-demo', '/demo/planning-poker', '/voting-demo/'])('%s gets the standalone entry, naming the page, its module and the app to load when signed in', async (pathname) => {
    const page = await platform.http.get(pathname);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('/standalone/standalone.789.js');
    expect(page.text).not.toContain('<script defer src=/main.abc123.js>');
    const meta = /<meta name="suite-standalone"([^>]*)\/>/.exec(page.text)?.[1] ?? '';
    expect(meta).toContain('data-module="agile"');
    expect(meta).toContain('data-page="poker-demo"');
    expect(meta).toMatch(/data-remote-entry="\/modules\/agile\/remoteEntry\.js\?v=\d+"/);
    expect(meta).toContain('data-title-key="nav.agile"');
    expect(meta).toContain('data-app-script="/main.abc123.js"');
    expect(meta).toContain('data-app-style="/main.def456.css"');
  });

  it.each(['/retrospective-demo', '/planning-poker', '/dashboard', '/voting-demo-not'])('%s (no standalone page) gets the app', async (pathname) => {
    const page = await platform.http.get(pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script defer src=/main.abc123.js>');
    expect(page.text).not.toContain('suite-standalone');
  });
});
