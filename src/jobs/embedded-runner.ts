/**
 * The embedded job runner: executes queued `check_runs` rows in this process, on the app's own
 * database (SQLite or PostgreSQL). A job is claimed with one conditional UPDATE (only one claimer
 * can win it), holds a lease that a heartbeat renews while it runs, and is finished with another
 * conditional UPDATE. A job whose process died keeps an expired lease: the poller takes it back
 * (re-runs it) or, after `maxAttempts`, fails it with a message — no job stays queued or running
 * forever. The time limit per check is enforced by the executor (worker threads are terminated).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { finishedWithin, type JobExecutor, type JobOutcome, type JobRunner } from './job-runner.ts';
import { claimRun, failExhaustedRuns, finishRun, handBackRuns, iso, startHeartbeat } from './check-run-rows.ts';
import { FairQueue, type Owner } from './fair-queue.ts';

export interface EmbeddedRunnerOptions {
  db: Kysely<Database>;
  execute: JobExecutor;
  /** Jobs run at the same time by this process. */
  concurrency: number;
  /** How long a claim lasts without a heartbeat; a dead process's job is taken back after it. */
  leaseMs?: number;
  /** How often the table is looked at for work nobody announced (restarts, other instances). */
  pollMs?: number;
  /** Runs of one job before it is failed instead of re-run (a job that kills its process). */
  maxAttempts?: number;
  /** How long `stop` waits for running jobs before handing them back to the queue. */
  stopGraceMs?: number;
}

/** Waiting runs one scan looks at: bounded, so a flood of queued rows is not read whole each time. */
const SCAN_LIMIT = 1000;

export function createEmbeddedRunner(options: EmbeddedRunnerOptions): JobRunner {
  const { db, execute, concurrency } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 2;
  const stopGraceMs = options.stopGraceMs ?? 10_000;
  const active = new Map<number, Promise<void>>();
  /** Runs waiting for a slot, served round-robin across tenants and their users (issue 29). */
  const announced = new FairQueue<number>();
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let running = false;
  let scanning: Promise<void> | null = null;

  const claim = (id: number): Promise<boolean> => claimRun(db, id, leaseMs, maxAttempts);
  const finish = (id: number, outcome: JobOutcome): Promise<void> => finishRun(db, id, outcome);

  async function runOne(id: number): Promise<void> {
    if (!(await claim(id))) return;
    const run = await db.selectFrom('check_runs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!run) return;
    let outcome: JobOutcome;
    try {
      outcome = await execute(run);
    } catch (error) {
      outcome = {
        status: 'failed',
        error: `The check could not be run: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    await finish(id, outcome);
  }

  function launch(id: number): void {
    if (active.has(id) || !running) return;
    const job = runOne(id)
      .catch(() => undefined) // the row keeps its lease and is taken back by the poller
      .finally(() => {
        active.delete(id);
        pump();
      });
    active.set(id, job);
  }

  /** Starts announced jobs while there is room; the table scan finds the rest. */
  function pump(): void {
    while (running && active.size < concurrency && announced.size > 0) {
      const id = announced.shift();
      if (id !== undefined) launch(id);
    }
  }

  async function scan(): Promise<void> {
    await failExhaustedRuns(db, maxAttempts, Date.now());
    if (concurrency - active.size <= 0) return;
    const now = iso(Date.now());
    // Every waiting run, not the oldest few: fairness needs to see the other tenants' runs too.
    const rows = await db
      .selectFrom('check_runs')
      .select(['id', 'tenant_id', 'user_id'])
      .where((eb) =>
        eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]),
      )
      .orderBy('id')
      .limit(SCAN_LIMIT)
      .execute();
    for (const row of rows)
      if (!active.has(row.id) && !announced.includes(row.id))
        announced.push({ tenantId: row.tenant_id, userId: row.user_id }, row.id);
    pump();
  }

  function scheduleScan(): void {
    if (!running) return;
    timer = setTimeout(() => {
      scanning = scan()
        .catch(() => undefined)
        .finally(() => {
          scanning = null;
          scheduleScan();
        });
    }, pollMs);
    timer.unref();
  }

  return {
    async start() {
      if (running) return;
      running = true;
      await scan().catch(() => undefined);
      scheduleScan();
      heartbeat = startHeartbeat(db, () => [...active.keys()], leaseMs);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      clearInterval(heartbeat);
      announced.clear();
      if (scanning) await scanning;
      // Let running checks finish for a while; hand the rest back to the queue (without counting
      // the attempt) so another process or the next start runs them.
      if (!(await finishedWithin(active.values(), stopGraceMs))) await handBackRuns(db, [...active.keys()]);
    },
    notify(runId, owner: Owner) {
      if (!running || active.has(runId) || announced.includes(runId)) return;
      announced.push(owner, runId);
      pump();
    },
  };
}
