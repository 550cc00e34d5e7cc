/**
 * The scale-out job runner: a PostgreSQL-backed queue (pg-boss) carries run ids from any API
 * instance to any worker process (`npm run worker`). The `check_runs` row stays the source of
 * truth, exactly as with the embedded runner:
 *
 * - A delivery is only a hint. The worker claims the row with one conditional UPDATE (queued, or
 *   running with an expired lease, and attempts left), so a duplicate or late delivery is harmless.
 * - While a check runs, the worker renews the row's lease. A worker that dies stops renewing; the
 *   sweeper of any other live worker sees the expired lease and puts the run back on the queue
 *   (in seconds, not after pg-boss's own job expiry).
 * - Attempts are counted on the row: a run interrupted or crashed twice is failed with its reason
 *   and never retried again. A check that fails (bad document, time limit) is a result, not a
 *   retry: it is written as `failed` at once.
 *
 * API instances with API_RUNS_CHECKS=false only send; everything else also works the queue.
 */
import { PgBoss, type Job } from 'pg-boss';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { finishedWithin, type JobExecutor, type JobOutcome, type JobRunner } from './job-runner.ts';
import { claimRun, failExhaustedRuns, finishRun, handBackRuns, iso, startHeartbeat } from './check-run-rows.ts';

export const CHECK_QUEUE = 'check-runs';

export interface PgBossRunnerOptions {
  db: Kysely<Database>;
  databaseUrl: string;
  /** Runs a claimed check; null: this process only sends runs to the queue. */
  execute: JobExecutor | null;
  /** Checks this process runs at the same time. */
  concurrency: number;
  /** How long a claim lasts without a heartbeat (a dead worker's run is taken back after it). */
  leaseMs?: number;
  /** How often leases and forgotten runs are looked at. */
  sweepMs?: number;
  /** Attempts of one run before it is failed for good. */
  maxAttempts?: number;
  /** How long `stop` lets running checks finish before handing them back. */
  stopGraceMs?: number;
  /** Longest a check may run (the executor enforces it); pg-boss expires deliveries after it. */
  timeLimitMs?: number;
  /** Where the runner reports what it does (claims, recoveries, failures). */
  log?: (event: string, fields: Record<string, unknown>) => void;
}

interface RunMessage {
  runId: number;
}

/** Raised inside a worker when a check could not be run at all (infrastructure, not the document). */
export function couldNotRunError(error: unknown): string {
  return `The check could not be run: ${error instanceof Error ? error.message : String(error)}`;
}

export function createPgBossRunner(options: PgBossRunnerOptions): JobRunner {
  const { db, execute, concurrency } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const sweepMs = options.sweepMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 2;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const timeLimitMs = options.timeLimitMs ?? 60_000;
  const log = options.log ?? (() => undefined);
  const active = new Map<number, Promise<void>>();
  let boss: PgBoss | null = null;
  let sweeper: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | null = null;
  let working = false;

  async function send(runId: number): Promise<void> {
    if (!boss) throw new Error('The job queue is not started');
    // One waiting delivery per run (policy "short" + singletonKey): re-sends while it waits are no-ops.
    await boss.send(CHECK_QUEUE, { runId } satisfies RunMessage, {
      singletonKey: `run-${runId}`,
      priority: await fairPriority(db, runId),
    });
  }

  const claim = (id: number): Promise<boolean> => claimRun(db, id, leaseMs, maxAttempts);
  const finish = (id: number, outcome: JobOutcome): Promise<void> => finishRun(db, id, outcome);

  /** Runs one delivered run id to its end; throws only to ask pg-boss for a retry. */
  async function runOne(id: number, executor: JobExecutor): Promise<void> {
    if (!(await claim(id))) return; // done, taken by someone else, or out of attempts
    const run = await db.selectFrom('check_runs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!run) return;
    log('claimed', { runId: id, attempt: run.attempts, check: run.check_id });
    try {
      await finish(id, await executor(run));
      log('finished', { runId: id });
    } catch (error) {
      if (run.attempts >= maxAttempts) {
        await finish(id, { status: 'failed', error: couldNotRunError(error) });
        log('failed', { runId: id, attempts: run.attempts, reason: String(error) });
        return;
      }
      // Hand the run back (keeping the attempt) and let pg-boss deliver it again.
      await db
        .updateTable('check_runs')
        .set({ status: 'queued', lease_until: null })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
      log('retrying', { runId: id, attempts: run.attempts, reason: String(error) });
      throw error;
    }
  }

  async function handle(jobs: Job<RunMessage>[]): Promise<void> {
    for (const job of jobs) {
      const id = Number(job.data.runId);
      if (!execute || !Number.isInteger(id) || active.has(id)) continue;
      const work = runOne(id, execute);
      const tracked = work.catch(() => undefined).finally(() => active.delete(id));
      active.set(id, tracked);
      await work;
    }
  }

  /** Takes back the runs of dead workers, fails those out of attempts, re-sends forgotten ones. */
  async function sweep(): Promise<void> {
    const now = Date.now();
    await failExhaustedRuns(db, maxAttempts, now);
    const orphans = await db
      .updateTable('check_runs')
      .set({ status: 'queued', lease_until: null })
      .where('status', '=', 'running')
      .where('lease_until', '<', iso(now))
      .where('attempts', '<', maxAttempts)
      .returning('id')
      .execute();
    // Runs queued long ago whose delivery was lost (an API died between commit and send).
    const forgotten = await db
      .selectFrom('check_runs')
      .select('id')
      .where('status', '=', 'queued')
      .where('created_at', '<', iso(now - Math.max(leaseMs, 5 * sweepMs)))
      .orderBy('id')
      .limit(100)
      .execute();
    for (const { id } of orphans) log('recovered', { runId: id });
    for (const id of new Set([...orphans, ...forgotten].map((row) => row.id))) await send(id);
  }

  function scheduleSweep(): void {
    if (!working) return;
    sweeper = setTimeout(() => {
      sweeping = sweep()
        .catch((error: unknown) => log('sweep-error', { reason: String(error) }))
        .finally(() => {
          sweeping = null;
          scheduleSweep();
        });
    }, sweepMs);
    sweeper.unref();
  }

  return {
    async start() {
      if (boss) return;
      const instance = new PgBoss({
        connectionString: options.databaseUrl,
        schema: 'pgboss',
        max: Math.max(2, Math.min(10, concurrency + 2)),
        application_name: execute ? 'manuscript-checker-worker' : 'manuscript-checker-api',
        useListenNotify: true,
      });
      instance.on('error', (error: unknown) => log('queue-error', { reason: String(error) }));
      await instance.start();
      await instance.createQueue(CHECK_QUEUE, {
        policy: 'short',
        notify: true,
        retryLimit: maxAttempts - 1,
        retryDelay: 1,
        // A delivery outlives the longest check; after that pg-boss re-delivers it (harmless: claims are conditional).
        expireInSeconds: Math.ceil(timeLimitMs / 1000) + Math.ceil(leaseMs / 1000) + 30,
        retentionSeconds: 24 * 3600,
        deleteAfterSeconds: 24 * 3600,
      });
      boss = instance;
      if (execute) {
        working = true;
        await instance.work<RunMessage>(
          CHECK_QUEUE,
          { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 5 },
          handle,
        );
        await sweep().catch((error: unknown) => log('sweep-error', { reason: String(error) }));
        scheduleSweep();
        heartbeat = startHeartbeat(db, () => [...active.keys()], leaseMs);
      }
    },

    async stop() {
      const instance = boss;
      if (!instance) return;
      working = false;
      clearTimeout(sweeper);
      if (sweeping) await sweeping;
      if (execute) await instance.offWork(CHECK_QUEUE, { wait: false }).catch(() => undefined);
      // Let running checks finish for a while; hand the rest back (without counting the attempt)
      // and deliver them again, so another worker runs them now rather than after a lease.
      if (!(await finishedWithin(active.values(), stopGraceMs))) {
        const ids = [...active.keys()];
        if (ids.length > 0) {
          const handedBack = await handBackRuns(db, ids);
          for (const id of handedBack) await send(id).catch(() => undefined);
          log('handed-back', { runIds: handedBack });
        }
      }
      clearInterval(heartbeat);
      boss = null;
      await instance.stop({ graceful: false, close: true, timeout: 2000 }).catch(() => undefined);
    },

    notify(runId) {
      // The row is committed; a lost send is re-sent by a worker's sweep.
      void send(runId).catch((error: unknown) => log('send-error', { runId, reason: String(error) }));
    },
  };
}

/**
 * pg-boss hands out the highest priority first (then the oldest): a run's priority is minus the
 * number of its tenant's runs still waiting or running ahead of it, so each tenant's first waiting
 * run comes before any tenant's second — round-robin across tenants (issue 29), as the embedded
 * runner's fair queue does, without a scheduler of our own across processes.
 */
async function fairPriority(db: Kysely<Database>, runId: number): Promise<number> {
  const run = await db.selectFrom('check_runs').select('tenant_id').where('id', '=', runId).executeTakeFirst();
  if (!run) return 0;
  const ahead = await db
    .selectFrom('check_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', run.tenant_id)
    .where('status', 'in', ['queued', 'running'])
    .where('id', '<', runId)
    .executeTakeFirstOrThrow();
  return -Number(ahead.n);
}
