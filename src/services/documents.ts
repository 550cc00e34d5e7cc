/**
 * Documents: an original manuscript with its journal template, both .docx, owned by one user.
 * A pair is validated by the docx engine before anything is stored: a refused pair leaves no
 * blob and no row. Deleting a document removes its sessions and every blob no other row uses.
 */
import { stat } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../contract/current-user.ts';
import type { DocumentSummary, ReaderWarning } from '../contract/api/documents.ts';
import type { ReadRunner } from '../docx/isolated.ts';
import { validateUploadPair } from '../docx/validate.ts';
import { ServerBusyError } from '../jobs/work-pool.ts';
import { AppError, notFound, serverBusy } from './errors.ts';
import type { BlobStore } from '../store/blob/blob-store.ts';
import type { Database, DocumentRow } from '../store/schema.ts';
import type { AuditLog } from './audit.ts';
import { deleteBlobFiles, lockBlobs, unusedBlobs } from './blob-refs.ts';
import { allOf, offsetOf, pageOf, type Page, type PageRequest } from './paging.ts';

/** One uploaded file, already on disk (the route streams it there; memory stays bounded). */
export interface UploadedFile {
  filename: string;
  /** Where the upload was stored; the caller removes it afterwards. */
  path: string;
}

export interface DocumentCtx {
  db: Kysely<Database>;
  blobs: BlobStore;
  audit: AuditLog;
  user: CurrentUser;
  /** Where the pair is read (the server's bounded work pool); without it, one worker per read. */
  reads?: ReadRunner;
  /** What one organisation may keep (TENANT_MAX_DOCUMENTS, TENANT_STORAGE_MB); no limit when absent. */
  quota?: { documents: number; storageBytes: number };
}

/** 413 when one more pair would take the organisation past its quota (nothing is stored then). */
async function checkQuota(
  trx: Kysely<Database>,
  tenantId: number,
  quota: { documents: number; storageBytes: number },
  addedBytes: number,
): Promise<void> {
  const used = await trx
    .selectFrom('documents')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb('original_size', '+', eb.ref('template_size'))).as('bytes'),
    ])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (Number(used.n) >= quota.documents)
    throw new AppError(
      'too_large',
      `Your organisation keeps ${Number(used.n)} document${Number(used.n) === 1 ? '' : 's'}, the most it may have. Delete documents you no longer need, then upload again.`,
    );
  const megabytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024));
  if (Number(used.bytes ?? 0) + addedBytes > quota.storageBytes)
    throw new AppError(
      'too_large',
      `Your organisation's documents take ${megabytes(Number(used.bytes ?? 0))} MB of its ${megabytes(quota.storageBytes)} MB; these files (${megabytes(addedBytes)} MB) do not fit. Delete documents you no longer need, then upload again.`,
    );
}

export type UploadResult =
  | { status: 'ok'; issues: string[]; document: DocumentSummary }
  | { status: 'failed'; issues: string[]; document: null };

function toSummary(row: DocumentRow): DocumentSummary {
  return {
    id: Number(row.id),
    filename: row.filename,
    template_filename: row.template_filename,
    original_size: Number(row.original_size),
    template_size: Number(row.template_size),
    uploaded_at: row.uploaded_at,
    warnings: readerWarnings(row.reader_warnings),
  };
}

/** The stored JSON of a document's reader warnings; null when none were recorded (older uploads). */
export function readerWarnings(stored: string | null): ReaderWarning[] | null {
  if (stored === null) return null;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? (parsed as ReaderWarning[]) : null;
}

/** Longest stored file name, in characters (issue 15; most file systems allow 255). */
export const MAX_FILENAME_LENGTH = 255;

/**
 * A file name safe to show and to offer back as a download name: the last path segment, without
 * control and invisible formatting characters (they corrupt logs and Content-Disposition headers,
 * and right-to-left overrides disguise extensions), at most 255 characters with its extension kept.
 */
export function cleanFilename(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const characters = [...cleaned];
  if (characters.length <= MAX_FILENAME_LENGTH) return cleaned === '' ? fallback : cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  const stem = characters
    .slice(0, MAX_FILENAME_LENGTH - extension.length)
    .join('')
    .trimEnd();
  return `${stem}${extension}`;
}

export async function uploadDocument(
  ctx: DocumentCtx,
  original: UploadedFile,
  template: UploadedFile,
): Promise<UploadResult> {
  const { db, blobs, audit, user } = ctx;
  const validation = await validateUploadPair(
    { path: original.path },
    { path: template.path },
    ctx.reads ? { runner: ctx.reads } : {},
  ).catch((error: unknown) => {
    if (error instanceof ServerBusyError) throw serverBusy(error.retryAfterSeconds);
    throw error;
  });
  if (validation.status !== 'ok') return { status: 'failed', issues: validation.issues, document: null };

  const filename = cleanFilename(original.filename, 'manuscript.docx');
  const templateFilename = cleanFilename(template.filename, 'template.docx');
  const addedBytes = (await stat(original.path)).size + (await stat(template.path)).size;
  const row = await db.transaction().execute(async (trx) => {
    await lockBlobs(trx);
    if (ctx.quota) await checkQuota(trx, user.tenantId, ctx.quota, addedBytes);
    const written: string[] = [];
    try {
      // The reading thread hashed each file as it read it: no second pass over them here.
      const originalBlob = await blobs.putFile(original.path, validation.digests?.original);
      if (originalBlob.created) written.push(originalBlob.key);
      const templateBlob = await blobs.putFile(template.path, validation.digests?.template);
      if (templateBlob.created) written.push(templateBlob.key);
      const inserted = await trx
        .insertInto('documents')
        .values({
          tenant_id: user.tenantId,
          owner_id: user.id,
          filename,
          template_filename: templateFilename,
          original_blob: originalBlob.key,
          template_blob: templateBlob.key,
          original_size: originalBlob.size,
          template_size: templateBlob.size,
          uploaded_at: new Date().toISOString(),
          reader_warnings: JSON.stringify(validation.warnings),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit.record(trx, {
        tenantId: user.tenantId,
        userId: user.id,
        action: 'document.upload',
        target: `document:${inserted.id}`,
        details: {
          filename,
          template_filename: templateFilename,
          original_sha256: originalBlob.key,
          template_sha256: templateBlob.key,
        },
      });
      return inserted;
    } catch (error) {
      // The row rolls back; blobs this upload created go too (we hold the blob lock, so nobody
      // else can have started using them), so a failed upload leaves nothing behind.
      await deleteBlobFiles(blobs, written).catch(() => undefined);
      throw error;
    }
  });
  return { status: 'ok', issues: validation.issues, document: toSummary(row) };
}

export async function listDocuments(
  db: Kysely<Database>,
  user: CurrentUser,
  paging: PageRequest | null,
): Promise<Page<DocumentSummary>> {
  const query = db
    .selectFrom('documents')
    .selectAll()
    .where('tenant_id', '=', user.tenantId)
    .where('owner_id', '=', user.id)
    .orderBy('id', 'desc');
  if (!paging) return allOf((await query.execute()).map(toSummary));
  const [rows, count] = await Promise.all([
    query.limit(paging.size).offset(offsetOf(paging)).execute(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', user.tenantId)
      .where('owner_id', '=', user.id)
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toSummary), Number(count.n), paging);
}

/** The caller's own document row, or 404 (also for other users' and other tenants' ids). */
export async function findOwnDocument(db: Kysely<Database>, user: CurrentUser, id: number): Promise<DocumentRow> {
  const row = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', user.tenantId)
    .where('owner_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw notFound('Document');
  return row;
}

export async function getDocument(db: Kysely<Database>, user: CurrentUser, id: number): Promise<DocumentSummary> {
  return toSummary(await findOwnDocument(db, user, id));
}

export async function deleteDocument({ db, blobs, audit, user }: DocumentCtx, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBlobs(trx);
    const row = await findOwnDocument(trx, user, id);
    const sessions = await trx.selectFrom('sessions').select('id').where('document_id', '=', id).execute();
    const sessionIds = sessions.map((s) => s.id);
    const versionBlobs =
      sessionIds.length === 0
        ? []
        : (await trx.selectFrom('versions').select('blob').where('session_id', 'in', sessionIds).execute()).map(
            (v) => v.blob,
          );
    if (sessionIds.length > 0) await trx.deleteFrom('sessions').where('id', 'in', sessionIds).execute();
    await trx.deleteFrom('documents').where('id', '=', id).execute();
    const unused = await unusedBlobs(trx, [row.original_blob, row.template_blob, ...versionBlobs]);
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'document.delete',
      target: `document:${id}`,
      details: { filename: row.filename, sessions_deleted: sessionIds, blobs_deleted: unused.length },
    });
    await deleteBlobFiles(blobs, unused);
  });
}
