/**
 * PostgreSQL for tests: a server listens on 127.0.0.1:5432 with trust auth on these machines.
 * Under CI=true the PostgreSQL suites are required; elsewhere they run when a server answers
 * and say loudly when they are skipped. Each suite gets a database of its own.
 */
import pg from 'pg';

export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is required under CI=true but ${postgresAdminUrl} does not answer: ${String(error)}`);
    }
    console.warn(`\n*** SKIPPING PostgreSQL tests: ${postgresAdminUrl} does not answer ***\n`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates a fresh, empty database and returns its URL. */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
