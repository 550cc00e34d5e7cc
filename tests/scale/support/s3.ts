/** The RADOS Gateway started once per test file, and a fresh bucket for each use. */
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { S3BlobStore, type S3Settings } from '../../../src/store/blob/s3.ts';
import type { RadosGateway } from './radosgw.ts';

export function s3SettingsFor(gateway: RadosGateway, bucket: string, overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    endpoint: gateway.endpoint,
    bucket,
    region: gateway.region,
    accessKeyId: gateway.accessKeyId,
    secretAccessKey: gateway.secretAccessKey,
    forcePathStyle: true,
    serverSideEncryption: null,
    ...overrides,
  };
}

export async function createBucket(gateway: RadosGateway, prefix = 'mc'): Promise<string> {
  const bucket = `${prefix}-${randomBytes(5).toString('hex')}`;
  const store = new S3BlobStore(s3SettingsFor(gateway, bucket));
  await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
  store.client.destroy();
  return bucket;
}
