/**
 * The preview's document structure (issue 18): each block of the manuscript model with what the
 * page needs to render it as a document — heading level, list item, caption, table cell, notes —
 * its formatting runs, the version's tracked changes with their authors (insertions from the
 * runs, deletions as the reader found them), and the footnote / endnote reference marks with the
 * number of the note each opens.
 */
import type { PreviewBlock, PreviewBlockKind, PreviewRun } from '../../contract/api/session-work.ts';
import type { Block, Manuscript } from '../../docx/model.ts';

export function previewBlocks(manuscript: Manuscript): PreviewBlock[] {
  const captions = new Set(manuscript.structure.captions.map((c) => c.block));
  const title = new Set(manuscript.structure.title?.blocks ?? []);
  // Each note's number is that of its first reference mark (Word numbers notes by their references).
  const noteNumbers = new Map<string, number>();
  for (const block of manuscript.blocks)
    for (const ref of block.noteRefs ?? [])
      if (!noteNumbers.has(`${ref.kind}:${ref.id}`)) noteNumbers.set(`${ref.kind}:${ref.id}`, ref.number);
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
    if (block.deletions?.length) preview.deletions = block.deletions.map((d) => ({ ...d }));
    if (block.insertedMark) preview.markInserted = { ...block.insertedMark };
    if (block.noteRefs?.length) preview.notes = block.noteRefs.map(({ at, kind, number }) => ({ at, kind, number }));
    const note = block.noteId === undefined ? undefined : noteNumbers.get(`${block.kind}:${block.noteId}`);
    if (note !== undefined) preview.note = note;
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
    if (span.inserted) {
      run.ins = true;
      if (span.author) run.by = span.author;
    }
    const last = runs[runs.length - 1];
    if (last && last.end === run.start && sameLook(last, run)) last.end = run.end;
    else runs.push(run);
  }
  return runs;
}

function sameLook(a: PreviewRun, b: PreviewRun): boolean {
  return a.b === b.b && a.i === b.i && a.sup === b.sup && a.sub === b.sub && a.ins === b.ins && a.by === b.by;
}
