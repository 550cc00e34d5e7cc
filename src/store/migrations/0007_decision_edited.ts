/**
 * Whose correction a decision applied (issue 22): 1 when the writer typed it instead of taking one
 * the check proposed, so the logbook says "edited by the writer" rather than crediting the check.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('decisions')
    .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('decisions').dropColumn('edited').execute();
}
