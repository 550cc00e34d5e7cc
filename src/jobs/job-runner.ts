/**
 * The job-runner interface the session-work service talks to. A job is a `check_runs` row: the row
 * is the source of truth (status, result, error, lease), the runner only decides who executes it
 * and when. The embedded default (`embedded-runner.ts`) polls the table in this process; a
 * PostgreSQL-backed queue (pg-boss) for scale-out implements the same interface by sending the
 * run id to a queue that separate worker processes consume with the same `JobExecutor`.
 */
import type { CheckResult } from '../contract/checks.ts';
import type { CheckRunRow } from '../store/schema.ts';
import type { Owner } from './fair-queue.ts';

/** What running one job produced. `error` is written for a writer to read. */
export type JobOutcome = { status: 'completed'; result: CheckResult } | { status: 'failed'; error: string };

/** Executes one claimed run; must not throw (a thrown error is turned into a failed outcome). */
export type JobExecutor = (run: CheckRunRow) => Promise<JobOutcome>;

export interface JobRunner {
  /** Starts taking jobs (and recovers jobs orphaned by a dead process). */
  start(): Promise<void>;
  /** Stops taking jobs; running jobs are finished or handed back to the queue. */
  stop(): Promise<void>;
  /**
   * Tells the runner a new `queued` row exists (the row is already committed), and whose it is:
   * runs are started round-robin across tenants and their users, never first come first served.
   */
  notify(runId: number, owner: Owner): void;
}

/** Whether the running jobs all end within `graceMs` (a runner's stop waits that long for them). */
export async function finishedWithin(jobs: Iterable<Promise<void>>, graceMs: number): Promise<boolean> {
  const all = Promise.all([...jobs]);
  const graceOver = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
  return (await Promise.race([all.then(() => 'done' as const), graceOver])) === 'done';
}
