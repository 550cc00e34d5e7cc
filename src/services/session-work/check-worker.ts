/**
 * Worker-thread entry: reads the version's .docx and runs one check, off the server's event loop.
 * Receives a CheckTask, answers a CheckOutcome (never throws across the thread boundary).
 */
import { parentPort } from 'node:worker_threads';
import { runCheck, type CheckOutcome } from '../../checks/index.ts';
import type { Manuscript } from '../../docx/model.ts';
import type { CheckTask } from './check-task.ts';
import { loadManuscript, unreadableDocumentMessage } from './manuscript.ts';

async function perform(task: CheckTask): Promise<CheckOutcome> {
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

parentPort?.on('message', (task: CheckTask) => {
  perform(task).then(
    (outcome) => parentPort?.postMessage(outcome),
    (error: unknown) =>
      parentPort?.postMessage({
        check: task.checkId,
        status: 'failed',
        error: `The check stopped with an error: ${error instanceof Error ? error.message : String(error)}`,
      } satisfies CheckOutcome),
  );
});
