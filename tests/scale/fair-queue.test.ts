/**
 * Issue 29, fairness across processes: with the pg-boss queue, one member's burst of check runs
 * does not queue ahead of another tenant's run. Runs are sent as the API sends them (the sending
 * runner), then a working runner on the same PostgreSQL queue takes them one at a time: the other
 * tenant's run is taken among the first two, not after the whole burst.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgBossRunner } from '../../src/jobs/pg-boss-runner.ts';
import type { JobRunner } from '../../src/jobs/job-runner.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { postgresReachable } from '../support/postgres.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createSession } from '../workflow/helpers.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.runIf(corpusAvailable && (await postgresReachable()))(
  needsCorpus('pg-boss queue: round-robin across tenants'),
  () => {
    let server: TestServer;
    let sessionId: number;
    const runners: JobRunner[] = [];

    beforeAll(async () => {
      // The API only sends runs; nothing in it works the queue.
      server = await startTestServer({
        database: 'postgres',
        config: { jobQueue: 'pg-boss', apiRunsChecks: false, checkSyncWaitMs: 0 },
      });
      const token = await server.tokenFor('alice@northwind.example');
      const file = corpusFiles('manuscripts')[0];
      if (!file) throw new Error('corpus manuscripts are missing');
      sessionId = await createSession(server.url, token, file.file);
    });
    afterAll(async () => {
      for (const runner of runners) await runner.stop();
      await server?.close();
    });

    it("takes another tenant's run among the first two while one member's 12 runs wait", async () => {
      const db = server.deps.db;
      const databaseUrl = server.deps.config.databaseUrl ?? '';
      const user = async (email: string) =>
        db.selectFrom('users').select(['id', 'tenant_id']).where('email', '=', email).executeTakeFirstOrThrow();
      const [alice, carol] = [await user('alice@northwind.example'), await user('carol@contoso.example')];
      const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
      const version = await db
        .selectFrom('versions')
        .select('id')
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      const insert = async (owner: { id: number; tenant_id: number }, n: number): Promise<number> =>
        (
          await db
            .insertInto('check_runs')
            .values({
              tenant_id: owner.tenant_id,
              session_id: session.id,
              user_id: owner.id,
              version_id: version.id,
              check_id: 'word-limits',
              params_hash: `fair-${owner.id}-${n}`,
              params: '{}',
              status: 'queued',
              attempts: 0,
              created_at: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

      const sender = createPgBossRunner({ db, databaseUrl, execute: null, concurrency: 0 });
      runners.push(sender);
      await sender.start();
      const burst: number[] = [];
      for (let n = 0; n < 12; n++) {
        const id = await insert(alice, n);
        burst.push(id);
        sender.notify(id, { tenantId: alice.tenant_id, userId: alice.id });
      }
      const theirs = await insert(carol, 0);
      sender.notify(theirs, { tenantId: carol.tenant_id, userId: carol.id });
      // Every send has reached the queue before anyone works it.
      const queued = async (): Promise<number> => {
        const { rows } = await sql<{
          n: string;
        }>`select count(*) as n from pgboss.job where name = 'check-runs'`.execute(db);
        return Number(rows[0]?.n ?? 0);
      };
      await expect.poll(queued, { timeout: 10_000 }).toBeGreaterThanOrEqual(13);

      const taken: number[] = [];
      const worker = createPgBossRunner({
        db,
        databaseUrl,
        concurrency: 1,
        execute: async (run) => {
          taken.push(run.id);
          return { status: 'completed', result: { type: 'type3', results: [] } };
        },
      });
      runners.push(worker);
      await worker.start();
      await expect.poll(() => taken.length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(3);
      // First come first served would take it 13th; the burst keeps its own order.
      expect(taken.indexOf(theirs)).toBeGreaterThanOrEqual(0);
      expect(taken.indexOf(theirs)).toBeLessThanOrEqual(1);
      expect(taken.filter((id) => id !== theirs).slice(0, 2)).toEqual(burst.slice(0, 2));
    });
  },
);
