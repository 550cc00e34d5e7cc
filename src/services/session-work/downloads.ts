/**
 * Downloads (SPEC §7, issue 6 §4). A history entry's file is reached by its `folder_path`, a
 * string the server made and stored; a request's path is only ever compared with stored paths,
 * never joined to a folder, so no request reaches the file system. Files are version blobs: the
 * latest version already holds every change of the session as tracked changes against the
 * uploaded original.
 */
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { BuildAnswer } from '../../contract/api/session-work.ts';
import { AppError } from '../errors.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';
import { latestVersion, ownedSession } from './session-access.ts';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface FileDownload {
  filename: string;
  contentType: string;
  size?: number;
  body: Readable | Buffer;
}

/** A file name safe in a URL and a Content-Disposition header, from the uploaded name. */
export function safeBaseName(filename: string): string {
  const base = filename.replace(/\.(docx|docm|doc)$/i, '');
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 80);
  return cleaned === '' ? 'manuscript' : cleaned;
}

async function sessionDocumentName(db: Kysely<Database>, documentId: number): Promise<string> {
  const document = await db.selectFrom('documents').select('filename').where('id', '=', documentId).executeTakeFirst();
  return safeBaseName(document?.filename ?? 'manuscript');
}

/** POST /api/download/build: gives the latest history entry its download path. */
export async function buildDownload(
  db: Kysely<Database>,
  audit: AuditLog,
  user: CurrentUser,
  sessionId: number,
): Promise<BuildAnswer> {
  const session = await ownedSession(db, user, sessionId);
  const entry = await db
    .selectFrom('history')
    .innerJoin('versions', 'versions.id', 'history.version_id')
    .select(['history.id', 'history.folder_path', 'versions.number', 'versions.blob'])
    .where('history.session_id', '=', session.id)
    .orderBy('history.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!entry) throw new AppError('conflict', 'There is nothing to download yet: apply corrections first.');
  if (entry.folder_path) return { status: 'success', history_id: entry.id, folder_path: entry.folder_path };
  const folderPath = `files/${entry.id}/${await sessionDocumentName(db, session.document_id)}_v${entry.number}.docx`;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('history')
      .set({ folder_path: folderPath })
      .where('id', '=', entry.id)
      .where('folder_path', 'is', null)
      .execute();
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'download.build',
      target: `session:${session.id}`,
      details: { history: entry.id, version: entry.number, folder_path: folderPath },
    });
  });
  const stored = await db
    .selectFrom('history')
    .select('folder_path')
    .where('id', '=', entry.id)
    .executeTakeFirstOrThrow();
  return { status: 'success', history_id: entry.id, folder_path: stored.folder_path ?? folderPath };
}

/** GET /api/{folder_path}: the file of a history entry, to its owner only. */
export async function historyFile(
  db: Kysely<Database>,
  blobs: BlobStore,
  user: CurrentUser,
  folderPath: string,
): Promise<FileDownload> {
  // No stored path holds a control character (and PostgreSQL refuses NUL in text).
  if (/\p{Cc}/u.test(folderPath)) throw new AppError('not_found', 'File not found.');
  const entry = await db
    .selectFrom('history')
    .innerJoin('sessions', 'sessions.id', 'history.session_id')
    .innerJoin('versions', 'versions.id', 'history.version_id')
    .select(['history.folder_path', 'versions.blob'])
    .where('history.folder_path', '=', folderPath)
    .where('history.tenant_id', '=', user.tenantId)
    .where('sessions.owner_id', '=', user.id)
    .executeTakeFirst();
  if (!entry?.folder_path) throw new AppError('not_found', 'File not found.');
  const filename = entry.folder_path.split('/').at(-1) ?? 'manuscript.docx';
  return { filename, contentType: DOCX_TYPE, body: await blobs.stream(entry.blob) };
}

/** GET /api/download/tracked-changes: the latest version, every session change tracked. */
export async function trackedChangesFile(
  db: Kysely<Database>,
  blobs: BlobStore,
  user: CurrentUser,
  sessionId: number,
): Promise<FileDownload> {
  const session = await ownedSession(db, user, sessionId);
  const version = await latestVersion(db, session);
  const base = await sessionDocumentName(db, session.document_id);
  return {
    filename: `${base}_tracked_changes_v${version.number}.docx`,
    contentType: DOCX_TYPE,
    body: await blobs.stream(version.blob),
  };
}
