/**
 * Sessions: one of the caller's documents checked against one of the tenant's formats. Creating
 * one writes version 0 (the uploaded original) so the check runs and applies have a base.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../contract/current-user.ts';
import type { Session, SessionFormat } from '../contract/api/sessions.ts';
import { readerWarnings } from './documents.ts';
import { notFound } from './errors.ts';
import type { BlobStore } from '../store/blob/blob-store.ts';
import { reusableQuery } from '../store/reusable-query.ts';
import type { Database } from '../store/schema.ts';
import type { AuditLog } from './audit.ts';
import { deleteBlobFiles, lockBlobs, unusedBlobs } from './blob-refs.ts';
import { allOf, offsetOf, pageOf, type Page, type PageRequest } from './paging.ts';

export interface SessionCtx {
  db: Kysely<Database>;
  blobs: BlobStore;
  audit: AuditLog;
  user: CurrentUser;
}

/** Longest generated name; the dashboard truncates at 50 anyway. */
const MAX_NAME = 200;

/** "Trial report – The Lancet": the document's name without .docx, then the format's. */
export function sessionName(filename: string, formatName: string): string {
  const base = filename.replace(/\.docx$/i, '').trim() || filename;
  return `${base} – ${formatName}`.slice(0, MAX_NAME);
}

function selectSessions(db: Kysely<Database>, user: Pick<CurrentUser, 'id' | 'tenantId'>) {
  return db
    .selectFrom('sessions')
    .innerJoin('documents', 'documents.id', 'sessions.document_id')
    .innerJoin('users', 'users.id', 'sessions.owner_id')
    .leftJoin('formats', 'formats.id', 'sessions.format_id')
    .select([
      'sessions.id',
      'sessions.name',
      'sessions.created_at',
      'sessions.document_id',
      'sessions.format_id',
      'documents.filename',
      'documents.reader_warnings',
      'users.id as owner_id',
      'users.name as owner_name',
      'formats.name as current_format_name',
      'formats.config as current_format_config',
      'sessions.format_name',
      'sessions.format_config',
      'sessions.retargeted_from',
    ])
    .where('sessions.tenant_id', '=', user.tenantId)
    .where('sessions.owner_id', '=', user.id);
}

type SessionJoin = Awaited<ReturnType<ReturnType<typeof selectSessions>['executeTakeFirstOrThrow']>>;

function toView(row: SessionJoin): Session {
  return {
    id: Number(row.id),
    name: row.name,
    created_at: row.created_at,
    document_id: Number(row.document_id),
    document: { id: Number(row.document_id), filename: row.filename, warnings: readerWarnings(row.reader_warnings) },
    owner: { id: Number(row.owner_id), name: row.owner_name },
    format_id: row.format_id === null ? null : Number(row.format_id),
    format:
      row.format_id === null || row.current_format_name === null
        ? null
        : { id: Number(row.format_id), name: row.current_format_name },
    format_name: row.format_name ?? row.current_format_name,
    format_state: formatState(row),
    retargeted_from: row.retargeted_from === null ? null : Number(row.retargeted_from),
  };
}

/**
 * How the session's copy of its format compares with the format now: `current` (same config),
 * `changed` (the format's config was edited since), `deleted` (the format is gone; the copy
 * stays), `none` (a session from before snapshots whose format was already deleted).
 */
function formatState(row: SessionJoin): Session['format_state'] {
  if (row.format_config === null) return row.current_format_config === null ? 'none' : 'current';
  if (row.format_id === null || row.current_format_config === null) return 'deleted';
  return row.current_format_config === row.format_config ? 'current' : 'changed';
}

// The dashboard's lists: built once, not per request (src/store/reusable-query.ts).
const allSessions = reusableQuery(
  (db, tenantId: number, ownerId: number) =>
    selectSessions(db, { tenantId, id: ownerId }).orderBy('sessions.id', 'desc'),
  2,
);
const pageOfSessions = reusableQuery(
  (db, tenantId: number, ownerId: number, limit: number, offset: number) =>
    selectSessions(db, { tenantId, id: ownerId }).orderBy('sessions.id', 'desc').limit(limit).offset(offset),
  4,
);
const countSessions = reusableQuery(
  (db, tenantId: number, ownerId: number) =>
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('owner_id', '=', ownerId),
  2,
);

export async function listSessions(
  db: Kysely<Database>,
  user: CurrentUser,
  paging: PageRequest | null,
): Promise<Page<Session>> {
  if (!paging) return allOf((await allSessions(db, user.tenantId, user.id)).map(toView));
  const [rows, count] = await Promise.all([
    pageOfSessions(db, user.tenantId, user.id, paging.size, offsetOf(paging)),
    countSessions(db, user.tenantId, user.id),
  ]);
  return pageOf(rows.map(toView), Number(count[0]?.n ?? 0), paging);
}

export async function getSession(db: Kysely<Database>, user: CurrentUser, id: number): Promise<Session> {
  const row = await selectSessions(db, user).where('sessions.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Session');
  return toView(row);
}

/** The session's copy of its format (what its checks use); 404 when it has none (see format_state 'none'). */
export async function getSessionFormat(db: Kysely<Database>, user: CurrentUser, id: number): Promise<SessionFormat> {
  const row = await selectSessions(db, user).where('sessions.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Session');
  const name = row.format_name ?? row.current_format_name;
  const config = row.format_config ?? row.current_format_config;
  const state = formatState(row);
  if (name === null || config === null || state === 'none') throw notFound("This session's format");
  return {
    name,
    config: JSON.parse(config) as Record<string, unknown>,
    state,
    format_id: row.format_id === null ? null : Number(row.format_id),
  };
}

export async function createSession(
  { db, audit, user }: SessionCtx,
  input: { document_id: number; format_id: number },
): Promise<Session> {
  const id = await db.transaction().execute(async (trx) => {
    await lockBlobs(trx);
    const document = await trx
      .selectFrom('documents')
      .select(['id', 'filename', 'original_blob'])
      .where('id', '=', input.document_id)
      .where('tenant_id', '=', user.tenantId)
      .where('owner_id', '=', user.id)
      .executeTakeFirst();
    if (!document) throw notFound('Document');
    const format = await trx
      .selectFrom('formats')
      .select(['id', 'name', 'config'])
      .where('id', '=', input.format_id)
      .where('tenant_id', '=', user.tenantId)
      .executeTakeFirst();
    if (!format) throw notFound('Format');
    const now = new Date().toISOString();
    const session = await trx
      .insertInto('sessions')
      .values({
        tenant_id: user.tenantId,
        owner_id: user.id,
        document_id: document.id,
        format_id: format.id,
        name: sessionName(document.filename, format.name),
        created_at: now,
        // The session's own copy: checks use it, whatever happens to the format later.
        format_name: format.name,
        format_config: format.config,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('versions')
      .values({
        tenant_id: user.tenantId,
        session_id: session.id,
        number: 0,
        blob: document.original_blob,
        created_at: now,
        created_by: user.id,
      })
      .execute();
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'session.create',
      target: `session:${session.id}`,
      details: { document_id: document.id, format_id: format.id },
    });
    return Number(session.id);
  });
  return getSession(db, user, id);
}

/** Removes the session with its versions, runs and history; blobs only the session used go too. */
export async function deleteSession({ db, blobs, audit, user }: SessionCtx, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBlobs(trx);
    const row = await trx
      .selectFrom('sessions')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('tenant_id', '=', user.tenantId)
      .where('owner_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound('Session');
    const versionBlobs = (await trx.selectFrom('versions').select('blob').where('session_id', '=', id).execute()).map(
      (v) => v.blob,
    );
    await trx.deleteFrom('sessions').where('id', '=', id).execute();
    const unused = await unusedBlobs(trx, versionBlobs);
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'session.delete',
      target: `session:${id}`,
      details: { name: row.name },
    });
    await deleteBlobFiles(blobs, unused);
  });
}
