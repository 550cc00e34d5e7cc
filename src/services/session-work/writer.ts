/**
 * The tracked-changes writer (src/docx/write) as apply uses it: every edit carries the text it
 * expects to replace, and the writer refuses edits one by one (cutting a field, text that moved)
 * with its reason while the others are written. With a worker pool the writer runs off the event
 * loop (the server's case); without one, in this thread (tools and tests).
 */
import type { Edit } from '../../docx/write/index.ts';
import type { WorkerPool } from '../../jobs/worker-pool.ts';
import type { WriteAnswer, WriteTask } from './write-worker.ts';

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

export const WRITE_WORKER_URL = new URL('./write-worker.ts', import.meta.url);

/** Longest a write may take before the apply is answered with an error. */
const WRITE_TIME_LIMIT_MS = 60_000;

export async function writeEdits(
  docx: Uint8Array,
  edits: Edit[],
  author: string,
  date: Date,
  pool?: WorkerPool,
  batch: WriteBatch = {},
): Promise<WriteOutcome> {
  if (edits.length === 0) return { docx, refused: [] };
  const { amendableSince, comment } = batch;
  if (pool) {
    const task: WriteTask = { docx, edits, author, date: date.toISOString() };
    if (amendableSince) task.amendableSince = amendableSince.toISOString();
    if (comment) task.comment = comment;
    const answer = await pool.run<WriteAnswer>(task, WRITE_TIME_LIMIT_MS);
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
