/**
 * Blobs are content-addressed and shared: two documents with the same bytes use one blob, and a
 * session's version 0 is its document's original. So a blob is deleted only when no row refers to
 * it any more. Writers and deleters take the same lock inside their transaction (SQLite has one
 * writer anyway; PostgreSQL uses an advisory lock), so a blob is never deleted between an upload
 * writing it and the upload's row being committed.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { BlobStore } from '../store/blob/blob-store.ts';
import { databaseKind } from '../store/db.ts';

const BLOB_LOCK_KEY = 7_204_312;

/** Call first thing in a transaction that writes or releases blobs. */
export async function lockBlobs(trx: Transaction<Database>): Promise<void> {
  if (databaseKind(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${BLOB_LOCK_KEY})`.execute(trx);
}

export async function blobInUse(trx: Transaction<Database>, key: string): Promise<boolean> {
  const [document, version] = await Promise.all([
    trx
      .selectFrom('documents')
      .select('id')
      .where((eb) => eb.or([eb('original_blob', '=', key), eb('template_blob', '=', key)]))
      .limit(1)
      .executeTakeFirst(),
    trx.selectFrom('versions').select('id').where('blob', '=', key).limit(1).executeTakeFirst(),
  ]);
  return document !== undefined || version !== undefined;
}

/** The keys no row uses any more. Call after deleting the rows, inside the same locked transaction. */
export async function unusedBlobs(trx: Transaction<Database>, keys: Iterable<string>): Promise<string[]> {
  const unused: string[] = [];
  for (const key of new Set(keys)) if (!(await blobInUse(trx, key))) unused.push(key);
  return unused;
}

/**
 * Deletes blob files as the very last step of the locked transaction (after the audit event):
 * files cannot be rolled back, so nothing that might still fail comes after them.
 */
export async function deleteBlobFiles(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) await blobs.delete(key);
}
