// Business intelligence budgets (issue "Business intelligence: cash, burn and runway; ..."):
//   1. /runway-tracker's API answer (GET /api/bi/runway) for an account with 5 years of monthly
//      data: p95 <= 50 ms on PostgreSQL (printed on PGlite too, for reference).
//   2. The page's own JS beyond the shell: the bi remote's files Chromium loads for /runway-tracker
//      (remoteEntry, the page chunk, the kit's chart chunk), with --page (needs the full build).
// Usage: npx tsc -b && node tests/bench/bi-runway.mjs [--requests 200] [--page]
//   Runs on in-memory PGlite; with DATABASE_URL set, on a fresh PostgreSQL database (dropped after).
//   Not part of CI's pass/fail.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { printTable, repoRoot, startBuiltServer } from './lib.mjs';

const BUDGET_MS = 50;
const MONTHS = 60;
const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '200' }, page: { type: 'boolean', default: false } } });
const requests = Number(args.requests);
const dist = path.join(repoRoot, 'platform-api', 'dist');
const load = (file) => import(pathToFileURL(file).href);
if (!existsSync(path.join(dist, 'testing', 'index.js'))) {
  console.error('platform-api/dist/testing/index.js is missing: run `npx tsc -b` (or `npm run build`) first.');
  process.exit(1);
}
if (process.env.DATABASE_URL) process.env.SUITE_TEST_DB = 'postgres';
process.env.LOG_LEVEL ??= 'silent';

const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const monthBack = (now, back) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
};

async function apiBudget() {
  const { startTestPlatform } = await load(path.join(dist, 'testing', 'index.js'));
  const { biPlugin } = await load(path.join(repoRoot, 'modules', 'bi', 'dist', 'api', 'index.js'));
  const platform = await startTestPlatform({ plugins: [biPlugin] });
  try {
    const account = await platform.createAccount({ name: 'Bench Robotics', plan: 'PRO' });
    const now = new Date();
    const rows = { cash: [], expenses: [], revenue: [], income: [] };
    for (let back = MONTHS - 1; back >= 0; back -= 1) {
      const month = monthBack(now, back);
      const index = MONTHS - back;
      rows.cash.push({ account_id: account.id, as_of: `${month}-28`, amount_cents: 500_000_000 - index * 5_000_000, currency: 'USD', account_name: 'Operating' });
      rows.cash.push({ account_id: account.id, as_of: `${month}-28`, amount_cents: 30_000_000, currency: 'USD', account_name: 'Reserve' });
      for (const [category, amount] of [['payroll', 6_000_000 + index * 50_000], ['rent', 800_000], ['software', 300_000], ['marketing', 900_000], ['contractors', 400_000], ['other', 150_000]]) {
        rows.expenses.push({ account_id: account.id, month, category, amount_cents: amount, currency: 'USD', recurrence: 'ONE_OFF', description: 'bench', channel: category === 'marketing' ? 'Search' : null, customers_acquired: category === 'marketing' ? 2 : null });
      }
      rows.revenue.push({ account_id: account.id, month, mrr_cents: 100_000 * index, new_mrr_cents: 100_000, churned_mrr_cents: 0, expansion_mrr_cents: 0, customers: index, new_customers: 1, churned_customers: 0, currency: 'USD' });
      rows.income.push({ account_id: account.id, month, amount_cents: 10_000, currency: 'USD', description: 'Interest' });
    }
    await platform.db('bi.cash_balances').insert(rows.cash);
    await platform.db('bi.expenses').insert(rows.expenses);
    await platform.db('bi.revenue_entries').insert(rows.revenue);
    await platform.db('bi.other_income').insert(rows.income);
    const headers = { authorization: `Bearer ${await platform.tokenFor(account.owner, account.id)}`, 'x-tenant-id': account.id };
    const url = `${platform.url}/api/bi/runway`;
    const samples = [];
    for (let i = 0; i < requests + 10; i += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.json();
      if (!response.ok) throw new Error(`GET /api/bi/runway answered ${response.status}`);
      if (i >= 10) samples.push(performance.now() - started);
    }
    const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const p95 = percentile(samples, 95);
    console.log(`/runway-tracker API on ${kind}: ${MONTHS} months of data (${rows.cash.length} balances, ${rows.expenses.length} expenses, ${rows.revenue.length} revenue months), ${requests} requests after 10 warm-up\n`);
    printTable(
      ['call', 'p50', 'p95', 'max', 'budget (PostgreSQL)', 'result'],
      [['GET /api/bi/runway', ms(percentile(samples, 50)), ms(p95), ms(Math.max(...samples)), `p95 <= ${BUDGET_MS} ms`, p95 <= BUDGET_MS ? 'PASS' : kind === 'PGlite' ? 'OVER (PGlite; the budget is for PostgreSQL)' : 'OVER']],
    );
  } finally {
    await platform.close();
  }
}

/** The JS Chromium fetches for /runway-tracker from the bi remote (beyond the shell's own files). */
async function pageWeight() {
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) {
    console.log('\n--page: shell/dist is missing, run `npm run build` first.');
    return;
  }
  const { chromium } = await import('@playwright/test');
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'founder@demo.suite.test', password: 'DemoPass123!' }) });
    const { data } = await login.json();
    const context = await browser.newContext();
    await context.addInitScript((tokens) => localStorage.setItem('authTokens', JSON.stringify(tokens)), data.tokens);
    const page = await context.newPage();
    const files = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/modules/bi/') || !url.pathname.endsWith('.js')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({ file: url.pathname, bytes: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${server.url}/runway-tracker`, { waitUntil: 'networkidle' });
    await page.getByTestId('bi-runway-months').waitFor();
    console.log(`\n/runway-tracker: the bi remote's JS (beyond the shell), as Chromium loads it\n`);
    printTable(['file', 'raw', 'gzip'], [...files.map((f) => [f.file, kb(f.bytes), kb(f.gzip)]), ['total', kb(files.reduce((s, f) => s + f.bytes, 0)), kb(files.reduce((s, f) => s + f.gzip, 0))]]);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await apiBudget();
if (args.page) await pageWeight();
