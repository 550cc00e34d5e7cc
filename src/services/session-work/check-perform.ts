/** Runs one CheckTask: reads the version's .docx (and the template when needed) and runs the check. */
import { getCheck, prepareChecks, runCheck, warmUpChecks, type CheckOutcome } from '../../checks/index.ts';
import type { ReferenceQuery } from '../../contract/reference-lookups.ts';
import { withDefaults } from '../../contract/format-config.ts';
import { JOURNAL_FORMATS } from '../journal-formats.ts';
import type { CheckTask } from './check-task.ts';
import { loadManuscript, readDocuments } from './manuscript.ts';

/**
 * Readies a check thread as it starts, before its first run: what the checks load (word lists,
 * citation engines; `prepareChecks`) and their first-call costs, paid on the sample manuscript
 * under a ready-made format (`warmUpChecks`). Once per thread; never throws.
 */
export function readyChecks(): void {
  try {
    prepareChecks();
    const readyMade = JOURNAL_FORMATS[0];
    warmUpChecks(undefined, readyMade ? withDefaults(readyMade.config) : undefined);
  } catch {
    // A thread that cannot get ready ahead still runs checks: each run loads what it needs, and
    // meets and reports the same problem itself. A thread must never fail to start over this.
  }
}

export async function performCheck(task: CheckTask): Promise<CheckOutcome> {
  const read = await readDocuments(task.docx, task.template);
  if ('unreadable' in read) return { check: task.checkId, status: 'failed', error: read.unreadable };
  const { manuscript, template } = read;
  return runCheck(task.checkId, {
    manuscript,
    format: task.format,
    params: task.params,
    ...(template ? { template } : {}),
    ...(task.lookups ? { lookups: task.lookups } : {}),
  });
}

/** What a reference-verifying check asks Crossref and PubMed for (none when the document cannot be read: the run says why). */
async function referenceQueriesOf(task: CheckTask): Promise<ReferenceQuery[]> {
  try {
    return getCheck(task.checkId)?.referenceQueries?.(await loadManuscript(task.docx)) ?? [];
  } catch {
    return [];
  }
}

/** A thread's task: the check's reference queries, or the check's run. Never throws across the boundary. */
export function performCheckTask(task: CheckTask): Promise<CheckOutcome | ReferenceQuery[]> {
  return task.phase === 'reference-queries' ? referenceQueriesOf(task) : performCheckSafely(task);
}

/** Never throws across a thread boundary: an error becomes a failed outcome for this check. */
export async function performCheckSafely(task: CheckTask): Promise<CheckOutcome> {
  try {
    return await performCheck(task);
  } catch (error) {
    return {
      check: task.checkId,
      status: 'failed',
      error: `The check stopped with an error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
