/**
 * What the reader saw but did not check in a document's manuscript (issue 25: warnings as data),
 * recorded at upload as JSON (`[{code, count, message}]`) so the session page can show it before
 * the writer trusts a pass. Null for documents uploaded before it was recorded.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').addColumn('reader_warnings', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('reader_warnings').execute();
}
