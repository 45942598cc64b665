import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Direct access to the e2e server's SQLite file, for setting up records that have no screen yet
 * (e.g. past distributions). Assertions always go through the browser.
 */
export function e2eDatabase() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}
