import type { Config } from '../config';
import type { Executor } from '../db/executor';
import type { Log } from '../log';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';
import { createTableQueue, type TableQueue } from './table-queue';

/** The runner the configuration asks for; `table` for the manual mode too, which only never polls. */
export function createJobQueue(config: Pick<Config, 'jobQueue' | 'databaseUrl'>, db: Executor, log: Log): JobQueue | TableQueue {
  if (config.jobQueue === 'pg-boss') {
    if (!config.databaseUrl) throw new Error('JOB_QUEUE=pg-boss needs DATABASE_URL (PostgreSQL)');
    return createPgBossQueue({ connectionString: config.databaseUrl, log });
  }
  return createTableQueue({ db, log, poll: config.jobQueue === 'table' });
}
