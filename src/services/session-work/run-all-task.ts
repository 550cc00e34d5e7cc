/**
 * The CPU part of "Run all checks" (issue 26), run on a work-pool thread: the version's .docx is
 * read once and each listed check runs on it, exactly as a single run does (`runCheck`: the same
 * parameters, format and template, so the stored results are the ones a single run would store).
 * Never throws across the thread boundary: an unreadable document fails every listed check with
 * words for the writer; a check that throws fails alone.
 */
import { runCheck, type CheckOutcome } from '../../checks/index.ts';
import type { ParamValues } from '../../checks/types.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import { readDocuments } from './manuscript.ts';

export interface RunAllTask {
  checks: { id: string; params: ParamValues }[];
  format: FormatConfig;
  docx: Uint8Array;
  template?: Uint8Array;
}

/** One check's outcome and how long it took on the thread (the shared read is not counted). */
export type TimedOutcome = CheckOutcome & { ms: number };

export interface RunAllTaskAnswer {
  outcomes: TimedOutcome[];
  /** Time spent reading the document (and template). */
  readMs: number;
}

export async function performRunAll(task: RunAllTask): Promise<RunAllTaskAnswer> {
  const started = performance.now();
  const read = await readDocuments(task.docx, task.template);
  if ('unreadable' in read) {
    const error = read.unreadable;
    return {
      outcomes: task.checks.map(({ id }) => ({ check: id, status: 'failed', error, ms: 0 })),
      readMs: performance.now() - started,
    };
  }
  const { manuscript, template } = read;
  const readMs = performance.now() - started;
  const outcomes: TimedOutcome[] = [];
  for (const { id, params } of task.checks) {
    const at = performance.now();
    const outcome = runCheck(id, { manuscript, format: task.format, params, ...(template ? { template } : {}) });
    outcomes.push({ ...outcome, ms: performance.now() - at });
  }
  return { outcomes, readMs };
}

/** The work-pool task module (default export) that runs `performRunAll`. */
export const RUN_ALL_POOL_TASK_URL = new URL('./run-all-pool-task.ts', import.meta.url);
