/**
 * Paragraph insertions (issue 14 "Insertions are paragraphs in the right place"). A finding that
 * adds a whole line — a missing statement, a heading, a keyword line — is written by its check as
 * a correction on an empty original at a paragraph's edge with a line break on the paragraph's
 * side: "\nCompeting interests: …" at the end of a paragraph means "a new paragraph after it",
 * "Keywords: …\n" at its start "a new paragraph before it". Apply turns those into new tracked
 * paragraphs (their own tracked paragraph mark), never text glued onto the neighbour:
 * - after a paragraph inside a table (or a caption that heads a table), the new paragraph goes
 *   after the whole table, before the next body paragraph; before a table cell, it goes before the
 *   table (after the last body paragraph before it);
 * - it is styled like the body text beside it (nearest body paragraph that is not a heading,
 *   caption, list item or table cell: its style and its runs' fonts, without emphasis).
 */
import type { Edit } from '../../docx/write/index.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import type { Located } from './locate.ts';

export type ParagraphInsert = Extract<Edit, { kind: 'insert-paragraph' | 'insert-paragraph-before' }>;

export interface InsertionPlan {
  /** One edit per new paragraph, in reading order. */
  edits: ParagraphInsert[];
  /** The paragraph the new ones sit next to, and on which side. */
  anchor: Block;
  side: 'after' | 'before';
  /** The new paragraphs' texts, in order. */
  lines: string[];
}

/** The new paragraphs' lines when `correction` at `at` (empty original) adds whole paragraphs. */
export function paragraphLines(
  at: Located,
  original: string,
  correction: string,
): { side: 'after' | 'before'; lines: string[] } | null {
  if (original !== '' || at.start !== at.end) return null;
  const atEnd = at.start === at.block.text.length;
  if (atEnd && correction.startsWith('\n')) return { side: 'after', lines: splitLines(correction.slice(1)) };
  if (at.start === 0 && !atEnd && correction.endsWith('\n'))
    return { side: 'before', lines: splitLines(correction.slice(0, -1)) };
  return null;
}

function splitLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/** The edits that write `lines` as new paragraphs beside `at.block`, or a reason they cannot go there. */
export function planParagraphInsertion(
  manuscript: Manuscript,
  at: Located,
  side: 'after' | 'before',
  lines: string[],
): InsertionPlan | string {
  if (lines.length === 0) return 'The correction adds an empty line; there is nothing to insert.';
  const place = placeFor(manuscript, at.block, side);
  if (!place) return 'There is no paragraph outside the table to put the new text next to; add it in Word instead.';
  const like = bodyNeighbour(manuscript, place.anchor);
  const likeRef = like ? { like: { part: like.part, paragraphIndex: like.paragraphIndex } } : { styleId: null };
  const ref = { part: place.anchor.part, paragraphIndex: place.anchor.paragraphIndex };
  const edits: ParagraphInsert[] = lines.map((text) =>
    place.side === 'after'
      ? { kind: 'insert-paragraph', after: ref, text, ...likeRef }
      : { kind: 'insert-paragraph-before', before: ref, text, ...likeRef },
  );
  return { edits, anchor: place.anchor, side: place.side, lines };
}

function isCaption(manuscript: Manuscript, block: Block): boolean {
  return manuscript.structure.captions.some((c) => c.block === block.index);
}

/** Where the new paragraphs really go: never into a table, never between a caption and its table. */
function placeFor(
  manuscript: Manuscript,
  block: Block,
  side: 'after' | 'before',
): { anchor: Block; side: 'after' | 'before' } | null {
  const { blocks } = manuscript;
  const next = blocks[block.index + 1];
  const headsTable = isCaption(manuscript, block) && next?.kind === 'table-cell' && next.part === block.part;
  if (side === 'after' && (block.kind === 'table-cell' || headsTable)) {
    // After the table: before the first body paragraph that follows it in the same part.
    for (let i = block.index + 1; i < blocks.length; i++) {
      const b = blocks[i] as Block;
      if (b.part !== block.part) break;
      if (b.kind === 'paragraph') return { anchor: b, side: 'before' };
    }
    const before = previousBodyParagraph(manuscript, headsTable ? block.index - 1 : block.index);
    return before ? { anchor: before, side: 'after' } : null;
  }
  if (side === 'before' && block.kind === 'table-cell') {
    const before = previousBodyParagraph(manuscript, block.index);
    return before ? { anchor: before, side: 'after' } : null;
  }
  return { anchor: block, side };
}

/** The last body-level paragraph (not in a table) before `index` in the same part, skipping a caption that heads the table. */
function previousBodyParagraph(manuscript: Manuscript, index: number): Block | null {
  const part = manuscript.blocks[index]?.part;
  for (let i = index; i >= 0; i--) {
    const b = manuscript.blocks[i] as Block;
    if (b.part !== part) return null;
    if (b.kind === 'paragraph' && b.table === null) return b;
  }
  return null;
}

function isBodyText(manuscript: Manuscript, block: Block): boolean {
  return (
    block.kind === 'paragraph' &&
    block.table === null &&
    block.outlineLevel === null &&
    !block.isListItem &&
    block.text.trim().length >= 40 &&
    !isCaption(manuscript, block)
  );
}

/** The nearest body-text paragraph of the same part: before the anchor first, then after it. */
function bodyNeighbour(manuscript: Manuscript, anchor: Block): Block | null {
  const { blocks } = manuscript;
  for (let i = anchor.index; i >= 0; i--) {
    const b = blocks[i] as Block;
    if (b.part === anchor.part && isBodyText(manuscript, b)) return b;
  }
  for (let i = anchor.index + 1; i < blocks.length; i++) {
    const b = blocks[i] as Block;
    if (b.part === anchor.part && isBodyText(manuscript, b)) return b;
  }
  return null;
}
