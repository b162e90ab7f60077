// Planning poker budgets (issue "Agile: live planning poker"):
//   1. 500 sockets in one session on one instance: from `vote:cast` on one socket to the
//      progress event on all 500, p95 <= 25 ms.
//   2. Two instances on one PostgreSQL (LISTEN/NOTIFY fan-out), sockets split between them:
//      each side sees the other's votes, p95 <= 60 ms.
//   3. Kill the server (SIGKILL) during voting and start it again: no acknowledged vote is lost,
//      every client reconnects and resyncs to the same state.
// Usage: npx tsc -b && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/poker-fanout.mjs
//   [--sockets 500] [--votes 200] [--workers 2]. Without DATABASE_URL only (1) runs, on PGlite.
// Clients live in worker threads (the server keeps the main thread); times are epoch
// milliseconds at sub-millisecond precision (performance.timeOrigin + performance.now()),
// which every thread of the process shares.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { freePort, printTable, repoRoot } from './lib.mjs';

const BUDGET_ONE_MS = 25;
const BUDGET_TWO_MS = 60;
const clockMs = () => performance.timeOrigin + performance.now();
const dist = path.join(repoRoot, 'platform-api', 'dist');
const load = (file) => import(pathToFileURL(file).href);

// ---------------------------------------------------------------------------------------------
// A minimal socket client (the protocol of sdk/src/realtime/events.ts).
function openSocket(wsUrl, token, tenant) {
  const params = new URLSearchParams({ token });
  if (tenant) params.set('tenant', tenant);
  const ws = new WebSocket(`${wsUrl}?${params}`);
  const acks = new Map();
  const listeners = new Set();
  let next = 1;
  ws.on('message', (raw) => {
    const at = clockMs();
    const frame = JSON.parse(raw.toString());
    if (frame.type === 'ack') {
      const waiting = acks.get(frame.ack);
      acks.delete(frame.ack);
      if (waiting && frame.ok) waiting.resolve(frame.data);
      else if (waiting) waiting.reject(new Error(frame.error));
      return;
    }
    for (const listener of listeners) listener(frame, at);
  });
  ws.on('close', () => {
    for (const waiting of acks.values()) waiting.reject(new Error('socket closed'));
    acks.clear();
  });
  const client = {
    ws,
    on: (listener) => listeners.add(listener),
    request(type, data) {
      return new Promise((resolve, reject) => {
        if (ws.readyState !== WebSocket.OPEN) return reject(new Error('socket not open'));
        const ack = String(next++);
        acks.set(ack, { resolve, reject });
        ws.send(JSON.stringify({ type, data, ack }));
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', resolve);
        ws.close();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

const phase = (name) => process.env.BENCH_TRACE && console.error(`${new Date().toISOString().slice(11, 23)} ${name}`);

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Worker thread: holds a share of the sockets, casts votes on demand, reports when all its
// sockets heard each vote.
if (!isMainThread && workerData?.role === 'clients') {
  const { guests, sessionId, storyId } = workerData;
  const sockets = await inBatches(guests, 25, async (guest) => {
    const socket = await openSocket(guest.wsUrl, guest.token, null);
    await socket.request('session:join', { sessionId });
    return socket;
  });
  // Progress events per vote: the n-th vote:progress each socket hears is the n-th vote cast.
  const heard = sockets.map(() => 0);
  const lastAt = new Map();
  const counts = new Map();
  sockets.forEach((socket, index) =>
    socket.on((frame, at) => {
      if (frame.type !== 'vote:progress') return;
      heard[index] += 1;
      const n = heard[index];
      lastAt.set(n, Math.max(lastAt.get(n) ?? 0, at));
      const count = (counts.get(n) ?? 0) + 1;
      counts.set(n, count);
      if (count === sockets.length) {
        parentPort.postMessage({ type: 'heard', n, at: lastAt.get(n) });
        lastAt.delete(n);
        counts.delete(n);
      }
    }),
  );
  parentPort.on('message', async (message) => {
    if (message.type === 'vote') {
      const socket = sockets[message.socket];
      const sentAt = clockMs();
      socket.request('vote:cast', { sessionId, storyId, value: message.value }).then(
        () => parentPort.postMessage({ type: 'acked', n: message.n, sentAt }),
        (error) => parentPort.postMessage({ type: 'failed', error: error.message }),
      );
      parentPort.postMessage({ type: 'sent', n: message.n, sentAt });
    } else if (message.type === 'close') {
      await Promise.all(sockets.map((socket) => socket.close()));
      parentPort.postMessage({ type: 'closed' });
    }
  });
  parentPort.postMessage({ type: 'ready', sockets: sockets.length });
}

// ---------------------------------------------------------------------------------------------
// Child process for the kill test: one platform server on a given port and database.
async function serve() {
  const { loadConfig } = await load(path.join(dist, 'config.js'));
  const { createDatabase } = await load(path.join(dist, 'db', 'database.js'));
  const { createApp } = await load(path.join(dist, 'app.js'));
  const { PostgresFanout } = await load(path.join(dist, 'realtime', 'pg-fanout.js'));
  const { createLogger } = await load(path.join(dist, 'logger.js'));
  const { agilePlugin } = await import('@suite/agile/api');
  const { createServer } = await import('node:http');
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: process.env.BENCH_JWT_SECRET }, { shellDir: null, modulesDir: null, seedDemo: false, logLevel: 'silent' });
  const db = createDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolMax: 5 });
  const fanout = new PostgresFanout(process.env.BENCH_DATABASE_URL, db, createLogger('silent'));
  await fanout.start();
  const platform = await createApp({ db, plugins: [agilePlugin], config, fanout });
  const server = createServer(platform.handler);
  platform.attach(server);
  server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send({ type: 'listening' }));
}

// ---------------------------------------------------------------------------------------------
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fmt = (n) => n.toFixed(1);

async function prepareSession(platform, sockets) {
  const account = await platform.createAccount({ plan: 'PRO' });
  const auth = { Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id };
  const created = await platform.http.post('/api/planning-poker/sessions').set(auth).send({ name: 'Budget', stories: ['Fan-out'] });
  if (created.status !== 201) throw new Error(`create session: ${created.status} ${JSON.stringify(created.body)}`);
  const sessionId = created.body.data.id;
  await platform.http.patch(`/api/planning-poker/sessions/${sessionId}`).set(auth).send({ status: 'ACTIVE' }).expect(200);
  const state = await platform.http.get(`/api/planning-poker/sessions/${sessionId}`).set(auth);
  const storyId = state.body.data.stories[0].id;
  await platform.http.post(`/api/planning-poker/sessions/${sessionId}/stories/${storyId}/start-voting`).set(auth).expect(200);
  // Guests through the join link: each a participant with its own token.
  const guests = await inBatches(Array.from({ length: sockets }, (_, i) => i), 20, async (i) => {
    const pass = await platform.http.post(`/api/planning-poker/sessions/${sessionId}/guest-join`).send({ displayName: `Guest ${i + 1}` });
    if (pass.status !== 201) throw new Error(`guest-join: ${pass.status} ${JSON.stringify(pass.body)}`);
    return pass.body.data.token;
  });
  return { account, auth, sessionId, storyId, guests };
}

/** Start client workers over the given (wsUrl, token) guests; resolves once every socket joined. */
async function startWorkers(guests, workers, sessionId, storyId) {
  const share = Math.ceil(guests.length / workers);
  const pool = [];
  for (let w = 0; w < workers; w += 1) {
    const mine = guests.slice(w * share, (w + 1) * share);
    if (mine.length === 0) continue;
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { role: 'clients', guests: mine, sessionId, storyId } });
    const ready = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message) => message.type === 'ready' && resolve());
    });
    pool.push({ worker, ready, size: mine.length });
  }
  await Promise.all(pool.map((entry) => entry.ready));
  return pool;
}

/** BENCH_PROFILE=<dir>: a CPU profile of the server's thread while votes are measured. */
async function profiled(name, work) {
  if (!process.env.BENCH_PROFILE) return work();
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(process.env.BENCH_PROFILE, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_PROFILE, `poker-${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Cast `votes` votes one after another from sockets spread over the workers; latency per vote. */
async function measure(pool, votes, warmup) {
  const latencies = [];
  for (let n = 1; n <= votes + warmup; n += 1) {
    const voter = pool[n % pool.length];
    let sentAt = 0;
    let lastAt = 0;
    let heard = 0;
    const listeners = [];
    await new Promise((resolve, reject) => {
      for (const entry of pool) {
        const listener = (message) => {
          if (message.type === 'failed') return reject(new Error(message.error));
          if (message.n !== n) return;
          if (message.type === 'sent') sentAt = message.sentAt;
          if (message.type === 'heard') {
            lastAt = Math.max(lastAt, message.at);
            heard += 1;
            if (heard === pool.length) resolve();
          }
        };
        listeners.push([entry.worker, listener]);
        entry.worker.on('message', listener);
      }
      voter.worker.postMessage({ type: 'vote', n, socket: n % voter.size, value: n % 2 ? '3' : '5' });
    });
    for (const [worker, listener] of listeners) worker.off('message', listener);
    if (n > warmup) latencies.push(lastAt - sentAt);
  }
  return latencies;
}

/** Let the server finish its disconnect work (presence rows) before its database closes. */
async function settle(platform) {
  const started = performance.now();
  while (performance.now() - started < 15_000) {
    const [{ n }] = await platform.db('agile.poker_presence').count('* as n');
    if (Number(n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The last broadcasts of those disconnects.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function closeWorkers(pool) {
  await Promise.all(
    pool.map(
      (entry) =>
        new Promise((resolve) => {
          entry.worker.on('message', (message) => message.type === 'closed' && resolve());
          entry.worker.postMessage({ type: 'close' });
        }),
    ),
  );
  await Promise.all(pool.map((entry) => entry.worker.terminate()));
}

function report(name, latencies, budget) {
  const p95 = percentile(latencies, 95);
  return [name, String(latencies.length), fmt(percentile(latencies, 50)), fmt(p95), fmt(percentile(latencies, 99)), fmt(Math.max(...latencies)), `${budget}`, p95 <= budget ? 'ok' : 'MISSED'];
}

async function oneInstance(startTestPlatform, agilePlugin, args) {
  const platform = await startTestPlatform({ plugins: [agilePlugin] });
  try {
    phase('one: preparing');
    const { sessionId, storyId, guests } = await prepareSession(platform, args.sockets);
    phase('one: connecting');
    const pool = await startWorkers(
      guests.map((token) => ({ wsUrl: platform.wsUrl, token })),
      args.workers,
      sessionId,
      storyId,
    );
    phase('one: measuring');
    const latencies = await profiled('one-instance', () => measure(pool, args.votes, 20));
    phase('one: closing clients');
    await closeWorkers(pool);
    await settle(platform);
    phase('one: closing platform');
    return latencies;
  } finally {
    await platform.close();
    phase('one: closed');
  }
}

async function twoInstances(startTestPlatform, agilePlugin, args) {
  const first = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres' });
  const second = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres', sameDatabaseAs: first });
  try {
    phase('two: preparing');
    const { sessionId, storyId, guests } = await prepareSession(first, args.sockets);
    phase('two: connecting');
    // Alternate sockets between the instances, so every worker holds some of each.
    const pool = await startWorkers(
      guests.map((token, i) => ({ wsUrl: (i % 2 ? second : first).wsUrl, token })),
      args.workers,
      sessionId,
      storyId,
    );
    phase('two: measuring');
    const latencies = await profiled('two-instances', () => measure(pool, args.votes, 20));
    phase('two: closing clients');
    await closeWorkers(pool);
    await settle(first);
    phase('two: closing platforms');
    return latencies;
  } finally {
    await second.close();
    await first.close();
    phase('two: closed');
  }
}

/** Kill -9 the server during voting, start it again, and check every client's state. */
async function killAndRestart(startTestPlatform, agilePlugin) {
  const owner = await startTestPlatform({ plugins: [agilePlugin] });
  const port = await freePort();
  const wsUrl = `ws://127.0.0.1:${port}/ws`;
  const spawnServer = async () => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
      env: { ...process.env, BENCH_DATABASE_URL: owner.database.url, BENCH_JWT_SECRET: owner.config.jwtSecret, BENCH_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
      child.on('message', (message) => message.type === 'listening' && resolve());
    });
    return child;
  };
  let server = await spawnServer();
  const result = { clients: 0, acknowledged: 0, inFlightAtKill: 0, lost: 0, mismatched: 0, reconnectMs: 0 };
  try {
    const { account, sessionId, storyId, guests } = await prepareSession(owner, 30);
    const facilitator = await openSocket(wsUrl, account.owner.token, account.id);
    await facilitator.request('session:join', { sessionId });
    await facilitator.request('timer:start', { sessionId, storyId, duration: 300 });
    const clients = await Promise.all(guests.map(async (token) => ({ token, socket: await openSocket(wsUrl, token, null) })));
    for (const client of clients) client.participantId = (await client.socket.request('session:join', { sessionId })).me.participantId;
    result.clients = clients.length;
    const values = ['1', '2', '3', '5', '8', '13', '21'];
    // Each client votes again and again; what the server acknowledged last is what must survive.
    let voting = true;
    const loops = clients.map(async (client, index) => {
      for (let round = 0; voting; round += 1) {
        const value = values[(index + round) % values.length];
        client.pending = value;
        try {
          await client.socket.request('vote:cast', { sessionId, storyId, value });
          client.acked = value;
          client.ackCount = (client.ackCount ?? 0) + 1;
          client.pending = null;
        } catch {
          return;
        }
      }
    });
    // Kill it mid-stream, once every client has had votes acknowledged.
    const waitStarted = performance.now();
    while (clients.some((client) => (client.ackCount ?? 0) < 3) && performance.now() - waitStarted < 20_000) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    voting = false;
    await Promise.all(loops);
    result.acknowledged = clients.filter((client) => client.acked).length;
    result.inFlightAtKill = clients.filter((client) => client.pending).length;
    const killedAt = performance.now();
    server = await spawnServer();
    // Clients reconnect as the browser client does: retry until the server answers, re-join.
    const rejoined = await Promise.all(
      clients.map(async (client) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            client.socket = await openSocket(wsUrl, client.token, null);
            return await client.socket.request('session:join', { sessionId });
          } catch (error) {
            if (attempt > 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }),
    );
    result.reconnectMs = Math.round(performance.now() - killedAt);
    const facilitatorAgain = await openSocket(wsUrl, account.owner.token, account.id);
    const state = await facilitatorAgain.request('session:join', { sessionId });
    const voted = new Set(state.votes.map((vote) => vote.participantId));
    clients.forEach((client, index) => {
      const mine = rejoined[index].me.vote;
      // The acknowledged vote, or the one in flight at the kill if the server wrote it first.
      const allowed = [client.acked, client.pending].filter(Boolean);
      if (client.acked && !voted.has(client.participantId)) result.lost += 1;
      if (client.acked && !allowed.includes(mine)) result.mismatched += 1;
    });
    const sameState = rejoined.every((snapshot) => snapshot.currentStoryId === state.currentStoryId && snapshot.votes.length === state.votes.length && snapshot.timer?.endsAt === state.timer?.endsAt);
    result.sameState = sameState && state.timer !== null && state.votes.every((vote) => vote.value === undefined);
    await Promise.all([facilitatorAgain.close(), facilitator.close(), ...clients.map((client) => client.socket.close())]);
    await settle(owner);
  } finally {
    server.kill('SIGKILL');
    await owner.close();
  }
  return result;
}

async function main() {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: process.env.BENCH_SOCKETS ?? '500' },
      votes: { type: 'string', default: process.env.BENCH_VOTES ?? '200' },
      workers: { type: 'string', default: process.env.BENCH_WORKERS ?? '2' },
      serve: { type: 'boolean', default: false },
    },
  });
  if (values.serve) return serve();
  if (!existsSync(path.join(dist, 'testing', 'index.js')) || !existsSync(path.join(repoRoot, 'modules', 'agile', 'dist', 'api', 'poker', 'service.js'))) {
    console.error('Build first: npx tsc -b (platform-api/dist and modules/agile/dist are used).');
    process.exit(1);
  }
  const args = { sockets: Number(values.sockets), votes: Number(values.votes), workers: Number(values.workers) };
  const postgres = Boolean(process.env.DATABASE_URL);
  // The harness picks its database when called: set the switch before loading it.
  if (postgres) process.env.SUITE_TEST_DB = 'postgres';
  const { startTestPlatform } = await load(path.join(dist, 'testing', 'index.js'));
  const { agilePlugin } = await import('@suite/agile/api');

  console.log(`Planning poker fan-out: ${args.sockets} sockets in one session, ${args.votes} votes, ${args.workers} client threads, ${postgres ? 'PostgreSQL' : 'PGlite'}`);
  const rows = [];
  rows.push(report(`one instance (${postgres ? 'PostgreSQL' : 'PGlite'})`, await oneInstance(startTestPlatform, agilePlugin, args), BUDGET_ONE_MS));
  let restart = null;
  if (postgres) {
    rows.push(report('two instances (LISTEN/NOTIFY)', await twoInstances(startTestPlatform, agilePlugin, args), BUDGET_TWO_MS));
    restart = await killAndRestart(startTestPlatform, agilePlugin);
  }
  printTable(['vote:cast -> all sockets', 'votes', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'budget p95', ''], rows);
  if (restart) {
    const ok = restart.lost === 0 && restart.mismatched === 0 && restart.sameState;
    console.log(
      `\nKill -9 during voting: ${restart.clients} clients, ${restart.acknowledged} with an acknowledged vote, ${restart.inFlightAtKill} in flight at the kill; ` +
        `after restart ${restart.lost} acknowledged votes lost, ${restart.mismatched} clients out of sync, same state for all: ${restart.sameState ? 'yes' : 'no'}; ` +
        `all reconnected and resynced ${restart.reconnectMs} ms after the kill -> ${ok ? 'ok' : 'FAILED'}`,
    );
  } else {
    console.log('\nSet DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) for the two-instance and kill-and-restart checks.');
  }
  const missed = rows.some((row) => row[7] !== 'ok') || (restart && !(restart.lost === 0 && restart.mismatched === 0 && restart.sameState));
  process.exitCode = missed ? 1 : 0;
}

if (isMainThread) await main();
