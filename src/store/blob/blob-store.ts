/**
 * Blob storage: file contents addressed by their SHA-256 (hex). Callers only ever see this
 * interface, so an S3-compatible store can replace the local folder without touching them.
 * Content addressing makes `put` idempotent: the same bytes twice give the same key, stored once.
 */
import { createHash, webcrypto } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';

/**
 * A file's SHA-256 (hex) and size already computed by whoever read it (the upload's reading thread),
 * so putFile does not read the file again to hash it.
 */
export interface KnownDigest {
  sha256: string;
  size: number;
}

export interface BlobInfo {
  /** SHA-256 of the content, lower-case hex: the blob's key. */
  key: string;
  size: number;
  /**
   * True when this call wrote the content; false or absent when it was already stored (content
   * addressing: nothing was written). Callers only clean up blobs they know they created.
   */
  created?: boolean;
}

export interface BlobStore {
  /** Stores the bytes durably and answers their key. */
  put(content: Uint8Array): Promise<BlobInfo>;
  /**
   * Stores a file's content durably and answers its key, streaming: memory stays bounded whatever
   * the file's size (uploads land on disk first, issue 29). The file itself is left in place.
   */
  putFile(file: string, known?: KnownDigest): Promise<BlobInfo>;
  /** The bytes of a blob, verified against the key; throws BlobNotFoundError / BlobCorruptError. */
  get(key: string): Promise<Buffer>;
  /** A stream of the bytes (for downloads); verified as it is read (errors at the end on mismatch). */
  stream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes a blob; no error if it is already gone. */
  delete(key: string): Promise<void>;
  /**
   * Everything stored, with when it was last written, for the orphan sweeper
   * (src/services/blob-sweeper.ts). Stores that cannot list leave it out (the sweeper skips them).
   */
  list?(): AsyncIterable<StoredEntry>;
}

export interface StoredEntry {
  /** The blob's key; null for a temp file a write that never finished left behind. */
  key: string | null;
  /** Last write, in milliseconds since the epoch. */
  modifiedAt: number;
  /** Removes this entry (a blob or a leftover temp file). */
  remove(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`Blob ${key} does not exist`);
    this.name = 'BlobNotFoundError';
  }
}

export class BlobCorruptError extends Error {
  constructor(key: string, actual: string) {
    super(`Blob ${key} is corrupt: its content hashes to ${actual}`);
    this.name = 'BlobCorruptError';
  }
}

export function isBlobKey(key: string): boolean {
  return /^[0-9a-f]{64}$/.test(key);
}

/**
 * Passes a blob's bytes through while hashing them and fails the stream at its end when they are
 * not the content its key names: a download never silently delivers a corrupted file.
 */
export function verifyingStream(key: string): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      const actual = hash.digest('hex');
      callback(actual === key ? null : new BlobCorruptError(key, actual));
    },
  });
}

/**
 * SHA-256 of bytes held whole, in hex, computed on libuv's thread pool (WebCrypto's digest): a
 * 24 MB blob read for a check run would otherwise hold the event loop about 60 ms, and a member's
 * burst of such runs held every other tenant's requests behind it (issue 29, bench:load's flood).
 */
export async function sha256Hex(content: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', content)).toString('hex');
}

/** SHA-256 (the blob key) and size of a file, read as a stream. */
export async function hashFile(file: string): Promise<{ key: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    size += buffer.byteLength;
  }
  return { key: hash.digest('hex'), size };
}
