// Kanban budgets (issue "Agile: kanban boards, backlog, sprints and flow metrics"):
//   1. A board with 2,000 items: board load (GET /api/kanban/boards/{id}) p95 <= 150 ms.
//   2. A move confirmed by the server (PATCH /api/kanban/items/{id}/move) p95 <= 50 ms.
//   3. Flow metrics over 10,000 items with history (GET /api/kanban/metrics/flow/{id}) <= 200 ms.
// Usage: npx tsc -b && node tests/bench/kanban.mjs [--loads 40] [--moves 150] [--flows 20]
//   Runs on in-memory PGlite; with DATABASE_URL set, on a fresh PostgreSQL database (dropped after).
// The platform runs in this process on a real HTTP port; requests go through fetch, so the figures
// include routing, auth, validation, the queries and JSON over loopback.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { printTable, repoRoot } from './lib.mjs';

const BUDGETS = { load: 150, move: 50, flow: 200 };
const { values: args } = parseArgs({ options: { loads: { type: 'string', default: '40' }, moves: { type: 'string', default: '150' }, flows: { type: 'string', default: '20' } } });
const dist = path.join(repoRoot, 'platform-api', 'dist');
const load = (file) => import(pathToFileURL(file).href);

if (process.env.DATABASE_URL) process.env.SUITE_TEST_DB = 'postgres';
process.env.LOG_LEVEL ??= 'silent';

const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** Items straight into the tables (the bench measures reading and moving them, not creating them). */
async function fillBoard(db, { accountId, boardId, columns, count, userId, days }) {
  // Every item: created, then walked through the columns up to where it stays, over `days` days.
  await db.raw(
    `with spec as (
       select n, (n % ?)::int as stop, now() - make_interval(days => (n % ?), hours => (n % 7)) as created
       from generate_series(1, ?) as n
     )
     insert into agile.kanban_items (account_id, board_id, column_id, status, position, title, story_points, labels, created_by, created_at, updated_at,
                                     work_started_at, work_completed_at, cycle_time_hours)
     select ?, ?, (?::uuid[])[stop + 1], (?::text[])[stop + 1], n * 1024, 'Item ' || n, (n % 8) + 1, array['bench'], ?, created, created,
            case when stop >= 1 then created + interval '2 hours' end,
            case when stop = 3 then created + interval '2 hours' + make_interval(hours => 4 + (n % 60)) end,
            case when stop = 3 then 4 + (n % 60) end
     from spec`,
    [columns.length, days, count, accountId, boardId, columns.map((c) => c.id), columns.map((c) => c.category), userId],
  );
  const steps = columns.map((column, index) => ({ column, index, previous: columns[index - 1] ?? null }));
  for (const { column, index, previous } of steps) {
    await db.raw(
      `insert into agile.kanban_item_history (account_id, board_id, item_id, from_column_id, to_column_id, from_status, to_status, changed_at, changed_by)
       select account_id, board_id, id, ?::uuid, ?::uuid, ?, ?, created_at + make_interval(hours => ?), created_by
       from agile.kanban_items
       where board_id = ? and array_position(?::uuid[], column_id) > ?`,
      [previous?.id ?? null, column.id, previous?.category ?? null, column.category, index === 0 ? 0 : index === 3 ? 6 : 2 * index, boardId, columns.map((c) => c.id), index],
    );
  }
  await db.raw('analyze agile.kanban_items');
  await db.raw('analyze agile.kanban_item_history');
}

async function main() {
  const { startTestPlatform } = await load(path.join(dist, 'testing', 'index.js'));
  const { agilePlugin } = await import('@suite/agile/api');
  const platform = await startTestPlatform({ plugins: [agilePlugin] });
  const kind = platform.database.kind;
  try {
    const account = await platform.createAccount({ name: 'Bench', plan: 'ENTERPRISE' });
    const headers = { Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id, 'Content-Type': 'application/json' };
    const api = async (method, url, body) => {
      const started = performance.now();
      const response = await fetch(`${platform.url}/api${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const text = await response.text();
      // The answer is complete here; parsing it is the client's work, not the server's.
      const took = performance.now() - started;
      const json = JSON.parse(text);
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
      return { data: json.data, took };
    };
    const { data: team } = await api('POST', '/teams', { name: 'Bench team' });
    const newBoard = async (title) => (await api('POST', '/kanban/boards', { teamId: team.id, title, columns: [
      { title: 'To do', category: 'todo' },
      { title: 'In progress', category: 'active' },
      { title: 'Review', category: 'active' },
      { title: 'Done', category: 'complete' },
    ] })).data;

    const board = await newBoard('Two thousand');
    await fillBoard(platform.db, { accountId: account.id, boardId: board.id, columns: board.columns, count: 2000, userId: account.owner.id, days: 60 });

    // 1. Board load.
    for (let i = 0; i < 3; i += 1) await api('GET', `/kanban/boards/${board.id}`);
    const loads = [];
    let loaded;
    for (let i = 0; i < Number(args.loads); i += 1) {
      const { data, took } = await api('GET', `/kanban/boards/${board.id}`);
      loads.push(took);
      loaded = data;
    }
    if (loaded.items.length !== 2000) throw new Error(`the board shows ${loaded.items.length} items, not 2000`);

    // 2. Moves: random items to random columns and places.
    const ids = loaded.items.map((item) => item.id);
    let seed = 42;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5; i += 1) await api('PATCH', `/kanban/items/${ids[random(ids.length)]}/move`, { targetColumnId: board.columns[random(4)].id, position: random(500) });
    const moves = [];
    for (let i = 0; i < Number(args.moves); i += 1) {
      const { took } = await api('PATCH', `/kanban/items/${ids[random(ids.length)]}/move`, { targetColumnId: board.columns[random(4)].id, position: random(500) });
      moves.push(took);
    }

    // 3. Flow metrics over 10,000 items (another board, filled after the first two measures).
    const flowBoard = await newBoard('Ten thousand');
    await fillBoard(platform.db, { accountId: account.id, boardId: flowBoard.id, columns: flowBoard.columns, count: 10_000, userId: account.owner.id, days: 120 });
    const historyRows = Number((await platform.db('agile.kanban_item_history').where('board_id', flowBoard.id).count('* as n'))[0].n);
    for (let i = 0; i < 2; i += 1) await api('GET', `/kanban/metrics/flow/${flowBoard.id}`);
    const flows = [];
    let flow;
    for (let i = 0; i < Number(args.flows); i += 1) {
      const { data, took } = await api('GET', `/kanban/metrics/flow/${flowBoard.id}`);
      flows.push(took);
      flow = data;
    }

    console.log(`Kanban budgets on ${kind} (${ids.length} items on the board; ${historyRows} status changes over 10,000 items for flow)\n`);
    printTable(
      ['measure', 'samples', 'p50', 'p95', 'max', 'budget (p95)', 'result'],
      [
        ['board load (2,000 items)', loads.length, ms(percentile(loads, 50)), ms(percentile(loads, 95)), ms(Math.max(...loads)), ms(BUDGETS.load), percentile(loads, 95) <= BUDGETS.load ? 'ok' : 'OVER'],
        ['move confirmed by the server', moves.length, ms(percentile(moves, 50)), ms(percentile(moves, 95)), ms(Math.max(...moves)), ms(BUDGETS.move), percentile(moves, 95) <= BUDGETS.move ? 'ok' : 'OVER'],
        ['flow metrics (10,000 items)', flows.length, ms(percentile(flows, 50)), ms(percentile(flows, 95)), ms(Math.max(...flows)), ms(BUDGETS.flow), percentile(flows, 95) <= BUDGETS.flow ? 'ok' : 'OVER'],
      ],
    );
    console.log(`\nflow: throughput ${flow.throughput.reduce((s, w) => s + w.count, 0)} in ${flow.throughput.length} weeks, WIP ${flow.wip.total}, cycle time p50/p85/p95 ${flow.cycleTime.p50}/${flow.cycleTime.p85}/${flow.cycleTime.p95} h`);
  } finally {
    await platform.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
