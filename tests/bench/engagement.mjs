// Customer engagement budgets (issue 14):
//   1. The embeddable bundle: loader <= 3 KB gzip, loader + full widget <= 12 KB gzip.
//   2. Ingestion: >= 5,000 events/s on one instance with batches of 20, p99 of a batch <= 50 ms
//      (on PostgreSQL; printed on PGlite too, for reference).
//   3. Analytics for 30 days over --events events of one account (default 1,000,000 on PostgreSQL,
//      100,000 on PGlite): <= 300 ms per analytics, heatmap or funnel request. Closed days are read
//      from daily rollups; the first request of each kind builds them and is printed apart.
// Usage: npm run build -w @suite/engagement && npx tsc -b platform-api && node tests/bench/engagement.mjs
//   [--batches 2000] [--concurrency 16] [--events N]. DATABASE_URL set: a fresh PostgreSQL database.
//   Not part of CI's pass/fail.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { printTable, repoRoot } from './lib.mjs';

const { values: args } = parseArgs({ options: { batches: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '16' }, events: { type: 'string' } } });
const dist = path.join(repoRoot, 'platform-api', 'dist');
const load = (file) => import(pathToFileURL(file).href);
const widgetDir = path.join(repoRoot, 'modules', 'engagement', 'dist', 'widget', 'v1');
for (const file of [path.join(dist, 'testing', 'index.js'), path.join(widgetDir, 'loader.js')]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: build the engagement module and the platform first.`);
    process.exit(1);
  }
}
const onPostgres = Boolean(process.env.DATABASE_URL);
if (onPostgres) process.env.SUITE_TEST_DB = 'postgres';
process.env.LOG_LEVEL ??= 'silent';
process.env.ENGAGEMENT_INGESTION_LIMIT_PER_MINUTE = '100000000';
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const rows = [];

// 1. Bundle sizes.
const gz = (name) => gzipSync(readFileSync(path.join(widgetDir, name))).length;
const loader = gz('loader.js');
const full = loader + gz('widget.js');
rows.push(['loader (gzip)', kb(loader), '<= 3 KB', loader <= 3 * 1024 ? 'ok' : 'OVER']);
rows.push(['loader + widget (gzip)', kb(full), '<= 12 KB', full <= 12 * 1024 ? 'ok' : 'OVER']);

const { startTestPlatform } = await load(path.join(dist, 'testing', 'index.js'));
const { engagementPlugin } = await load(path.join(repoRoot, 'modules', 'engagement', 'dist', 'api', 'index.js'));
const platform = await startTestPlatform({ plugins: [engagementPlugin] });
try {
  const account = await platform.createAccount({ name: 'Bench Shop', plan: 'PRO' });
  const headers = { Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id, 'Content-Type': 'application/json' };
  const api = (p) => `${platform.url}/api/customer-engagement${p}`;
  const created = await fetch(api('/feedback/widgets'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench',
      configuration: {
        appearance: { theme: 'light', position: 'bottom-right', size: 'medium', colors: { primary: '#228be6', background: '#fff', text: '#111' } },
        triggers: [{ type: 'PAGE_VIEW' }],
        targeting: { urlPatterns: ['*'], excludeUrls: [], userSegments: [], devices: [], browsers: [], countries: [] },
        content: { title: 'Bench', questions: [{ id: 'nps', text: 'NPS?', type: 'NPS', required: true }] },
        integrations: {},
      },
    }),
  }).then((r) => r.json());
  const { apiKey, id: widgetId } = created.data;

  // 2. Ingestion throughput and batch latency.
  const batches = Number(args.batches);
  const concurrency = Number(args.concurrency);
  // The load comes from a worker thread, so the client's fetch and JSON do not share the server's event loop.
  const loadGenerator = `
    const { parentPort, workerData: { url, apiKey, batches, concurrency } } = require('node:worker_threads');
    const latencies = [];
    let next = 0;
    (async () => {
      const started = performance.now();
      await Promise.all(Array.from({ length: concurrency }, async () => {
        while (next < batches) {
          const n = next++;
          const events = Array.from({ length: 20 }, (_, i) => ({ id: crypto.randomUUID(), sessionId: 's' + (n % 500), path: i % 2 ? '/pricing' : '/', category: i % 4 === 3 ? 'CLICK' : 'PAGE_VIEW', x: 500, y: 400, selector: '#buy' }));
          const t0 = performance.now();
          const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ apiKey, events }) });
          await res.arrayBuffer();
          if (res.status !== 202) throw new Error('ingestion answered ' + res.status);
          latencies.push(performance.now() - t0);
        }
      }));
      parentPort.postMessage({ latencies, seconds: (performance.now() - started) / 1000 });
    })();`;
  const { Worker } = await import('node:worker_threads');
  const cpuBefore = process.cpuUsage();
  const { latencies, seconds } = await new Promise((resolve, reject) => {
    const worker = new Worker(loadGenerator, { eval: true, workerData: { url: api('/session-events'), apiKey, batches, concurrency } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  console.error(`ingested ${batches} batches in ${seconds.toFixed(1)} s`);
  const perSecond = (batches * 20) / seconds;
  const p99 = percentile(latencies, 99);
  rows.push(['ingestion, events/s (batches of 20)', Math.round(perSecond).toLocaleString('en'), '>= 5,000', perSecond >= 5000 ? 'ok' : 'UNDER']);
  rows.push(['ingestion, p99 per batch', ms(p99), '<= 50 ms', p99 <= 50 ? 'ok' : 'OVER']);
  // CPU time of this process (server and load generator) per batch: what the load average cannot blur.
  const cpu = process.cpuUsage(cpuBefore);
  rows.push(['ingestion, process CPU per batch (server + client)', ms((cpu.user + cpu.system) / 1000 / batches), '', '']);
  rows.push(['ingestion, p50 per batch', ms(percentile(latencies, 50)), '', '']);

  // 3. Analytics over a month of events, written in one statement.
  const total = Number(args.events ?? (onPostgres ? 1_000_000 : 100_000));
  await platform.db.raw(
    `insert into engagement.events (id, account_id, widget_id, session_id, visitor_id, path, category, selector, x, y, occurred_at)
     select gen_random_uuid(), ?, ?, 'b' || (g / 5), 'v' || (g / 40), (array['/', '/pricing', '/register', '/welcome'])[1 + g % 4],
            case when g % 3 = 0 then 'CLICK' when g % 50 = 1 then 'WIDGET_SHOWN' else 'PAGE_VIEW' end, '#buy', (g * 7) % 1000, (g * 13) % 2000,
            now() - ((g % 43200) * interval '1 minute')
     from generate_series(1, ?) g`,
    [account.id, widgetId, total],
  );
  // As autovacuum would after a load this size: the planner's statistics.
  await platform.db.raw('analyze engagement.events');
  const flow = await fetch(api('/conversion-flows'), { method: 'POST', headers, body: JSON.stringify({ name: 'Bench', steps: [{ order: 1, url: '/' }, { order: 2, url: '/pricing' }, { order: 3, url: '/register' }], goals: ['signup'] }) }).then((r) => r.json());
  for (const [label, p] of [
    ['analytics (30 days)', '/feedback/analytics?granularity=day&groupBy=path'],
    ['heatmap (30 days)', '/heatmaps?path=/pricing'],
    ['funnel (30 days)', `/conversion-flows/${flow.data.id}/funnel`],
  ]) {
    console.error(`measuring ${label}`);
    // The first request builds the closed days' rollups (the hourly job does it in production): shown apart.
    const first = performance.now();
    await fetch(api(p), { headers }).then((res) => res.arrayBuffer());
    rows.push([`${label}, first request (builds rollups)`, ms(performance.now() - first), '-', '']);
    const samples = [];
    for (let i = 0; i < 5; i += 1) {
      const t0 = performance.now();
      const res = await fetch(api(p), { headers });
      await res.arrayBuffer();
      samples.push(performance.now() - t0);
    }
    const median = percentile(samples, 50);
    rows.push([`${label}, ${total.toLocaleString('en')} events`, ms(median), '<= 300 ms', median <= 300 ? 'ok' : 'OVER']);
    rows.push([`${label}, slowest of 5`, ms(Math.max(...samples)), '', '']);
  }
} finally {
  await platform.close();
}
console.log(`Customer engagement budgets (${onPostgres ? 'PostgreSQL' : 'PGlite'}; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')})`);
printTable(['figure', 'measured', 'budget', ''], rows);
