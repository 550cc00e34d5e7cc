/**
 * Issue 28: what Crossref and PubMed answered for a reference lookup, shared by every session and
 * instance so a work is asked for once. `key` names the question ("crossref:work:10.1136/bmj.b2803",
 * "pubmed:summary:4827349", a search's words); `answer` is the reduced answer as JSON; `fetched_at`
 * (ISO 8601) lets REFERENCE_CACHE_MAX_AGE_DAYS age answers out. Not tenant data: the questions
 * are public identifiers and titles, the answers public records.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reference_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reference_cache').ifExists().execute();
}
