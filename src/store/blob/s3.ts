/**
 * Blobs in an S3-compatible bucket (AWS S3, Ceph RADOS Gateway, …), chosen when S3_BUCKET is set.
 * Same contract as the local folder: content-addressed keys (`blobs/ab/<sha256>`), so a `put` of
 * bytes already stored is a HEAD and nothing more, and every read re-hashes the bytes against the
 * key — a corrupted or replaced object is refused, never served. Uploads carry Content-MD5 (the
 * server refuses bytes damaged in transit) and the SHA-256 as metadata; files above the multipart
 * threshold go up in parts (lib-storage). Downloads are streamed from S3 through the verifier,
 * never held whole in memory.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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

export interface S3Settings {
  /** e.g. http://127.0.0.1:7480; null means AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's default credential chain (instance role, AWS_* variables, …). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Server-side encryption asked of the bucket on every upload (AES256 or aws:kms); null: none. */
  serverSideEncryption: string | null;
  /** KMS key id when serverSideEncryption is aws:kms (null: the bucket's default key). */
  kmsKeyId?: string | null;
}

export interface S3BlobStoreOptions {
  /** Files of at least this many bytes are uploaded in parts (S3 needs parts of 5 MiB or more). */
  multipartThresholdBytes?: number;
  partSizeBytes?: number;
}

const MIB = 1024 * 1024;

export class S3BlobStore implements BlobStore {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly settings: S3Settings;
  private readonly multipartThreshold: number;
  private readonly partSize: number;

  constructor(settings: S3Settings, options: S3BlobStoreOptions = {}) {
    this.settings = settings;
    this.bucket = settings.bucket;
    this.partSize = Math.max(5 * MIB, options.partSizeBytes ?? 8 * MIB);
    this.multipartThreshold = options.multipartThresholdBytes ?? 16 * MIB;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // The SDK's newer CRC trailers (aws-chunked bodies) are not understood by every
      // S3-compatible server; we send Content-MD5 and verify SHA-256 ourselves instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** The object key of a blob (also used by tests and the backup guide). */
  objectKey(key: string): string {
    if (!isBlobKey(key)) throw new BlobNotFoundError(key);
    return `blobs/${key.slice(0, 2)}/${key}`;
  }

  async put(content: Uint8Array): Promise<BlobInfo> {
    const key = await sha256Hex(content);
    const info = { key, size: content.byteLength };
    if (await this.exists(key)) return info;
    const common = {
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ContentType: 'application/octet-stream',
      Metadata: { sha256: key },
      ...this.encryption(),
    };
    if (content.byteLength >= this.multipartThreshold) {
      // Parts go up without Content-MD5 (lib-storage does not send one); the whole object is
      // checked against its SHA-256 key by us on every read instead.
      const upload = new Upload({
        client: this.client,
        params: { ...common, Body: Buffer.from(content.buffer, content.byteOffset, content.byteLength) },
        partSize: this.partSize,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    } else {
      const md5 = createHash('md5').update(content).digest('base64');
      await this.client.send(
        new PutObjectCommand({ ...common, Body: content, ContentMD5: md5, ContentLength: content.byteLength }),
      );
    }
    return info;
  }

  async putFile(file: string, known?: KnownDigest): Promise<BlobInfo> {
    const { key, size } = known ? { key: known.sha256, size: known.size } : await hashFile(file);
    if (await this.exists(key)) return { key, size, created: false };
    // Streamed from the file in parts (or one request when small): memory stays at a part's size.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ContentType: 'application/octet-stream',
        Metadata: { sha256: key },
        ...this.encryption(),
        Body: createReadStream(file),
      },
      partSize: this.partSize,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    return { key, size, created: true };
  }

  async get(key: string): Promise<Buffer> {
    const body = await this.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    const content = Buffer.concat(chunks);
    const actual = await sha256Hex(content);
    if (actual !== key) throw new BlobCorruptError(key, actual);
    return content;
  }

  async stream(key: string): Promise<Readable> {
    const body = await this.open(key);
    const verify = verifyingStream(key);
    body.on('error', (error) => verify.destroy(error));
    verify.on('close', () => body.destroy());
    return body.pipe(verify);
  }

  async exists(key: string): Promise<boolean> {
    if (!isBlobKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /**
   * Every blob in the bucket with its last write, for the orphan sweeper (a crash between storing
   * a blob and committing its row leaves one behind). Uploads are atomic in S3, so there are no
   * temp objects; objects under blobs/ that are not blob keys (the readiness probe) are not listed.
   */
  async *list(): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: 'blobs/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(object.Key.lastIndexOf('/') + 1) ?? '';
        if (!isBlobKey(key) || object.Key !== this.objectKey(key)) continue;
        yield {
          key,
          modifiedAt: object.LastModified?.getTime() ?? Date.now(),
          remove: () => this.delete(key),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Readiness: the bucket answers with these credentials. */
  async reachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: 'blobs/.probe' }));
      return true;
    } catch (error) {
      return isNotFound(error);
    }
  }

  private async open(key: string): Promise<Readable> {
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no body for ${objectKey}`);
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  private encryption(): { ServerSideEncryption?: ServerSideEncryption; SSEKMSKeyId?: string } {
    const sse = this.settings.serverSideEncryption;
    if (!sse) return {};
    return {
      ServerSideEncryption: sse as ServerSideEncryption,
      ...(sse === 'aws:kms' && this.settings.kmsKeyId ? { SSEKMSKeyId: this.settings.kmsKeyId } : {}),
    };
  }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  }
  return false;
}
