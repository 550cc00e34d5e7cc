/**
 * Executes one claimed check run: loads the version, the session's format and (when the check
 * needs it) the template, and hands them to a worker thread with the per-check time limit.
 */
import type { Kysely } from 'kysely';
import type { CheckOutcome } from '../../checks/index.ts';
import { getCheck } from '../../checks/index.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import type { ReferenceLookups, ReferenceQuery } from '../../contract/reference-lookups.ts';
import type { JobExecutor, JobOutcome } from '../../jobs/job-runner.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import { TaskTimeoutError } from '../../jobs/task-errors.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database } from '../../store/schema.ts';
import type { ReferenceLookupService } from '../reference-lookup/index.ts';
import type { CheckTask } from './check-task.ts';

/**
 * Runs a CheckTask on a thread within `timeoutMs` (counted from when it starts), rejecting with
 * TaskTimeoutError when it overruns: the work pool of the server or of a worker process.
 */
export interface CheckTaskRunner {
  run<T>(task: CheckTask, timeoutMs: number): Promise<T>;
}

export interface CheckExecutorOptions {
  db: Kysely<Database>;
  blobs: BlobStore;
  pool: CheckTaskRunner;
  timeLimitMs: number;
  /** Crossref and PubMed for checks that verify references (issue 28); absent: they say they could not. */
  references?: ReferenceLookupService;
}

export function createCheckExecutor(options: CheckExecutorOptions): JobExecutor {
  const { db, blobs, pool, timeLimitMs, references } = options;
  return async (run): Promise<JobOutcome> => {
    const check = getCheck(run.check_id);
    if (!check) return { status: 'failed', error: `The check "${run.check_id}" no longer exists.` };
    const version = await db
      .selectFrom('versions')
      .select(['blob'])
      .where('id', '=', run.version_id)
      .executeTakeFirst();
    const session = await db
      .selectFrom('sessions')
      .innerJoin('documents', 'documents.id', 'sessions.document_id')
      .leftJoin('formats', (join) =>
        join.onRef('formats.id', '=', 'sessions.format_id').onRef('formats.tenant_id', '=', 'sessions.tenant_id'),
      )
      .select(['sessions.format_config', 'formats.config as current_config', 'documents.template_blob'])
      .where('sessions.id', '=', run.session_id)
      .executeTakeFirst();
    if (!version || !session)
      return { status: 'failed', error: 'The session was deleted while the check was waiting to run.' };
    // The session's own copy of its format (issue 15); sessions from before copies existed use the
    // format itself. With neither there is nothing to check against: fail, never pass.
    const format = formatConfig(session.format_config ?? session.current_config);
    if (!format) return { status: 'failed', error: NO_FORMAT_ERROR };
    const docx = await blobs.get(version.blob);
    const template = check.needsTemplate ? await blobs.get(session.template_blob) : undefined;
    // Each task gets its own copy of the bytes: they are moved to the thread that runs it.
    const task = (): CheckTask => ({
      checkId: run.check_id,
      params: JSON.parse(run.params) as CheckTask['params'],
      format,
      docx: new Uint8Array(docx),
      ...(template ? { template: new Uint8Array(template) } : {}),
    });
    try {
      const lookups = check.referenceQueries
        ? await lookUpReferences(pool, task(), timeLimitMs, references)
        : undefined;
      const outcome = await pool.run<CheckOutcome>({ ...task(), ...(lookups ? { lookups } : {}) }, timeLimitMs);
      return outcome.status === 'completed'
        ? { status: 'completed', result: outcome.result }
        : { status: 'failed', error: outcome.error };
    } catch (error) {
      if (error instanceof TaskTimeoutError) {
        const seconds = Math.round(timeLimitMs / 1000);
        return {
          status: 'failed',
          error: `The check "${check.name}" took longer than ${seconds} second${seconds === 1 ? '' : 's'} and was stopped. Please try again; if it keeps happening, contact your administrator.`,
        };
      }
      return { status: 'failed', error: `The check "${check.name}" stopped unexpectedly. Please try again.` };
    }
  };
}

/** A CheckTaskRunner on the server's work pool; the document bytes are moved to the thread, not copied. */
export function workPoolCheckRunner(work: WorkPool): CheckTaskRunner {
  return {
    run: (task, timeoutMs) =>
      work.run({
        script: CHECK_POOL_TASK_URL,
        message: task,
        timeoutMs,
        transfer: [task.docx, ...(task.template ? [task.template] : [])].map((bytes) => bytes.buffer as ArrayBuffer),
      }),
  };
}

/**
 * A reference-verifying check's answers from Crossref and PubMed (issue 28): its queries are read
 * from the document on a thread, then asked here, on the event loop, where the database cache and
 * the per-process request pacing live; the check then runs on a thread with the answers.
 */
export async function lookUpReferences(
  pool: CheckTaskRunner,
  task: CheckTask,
  timeLimitMs: number,
  references: ReferenceLookupService | undefined,
): Promise<ReferenceLookups | undefined> {
  if (!references) return undefined;
  const queries = await pool.run<ReferenceQuery[]>({ ...task, phase: 'reference-queries' }, timeLimitMs);
  return references.lookup(queries);
}

export const NO_FORMAT_ERROR =
  'This session has no format to check against (its format was deleted before sessions kept their own copy). Create a new session with a format.';

function formatConfig(text: string | null): FormatConfig | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormatConfig) : null;
  } catch {
    return null;
  }
}

/** The work-pool task module (default export) that runs a check. */
export const CHECK_POOL_TASK_URL = new URL('./check-pool-task.ts', import.meta.url);

/** What each work-pool thread loads as it starts (the check and read tasks, prepared). */
export const WORK_THREAD_START_URL = new URL('./work-thread-start.ts', import.meta.url);
