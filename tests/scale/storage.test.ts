/**
 * The S3 blob store against a real S3 server on loopback (Ceph RADOS Gateway, started here):
 * what a writer's uploads and downloads rely on when blobs live in a bucket.
 */
import { createHash, randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { GetObjectCommand, HeadObjectCommand, ListMultipartUploadsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobCorruptError, BlobNotFoundError } from '../../src/store/blob/blob-store.ts';
import { S3BlobStore } from '../../src/store/blob/s3.ts';
import { createBlobStore } from '../../src/store/blob/index.ts';
import { loadConfig } from '../../src/config/index.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sweepOrphanBlobs } from '../../src/services/blob-sweeper.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { migrateToLatest } from '../../src/store/migrator.ts';
import { radosgwInstalled, startRadosGateway, TEST_KMS_KEY_ID, type RadosGateway } from './support/radosgw.ts';
import { createBucket, s3SettingsFor } from './support/s3.ts';

describe.runIf(await radosgwInstalled())('S3 blob store (RADOS Gateway on loopback)', () => {
  let gateway: RadosGateway;
  let store: S3BlobStore;

  beforeAll(async () => {
    gateway = await startRadosGateway();
    store = new S3BlobStore(s3SettingsFor(gateway, await createBucket(gateway)), {
      multipartThresholdBytes: 6 * 1024 * 1024,
      partSizeBytes: 5 * 1024 * 1024,
    });
  }, 90_000);
  afterAll(async () => {
    store?.client.destroy();
    await gateway?.stop();
  });

  it('is chosen from the environment when S3_BUCKET is set, with the S3_* names', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_ENDPOINT: gateway.endpoint,
      S3_BUCKET: store.bucket,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({
      endpoint: gateway.endpoint,
      bucket: store.bucket,
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(createBlobStore('/tmp/unused', config.s3)).toBeInstanceOf(S3BlobStore);
    expect(createBlobStore('/tmp/unused', loadConfig({ NODE_ENV: 'test' }).s3)).not.toBeInstanceOf(S3BlobStore);
  });

  it('puts by SHA-256, gets and streams the same bytes back, and stores the same content once', async () => {
    const content = Buffer.from(`a manuscript ${randomBytes(8).toString('hex')}`);
    const first = await store.put(content);
    expect(first).toEqual({ key: createHash('sha256').update(content).digest('hex'), size: content.length });
    expect(await store.put(content)).toEqual(first);
    expect(await store.exists(first.key)).toBe(true);
    expect(await store.get(first.key)).toEqual(content);
    expect(await text(await store.stream(first.key))).toBe(content.toString());
    const raw = await store.client.send(
      new GetObjectCommand({ Bucket: store.bucket, Key: store.objectKey(first.key) }),
    );
    expect(raw.Metadata?.sha256).toBe(first.key);
  });

  it('uploads a large file in parts and streams it back intact', async () => {
    const big = randomBytes(13 * 1024 * 1024); // three parts of 5 MiB at most
    const { key } = await store.put(big);
    const raw = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: store.objectKey(key) }));
    expect(raw.ETag).toMatch(/-3"$/); // S3's mark of a three-part upload
    await raw.Body?.transformToByteArray();
    const streamed = await buffer(await store.stream(key));
    expect(streamed.equals(big)).toBe(true);
    const pending = await store.client.send(new ListMultipartUploadsCommand({ Bucket: store.bucket }));
    expect(pending.Uploads ?? []).toEqual([]);
  });

  it('stores an upload from disk by streaming it, in parts when large, under its SHA-256', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mc-s3-upload-'));
    try {
      const big = randomBytes(11 * 1024 * 1024);
      const file = path.join(folder, 'waiting.upload');
      writeFileSync(file, big);
      const stored = await store.putFile(file);
      expect(stored).toEqual({ key: createHash('sha256').update(big).digest('hex'), size: big.length, created: true });
      expect(await store.putFile(file)).toEqual({ key: stored.key, size: big.length, created: false });
      expect((await buffer(await store.stream(stored.key))).equals(big)).toBe(true);
      const pending = await store.client.send(new ListMultipartUploadsCommand({ Bucket: store.bucket }));
      expect(pending.Uploads ?? []).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lists its blobs with their last write, and the sweeper removes one no row references once past its grace', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mc-s3-sweep-'));
    const db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dir) });
    try {
      await migrateToLatest(db);
      const orphan = await store.put(Buffer.from(`left by a crash ${randomBytes(8).toString('hex')}`));
      const listed = [];
      for await (const entry of store.list()) listed.push(entry);
      const entry = listed.find((e) => e.key === orphan.key);
      expect(entry?.modifiedAt).toBeGreaterThan(Date.now() - 10 * 60_000);
      // Within its grace period the blob stays (its row may still be committing).
      await sweepOrphanBlobs(db, store, 60 * 60_000);
      expect(await store.exists(orphan.key)).toBe(true);
      // Past it, no row references it: removed.
      const report = await sweepOrphanBlobs(db, store, 0, Date.now() + 1000);
      expect(report.removedBlobs).toBeGreaterThanOrEqual(1);
      expect(await store.exists(orphan.key)).toBe(false);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('deletes, and answers not-found for unknown or malformed keys', async () => {
    const { key } = await store.put(Buffer.from(`bye ${randomBytes(4).toString('hex')}`));
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.stream(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get('../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(key); // idempotent
  });

  it('refuses a wrong secret', async () => {
    const intruder = new S3BlobStore(s3SettingsFor(gateway, store.bucket, { secretAccessKey: 'not-the-secret' }));
    try {
      // HEAD answers a bare 403; the upload itself names the reason.
      await expect(intruder.put(Buffer.from('sneaky'))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      await expect(
        intruder.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: 'blobs/sneaky', Body: 'x' })),
      ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      expect(await intruder.reachable()).toBe(false);
      expect(await store.reachable()).toBe(true);
    } finally {
      intruder.client.destroy();
    }
  });

  it('asks the server to encrypt every object when S3_SERVER_SIDE_ENCRYPTION is set, and reads it back', async () => {
    const encrypted = new S3BlobStore(
      s3SettingsFor(gateway, store.bucket, { serverSideEncryption: 'aws:kms', kmsKeyId: TEST_KMS_KEY_ID }),
    );
    try {
      const content = Buffer.from(`confidential manuscript ${randomBytes(4).toString('hex')}`);
      const { key } = await encrypted.put(content);
      const head = await encrypted.client.send(
        new HeadObjectCommand({ Bucket: store.bucket, Key: encrypted.objectKey(key) }),
      );
      expect({ sse: head.ServerSideEncryption, keyId: head.SSEKMSKeyId }).toEqual({
        sse: 'aws:kms',
        keyId: TEST_KMS_KEY_ID,
      });
      expect(await encrypted.get(key)).toEqual(content);
      expect(await text(await encrypted.stream(key))).toBe(content.toString());
    } finally {
      encrypted.client.destroy();
    }
  });

  it('detects a corrupted object on read, whole or streamed', async () => {
    const { key } = await store.put(Buffer.from(`original ${randomBytes(4).toString('hex')}`));
    // Someone (or a faulty disk behind the gateway) replaces the object's bytes.
    await store.client.send(
      new PutObjectCommand({ Bucket: store.bucket, Key: store.objectKey(key), Body: 'tampered' }),
    );
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobCorruptError);
    await expect(text(await store.stream(key))).rejects.toBeInstanceOf(BlobCorruptError);
  });
});
