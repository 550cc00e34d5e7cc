/**
 * Admin users: the users of the caller's tenant (admins only, enforced by the route). Removing a
 * user removes their documents, sessions and tokens (foreign keys cascade) and the blobs nobody
 * else uses; formats they made stay, shown as made by "System".
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../contract/current-user.ts';
import type { AdminUser } from '../contract/api/users.ts';
import { AppError, notFound } from './errors.ts';
import type { BlobStore } from '../store/blob/blob-store.ts';
import type { Database, UserRow } from '../store/schema.ts';
import type { AuditLog } from './audit.ts';
import { deleteBlobFiles, lockBlobs, unusedBlobs } from './blob-refs.ts';
import { offsetOf, pageOf, type Page, type PageRequest } from './paging.ts';

function toView(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'created_at' | 'last_login_at'>): AdminUser {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
  };
}

const COLUMNS = ['id', 'name', 'email', 'role', 'created_at', 'last_login_at'] as const;

export async function listUsers(
  db: Kysely<Database>,
  admin: CurrentUser,
  paging: PageRequest,
): Promise<Page<AdminUser>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users')
      .select(COLUMNS)
      .where('tenant_id', '=', admin.tenantId)
      .orderBy('id')
      .limit(paging.size)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', admin.tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toView), Number(count.n), paging);
}

export async function getUser(db: Kysely<Database>, admin: CurrentUser, id: number): Promise<AdminUser> {
  const row = await db
    .selectFrom('users')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('tenant_id', '=', admin.tenantId)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  return toView(row);
}

export async function deleteUser(
  ctx: { db: Kysely<Database>; blobs: BlobStore; audit: AuditLog; user: CurrentUser },
  id: number,
): Promise<void> {
  const { db, blobs, audit, user: admin } = ctx;
  if (id === admin.id)
    throw new AppError('conflict', 'You cannot remove your own account. Ask another administrator to do it.');
  await db.transaction().execute(async (trx) => {
    await lockBlobs(trx);
    const row = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', id)
      .where('tenant_id', '=', admin.tenantId)
      .executeTakeFirst();
    if (!row) throw notFound('User');
    const documents = await trx
      .selectFrom('documents')
      .select(['original_blob', 'template_blob'])
      .where('owner_id', '=', id)
      .execute();
    const versions = await trx
      .selectFrom('versions')
      .innerJoin('sessions', 'sessions.id', 'versions.session_id')
      .select('versions.blob')
      .where('sessions.owner_id', '=', id)
      .execute();
    // Explicit deletes (not only ON DELETE CASCADE) so both databases behave the same whatever their settings.
    await trx.deleteFrom('sessions').where('owner_id', '=', id).execute();
    await trx.deleteFrom('documents').where('owner_id', '=', id).execute();
    await trx.deleteFrom('api_tokens').where('user_id', '=', id).execute();
    await trx.updateTable('formats').set({ created_by: null }).where('created_by', '=', id).execute();
    await trx.updateTable('formats').set({ updated_by: null }).where('updated_by', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
    const unused = await unusedBlobs(trx, [
      ...documents.flatMap((d) => [d.original_blob, d.template_blob]),
      ...versions.map((v) => v.blob),
    ]);
    await audit.record(trx, {
      tenantId: admin.tenantId,
      userId: admin.id,
      action: 'user.delete',
      target: `user:${id}`,
      details: { email: row.email },
    });
    await deleteBlobFiles(blobs, unused);
  });
}
