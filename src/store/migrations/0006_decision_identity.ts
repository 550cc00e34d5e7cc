/**
 * Issue 22: a decision keeps the identity of the finding it decided (check, rule, exact text;
 * `findingIdentity`) and where that finding was: the version whose text the place points into and
 * its [start, end) there. A later run's findings are matched to decisions by identity and by that
 * place mapped across versions, so a neighbour's correction no longer makes a decision lost.
 * Rows written before have '' and nulls, and are matched by their hash as before.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('decisions')
    .addColumn('finding_identity', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('decisions').addColumn('place_version_id', 'integer').execute();
  await db.schema.alterTable('decisions').addColumn('place_start', 'integer').execute();
  await db.schema.alterTable('decisions').addColumn('place_end', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['place_end', 'place_start', 'place_version_id', 'finding_identity']) {
    await db.schema.alterTable('decisions').dropColumn(column).execute();
  }
}
