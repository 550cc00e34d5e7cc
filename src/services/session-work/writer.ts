/**
 * The tracked-changes writer as apply uses it. When the writer refuses a batch (an edit that cuts
 * a field, for example), the edits are tried one by one so that only the refused ones are
 * reported back to the writer, each with the writer's reason, and the rest still apply.
 */

export interface ReplaceEdit {
  kind: 'replace';
  block: { part: string; paragraphIndex: number };
  start: number;
  end: number;
  text: string;
}

export interface WriteOutcome {
  docx: Uint8Array;
  /** Indexes (into the given edits) the writer refused, with its reason. */
  refused: { index: number; reason: string }[];
}

async function write(docx: Uint8Array, edits: ReplaceEdit[], author: string, date: Date): Promise<Uint8Array> {
  // Loaded on first apply: the writer is the heaviest part of the engine and most requests never need it.
  const { applyTrackedChanges } = await import('../../docx/write/index.ts');
  const written: unknown = await applyTrackedChanges(docx, edits, { author, date });
  if (written instanceof Uint8Array) return written;
  // Tolerate a writer that answers {docx} with warnings beside it.
  const inner = (written as { docx?: unknown }).docx;
  if (inner instanceof Uint8Array) return inner;
  throw new Error('The tracked-changes writer answered no document');
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function writeEdits(docx: Uint8Array, edits: ReplaceEdit[], author: string, date: Date): Promise<WriteOutcome> {
  if (edits.length === 0) return { docx, refused: [] };
  try {
    return { docx: await write(docx, edits, author, date), refused: [] };
  } catch (batchError) {
    const refused: { index: number; reason: string }[] = [];
    const good: ReplaceEdit[] = [];
    for (const [index, edit] of edits.entries()) {
      try {
        await write(docx, [edit], author, date);
        good.push(edit);
      } catch (error) {
        refused.push({ index, reason: reasonOf(error) });
      }
    }
    if (refused.length === 0) throw batchError; // only the combination fails: a writer bug, not the user's
    return { docx: good.length > 0 ? await write(docx, good, author, date) : docx, refused };
  }
}
