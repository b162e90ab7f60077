// Cost of the platform's middleware chain: autocannon against GET /api/agile/settings on the full
// platform versus a bare node:http server running the same query on the same knex instance.
// Usage: node tests/bench/api.mjs [--duration 10] [--connections 10] [--warmup 2] [--rounds 3]
//   (or env BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_ROUNDS). Each round measures
//   both servers back to back and gives one ratio; the verdict is on the median round, so a load
//   change on a shared machine in the middle of a run moves one round, not the figure. PostgreSQL when DATABASE_URL is
//   set (a fresh database, dropped afterwards), else in-memory PGlite.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printTable, repoRoot } from './lib.mjs';

const GOAL = 0.6; // full / raw req/s

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', short: 'd', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', short: 'c', default: process.env.BENCH_CONNECTIONS ?? '10' },
    warmup: { type: 'string', short: 'w', default: process.env.BENCH_WARMUP ?? '2' },
    rounds: { type: 'string', short: 'r', default: process.env.BENCH_ROUNDS ?? '3' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const rounds = Number(args.rounds);
if (!(duration > 0 && connections > 0 && warmup >= 0 && Number.isInteger(rounds) && rounds > 0)) {
  console.error('--duration and --connections must be positive numbers, --warmup zero or more, --rounds a positive integer.');
  process.exit(1);
}

const dist = path.join(repoRoot, 'platform-api', 'dist');
if (!existsSync(path.join(dist, 'testing', 'index.js'))) {
  console.error('platform-api/dist/testing/index.js is missing: run `npm run build` first.');
  process.exit(1);
}
// The test harness picks its database when it is called: set the switch before loading it.
if (process.env.DATABASE_URL) process.env.SUITE_TEST_DB = 'postgres';
const { startTestPlatform } = await import(pathToFileURL(path.join(dist, 'testing', 'index.js')).href);
const { installedPlugins } = await import(pathToFileURL(path.join(dist, 'index.js')).href);

const platform = await startTestPlatform({ plugins: installedPlugins });
const { db } = platform;
const account = await platform.createAccount();
const headers = { authorization: `Bearer ${await platform.tokenFor(account.owner, account.id)}`, 'x-tenant-id': account.id };

// Store a settings row so both servers read a real row rather than an empty result.
const check = await fetch(`${platform.url}/api/agile/settings`, { headers });
if (!check.ok) throw new Error(`GET /api/agile/settings answered ${check.status}: ${await check.text()}`);
const { data: defaults } = await check.json();
await db('agile.module_settings').insert({ account_id: account.id, settings: JSON.stringify(defaults) });

// The baseline: no middleware at all, the same query through the same pool, JSON out.
// select settings from agile.module_settings where account_id = $1
const raw = createServer(async (req, res) => {
  try {
    const row = await db('agile.module_settings').where('account_id', req.headers['x-tenant-id']).first('settings');
    const body = JSON.stringify({ data: row?.settings ?? {} });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
await new Promise((resolve) => raw.listen(0, '127.0.0.1', resolve));
const rawUrl = `http://127.0.0.1:${raw.address().port}`;

/**
 * One autocannon run. `workers: 1` puts the load generator on its own thread, so it does not
 * share the event loop of the servers it measures (they run in this process).
 */
function hammer(url, seconds) {
  return autocannon({ url: `${url}/api/agile/settings`, headers, connections, duration: seconds, workers: 1 });
}

async function measure(url, withWarmup) {
  if (withWarmup && warmup > 0) await hammer(url, warmup); // JIT, pool connections, caches
  const result = await hammer(url, duration);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts, total: result.requests.total };
}

const dbLabel = platform.database.kind === 'postgres' ? `PostgreSQL (fresh database on ${new URL(process.env.DATABASE_URL).host})` : 'PGlite (in-memory)';
console.log(`\nGET /api/agile/settings: ${connections} connections x ${duration} s per server per round, ${rounds} round(s) (after ${warmup} s warm-up), database: ${dbLabel}\n`);

const results = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    const full = await measure(platform.url, round === 0);
    const bare = await measure(rawUrl, round === 0);
    results.push({ round: round + 1, full, bare, ratio: full.rps / bare.rps });
  }
} finally {
  await new Promise((resolve) => raw.close(resolve));
  await platform.close();
}

const row = (name, r) => [name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, r.total, r.failed];
printTable(
  ['round', 'target', 'req/s', 'p50', 'p99', 'requests', 'non-2xx/errors'],
  results.flatMap((r) => [[r.round, ...row('full platform', r.full)], [r.round, ...row('raw node:http', r.bare)]]),
);
const ratios = results.map((r) => r.ratio).sort((a, b) => a - b);
const ratio = ratios[Math.floor((ratios.length - 1) / 2)];
console.log(`\nratio full / raw req/s per round: ${results.map((r) => r.ratio.toFixed(2)).join(', ')}`);
console.log(`median ratio = ${ratio.toFixed(2)} (goal >= ${GOAL}): ${ratio >= GOAL ? 'PASS' : 'BELOW'}`);
if (results.some((r) => r.full.failed || r.bare.failed)) console.log('note: some requests failed; the figures above are not comparable.');
process.exit(0);
