/**
 * Work that must happen later, again, or after a restart (monthly charges, their retries, e-mails
 * sent in batches). Two implementations behind one interface: pg-boss on PostgreSQL, where several
 * app instances share the queue, and an in-process runner over the `jobs` table on SQLite.
 */
export type JobData = Record<string, string | number | boolean | null>;

export interface SendOptions {
  /**
   * Sending a job with a key already queued is a no-op: a daily run that starts twice, or two
   * instances sending the same job, make one job.
   */
  singletonKey: string;
  /** Not before this instant. */
  startAfter?: Date;
}

export interface Job {
  data: JobData;
  /** The instant the runner took the job: handlers read "today" from it, so tests can move the clock. */
  now: Date;
}

/** A handler may run more than once for one job (a crash, a retry): it must be idempotent. */
export type JobHandler = (job: Job) => Promise<void>;

export interface BatchJob extends Job {
  id: string;
}

/**
 * Works many jobs of one queue at once, so their writes share a few transactions instead of a few
 * each. Answers the error of each job that failed, by id: those are tried again, the others are done.
 * Throwing fails the whole batch. Idempotent, as a handler is.
 */
export type BatchHandler = (jobs: BatchJob[]) => Promise<Map<string, unknown>>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'table';
  /** Registers the handler of a queue; before start. */
  define(queue: string, handler: JobHandler): void;
  /** Registers a queue whose jobs are worked up to `batchSize` at a time; before start. */
  defineBatch(queue: string, handler: BatchHandler, batchSize: number): void;
  /** Runs the queue once a day at this UTC hour; before start. */
  daily(queue: string, hourUtc: number): void;
  send(queue: string, data: JobData, options: SendOptions): Promise<void>;
  /** Many jobs of one queue in one round trip (a billing day's charges, invitation batches). */
  sendMany(queue: string, jobs: { data: JobData; options: SendOptions }[]): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  stop(): Promise<void>;
  /** Jobs waiting or running, by queue (the queues with a handler here), for the metrics. */
  depth(): Promise<Map<string, number>>;
}

/** Tries before a job is left failed, and the first wait between tries (doubled each time). */
export const RETRY_LIMIT = 5;
export const RETRY_DELAY_SECONDS = 30;
