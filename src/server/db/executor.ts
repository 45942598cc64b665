import type { Kysely } from 'kysely';
import type { Database } from './tables';

/** The database or an open transaction: repositories accept either, so services decide the boundary. */
export type Executor = Kysely<Database>;
