/**
 * The check_runs row operations both job runners share (embedded and pg-boss): claiming a run
 * with a lease, finishing it, renewing the leases of the runs a process is working on, failing
 * the runs out of attempts whose process died, and handing runs back on stop. The
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

export const INTERRUPTED_ERROR =
  'The check was interrupted twice because the server restarted while it ran. Please run it again.';

/** Extends the leases of the runs this process is working on (its heartbeat). */
export async function renewLeases(db: Kysely<Database>, ids: number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('check_runs')
    .set({ lease_until: iso(Date.now() + leaseMs) })
    .where('id', 'in', ids)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Fails for good the runs that already used every attempt and whose last claimer died (their
 * lease passed at `now`): they are not taken back again.
 */
export async function failExhaustedRuns(db: Kysely<Database>, maxAttempts: number, now: number): Promise<void> {
  await db
    .updateTable('check_runs')
    .set({ status: 'failed', error: INTERRUPTED_ERROR, lease_until: null, finished_at: iso(now) })
    .where('status', '=', 'running')
    .where('lease_until', '<', iso(now))
    .where('attempts', '>=', maxAttempts)
    .execute();
}

/**
 * Puts claimed runs back on the queue when their process stops before they finish, without
 * counting the attempt (the stop is not the check's fault). Returns the ids handed back (those
 * still running: one that finished meanwhile keeps its outcome).
 */
export async function handBackRuns(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('check_runs')
    .set((eb) => ({ status: 'queued', lease_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'running')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Renews, three times per lease, the leases of the runs `activeIds` names (the process's
 * heartbeat); a failed renewal is left to the next beat. Does not keep the process alive.
 */
export function startHeartbeat(db: Kysely<Database>, activeIds: () => number[], leaseMs: number): NodeJS.Timeout {
  const heartbeat = setInterval(
    () => void renewLeases(db, activeIds(), leaseMs).catch(() => undefined),
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  heartbeat.unref();
  return heartbeat;
}
