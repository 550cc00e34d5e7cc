/**
 * The tracked-changes writer (src/docx/write) as apply uses it: every edit carries the text it
 * expects to replace, and the writer refuses edits one by one (cutting a field, text that moved)
 * with its reason while the others are written.
 */
import type { Edit } from '../../docx/write/index.ts';

export type ReplaceEdit = Extract<Edit, { kind: 'replace' }>;

export interface WriteOutcome {
  docx: Uint8Array;
  /** Indexes (into the given edits) the writer refused, with its reason. */
  refused: { index: number; reason: string }[];
}

export async function writeEdits(docx: Uint8Array, edits: ReplaceEdit[], author: string, date: Date): Promise<WriteOutcome> {
  if (edits.length === 0) return { docx, refused: [] };
  // Loaded on first apply: most requests never need the writer.
  const { applyTrackedChanges } = await import('../../docx/write/index.ts');
  const result = await applyTrackedChanges(docx, edits, { author, date });
  return { docx: result.bytes, refused: result.refused };
}
