/**
 * Issue 15, quiet hardening of passwords: an unknown account costs a full password check (so
 * timing does not reveal which e-mail addresses have accounts), and every demo account has its
 * own salt. Timing is compared with a wide margin: the unknown-account check must take at least
 * a third of the known one's median (before the fix it was about a tenth).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/auth/seed.ts';
import { hashPassword, verifyPassword } from '../../src/auth/password.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { migrateToLatest } from '../../src/store/migrator.ts';

async function median(run: () => Promise<unknown>, times = 7): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)] ?? 0;
}

describe('password checks', () => {
  it('costs as much for an unknown account (no hash) as for a known one, and never matches', async () => {
    const known = await hashPassword('correct horse battery');
    await verifyPassword('warm-up', null); // the stand-in hash is made once
    expect(await verifyPassword('correct horse battery', known)).toBe(true);
    expect(await verifyPassword('correct horse battery', null)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    const knownMs = await median(() => verifyPassword('wrong password', known));
    const unknownMs = await median(() => verifyPassword('wrong password', null));
    expect(unknownMs).toBeGreaterThan(knownMs / 3);
  });

  it('gives every demo account its own salt', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mc-salts-'));
    const db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dir) });
    try {
      await migrateToLatest(db);
      await seedDemo(db);
      const hashes = (await db.selectFrom('users').select('password_hash').execute()).map((u) => u.password_hash ?? '');
      expect(hashes.length).toBeGreaterThanOrEqual(3);
      const salts = hashes.map((hash) => hash.split('$')[4]);
      expect(new Set(salts).size).toBe(hashes.length);
    } finally {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
