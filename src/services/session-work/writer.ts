/**
 * The tracked-changes writer (src/docx/write) as apply uses it: every edit carries the text it
 * expects to replace, and the writer refuses edits one by one (cutting a field, text that moved)
 * with its reason while the others are written. With the server's work pool the writer runs on one
 * of its threads, off the event loop; without one, in this thread (tools and tests).
 */
import type { Edit } from '../../docx/write/index.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import type { WriteAnswer, WriteTask } from './write-task.ts';

export interface WriteOutcome {
  docx: Uint8Array;
  /** Indexes (into the given edits) the writer refused, with its reason. */
  refused: { index: number; reason: string }[];
}

/** What an apply adds to its edits. */
export interface WriteBatch {
  /** Our revisions from then on may be amended (own-revisions.ts); absent: none from earlier calls. */
  amendableSince?: Date;
  /** The writer's comment on the batch, written into Word as a comment on the changes. */
  comment?: string;
}

/** The work-pool task module (default export) that runs the writer. */
const WRITE_POOL_TASK_URL = new URL('./write-pool-task.ts', import.meta.url);

/** Longest a write may take before the apply is answered with an error. */
const WRITE_TIME_LIMIT_MS = 60_000;

export async function writeEdits(
  docx: Uint8Array,
  edits: Edit[],
  author: string,
  date: Date,
  pool?: WorkPool,
  batch: WriteBatch = {},
): Promise<WriteOutcome> {
  if (edits.length === 0) return { docx, refused: [] };
  const { amendableSince, comment } = batch;
  if (pool) {
    const task: WriteTask = { docx, edits, author, date: date.toISOString() };
    if (amendableSince) task.amendableSince = amendableSince.toISOString();
    if (comment) task.comment = comment;
    // The bytes are copied, not moved: apply may write the same base again (all or nothing per item).
    const answer = await pool.run<WriteAnswer>({
      script: WRITE_POOL_TASK_URL,
      message: task,
      timeoutMs: WRITE_TIME_LIMIT_MS,
    });
    if (!answer.ok) throw new Error(answer.error);
    return { docx: answer.result.bytes, refused: answer.result.refused };
  }
  // Loaded on first apply: most requests never need the writer.
  const { applyTrackedChanges } = await import('../../docx/write/index.ts');
  const result = await applyTrackedChanges(
    docx,
    edits,
    amendableSince ? { author, date, amendableSince } : { author, date },
  );
  return { docx: result.bytes, refused: result.refused };
}
