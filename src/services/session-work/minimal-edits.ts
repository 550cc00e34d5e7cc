/**
 * Minimal tracked edits (issue 14): a correction is written as the smallest word-level deletions
 * and insertions against the original text, so the words it does not change stay in their runs
 * with their formatting (italic journal names, bold volumes, superscripts) and the author sees
 * only what changed. "Lancet 2020;395:1-10." → "Lancet. 2020;395(1):1–10." becomes three small
 * changes (". " added, "(1)" added, "-" → "–"), not the whole reference deleted and retyped.
 */
import { diffWordsWithSpace } from 'diff';
import type { BlockRef, Edit } from '../../docx/write/index.ts';

type ReplaceEdit = Extract<Edit, { kind: 'replace' }>;

/** Corrections longer than this are written as one replacement (the diff's cost grows with both lengths). */
const MAX_DIFF_CHARS = 20_000;

/**
 * The edits that turn `original` (at [start, start + original.length) of the block's text) into
 * `correction`: one per changed stretch, each carrying the text it expects to replace. When the
 * two share no word, one replacement reads better than a change on every other space.
 */
export function minimalEdits(block: BlockRef, start: number, original: string, correction: string): ReplaceEdit[] {
  const whole: ReplaceEdit[] = [
    { kind: 'replace', block, start, end: start + original.length, text: correction, expected: original },
  ];
  if (original === '' || correction === '' || original.length + correction.length > MAX_DIFF_CHARS) return whole;
  const changes = diffWordsWithSpace(original, correction);
  if (!changes.some((c) => !c.added && !c.removed && /[\p{L}\p{N}]/u.test(c.value))) return whole;
  const edits: ReplaceEdit[] = [];
  let at = 0; // offset in `original`
  let pending: { from: number; removed: string; added: string } | null = null;
  const flush = (): void => {
    if (!pending) return;
    edits.push({
      kind: 'replace',
      block,
      start: start + pending.from,
      end: start + pending.from + pending.removed.length,
      text: pending.added,
      expected: pending.removed,
    });
    pending = null;
  };
  for (const change of changes) {
    if (!change.added && !change.removed) {
      flush();
      at += change.value.length;
      continue;
    }
    pending ??= { from: at, removed: '', added: '' };
    if (change.removed) {
      pending.removed += change.value;
      at += change.value.length;
    } else pending.added += change.value;
  }
  flush();
  return edits.length > 0 ? edits : whole;
}
