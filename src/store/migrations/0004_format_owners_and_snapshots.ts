/**
 * Issue 15: formats have owners, sessions keep their format.
 *
 * - `formats.ready_made` (0/1): the journal formats every tenant is given; only admins change or
 *   delete them (members duplicate them). Rows that exist are marked by their seeded name and
 *   having no creator.
 * - `sessions.format_name`, `sessions.format_config`: the snapshot of the format a session was
 *   created with; checks read it, so changing or deleting the format never changes a session's
 *   checks. Existing sessions take their format's current name and config.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

/** The ready-made formats' names when this migration was written (src/services/journal-formats.ts). */
const READY_MADE_NAMES = [
  'The Lancet',
  'The BMJ',
  'The New England Journal of Medicine (NEJM)',
  'JAMA',
  'Advances in Therapy',
  'Diabetes Therapy',
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('formats')
    .addColumn('ready_made', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('formats')
    .set({ ready_made: 1 })
    .where('created_by', 'is', null)
    .where('name', 'in', READY_MADE_NAMES)
    .execute();
  await db.schema.alterTable('sessions').addColumn('format_name', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('format_config', 'text').execute();
  await db
    .updateTable('sessions')
    .set({
      format_name: sql`(select f.name from formats f where f.id = sessions.format_id)`,
      format_config: sql`(select f.config from formats f where f.id = sessions.format_id)`,
    })
    .where('format_id', 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('format_config').execute();
  await db.schema.alterTable('sessions').dropColumn('format_name').execute();
  await db.schema.alterTable('formats').dropColumn('ready_made').execute();
}
