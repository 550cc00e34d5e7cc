/**
 * Worker-thread entry for the tracked-changes writer: the writer is synchronous and its time grows
 * with the revisions already in a document, so apply runs it here, off the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { applyTrackedChangesSync, type ApplyResult, type Edit } from '../../docx/write/index.ts';

export interface WriteTask {
  docx: Uint8Array;
  edits: Edit[];
  author: string;
  /** ISO 8601 UTC. */
  date: string;
  /** ISO 8601 UTC: our revisions from then on may be amended. */
  amendableSince?: string;
  /** The writer's comment on the batch (a Word comment on the changes). */
  comment?: string;
}

export type WriteAnswer = { ok: true; result: ApplyResult } | { ok: false; error: string };

parentPort?.on('message', (task: WriteTask) => {
  let answer: WriteAnswer;
  try {
    answer = {
      ok: true,
      result: applyTrackedChangesSync(task.docx, task.edits, {
        author: task.author,
        date: new Date(task.date),
        ...(task.amendableSince ? { amendableSince: new Date(task.amendableSince) } : {}),
        ...(task.comment ? { comment: { text: task.comment } } : {}),
      }),
    };
  } catch (error) {
    answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer, answer.ok ? [answer.result.bytes.buffer as ArrayBuffer] : []);
});
