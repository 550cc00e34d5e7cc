/** Runs one CheckTask: reads the version's .docx (and the template when needed) and runs the check. */
import { runCheck, type CheckOutcome } from '../../checks/index.ts';
import type { Manuscript } from '../../docx/model.ts';
import type { CheckTask } from './check-task.ts';
import { loadManuscript, unreadableDocumentMessage } from './manuscript.ts';

export async function performCheck(task: CheckTask): Promise<CheckOutcome> {
  let manuscript: Manuscript;
  let template: Manuscript | undefined;
  try {
    manuscript = await loadManuscript(task.docx);
    template = task.template ? await loadManuscript(task.template) : undefined;
  } catch (error) {
    return { check: task.checkId, status: 'failed', error: unreadableDocumentMessage(error) };
  }
  return runCheck(task.checkId, {
    manuscript,
    format: task.format,
    params: task.params,
    ...(template ? { template } : {}),
  });
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
