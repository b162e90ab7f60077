import type { Knex } from 'knex';

/** The attempt a job handler is running. */
export interface JobRun {
  id: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export type JobHandler<T> = (data: T, job: JobRun) => Promise<void>;

export interface JobDefinitionOptions {
  /** Retries after a failed run (the handler threw); default 2. */
  retryLimit?: number;
  /** Seconds before a retry; default 0, or 1 with backoff. */
  retryDelaySeconds?: number;
  /** Double the delay at each retry (with some jitter). */
  retryBackoff?: boolean;
}

export interface EnqueueOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one queued job per key: enqueueing while one waits answers null. */
  singletonKey?: string;
  /**
   * Enqueue with this transaction's work: the job exists only if it commits. Pass it whenever you
   * enqueue inside a transaction (on the embedded database, one connection, anything else waits
   * for the transaction to end).
   */
  trx?: Knex;
}

/**
 * Background jobs and schedules (`ctx.jobs`), stored in PostgreSQL: a job runs once across every
 * server instance, is retried when it throws and survives a restart. Names are the plugin's own
 * ('reminders' is stored as '<pluginId>.reminders'); define every job in `register()`.
 */
export interface JobRegistrar {
  /** What runs a job of this name. Throwing fails the run; it is retried per `options`. */
  define<T>(name: string, handler: JobHandler<T>, options?: JobDefinitionOptions): void;
  /** Queue a job of a defined name; answers its id, or null when `singletonKey` kept it out. */
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Enqueue a defined job on a cron expression (UTC, minute precision, e.g. '0 7 * * 1'), on one
   * instance only. Calling it again replaces the schedule.
   */
  schedule(name: string, cron: string, data?: unknown): Promise<void>;
}
