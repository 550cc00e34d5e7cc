/**
 * Blobs in a local folder: `<root>/ab/cd/<sha256>`. Writes go to a temp file in the same folder,
 * are fsynced, then renamed into place (and the folder fsynced), so a crash never leaves a
 * half-written blob under a real key. Reads re-hash the bytes and refuse a mismatch.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  BlobCorruptError,
  BlobNotFoundError,
  hashFile,
  isBlobKey,
  sha256Hex,
  type BlobInfo,
  type BlobStore,
  type KnownDigest,
  type StoredEntry,
  verifyingStream,
} from './blob-store.ts';

export class LocalBlobStore implements BlobStore {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    if (!isBlobKey(key)) throw new BlobNotFoundError(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(content: Uint8Array): Promise<BlobInfo> {
    const key = await sha256Hex(content);
    if (await this.exists(key)) return { key, size: content.byteLength, created: false };
    await this.writeInPlace(key, async (handle) => {
      await handle.writeFile(content);
    });
    return { key, size: content.byteLength, created: true };
  }

  async putFile(file: string, known?: KnownDigest): Promise<BlobInfo> {
    const { key, size } = known ? { key: known.sha256, size: known.size } : await hashFile(file);
    if (await this.exists(key)) return { key, size, created: false };
    await this.writeInPlace(key, async (_handle, temp) => {
      await copyFile(file, temp);
    });
    return { key, size, created: true };
  }

  /** Writes a temp file beside the target (by `fill`), fsyncs it, then renames it into place. */
  private async writeInPlace(
    key: string,
    fill: (handle: Awaited<ReturnType<typeof open>>, temp: string) => Promise<void>,
  ): Promise<void> {
    const target = this.pathOf(key);
    const folder = path.dirname(target);
    await mkdir(folder, { recursive: true });
    const temp = path.join(folder, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx');
    try {
      await fill(handle, temp);
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await rename(temp, target);
      await fsyncFolder(folder);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    let content: Buffer;
    try {
      content = await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
    const actual = await sha256Hex(content);
    if (actual !== key) throw new BlobCorruptError(key, actual);
    return content;
  }

  async stream(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) throw new BlobNotFoundError(key);
    const verify = verifyingStream(key);
    const source = createReadStream(file);
    source.on('error', (error) => verify.destroy(error));
    return source.pipe(verify);
  }

  async exists(key: string): Promise<boolean> {
    if (!isBlobKey(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  /** Blobs and leftover temp files under `<root>/ab/cd/`; anything else there is left alone. */
  async *list(): AsyncIterable<StoredEntry> {
    for (const first of await childFolders(this.root)) {
      for (const second of await childFolders(path.join(this.root, first))) {
        const folder = path.join(this.root, first, second);
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          const file = path.join(folder, name);
          const key = isBlobKey(name) ? name : null;
          if (key === null && !/^\.[0-9a-f]{64}\.[0-9a-f]+\.tmp$/.test(name)) continue;
          const info = await stat(file).catch(() => null);
          if (!info?.isFile()) continue;
          yield { key, modifiedAt: info.mtimeMs, remove: () => rm(file, { force: true }) };
        }
      }
    }
  }
}

async function childFolders(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory() && /^[0-9a-f]{2}$/.test(e.name)).map((e) => e.name);
}

async function fsyncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';
}
