/**
 * The logbook's "Finding" column: what the check said about the text (its reasoning), kept with
 * each decision so the record reads on its own after the check runs are cleared.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('decisions')
    .addColumn('finding', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('decisions').dropColumn('finding').execute();
}
