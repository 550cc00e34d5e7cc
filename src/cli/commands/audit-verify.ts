/**
 * `npm run cli -- audit:verify`: walks the audit chain of the configured database and recomputes
 * every hash. Exit code 0 when the chain is intact, 1 when an event was changed, removed or
 * inserted (the first broken event is named), 2 when the database cannot be opened.
 * Options: --database-url <url> (else DATABASE_URL), --data-dir <dir> (else DATA_DIR) for SQLite.
 */
import { loadConfig } from '../../config/index.ts';
import { verifyAuditChain } from '../../services/audit.ts';
import { secureDataDir } from '../../store/data-dir.ts';
import { createDatabase, sqliteFileIn } from '../../store/db.ts';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function run(args: string[]): Promise<number> {
  const env = { ...process.env };
  const url = option(args, '--database-url');
  const dataDir = option(args, '--data-dir');
  if (url) env.DATABASE_URL = url;
  if (dataDir) env.DATA_DIR = dataDir;
  let db: ReturnType<typeof createDatabase>;
  try {
    const config = loadConfig(env);
    if (!config.databaseUrl) secureDataDir(config.dataDir);
    db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir), poolSize: 1 });
  } catch (error) {
    process.stderr.write(
      `audit:verify: cannot open the database: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 2;
  }
  try {
    const report = await verifyAuditChain(db);
    if (report.ok) {
      process.stdout.write(`Audit chain intact: ${report.events} events verified.\n`);
      return 0;
    }
    process.stdout.write(
      `Audit chain BROKEN at event ${report.brokenAt} (after ${report.events} good events): an event was changed, removed or inserted.\n`,
    );
    return 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const hint = /no such table|does not exist/.test(message)
      ? ' (this database has no audit log: check DATABASE_URL / DATA_DIR, or start the server once to create it)'
      : '';
    process.stderr.write(`audit:verify: ${message}${hint}\n`);
    return 2;
  } finally {
    await db.destroy();
  }
}
