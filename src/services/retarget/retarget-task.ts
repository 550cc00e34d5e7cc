/**
 * The CPU part of a retarget, run on a work-pool thread: read the version's .docx and build the
 * report (src/retarget). Never throws across the thread boundary: an unreadable document or a
 * failure becomes a `failed` outcome with words for the writer.
 */
import type { RetargetReport } from '../../contract/api/retarget.ts';
import type { CheckResult } from '../../contract/checks.ts';
import { retarget, type NamedFormat } from '../../retarget/index.ts';
import { readDocuments } from '../session-work/manuscript.ts';

export interface RetargetTask {
  docx: Uint8Array;
  from: NamedFormat;
  to: NamedFormat;
}

export type RetargetOutcome =
  | { status: 'completed'; report: RetargetReport; results: { check: string; result: CheckResult }[] }
  | { status: 'failed'; error: string };

export async function performRetarget(task: RetargetTask): Promise<RetargetOutcome> {
  const read = await readDocuments(task.docx);
  if ('unreadable' in read) return { status: 'failed', error: read.unreadable };
  try {
    return { status: 'completed', ...retarget(read.manuscript, task.from, task.to) };
  } catch (error) {
    return {
      status: 'failed',
      error: `Comparing the journals stopped with an error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The work-pool task module (default export) that runs `performRetarget`. */
export const RETARGET_POOL_TASK_URL = new URL('./retarget-pool-task.ts', import.meta.url);
