import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createDatabase } from '../store/db.ts';
import { migrateToLatest } from '../store/migrator.ts';
import type { Database } from '../store/schema.ts';
import { createAuditLog, MAX_DETAILS_LENGTH, MAX_TARGET_LENGTH, verifyAuditChain } from './audit.ts';

describe('audit events of bounded size (issue 29)', () => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
    await migrateToLatest(db);
  });
  afterEach(async () => db.destroy());

  it('keeps a 7 KB path and a 20 KB query as short records that still chain', async () => {
    const audit = createAuditLog();
    const path = `/api/sessions/${'x'.repeat(7 * 1024)}`;
    await audit.record(db, {
      tenantId: null,
      userId: null,
      action: 'access.refused',
      target: path,
      details: { method: 'GET', query: 'q'.repeat(20 * 1024) },
    });
    await audit.record(db, { tenantId: null, userId: null, action: 'auth.sign-in', target: 'user:1', details: {} });
    const rows = await db.selectFrom('audit_events').select(['target', 'details']).orderBy('id').execute();
    expect(rows[0]!.target.length).toBeLessThanOrEqual(MAX_TARGET_LENGTH);
    expect(rows[0]!.target).toMatch(/^\/api\/sessions\/x+… \(7182 characters\)$/);
    expect(rows[0]!.details.length).toBeLessThanOrEqual(MAX_DETAILS_LENGTH);
    expect(JSON.parse(rows[0]!.details)).toMatchObject({ truncated: true });
    expect(rows[1]).toEqual({ target: 'user:1', details: '{}' });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, events: 2 });
  });
});
