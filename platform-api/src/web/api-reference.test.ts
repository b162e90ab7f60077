import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/index.js';
import { API_REFERENCE_PATH, API_VIEWER_SCRIPT_PATH } from './api-reference.js';

describe('the API reference page', () => {
  let platform: TestPlatform;
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));

  beforeAll(async () => {
    // A built shell is present, so its SPA fallback is in place and must not answer the page.
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
    platform = await startTestPlatform({ config: { shellDir } });
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it('answers an HTML page that loads the local viewer script and points it at /api/openapi.json', async () => {
    const page = await platform.http.get(API_REFERENCE_PATH);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).not.toContain('<title>shell</title>');
    expect(page.text).toContain(`<script src="${API_VIEWER_SCRIPT_PATH}"></script>`);
    expect(page.text).toContain('data-url="/api/openapi.json"');
    // Nothing from another origin, and no inline script (the CSP allows scripts from 'self' only).
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.text).not.toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the viewer script as JavaScript, compressed when asked', async () => {
    const script = await platform.http.get(API_VIEWER_SCRIPT_PATH).set('Accept-Encoding', 'gzip');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.text).toContain('createApiReference');
  });

  it('leaves the shell its other pages', async () => {
    const other = await platform.http.get('/dashboard');
    expect(other.status).toBe(200);
    expect(other.text).toContain('<title>shell</title>');
  });
});
