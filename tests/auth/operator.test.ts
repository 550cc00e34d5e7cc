/**
 * Operator side: the demo seed is idempotent, and the command line adds users and prints API
 * tokens (run as a real process, on its own SQLite data folder, like an operator would).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../src/auth/seed.ts';
import { verifyPassword } from '../../src/auth/password.ts';
import { verifyApiToken } from '../../src/auth/tokens.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { migrateToLatest } from '../../src/store/migrator.ts';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mc-auth-cli-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cliIn(dataDir, ...args);
}

async function cliIn(folder: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: { ...process.env, DATA_DIR: folder, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('demo seed', () => {
  it('creates two tenants and three people once, however often it runs', async () => {
    const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    try {
      await migrateToLatest(db);
      const first = await seedDemo(db);
      expect(first.usersCreated).toEqual(['alice@northwind.example', 'bob@northwind.example', 'carol@contoso.example']);
      const formatsAfterFirst = (await db.selectFrom('formats').select('id').execute()).length;
      const second = await seedDemo(db);
      expect(second).toEqual({ tenantsCreated: [], usersCreated: [] });
      expect((await db.selectFrom('formats').select('id').execute()).length).toBe(formatsAfterFirst);
      const users = await db
        .selectFrom('users')
        .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
        .select(['users.email', 'users.name', 'users.role', 'users.password_hash', 'tenants.name as tenant'])
        .orderBy('users.email')
        .execute();
      expect(users.map(({ email, name, role, tenant }) => ({ email, name, role, tenant }))).toEqual([
        { email: 'alice@northwind.example', name: 'Alice Martin', role: 'admin', tenant: 'Northwind' },
        { email: 'bob@northwind.example', name: 'Bob Tanaka', role: 'member', tenant: 'Northwind' },
        { email: 'carol@contoso.example', name: 'Carol Diaz', role: 'admin', tenant: 'Contoso' },
      ]);
      expect(users[0]!.password_hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(DEMO_PASSWORD, users[0]!.password_hash)).toBe(true);
      expect(await verifyPassword('wrong', users[0]!.password_hash)).toBe(false);
      // Every tenant starts with the ready-made journal formats.
      expect(formatsAfterFirst).toBeGreaterThanOrEqual(12);
    } finally {
      await db.destroy();
    }
  });
});

describe('command line', () => {
  it('run before the server ever started, it makes the data folder 0700 and its files 0600', async () => {
    const fresh = path.join(dataDir, 'not-yet-made');
    const added = await cliIn(
      fresh,
      'users:add',
      '--email',
      'ivo@acme.example',
      '--name',
      'Ivo',
      '--tenant',
      'acme.example',
    );
    expect(added.code).toBe(0);
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
    expect((await stat(sqliteFileIn(fresh))).mode & 0o777).toBe(0o600);
  }, 30_000);

  it('users:add adds a person, token prints a working API token as its last line', async () => {
    const added = await cli(
      'users:add',
      '--email',
      'Gina@Acme.example',
      '--name',
      'Gina Rossi',
      '--tenant',
      'acme.example',
      '--admin',
      '--password',
      'a-long-password',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added gina@acme.example as admin');

    const minted = await cli('token', '--email', 'gina@acme.example');
    expect(minted.code).toBe(0);
    const token = minted.stdout.trim().split('\n').at(-1)!;
    const db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dataDir) });
    try {
      const user = await verifyApiToken(db, token);
      expect(user).toMatchObject({ email: 'gina@acme.example', name: 'Gina Rossi', role: 'admin' });
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'gina@acme.example')
        .executeTakeFirstOrThrow();
      expect(await verifyPassword('a-long-password', row.password_hash)).toBe(true);
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it('refuses a duplicate, a missing option and an unknown user with a message and a non-zero exit', async () => {
    const duplicate = await cli(
      'users:add',
      '--email',
      'gina@acme.example',
      '--name',
      'Gina',
      '--tenant',
      'acme.example',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    const missing = await cli('users:add', '--email', 'h@acme.example', '--name', 'H');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing --tenant');
    const unknown = await cli('token', '--email', 'nobody@acme.example');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with the e-mail address nobody@acme.example');
  }, 30_000);
});
