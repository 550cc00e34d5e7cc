/**
 * Finding the caller's own session and its versions. Every lookup filters by tenant and owner:
 * another user's or tenant's session is "not found", never "forbidden", so ids leak nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import { AppError } from '../errors.ts';
import type { Database, SessionRow, VersionRow } from '../../store/schema.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export const SESSION_NOT_FOUND = 'Session not found.';

export async function ownedSession(db: Db, user: CurrentUser, sessionId: number): Promise<SessionRow> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('tenant_id', '=', user.tenantId)
    .where('owner_id', '=', user.id)
    .executeTakeFirst();
  if (!session) throw new AppError('not_found', SESSION_NOT_FOUND);
  return session;
}

/**
 * The session's newest version. Version 0 (the uploaded original) is made on first use when the
 * session was created without it; the unique (session, number) key makes that race-safe.
 */
export async function latestVersion(db: Kysely<Database>, session: SessionRow): Promise<VersionRow> {
  const found = await newestVersion(db, session.id);
  if (found) return found;
  const document = await db
    .selectFrom('documents')
    .select(['original_blob'])
    .where('id', '=', session.document_id)
    .where('tenant_id', '=', session.tenant_id)
    .executeTakeFirst();
  if (!document) throw new AppError('not_found', 'The document of this session no longer exists.');
  try {
    await db
      .insertInto('versions')
      .values({
        tenant_id: session.tenant_id,
        session_id: session.id,
        number: 0,
        blob: document.original_blob,
        created_at: session.created_at,
        created_by: session.owner_id,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const made = await newestVersion(db, session.id);
  if (!made) throw new Error(`Version 0 of session ${session.id} could not be created`);
  return made;
}

export async function newestVersion(db: Db, sessionId: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom('versions')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A unique-key violation on SQLite (better-sqlite3) or PostgreSQL (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** What an apply or a revert answers when another one made the session's next version first. */
export const CONCURRENT_APPLY_DETAIL =
  'This session changed while your corrections were being applied (another apply finished first). Run the check again on the latest version and apply your corrections there.';
