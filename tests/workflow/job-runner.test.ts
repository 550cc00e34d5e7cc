/**
 * The embedded job runner on a real SQLite database: jobs run once, leases of dead processes are
 * taken back (re-run) or failed after the last attempt, never left queued; a check that overruns
 * its time limit on the work pool fails with words for the writer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedDemo } from '../../src/auth/seed.ts';
import { CHECKS } from '../../src/checks/index.ts';
import { NO_FORMAT_ERROR, createCheckExecutor } from '../../src/services/session-work/check-executor.ts';
import { createBlobStore } from '../../src/store/blob/index.ts';
import { INTERRUPTED_ERROR } from '../../src/jobs/check-run-rows.ts';
import { createEmbeddedRunner } from '../../src/jobs/embedded-runner.ts';
import type { JobExecutor } from '../../src/jobs/job-runner.ts';
import type { Owner } from '../../src/jobs/fair-queue.ts';
import { WorkPool } from '../../src/jobs/work-pool.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { migrateToLatest } from '../../src/store/migrator.ts';
import type { CheckRunStatus, Database } from '../../src/store/schema.ts';
import { waitFor } from './helpers.ts';

let dir: string;
let db: Kysely<Database>;
let sessionId: number;
let userId: number;
let tenantId: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mc-jobs-'));
  db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dir) });
  await migrateToLatest(db);
  await seedDemo(db);
  const user = await db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('email', '=', 'bob@northwind.example')
    .executeTakeFirstOrThrow();
  userId = user.id;
  tenantId = user.tenant_id;
  const now = new Date().toISOString();
  const document = await db
    .insertInto('documents')
    .values({
      tenant_id: tenantId,
      owner_id: userId,
      filename: 'a.docx',
      template_filename: 't.docx',
      original_blob: 'x',
      template_blob: 'y',
      original_size: 1,
      template_size: 1,
      uploaded_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({
      tenant_id: tenantId,
      owner_id: userId,
      document_id: document.id,
      format_id: null,
      name: 's',
      created_at: now,
      // Every session carries its own copy of its format (issue 15).
      format_name: 'Test format',
      format_config: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  sessionId = session.id;
});

afterAll(async () => {
  await db?.destroy();
  await rm(dir, { recursive: true, force: true });
});

async function insertRun(
  status: CheckRunStatus,
  attempts: number,
  leaseUntil: string | null,
  by: Owner = owner(),
): Promise<number> {
  const row = await db
    .insertInto('check_runs')
    .values({
      tenant_id: by.tenantId,
      session_id: sessionId,
      user_id: by.userId,
      version_id: 1,
      check_id: 'c',
      params_hash: 'h',
      params: '{}',
      status,
      attempts,
      lease_until: leaseUntil,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const owner = (): Owner => ({ tenantId, userId });

const statusOf = async (id: number) =>
  db.selectFrom('check_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const done = (id: number) => async () => {
  const row = await statusOf(id);
  return row.status === 'completed' || row.status === 'failed' ? row : undefined;
};

describe('embedded runner', () => {
  test('runs an announced job once and records its result', async () => {
    const calls: number[] = [];
    const execute: JobExecutor = async (run) => {
      calls.push(run.id);
      return { status: 'completed', result: { type: 'type3', results: [] } };
    };
    const runner = createEmbeddedRunner({ db, execute, concurrency: 2, pollMs: 50 });
    await runner.start();
    const id = await insertRun('queued', 0, null);
    runner.notify(id, owner());
    runner.notify(id, owner());
    const row = await waitFor(done(id), 5000);
    await runner.stop();
    expect(row.status).toBe('completed');
    expect(JSON.parse(row.result ?? 'null')).toEqual({ type: 'type3', results: [] });
    expect(row.attempts).toBe(1);
    expect(calls).toEqual([id]);
  });

  test('after a restart, a job whose process died is re-run; one that died on its last attempt is failed', async () => {
    const expired = new Date(Date.now() - 1000).toISOString();
    const orphan = await insertRun('running', 1, expired);
    const exhausted = await insertRun('running', 2, expired);
    const forgotten = await insertRun('queued', 0, null); // queued but nobody was told
    const execute: JobExecutor = async () => ({ status: 'completed', result: { type: 'type3', results: [] } });
    const runner = createEmbeddedRunner({ db, execute, concurrency: 1, pollMs: 50 });
    await runner.start();
    const [a, b, c] = await Promise.all([
      waitFor(done(orphan), 5000),
      waitFor(done(exhausted), 5000),
      waitFor(done(forgotten), 5000),
    ]);
    await runner.stop();
    expect(a.status).toBe('completed');
    expect(a.attempts).toBe(2);
    expect(b.status).toBe('failed');
    expect(b.error).toBe(INTERRUPTED_ERROR);
    expect(c.status).toBe('completed');
  });

  test('a job with a live lease (another process is running it) is left alone', async () => {
    const live = await insertRun('running', 1, new Date(Date.now() + 60_000).toISOString());
    let ran = false;
    const runner = createEmbeddedRunner({
      db,
      execute: async () => {
        ran = true;
        return { status: 'failed', error: 'x' };
      },
      concurrency: 1,
      pollMs: 20,
    });
    await runner.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.stop();
    expect(ran).toBe(false);
    expect((await statusOf(live)).status).toBe('running');
  });

  test('stopping hands a job that is still running back to the queue, without using up an attempt', async () => {
    let release: () => void = () => undefined;
    const runner = createEmbeddedRunner({
      db,
      execute: () => new Promise((resolve) => (release = () => resolve({ status: 'failed', error: 'stopped' }))),
      concurrency: 1,
      pollMs: 50,
      stopGraceMs: 100,
    });
    await runner.start();
    const id = await insertRun('queued', 0, null);
    runner.notify(id, owner());
    await waitFor(async () => ((await statusOf(id)).status === 'running' ? true : undefined), 5000);
    await runner.stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const row = await statusOf(id);
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(0);
  });

  test("one member's burst does not queue ahead of another tenant's run (issue 29)", async () => {
    const other = await db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('tenant_id', '!=', tenantId)
      .executeTakeFirstOrThrow();
    const started: number[] = [];
    const runner = createEmbeddedRunner({
      db,
      execute: async (run) => {
        started.push(run.id);
        await new Promise((resolve) => setTimeout(resolve, 40));
        return { status: 'completed', result: { type: 'type3', results: [] } };
      },
      concurrency: 1,
      pollMs: 10_000, // announced runs only: the order is the runner's, not a table scan's
    });
    await runner.start();
    const burst: number[] = [];
    for (let i = 0; i < 20; i++) {
      const id = await insertRun('queued', 0, null);
      burst.push(id);
      runner.notify(id, owner());
    }
    const theirs = await insertRun('queued', 0, null, { tenantId: other.tenant_id, userId: other.id });
    runner.notify(theirs, { tenantId: other.tenant_id, userId: other.id });
    await waitFor(done(theirs), 10_000);
    await waitFor(done(burst[burst.length - 1] as number), 10_000);
    await runner.stop();
    // (Runs earlier tests left queued may run too; only this test's runs are compared.)
    const order = started.filter((id) => id === theirs || burst.includes(id));
    // First come first served would start it 21st; round-robin starts it as soon as a slot frees.
    expect(order.indexOf(theirs)).toBeLessThanOrEqual(2);
    expect(order.filter((id) => id !== theirs)).toEqual(burst);
  });

  test('an executor that throws fails the job with a message instead of leaving it running', async () => {
    const runner = createEmbeddedRunner({
      db,
      execute: async () => {
        throw new Error('disk full');
      },
      concurrency: 1,
      pollMs: 50,
    });
    await runner.start();
    const id = await insertRun('queued', 0, null);
    runner.notify(id, owner());
    const row = await waitFor(done(id), 5000);
    await runner.stop();
    expect(row.status).toBe('failed');
    expect(row.error).toContain('disk full');
  });
});

describe('check executor', () => {
  test('a check over its time limit fails with a message a writer understands', async () => {
    const blobs = createBlobStore(dir);
    const blob = await blobs.put(new TextEncoder().encode('any bytes'));
    const version = await db
      .insertInto('versions')
      .values({
        tenant_id: tenantId,
        session_id: sessionId,
        number: 0,
        blob: blob.key,
        created_at: new Date().toISOString(),
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A task that never answers in time stands in for a check that runs too long.
    const work = new WorkPool({ threads: 1, queueLimit: 0, maxHeapMiB: 256 });
    const spin = new URL('../jobs/fixtures/spin-task.ts', import.meta.url);
    const pool = {
      run: <T>(task: unknown, timeoutMs: number) => work.run<T>({ script: spin, message: task, timeoutMs }),
    };
    const execute = createCheckExecutor({ db, blobs, pool, timeLimitMs: 1000 });
    const checkId = CHECKS[0]!.id;
    const id = await insertRun('running', 1, null);
    await db
      .updateTable('check_runs')
      .set({ version_id: version.id, check_id: checkId, params: JSON.stringify({}) })
      .where('id', '=', id)
      .execute();
    const run = await statusOf(id);
    const outcome = await execute(run);
    await work.close();
    expect(outcome.status).toBe('failed');
    if (outcome.status === 'failed') {
      expect(outcome.error).toContain(`The check "${CHECKS[0]!.name}" took longer than 1 second and was stopped`);
    }
  });

  test('a session with no format at all fails its checks instead of passing them (issue 15)', async () => {
    const blobs = createBlobStore(dir);
    const blob = await blobs.put(new TextEncoder().encode('any bytes'));
    // A session from before sessions kept a copy, whose format was deleted: nothing to check against.
    await db
      .updateTable('sessions')
      .set({ format_name: null, format_config: null })
      .where('id', '=', sessionId)
      .execute();
    const version = await db
      .insertInto('versions')
      .values({
        tenant_id: tenantId,
        session_id: sessionId,
        number: 1,
        blob: blob.key,
        created_at: new Date().toISOString(),
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ran: unknown[] = [];
    const execute = createCheckExecutor({
      db,
      blobs,
      pool: {
        run: async (task) => {
          ran.push(task);
          throw new Error('a check without a format must not run');
        },
      },
      timeLimitMs: 1000,
    });
    const id = await insertRun('running', 1, null);
    await db
      .updateTable('check_runs')
      .set({ version_id: version.id, check_id: 'word-limits', params: JSON.stringify({}) })
      .where('id', '=', id)
      .execute();
    const outcome = await execute(await statusOf(id));
    expect(outcome).toEqual({ status: 'failed', error: NO_FORMAT_ERROR });
    expect(ran).toEqual([]);
    await db
      .updateTable('sessions')
      .set({ format_name: 'Test format', format_config: '{}' })
      .where('id', '=', sessionId)
      .execute();
  });
});
