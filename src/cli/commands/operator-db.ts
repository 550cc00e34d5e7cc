/**
 * The configured database for operator commands: the same configuration and database as the
 * server (DATABASE_URL or DATA_DIR), migrated so a command works on a fresh data folder too, which
 * it makes as the server does (src/store/data-dir.ts).
 */
import type { Kysely } from 'kysely';
import { loadConfig, type Config } from '../../config/index.ts';
import { secureDataDir } from '../../store/data-dir.ts';
import { createDatabase, sqliteFileIn } from '../../store/db.ts';
import { migrateToLatest } from '../../store/migrator.ts';
import type { Database } from '../../store/schema.ts';

export async function openOperatorDatabase(): Promise<{ config: Config; db: Kysely<Database> }> {
  const config = loadConfig();
  // Run before the server's first start, the command makes the data folder: with the server's
  // permissions (0700, files 0600), not the shell's umask.
  if (!config.databaseUrl) secureDataDir(config.dataDir);
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir), poolSize: 1 });
  await migrateToLatest(db);
  return { config, db };
}
