/** The audit chain on both databases: events chain, and tampering is found. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createAuditLog, verifyAuditChain } from '../../src/services/audit.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { postgresReachable } from '../support/postgres.ts';

const databases = ['sqlite', ...((await postgresReachable()) ? ['postgres' as const] : [])] as const;

describe.each(databases)('audit chain (%s)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  it('links each event to the previous one and detects an edited event', async () => {
    const { db } = server.deps;
    const audit = createAuditLog();
    // Concurrent writers must still form one chain (PostgreSQL takes an advisory lock), inside
    // callers' transactions or outside any (then the event gets a transaction of its own).
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        db
          .transaction()
          .execute((trx) => audit.record(trx, { tenantId: 1, userId: 1, action: 'test.event', target: `thing:${i}` })),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        audit.record(db, { tenantId: 1, userId: null, action: 'test.loose', target: `loose:${i}` }),
      ),
    ]);
    const report = await verifyAuditChain(db);
    expect(report.ok).toBe(true);
    expect(report.events).toBeGreaterThanOrEqual(16);

    const victim = await db
      .selectFrom('audit_events')
      .select('id')
      .orderBy('id')
      .offset(3)
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`update audit_events set target = 'thing:forged' where id = ${victim.id}`.execute(db);
    const broken = await verifyAuditChain(db);
    expect(broken).toMatchObject({ ok: false, brokenAt: victim.id });
  });
});
