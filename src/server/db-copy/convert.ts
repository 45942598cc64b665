import { CopyError } from './table-order';

/**
 * SQLite keeps any value in any column: a value is turned into what the PostgreSQL column holds.
 * Integers are read from SQLite as BigInt (no rounding past 2^53) and sent as text, which PostgreSQL
 * parses exactly; blobs arrive as Buffers, which pg sends as bytea.
 */
export function converterFor(table: string, column: string, postgresType: string): (value: unknown) => unknown {
  switch (postgresType) {
    case 'text':
    case 'character varying':
      return (value) => (Buffer.isBuffer(value) ? value.toString('utf8') : typeof value === 'bigint' || typeof value === 'number' ? String(value) : value);
    case 'integer':
    case 'bigint':
    case 'smallint':
      return (value) => (typeof value === 'bigint' ? value.toString() : value);
    case 'bytea':
      return (value) => (value === null || Buffer.isBuffer(value) ? value : Buffer.from(String(value), 'utf8'));
    default:
      throw new CopyError(`${table}.${column} has the PostgreSQL type ${postgresType}, which db:copy does not convert`);
  }
}
