import type { Knex } from 'knex';
import { PgBoss, fromKnex, type Job, type JobWithMetadata, type QueuePolicy } from 'pg-boss';
import type { EnqueueOptions, JobDefinitionOptions, JobHandler, JobRegistrar, Logger } from '@suite/sdk';
import { isPgLite } from '../db/database.js';
import { knexJobDatabase } from './database.js';

/** pg-boss keeps its tables in this schema (it creates and migrates it on start). */
export const JOBS_SCHEMA = 'pgboss';

export interface JobRunnerOptions {
  db: Knex;
  log: Logger;
  /** Seconds between a worker's polls for due jobs (pg-boss's minimum is 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** Run cron schedules on this instance (every instance may; one sends each occurrence). Default true. */
  runSchedules?: boolean;
  /** Seconds between schedule passes (1 to 45). Default 30. */
  schedulePassSeconds?: number;
}

/** Core jobs may also choose how many may wait or run at once. */
export interface CoreJobOptions extends JobDefinitionOptions {
  /**
   * 'stately': at most one waiting and one running (a sweep: enqueueing again while one waits is
   * a no-op). Default 'standard'.
   */
  policy?: Extract<QueuePolicy, 'standard' | 'stately'>;
}

/** A registrar with the core's extras: the queue policy, and whether jobs are running yet. */
export interface CoreJobRegistrar extends JobRegistrar {
  define<T>(name: string, handler: JobHandler<T>, options?: CoreJobOptions): void;
  readonly started: boolean;
}

interface Definition {
  handler: JobHandler<unknown>;
  options: CoreJobOptions;
  workerId?: string;
}

/** What a job's data is stored as: any value the caller passes, wrapped (pg-boss stores objects). */
interface Envelope {
  payload?: unknown;
}

const SETTLED_STATES = new Set(['completed', 'failed', 'cancelled']);

/**
 * Background jobs on pg-boss over the platform's own database (PGlite or PostgreSQL, through
 * knex). Plugins reach it as `ctx.jobs` (names `<pluginId>.<name>`), the core as `core.<name>`.
 * Jobs are defined before or after `start()`; enqueueing needs it started.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, Definition>();
  private readonly schedules = new Map<string, { cron: string; data: unknown }>();
  private readonly pending = new Set<Promise<void>>();
  private state: 'idle' | 'starting' | 'started' | 'stopped' = 'idle';
  private starting: Promise<void> | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.boss = new PgBoss({
      db: knexJobDatabase(options.db),
      backend: isPgLite(options.db) ? 'pglite' : 'postgres',
      schema: JOBS_SCHEMA,
      schedule: options.runSchedules ?? true,
      ...(options.schedulePassSeconds ? { cronMonitorIntervalSeconds: options.schedulePassSeconds, cronWorkerIntervalSeconds: options.schedulePassSeconds } : {}),
      // Its reports go to our log; without a listener an 'error' event would crash the process.
      openTelemetry: { enabled: false },
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'background jobs error'));
    this.boss.on('warning', (warning) => options.log.warn({ warning }, 'background jobs warning'));
  }

  get started(): boolean {
    return this.state === 'started';
  }

  /** The jobs of one owner: names are stored as `<namespace>.<name>`. */
  registrar(namespace: string): CoreJobRegistrar {
    const qualify = (name: string) => `${namespace}.${name}`;
    const isStarted = () => this.started;
    return {
      get started() {
        return isStarted();
      },
      define: (name, handler, options) => this.define(qualify(name), handler, options),
      enqueue: (name, data, options) => this.enqueue(qualify(name), data, options),
      schedule: (name, cron, data) => this.schedule(qualify(name), cron, data),
    };
  }

  define<T>(name: string, handler: JobHandler<T>, options: CoreJobOptions = {}): void {
    if (this.definitions.has(name)) throw new Error(`The job ${name} is defined twice`);
    this.definitions.set(name, { handler: handler as JobHandler<unknown>, options });
    if (this.state === 'started') this.track(this.setUp(name));
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`No job named ${name} is defined`);
    // A start under way (the server is coming up) is waited for; none at all is a mistake.
    if (this.state === 'starting') await this.starting;
    if (this.state !== 'started') throw new Error(`Background jobs are not running: cannot enqueue ${name}`);
    await this.settledSetUp();
    const envelope: Envelope = { payload: data };
    const id = await this.boss.send(name, envelope as object, {
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.trx ? { db: fromKnex(options.trx) } : {}),
    });
    // Due now, not inside a transaction: wake this instance's worker rather than wait for its poll.
    const workerId = this.definitions.get(name)?.workerId;
    if (id && workerId && !options.startAfterSeconds && !options.trx) this.boss.notifyWorker(workerId);
    return id;
  }

  async schedule(name: string, cron: string, data?: unknown): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`No job named ${name} is defined`);
    this.schedules.set(name, { cron, data });
    if (this.state === 'started') {
      await this.settledSetUp();
      await this.boss.schedule(name, cron, { payload: data } as object, { tz: 'UTC' });
    }
  }

  start(): Promise<void> {
    this.starting ??= this.startOnce();
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    this.state = 'starting';
    await this.boss.start();
    for (const name of this.definitions.keys()) await this.setUp(name);
    for (const [name, { cron, data }] of this.schedules) await this.boss.schedule(name, cron, { payload: data } as object, { tz: 'UTC' });
    this.state = 'started';
    this.options.log.debug({ jobs: [...this.definitions.keys()] }, 'background jobs started');
  }

  /** Stop polling; running handlers get `graceMs` to finish (then they are retried elsewhere later). */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.state === 'idle' || this.state === 'stopped') {
      this.state = 'stopped';
      return;
    }
    await this.starting?.catch(() => undefined);
    this.state = 'stopped';
    await this.settledSetUp().catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: graceMs, close: false });
  }

  /** One job as stored, with its state ('created', 'active', 'retry', 'completed', 'failed', ...). */
  async find(name: string, id: string): Promise<JobWithMetadata<Envelope> | null> {
    const [job] = await this.boss.findJobs<Envelope>(name, { id });
    return job ?? null;
  }

  /** Wait until a job has completed or failed for good (tests, tools); rejects after `timeoutMs`. */
  async waitFor(name: string, id: string, timeoutMs = 15_000): Promise<JobWithMetadata<Envelope>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.find(name, id);
      if (job && SETTLED_STATES.has(job.state)) return job;
      if (Date.now() > deadline) throw new Error(`The job ${name} ${id} did not finish in ${timeoutMs} ms (state: ${job?.state ?? 'missing'})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Wait until no job of this name is waiting (due now), retrying or running. */
  async waitUntilIdle(name: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const open = await this.boss.findJobs(name, { queued: true });
      const active = (await this.boss.findJobs(name)).filter((job) => job.state === 'active');
      const due = open.filter((job) => new Date(job.startAfter).getTime() <= Date.now());
      if (due.length === 0 && active.length === 0) return;
      if (Date.now() > deadline) throw new Error(`The jobs ${name} did not settle in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The schedules stored for a job name (every instance reads the same). */
  async schedulesOf(name: string): Promise<{ cron: string; timezone: string }[]> {
    return (await this.boss.getSchedules(name)).map((schedule) => ({ cron: schedule.cron, timezone: schedule.timezone }));
  }

  private async setUp(name: string): Promise<void> {
    const definition = this.definitions.get(name)!;
    const { retryLimit, retryDelaySeconds, retryBackoff, policy } = definition.options;
    const queue = {
      ...(retryLimit !== undefined ? { retryLimit } : {}),
      ...(retryDelaySeconds !== undefined ? { retryDelay: retryDelaySeconds } : {}),
      ...(retryBackoff !== undefined ? { retryBackoff } : {}),
    };
    const existing = await this.boss.getQueue(name);
    if (!existing) await this.boss.createQueue(name, { ...queue, policy: policy ?? 'standard' });
    else if (Object.keys(queue).length > 0) await this.boss.updateQueue(name, queue);
    definition.workerId = await this.boss.work<Envelope>(name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 }, (jobs) => this.run(name, definition, jobs));
  }

  private async run(name: string, definition: Definition, jobs: Job<Envelope>[]): Promise<void> {
    for (const job of jobs) {
      try {
        await definition.handler(job.data?.payload, { id: job.id, attempt: job.retryCount + 1 });
      } catch (error) {
        this.options.log.warn({ err: error, job: name, id: job.id, attempt: job.retryCount + 1 }, 'background job failed');
        throw error;
      }
    }
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => this.options.log.error({ err: error }, 'background job set-up failed'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  private async settledSetUp(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
