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

/** A new, empty database on the test cluster at `baseUrl`, named `<prefix>_<random>`, and how to drop it. */
export async function createPostgresDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await onCluster(baseUrl, `create database ${name}`);
  return {
    url: baseUrl.replace(/\/postgres$/, `/${name}`),
    drop: () => onCluster(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
