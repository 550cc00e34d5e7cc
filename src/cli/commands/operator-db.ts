/**
 * The configured database for operator commands: the same configuration and database as the
 * server (DATABASE_URL or DATA_DIR), migrated so a command works on a fresh data folder too.
 */
import type { Kysely } from 'kysely';
import { loadConfig, type Config } from '../../config/index.ts';
import { createDatabase, sqliteFileIn } from '../../store/db.ts';
import { migrateToLatest } from '../../store/migrator.ts';
import type { Database } from '../../store/schema.ts';

export async function openOperatorDatabase(): Promise<{ config: Config; db: Kysely<Database> }> {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir), poolSize: 1 });
  await migrateToLatest(db);
  return { config, db };
}
