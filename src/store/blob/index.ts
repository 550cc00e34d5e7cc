/** Chooses the blob store from the configuration (only the local folder for now; S3 later). */
import path from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';

export function createBlobStore(dataDir: string): BlobStore {
  return new LocalBlobStore(path.join(dataDir, 'blobs'));
}
