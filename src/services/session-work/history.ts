/**
 * History of a session (SPEC §2 "History panel", §7): one entry per apply or revert, newest first;
 * revert makes an entry's version the latest again as a new version, deleting nothing.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { HistoryEntry, RevertAnswer } from '../../contract/api/session-work.ts';
import { AppError } from '../errors.ts';
import type { Database } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';
import {
  CONCURRENT_APPLY_DETAIL,
  isUniqueViolation,
  latestVersion,
  newestVersion,
  ownedSession,
} from './session-access.ts';

export const REVERT_CHECK_NAME = 'Revert';

export async function listHistory(db: Kysely<Database>, user: CurrentUser, sessionId: number): Promise<HistoryEntry[]> {
  await ownedSession(db, user, sessionId);
  const rows = await db
    .selectFrom('history')
    .innerJoin('versions', 'versions.id', 'history.version_id')
    .select([
      'history.id',
      'history.created_at',
      'history.user_id',
      'history.user_name',
      'history.folder_path',
      'history.check_name',
      'history.comment',
      'versions.number as version',
    ])
    .where('history.session_id', '=', sessionId)
    .where('history.tenant_id', '=', user.tenantId)
    .orderBy('history.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    version: Number(row.version),
  }));
}

/** The history entry of one of the caller's sessions (404 for anyone else's). */
export async function ownedHistoryEntry(db: Kysely<Database>, user: CurrentUser, historyId: number) {
  const entry = await db
    .selectFrom('history')
    .innerJoin('sessions', 'sessions.id', 'history.session_id')
    .innerJoin('versions', 'versions.id', 'history.version_id')
    .select([
      'history.id',
      'history.session_id',
      'history.version_id',
      'history.created_at',
      'versions.number as version_number',
      'versions.blob',
    ])
    .where('history.id', '=', historyId)
    .where('history.tenant_id', '=', user.tenantId)
    .where('sessions.tenant_id', '=', user.tenantId)
    .where('sessions.owner_id', '=', user.id)
    .executeTakeFirst();
  if (!entry) throw new AppError('not_found', 'History entry not found.');
  return entry;
}

export async function revertTo(
  db: Kysely<Database>,
  audit: AuditLog,
  user: CurrentUser,
  historyId: number,
): Promise<RevertAnswer> {
  const entry = await ownedHistoryEntry(db, user, historyId);
  const session = await ownedSession(db, user, entry.session_id);
  const base = await latestVersion(db, session);
  const at = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const newest = await newestVersion(trx, session.id);
      if (!newest || newest.number !== base.number) throw new AppError('conflict', CONCURRENT_APPLY_DETAIL);
      const number = base.number + 1;
      const version = await trx
        .insertInto('versions')
        .values({
          tenant_id: user.tenantId,
          session_id: session.id,
          number,
          blob: entry.blob,
          created_at: at,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const comment = `Reverted to version ${entry.version_number} (history entry ${entry.id} of ${entry.created_at}).`;
      const history = await trx
        .insertInto('history')
        .values({
          tenant_id: user.tenantId,
          session_id: session.id,
          version_id: version.id,
          user_id: user.id,
          user_name: user.name,
          check_name: REVERT_CHECK_NAME,
          comment,
          folder_path: null,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit.record(trx, {
        tenantId: user.tenantId,
        userId: user.id,
        action: 'session.revert',
        target: `session:${session.id}`,
        details: {
          history: history.id,
          reverted_to_history: entry.id,
          reverted_to_version: entry.version_number,
          version: number,
        },
      });
      return { status: 'success' as const, session_id: session.id, version: number, history_id: history.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', CONCURRENT_APPLY_DETAIL);
    throw error;
  }
}
