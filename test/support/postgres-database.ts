import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function onCluster(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the test cluster at `baseUrl`, named `<prefix>_<random>`, and how to drop it:
 * empty, or a copy of the database named `template` (which nobody may be connected to meanwhile).
 */
export async function createPostgresDatabase(baseUrl: string, prefix: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await onCluster(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: baseUrl.replace(/\/postgres$/, `/${name}`),
    drop: () => onCluster(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
