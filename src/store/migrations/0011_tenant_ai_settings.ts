/**
 * The AI Assistant's tenant switch (issue 27): an administrator turns the assistant off for the
 * organisation (`ai_enabled` 0), and may opt in to the audit trail keeping the text sent and
 * received (`ai_log_text` 1). On by default, text not kept: what the server's AI_* settings allow.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('ai_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('ai_log_text', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('ai_log_text').execute();
  await db.schema.alterTable('tenants').dropColumn('ai_enabled').execute();
}
