/**
 * The first schema. Runs identically on SQLite and PostgreSQL: the only dialect difference is how
 * an auto-increment integer key is spelled, which `idColumn` hides.
 */
import type { Kysely, CreateTableBuilder } from 'kysely';

type AnyDb = Kysely<any>; // migrations must not depend on the evolving schema types

function idColumn<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  const isPostgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  return isPostgres
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  await idColumn(db, db.schema.createTable('tenants'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('external_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('users'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('external_subject', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();
  await db.schema.createIndex('users_tenant').on('users').column('tenant_id').execute();

  await idColumn(db, db.schema.createTable('api_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await idColumn(db, db.schema.createTable('formats'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('formats_tenant').on('formats').column('tenant_id').execute();

  await idColumn(db, db.schema.createTable('documents'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('template_filename', 'text', (c) => c.notNull())
    .addColumn('original_blob', 'text', (c) => c.notNull())
    .addColumn('template_blob', 'text', (c) => c.notNull())
    .addColumn('original_size', 'integer', (c) => c.notNull())
    .addColumn('template_size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_owner').on('documents').columns(['tenant_id', 'owner_id']).execute();

  await idColumn(db, db.schema.createTable('sessions'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('format_id', 'integer', (c) => c.references('formats.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_owner').on('sessions').columns(['tenant_id', 'owner_id']).execute();

  await idColumn(db, db.schema.createTable('versions'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('blob', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addUniqueConstraint('versions_session_number', ['session_id', 'number'])
    .execute();

  await idColumn(db, db.schema.createTable('check_runs'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('version_id', 'integer', (c) => c.notNull())
    .addColumn('check_id', 'text', (c) => c.notNull())
    .addColumn('params_hash', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('check_runs_cache')
    .on('check_runs')
    .columns(['version_id', 'check_id', 'params_hash'])
    .execute();
  await db.schema.createIndex('check_runs_status').on('check_runs').columns(['status', 'lease_until']).execute();

  await idColumn(db, db.schema.createTable('history'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('check_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('folder_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('history_session').on('history').column('session_id').execute();

  await idColumn(db, db.schema.createTable('decisions'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('history_id', 'integer', (c) => c.notNull())
    .addColumn('version_number', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('check_id', 'text', (c) => c.notNull())
    .addColumn('check_name', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('finding_hash', 'text', (c) => c.notNull())
    .addColumn('original', 'text', (c) => c.notNull())
    .addColumn('correction', 'text', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('decisions_session').on('decisions').column('session_id').execute();

  await idColumn(db, db.schema.createTable('audit_events'))
    .addColumn('tenant_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'oidc_payloads',
    'audit_events',
    'decisions',
    'history',
    'check_runs',
    'versions',
    'sessions',
    'documents',
    'formats',
    'api_tokens',
    'users',
    'tenants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
