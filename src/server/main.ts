/**
 * The server process: read and check the configuration, open and migrate the database, seed the
 * demo accounts (not in production), bring untouched ready-made formats up to date, build the app, listen, and shut down gracefully on
 * SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 */
import { loadConfigOrExit } from '../config/startup.ts';
import { seedDemo } from '../auth/seed.ts';
import { createAuditLog } from '../services/audit.ts';
import { refreshReadyMadeFormats } from '../services/formats.ts';
import { createBlobStore } from '../store/blob/index.ts';
import { createDatabase, sqliteFileIn } from '../store/db.ts';
import { secureDataDir } from '../store/data-dir.ts';
import { migrateToLatest } from '../store/migrator.ts';
import { buildApp } from './app.ts';
import type { AppDeps } from './deps.ts';

const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  secureDataDir(config.dataDir);
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
  await migrateToLatest(db);
  if (config.seedDemo) await seedDemo(db);
  await refreshReadyMadeFormats(db);
  const deps: AppDeps = { config, db, blobs: createBlobStore(config.dataDir, config.s3), audit: createAuditLog() };
  const app = await buildApp(deps);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void app
      .close()
      .then(() => db.destroy())
      .then(() => {
        app.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: config.databaseUrl ? 'postgres' : sqliteFileIn(config.dataDir),
      authMode: config.authMode,
    },
    `Manuscript Checker is ready at ${config.publicUrl}`,
  );
}

await main();
