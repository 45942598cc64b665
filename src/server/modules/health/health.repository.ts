import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export const healthRepository = {
  /** The cheapest round trip: a free connection, or a new one, answering at all. */
  async ping(db: Executor) {
    await sql`select 1`.execute(db);
  },
};
