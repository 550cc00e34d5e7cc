/**
 * Cuts one preview block into the pieces the page renders (issue 18): stretches of text with one
 * look (bold, italic, super/subscript, tracked insertion), the version's deletions and the note
 * reference marks at their places, an inserted paragraph mark at the end, and whether each piece lies in the highlighted range. Pure: the component only maps pieces to
 * elements, and a test can check the cutting without a browser.
 */
import type { PreviewBlock, PreviewRun } from '../../../src/contract/api/session-work.ts';
import type { Range } from '../../../src/contract/checks.ts';

export type Piece =
  | { kind: 'text'; text: string; run: PreviewRun | null; marked: boolean }
  | { kind: 'deleted'; text: string; author: string | undefined; marked: boolean }
  /** A footnote / endnote reference mark: drawn, never text (it is not in SPEC's preview text). */
  | { kind: 'note'; note: 'footnote' | 'endnote'; number: number; marked: boolean }
  /** The block's paragraph mark, a tracked insertion: drawn ("¶") when changes are shown, never text. */
  | { kind: 'inserted-mark'; author: string | undefined; marked: false };

/** `text` is the block's own text; `highlight` is in preview-text offsets (SPEC's coordinates). */
export function piecesOf(block: PreviewBlock, text: string, highlight: Range | null): Piece[] {
  const length = text.length;
  const hs = highlight ? Math.max(0, highlight.start - block.start) : -1;
  const he = highlight ? Math.min(length, highlight.end - block.start) : -1;
  const marks = highlight !== null && he > hs && hs < length && he > 0;
  const cuts = new Set<number>([0, length]);
  for (const run of block.runs) {
    cuts.add(Math.min(length, run.start));
    cuts.add(Math.min(length, run.end));
  }
  if (marks) {
    cuts.add(hs);
    cuts.add(he);
  }
  const deletions = block.deletions ?? [];
  for (const d of deletions) cuts.add(Math.min(length, d.at));
  const notes = [...(block.notes ?? [])].sort((a, b) => a.at - b.at);
  for (const n of notes) cuts.add(Math.min(length, n.at));
  const points = [...cuts].sort((a, b) => a - b);

  const pieces: Piece[] = [];
  let runIndex = 0;
  let deletionIndex = 0;
  let noteIndex = 0;
  const sortedDeletions = [...deletions].sort((a, b) => a.at - b.at);
  const inMark = (at: number) => marks && at >= hs && at < he;
  for (let p = 0; p < points.length; p++) {
    const from = points[p] ?? 0;
    while (noteIndex < notes.length && Math.min(length, notes[noteIndex]?.at ?? 0) === from) {
      const n = notes[noteIndex++];
      if (n) pieces.push({ kind: 'note', note: n.kind, number: n.number, marked: marks && from > hs && from < he });
    }
    while (
      deletionIndex < sortedDeletions.length &&
      Math.min(length, sortedDeletions[deletionIndex]?.at ?? 0) === from
    ) {
      const d = sortedDeletions[deletionIndex++];
      if (d) pieces.push({ kind: 'deleted', text: d.text, author: d.author, marked: marks && from > hs && from < he });
    }
    const to = points[p + 1];
    if (to === undefined || to <= from) continue;
    while (runIndex < block.runs.length && (block.runs[runIndex]?.end ?? 0) <= from) runIndex++;
    const candidate = block.runs[runIndex];
    const run = candidate && candidate.start <= from && candidate.end >= to ? candidate : null;
    pieces.push({ kind: 'text', text: text.slice(from, to), run, marked: inMark(from) });
  }
  if (block.markInserted) pieces.push({ kind: 'inserted-mark', author: block.markInserted.author, marked: false });
  return pieces;
}

/** Whether any block carries tracked changes (the "changes shown" / "final" switch is offered then). */
export function hasTrackedChanges(blocks: readonly PreviewBlock[]): boolean {
  return blocks.some(
    (b) => (b.deletions?.length ?? 0) > 0 || b.markInserted !== undefined || b.runs.some((r) => r.ins),
  );
}
