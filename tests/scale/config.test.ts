/**
 * The scale-out variables: an operator who sets DATABASE_URL gets the queue, one who sets
 * S3_BUCKET gets the bucket, and a half-done setting is refused at start with what to fix —
 * while an empty environment stays exactly the embedded default.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
};

describe('scale-out configuration', () => {
  it('keeps the embedded default when nothing is set', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect({ s3: config.s3, jobQueue: config.jobQueue, trustProxy: config.trustProxy }).toEqual({
      s3: null,
      jobQueue: 'embedded',
      trustProxy: false,
    });
  });

  it('uses the pg-boss queue on PostgreSQL unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/x' }).jobQueue).toBe('pg-boss');
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/x', JOB_QUEUE: 'embedded' }).jobQueue).toBe(
      'embedded',
    );
    expect(problemsOf({ JOB_QUEUE: 'pg-boss' })).toEqual([
      'JOB_QUEUE=pg-boss needs DATABASE_URL (a PostgreSQL database)',
    ]);
  });

  it('reads the S3 settings by their names and refuses half a key pair or an unknown encryption', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'https://s3.example.org/',
      S3_SERVER_SIDE_ENCRYPTION: 'AES256',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.org',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: true,
      serverSideEncryption: 'AES256',
      kmsKeyId: null,
    });
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b' }).s3?.forcePathStyle).toBe(false); // AWS: virtual-hosted style
    expect(problemsOf({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-half' })).toEqual([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's default credentials)",
    ]);
    expect(problemsOf({ S3_BUCKET: 'b', S3_SERVER_SIDE_ENCRYPTION: 'rot13' })).toEqual([
      'S3_SERVER_SIDE_ENCRYPTION must be AES256 or aws:kms (got "rot13")',
    ]);
    expect(problemsOf({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toEqual([
      'S3_ENDPOINT must be a http: or https: URL (got "ftp://x")',
    ]);
  });

  it('trusts only the proxies it is told about', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });
});
