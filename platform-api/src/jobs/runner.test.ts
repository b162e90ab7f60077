import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDatabase } from '../db/database.js';
import { createLogger } from '../logger.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { JobRunner, type JobRunnerOptions } from './runner.js';

const log = createLogger(process.env.LOG_LEVEL ?? 'silent');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// One database for the file (each test names its own jobs): starting an embedded one is slow.
let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase();
}, 120_000);
afterAll(() => shared.drop());
const database = async () => shared;

function runner(db: Knex, options: Partial<JobRunnerOptions> = {}): JobRunner {
  const jobs = new JobRunner({ db, log, pollingIntervalSeconds: 0.5, runSchedules: false, ...options });
  cleanups.push(() => jobs.stop(1000));
  return jobs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background jobs', { timeout: 90_000 }, () => {
  it('runs a defined job once when it is enqueued, with its data', async () => {
    const { knex } = await database();
    const jobs = runner(knex);
    const runs: { data: unknown; attempt: number }[] = [];
    jobs.registrar('example').define<{ note: string }>('archive', async (data, job) => void runs.push({ data, attempt: job.attempt }));
    await jobs.start();
    const id = await jobs.registrar('example').enqueue('archive', { note: 'n1' });
    expect(id).toEqual(expect.any(String));
    expect((await jobs.waitFor('example.archive', id!)).state).toBe('completed');
    // Two more polls: nothing runs it again.
    await sleep(1200);
    expect(runs).toEqual([{ data: { note: 'n1' }, attempt: 1 }]);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const { knex } = await database();
    const jobs = runner(knex);
    const attempts: { attempt: number; at: number }[] = [];
    jobs.define(
      'core.flaky',
      async (_data, job) => {
        attempts.push({ attempt: job.attempt, at: Date.now() });
        if (job.attempt < 3) throw new Error('the mail server is down');
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    await jobs.start();
    const id = await jobs.enqueue('core.flaky', null);
    const job = await jobs.waitFor('core.flaky', id!, 20_000);
    expect(job.state).toBe('completed');
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    // Backoff: 1 to 2 seconds before the first retry, 2 to 4 before the second.
    const first = attempts[1]!.at - attempts[0]!.at;
    const second = attempts[2]!.at - attempts[1]!.at;
    expect(first).toBeGreaterThanOrEqual(990);
    expect(second).toBeGreaterThanOrEqual(1990);
  });

  it('gives up after the retry limit and leaves the job failed', async () => {
    const { knex } = await database();
    const jobs = runner(knex);
    let runs = 0;
    jobs.define('core.broken', async () => {
      runs += 1;
      throw new Error('always');
    }, { retryLimit: 1 });
    await jobs.start();
    const id = await jobs.enqueue('core.broken', { n: 1 });
    expect((await jobs.waitFor('core.broken', id!)).state).toBe('failed');
    expect(runs).toBe(2);
  });

  it('registers a cron schedule and enqueues the job when it is due', async () => {
    const { knex } = await database();
    const jobs = runner(knex, { runSchedules: true, schedulePassSeconds: 1 });
    const runs: unknown[] = [];
    const registrar = jobs.registrar('example');
    registrar.define('digest', async (data) => void runs.push(data));
    await registrar.schedule('digest', '* * * * *', { kind: 'weekly' });
    await jobs.start();
    expect(await jobs.schedulesOf('example.digest')).toEqual([{ cron: '* * * * *', timezone: 'UTC' }]);
    // Every minute is due within the minute: the first schedule pass sends it.
    const deadline = Date.now() + 20_000;
    while (runs.length === 0 && Date.now() < deadline) await sleep(200);
    expect(runs[0]).toEqual({ kind: 'weekly' });
  });

  it('enqueues with a transaction: the job exists only if it commits', async () => {
    const { knex } = await database();
    const jobs = runner(knex);
    const runs: unknown[] = [];
    jobs.define('core.after-commit', async (data) => void runs.push(data));
    await jobs.start();
    await expect(
      knex.transaction(async (trx) => {
        await jobs.enqueue('core.after-commit', 'rolled back', { trx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const id = await knex.transaction((trx) => jobs.enqueue('core.after-commit', 'committed', { trx }));
    await jobs.waitFor('core.after-commit', id!);
    await jobs.waitUntilIdle('core.after-commit');
    expect(runs).toEqual(['committed']);
  });

  it('waits for a start under way before enqueueing', async () => {
    const { knex } = await database();
    const jobs = runner(knex);
    const runs: unknown[] = [];
    jobs.define('core.early', async (data) => void runs.push(data));
    const starting = jobs.start();
    const id = await jobs.enqueue('core.early', 'while starting');
    await starting;
    expect((await jobs.waitFor('core.early', id!)).state).toBe('completed');
    expect(runs).toEqual(['while starting']);
  });

  it('refuses to enqueue a job nobody defined', async () => {
    const { knex } = await database();
    const jobs = runner(knex);
    await jobs.start();
    await expect(jobs.registrar('example').enqueue('missing', {})).rejects.toThrow('No job named example.missing is defined');
  });

  it('runs a job enqueued before a restart after it', async () => {
    // A restart of the process: the runner and the knex pool go; the database stays.
    const directory = mkdtempSync(path.join(tmpdir(), 'suite-jobs-'));
    cleanups.push(async () => rmSync(directory, { recursive: true, force: true }));
    const url = process.env.SUITE_TEST_DB === 'postgres' ? (await database()).url : null;
    const open = () => createDatabase(url ? { databaseUrl: url, poolMax: 2 } : { dataDir: directory });

    const before = open();
    const first = new JobRunner({ db: before, log, pollingIntervalSeconds: 0.5, runSchedules: false });
    const runsBefore: unknown[] = [];
    first.define('core.reminder', async (data) => void runsBefore.push(data));
    await first.start();
    const id = await first.enqueue('core.reminder', { to: 'ana' }, { startAfterSeconds: 2 });
    await first.stop(1000);
    await before.destroy();
    expect(runsBefore).toEqual([]);

    const after = open();
    cleanups.push(() => after.destroy());
    const second = runner(after);
    const runsAfter: unknown[] = [];
    second.define('core.reminder', async (data) => void runsAfter.push(data));
    await second.start();
    expect((await second.waitFor('core.reminder', id!)).state).toBe('completed');
    expect(runsAfter).toEqual([{ to: 'ana' }]);
  });
});
