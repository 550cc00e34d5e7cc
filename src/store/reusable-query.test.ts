import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db.ts';
import { migrateToLatest } from './migrator.ts';
import { reusableQuery } from './reusable-query.ts';

describe('reusableQuery', () => {
  const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  afterAll(async () => db.destroy());

  it('answers each call with its own arguments', async () => {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await db
      .insertInto('tenants')
      .values([
        { name: 'A', external_key: 'a', created_at: now },
        { name: 'B', external_key: 'b', created_at: now },
      ])
      .execute();
    const byTenant = reusableQuery(
      (d, tenantId: number, limit: number) =>
        d.selectFrom('tenants').select('name').where('id', '=', tenantId).limit(limit),
      2,
    );
    expect(await byTenant(db, 1, 10)).toEqual([{ name: 'A' }]);
    expect(await byTenant(db, 2, 10)).toEqual([{ name: 'B' }]);
    expect(await byTenant(db, 2, 0)).toEqual([]);
    expect(await db.transaction().execute((trx) => byTenant(trx, 1, 5))).toEqual([{ name: 'A' }]);
  });
});
