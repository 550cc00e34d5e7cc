/**
 * Issue 26: decisions saved as the writer makes them, before apply. One row per (session, check,
 * finding hash) with the decision (accepted / rejected / null), the correction as left and a
 * comment on the finding; the row with hash '' holds the batch comment. Apply clears a check's
 * rows; deleting the session deletes them.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

/** As in 0001: an auto-increment key is spelled differently on the two databases. */
function idColumn<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  const isPostgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  return isPostgres
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  await idColumn(db, db.schema.createTable('decision_drafts'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('check_id', 'text', (c) => c.notNull())
    .addColumn('finding_hash', 'text', (c) => c.notNull())
    .addColumn('decision', 'text')
    .addColumn('correction', 'text')
    .addColumn('comment', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('decision_drafts_finding')
    .unique()
    .on('decision_drafts')
    .columns(['session_id', 'check_id', 'finding_hash'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('decision_drafts').ifExists().execute();
}
