/**
 * The tracked-changes writer as a work-pool task: the writer is synchronous and its time grows
 * with the revisions already in a document, so apply runs it on a thread of the server's work pool,
 * off the event loop. Never throws across the thread boundary: a failure is an answer.
 */
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

export function performWrite(task: WriteTask): WriteAnswer {
  try {
    return {
      ok: true,
      result: applyTrackedChangesSync(task.docx, task.edits, {
        author: task.author,
        date: new Date(task.date),
        ...(task.amendableSince ? { amendableSince: new Date(task.amendableSince) } : {}),
        ...(task.comment ? { comment: { text: task.comment } } : {}),
      }),
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
