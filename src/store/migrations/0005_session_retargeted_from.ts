/**
 * Issue 17: a session made by retargeting another one to a different journal records where it
 * came from. `sessions.retargeted_from` is the source session's id; deleting the source clears it
 * (the new session stays, with its own versions; the audit log keeps the source's id).
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('retargeted_from', 'integer', (c) => c.references('sessions.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('retargeted_from').execute();
}
