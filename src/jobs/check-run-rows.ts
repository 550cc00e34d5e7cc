/**
 * The check_runs row operations both job runners share (embedded and pg-boss): claiming a run
 * with a lease, finishing it, and renewing the leases of the runs a process is working on. The
 * row is the single source of truth for a run's state, whichever queue delivered it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { JobOutcome } from './job-runner.ts';

export const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Takes a queued run, or a running one whose lease has passed (its process died), for this
 * process until `now + leaseMs`, counting the attempt. False when another process has it or it
 * has used up its attempts.
 */
export async function claimRun(
  db: Kysely<Database>,
  id: number,
  leaseMs: number,
  maxAttempts: number,
): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('check_runs')
    .set((eb) => ({
      status: 'running',
      lease_until: iso(now + leaseMs),
      started_at: iso(now),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', iso(now))])]),
    )
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a run's outcome, only while it is still running (a cleared cache may have removed it). */
export async function finishRun(db: Kysely<Database>, id: number, outcome: JobOutcome): Promise<void> {
  await db
    .updateTable('check_runs')
    .set({
      status: outcome.status,
      result: outcome.status === 'completed' ? JSON.stringify(outcome.result) : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      lease_until: null,
      finished_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}
