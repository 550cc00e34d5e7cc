import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobCorruptError, BlobNotFoundError } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';

describe('LocalBlobStore', () => {
  let root: string;
  let store: LocalBlobStore;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'blobs-'));
    store = new LocalBlobStore(root);
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('stores by SHA-256 and gives the same bytes back, once per content', async () => {
    const content = Buffer.from('a manuscript');
    const first = await store.put(content);
    const second = await store.put(content);
    expect(first.key).toBe(createHash('sha256').update(content).digest('hex'));
    expect(first.created).toBe(true);
    expect(second).toEqual({ ...first, created: false });
    expect(await store.get(first.key)).toEqual(content);
    expect(await text(await store.stream(first.key))).toBe('a manuscript');
    const folder = path.join(root, first.key.slice(0, 2), first.key.slice(2, 4));
    expect(await readdir(folder)).toEqual([first.key]); // no temp file left behind
  });

  it('stores a file on disk by streaming it, under the key its bytes would have, and leaves the file', async () => {
    const content = Buffer.alloc(3 * 1024 * 1024 + 17, 'manuscript ');
    const file = path.join(root, 'waiting.upload');
    await writeFile(file, content);
    const stored = await store.putFile(file);
    expect(stored).toEqual({
      key: createHash('sha256').update(content).digest('hex'),
      size: content.length,
      created: true,
    });
    expect(await store.putFile(file)).toEqual({ ...stored, created: false });
    expect(await store.put(content)).toEqual({ ...stored, created: false });
    expect((await store.get(stored.key)).equals(content)).toBe(true);
    expect(await readdir(root)).toContain('waiting.upload');
    const folder = path.join(root, stored.key.slice(0, 2), stored.key.slice(2, 4));
    expect(await readdir(folder)).toEqual([stored.key]);
  });

  it('refuses a blob whose bytes changed on disk', async () => {
    const { key } = await store.put(Buffer.from('original'));
    await writeFile(path.join(root, key.slice(0, 2), key.slice(2, 4), key), 'tampered');
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobCorruptError);
    await expect(text(await store.stream(key))).rejects.toBeInstanceOf(BlobCorruptError);
  });

  it('deletes, and answers not-found for unknown or malformed keys', async () => {
    const { key } = await store.put(Buffer.from('bye'));
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get('../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(key); // idempotent
  });
});
