/** Chooses the blob store from the configuration: an S3-compatible bucket when S3_BUCKET is set, else the local folder. */
import path from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore, type S3Settings } from './s3.ts';

export function createBlobStore(dataDir: string, s3: S3Settings | null = null): BlobStore {
  if (s3) return new S3BlobStore(s3);
  return new LocalBlobStore(path.join(dataDir, 'blobs'));
}
