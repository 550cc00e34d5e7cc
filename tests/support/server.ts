/**
 * A real server for API tests: the production app, built in-process on a free loopback port,
 * over a fresh SQLite file or a fresh PostgreSQL database, migrated and seeded with the demo
 * tenants, users and ready-made formats. `close()` stops it and removes its data.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testConfig, type Config } from '../../src/config/index.ts';
import { seedDemo } from '../../src/auth/seed.ts';
import { issueApiToken, type IssuedApiToken } from '../../src/auth/tokens.ts';
import { buildApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { createAuditLog } from '../../src/services/audit.ts';
import { createBlobStore } from '../../src/store/blob/index.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { migrateToLatest } from '../../src/store/migrator.ts';
import { freePort } from './ports.ts';
import { createTestDatabase } from './postgres.ts';

export type TestDatabase = 'sqlite' | 'postgres';

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  deps: AppDeps;
  app: FastifyInstance;
  /** A fresh API token for a seeded (or added) user. */
  tokenFor(email: string): Promise<string>;
  issueToken(email: string): Promise<IssuedApiToken>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  database: TestDatabase;
  config?: Partial<Config>;
  /** The data folder to use (made if missing, removed by close()); default: a fresh temp folder. */
  dataDir?: string;
}

export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'mc-api-')));
  const pgDatabase = options.database === 'postgres' ? await createTestDatabase('mc_api') : null;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({
    port,
    host: '127.0.0.1',
    publicUrl: url,
    oidcIssuer: `${url}/oidc`,
    dataDir,
    databaseUrl: pgDatabase?.url ?? null,
    ...options.config,
  });
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(dataDir), poolSize: 5 });
  await migrateToLatest(db);
  await seedDemo(db);
  const deps: AppDeps = { config, db, blobs: createBlobStore(dataDir), audit: createAuditLog() };
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });

  const issueToken = async (email: string): Promise<IssuedApiToken> => {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) throw new Error(`No user ${email} in the test database`);
    return issueApiToken(db, Number(user.id), config.apiTokenTtlHours);
  };
  return {
    url,
    deps,
    app,
    issueToken,
    tokenFor: async (email) => (await issueToken(email)).token,
    // Each step runs even if an earlier one fails (a test may have closed the database itself).
    close: async () => {
      const steps = [
        () => app.close(),
        () => db.destroy(),
        async () => pgDatabase?.drop(),
        () => rm(dataDir, { recursive: true, force: true }),
      ];
      const failures: unknown[] = [];
      for (const step of steps)
        await Promise.resolve()
          .then(step)
          .catch((error: unknown) => failures.push(error));
      if (failures.length > 0 && !String(failures[0]).includes('destroyed')) throw failures[0];
    },
  };
}
