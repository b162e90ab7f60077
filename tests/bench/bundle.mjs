// JS weight of the public pages, as a browser loads them from the built server, and of the
// federation entries on disk. Prints figures and exits 0 (it is not a test); exits 1 only when
// the build output is missing. Usage: node tests/bench/bundle.mjs [--files]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { MODULE_IDS, kb, printTable, repoRoot, startBuiltServer } from './lib.mjs';

const PAGE_BUDGET = 160 * 1024; // initial JS of a public page, gzipped
const REMOTE_ENTRY_BUDGET = 10 * 1024; // each module's remoteEntry.js, gzipped
const showFiles = process.argv.includes('--files');

// Public pages. `optional` pages may not exist yet: skipped when they render 'Page not found'.
const PAGES = [
  { path: '/', name: 'landing' },
  { path: '/login', name: 'login', optional: true },
  { path: '/register', name: 'register', optional: true },
  { path: '/voting-demo', name: 'voting demo (standalone)' },
  // The other demo rooms (public pages too). The /demo/* entry screens of other modules sign in to
  // a demo account and open the app, which this bench (no demo seed) does not measure.
  { path: '/demo/planning-poker', name: 'poker demo (standalone)' },
  { path: '/retrospective-demo', name: 'retro demo (standalone)' },
  { path: '/demo/retrospectives', name: 'retro demo (standalone)' },
  { path: '/demo/kanban', name: 'kanban demo (standalone)' },
  // The public site (issue 21).
  { path: '/business-directory', name: 'startup directory' },
  { path: '/businesses/acme-robotics', name: 'business profile' },
  { path: '/affiliate-program', name: 'affiliate program' },
  { path: '/competitors/agile-survival', name: 'comparison page' },
  { path: '/coming-soon/predictive-analytics', name: 'coming soon', optional: true },
  { path: '/features', name: 'features', optional: true },
  { path: '/planning-poker', name: 'planning poker (signed out)', optional: true },
  { path: '/docs', name: 'docs' },
  { path: '/docs/user-guide/voting-systems', name: 'docs page', optional: true },
  { path: '/no-such-page-bench', name: '404 page' },
];

// Sizes compare what a CDN or proxy would serve at best, independent of the server's own level.
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const shellDir = path.join(repoRoot, 'shell', 'dist');
const remoteEntry = (id) => path.join(repoRoot, 'modules', id, 'dist', 'web', 'remoteEntry.js');
const shellMain = existsSync(shellDir) ? readdirSync(shellDir).filter((f) => /^main\..*\.js$/.test(f)) : [];
const missing = [
  path.join(repoRoot, 'platform-api', 'dist', 'main.js'),
  path.join(shellDir, 'index.html'),
  ...(shellMain.length ? [] : [path.join(shellDir, 'main.*.js')]),
  ...MODULE_IDS.map(remoteEntry),
].filter((file) => file.includes('*') || !existsSync(file));
if (missing.length) {
  console.error(`Build output missing (run \`npm run build\` first):\n  ${missing.map((f) => path.relative(repoRoot, f)).join('\n  ')}`);
  process.exit(1);
}

/** Open one page in a fresh context (empty cache) and sum every JS response it loaded. */
async function measurePage(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies = new Map(); // url -> Promise<Buffer | null>, so each script counts once
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isJs = response.request().resourceType() === 'script' || type.includes('javascript');
    if (isJs && response.status() === 200 && !bodies.has(response.url())) bodies.set(response.url(), response.body().catch(() => null));
  });
  const document = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  const notFound = document?.status() === 404 || (await page.locator('[data-testid="not-found"]').count()) > 0;
  const files = [];
  for (const [fileUrl, body] of bodies) {
    const buffer = await body;
    if (buffer) files.push({ name: new URL(fileUrl).pathname, raw: buffer.length, gzip: gzipSize(buffer) });
  }
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return { notFound, files, errors, raw: sum(files, 'raw'), gzip: sum(files, 'gzip') };
}

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

const server = await startBuiltServer({ env: { SEED_DEMO: 'false' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const rows = [];
const details = [];
try {
  for (const { path: pagePath, name, optional } of PAGES) {
    const result = await measurePage(browser, server.url + pagePath);
    if (optional && result.notFound) {
      rows.push([pagePath, name, '-', '-', '-', 'SKIP (404, not built yet)']);
      continue;
    }
    const verdict = result.gzip <= PAGE_BUDGET ? 'PASS' : 'OVER';
    rows.push([pagePath, name, result.files.length, kb(result.raw), kb(result.gzip), verdict]);
    if (showFiles || verdict === 'OVER' || result.errors.length) details.push({ pagePath, verdict, ...result });
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nInitial JS per public page (until network idle; budget <= ${kb(PAGE_BUDGET)} gzip -9)\n`);
printTable(['page', 'what', 'js files', 'raw', 'gzip', 'verdict'], rows);
for (const { pagePath, verdict, files, errors } of details) {
  console.log(`\n${pagePath}${verdict === 'OVER' ? ' is OVER budget;' : ''} JS it loaded, largest first:`);
  for (const file of files) console.log(`  ${kb(file.gzip).padStart(9)} gzip  ${kb(file.raw).padStart(9)} raw  ${file.name}`);
  for (const message of errors) console.log(`  page error: ${message}`);
}

console.log(`\nBuild output on disk (gzip -9)\n`);
const diskRows = MODULE_IDS.map((id) => {
  const buffer = readFileSync(remoteEntry(id));
  const gzip = gzipSize(buffer);
  return [`modules/${id}/dist/web/remoteEntry.js`, kb(buffer.length), kb(gzip), `<= ${kb(REMOTE_ENTRY_BUDGET)}`, gzip <= REMOTE_ENTRY_BUDGET ? 'PASS' : 'OVER'];
});
for (const file of shellMain) {
  const buffer = readFileSync(path.join(shellDir, file));
  diskRows.push([`shell/dist/${file}`, kb(buffer.length), kb(gzipSize(buffer)), '-', '-']);
}
printTable(['file', 'raw', 'gzip', 'budget', 'verdict'], diskRows);
