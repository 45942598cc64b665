import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const load = (env: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storage-config-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, ...env });
};

function refusal(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n');
  }
  throw new Error('the settings were accepted');
}

const BUCKET = { S3_BUCKET: 'member-documents', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };

describe('where uploaded documents are kept', () => {
  it('keeps them in the data directory when no bucket is set, 90 days after a decision by default', () => {
    const config = load({});
    expect(config.fileStorage).toBeUndefined();
    expect(config.evidenceRetentionDays).toBe(90);
  });

  it('takes a bucket with its region and keys, and an endpoint for a store other than AWS', () => {
    expect(load({ ...BUCKET, S3_ENDPOINT: 'https://minio.example.org' }).fileStorage).toEqual({
      bucket: 'member-documents', region: 'us-east-1', endpoint: 'https://minio.example.org', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example',
    });
  });

  it('refuses half a bucket, one line per missing setting', () => {
    expect(refusal({ S3_BUCKET: 'member-documents', S3_REGION: 'us-east-1' })).toEqual([
      'Invalid environment: S3_ACCESS_KEY_ID: is unset while S3_BUCKET, S3_REGION are set; set all of S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to keep documents in a bucket, or none',
      'Invalid environment: S3_SECRET_ACCESS_KEY: is unset while S3_BUCKET, S3_REGION are set; set all of S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to keep documents in a bucket, or none',
    ]);
    expect(refusal({ S3_ENDPOINT: 'https://minio.example.org' })).toHaveLength(4);
  });

  it('refuses a bad bucket name, endpoint or retention with the variable named', () => {
    expect(refusal({ ...BUCKET, S3_BUCKET: 'Not_A_Bucket' })).toEqual(['Invalid environment: S3_BUCKET: must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)']);
    expect(refusal({ ...BUCKET, S3_ENDPOINT: 'minio' })).toEqual(["Invalid environment: S3_ENDPOINT: must be the store's address, e.g. https://s3.example.org"]);
    expect(refusal({ EVIDENCE_RETENTION_DAYS: '-1' })).toEqual(['Invalid environment: EVIDENCE_RETENTION_DAYS: must be a whole number of days from 0 to 3650']);
  });
});
