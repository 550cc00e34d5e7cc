/**
 * The preview's document structure (issue 18): each block of the manuscript model with what the
 * page needs to render it as a document — heading level, list item, caption, table cell, notes —
 * its formatting runs, and the version's tracked changes (insertions from the runs, deletions
 * found by comparing the block's original view with its accepted view).
 */
import { diffChars } from 'diff';
import type { PreviewBlock, PreviewBlockKind, PreviewRun } from '../../contract/api/session-work.ts';
import type { Block, Manuscript } from '../../docx/model.ts';

export function previewBlocks(manuscript: Manuscript): PreviewBlock[] {
  const captions = new Set(manuscript.structure.captions.map((c) => c.block));
  const title = new Set(manuscript.structure.title?.blocks ?? []);
  return manuscript.blocks.map((block) => {
    const kind = kindOf(block, captions, title);
    const preview: PreviewBlock = {
      start: block.start,
      end: block.start + block.text.length,
      kind,
      runs: runsOf(block),
    };
    if (kind === 'heading') preview.level = Math.min(6, (block.outlineLevel ?? 0) + 1);
    if (block.table) preview.cell = { ...block.table };
    if (block.originalText !== block.text) {
      const deletions = deletionsOf(block);
      if (deletions.length > 0) preview.deletions = deletions;
    }
    return preview;
  });
}

function kindOf(block: Block, captions: Set<number>, title: Set<number>): PreviewBlockKind {
  if (block.kind !== 'paragraph') return block.kind;
  if (title.has(block.index)) return 'title';
  if (captions.has(block.index)) return 'caption';
  if (block.outlineLevel !== null && block.text.trim() !== '') return 'heading';
  if (block.isListItem) return 'list-item';
  return 'paragraph';
}

/** Runs with their formatting; neighbours that look the same are merged, plain runs carry no flags. */
function runsOf(block: Block): PreviewRun[] {
  const runs: PreviewRun[] = [];
  for (const span of block.runs) {
    if (span.end <= span.start) continue;
    const run: PreviewRun = { start: span.start, end: span.end };
    if (span.format.bold) run.b = true;
    if (span.format.italic) run.i = true;
    if (span.format.superscript) run.sup = true;
    else if (span.format.subscript) run.sub = true;
    if (span.inserted) run.ins = true;
    const last = runs[runs.length - 1];
    if (last && last.end === run.start && sameLook(last, run)) last.end = run.end;
    else runs.push(run);
  }
  return runs;
}

function sameLook(a: PreviewRun, b: PreviewRun): boolean {
  return a.b === b.b && a.i === b.i && a.sup === b.sup && a.sub === b.sub && a.ins === b.ins;
}

/**
 * The original view is the accepted view with insertions taken out and deletions put back. So the
 * accepted text without its inserted runs is a subsequence of the original, and a character diff of
 * the two finds exactly the deleted pieces; each is placed at its offset in the accepted text.
 */
function deletionsOf(block: Block): { at: number; text: string }[] {
  // kept[i] is the accepted-text offset of the i-th kept (not inserted) character.
  const keptOffsets: number[] = [];
  let kept = '';
  let cursor = 0;
  const inserted = block.runs.filter((r) => r.inserted).sort((a, b) => a.start - b.start);
  for (const run of [...inserted, { start: block.text.length, end: block.text.length }]) {
    for (let offset = cursor; offset < run.start; offset++) keptOffsets.push(offset);
    kept += block.text.slice(cursor, run.start);
    cursor = Math.max(cursor, run.end);
  }
  const deletions: { at: number; text: string }[] = [];
  let inKept = 0;
  for (const part of diffChars(block.originalText, kept)) {
    if (part.removed) {
      const at = inKept < keptOffsets.length ? (keptOffsets[inKept] ?? block.text.length) : block.text.length;
      deletions.push({ at, text: part.value });
    } else if (!part.added) inKept += part.value.length;
    // An `added` part would mean the model's two views disagree; nothing is shown for it.
  }
  return deletions;
}
