/**
 * Paragraphs (`w:p`) and the paragraph properties the reader keeps: style, outline level,
 * numbering, drop cap. A paragraph opens a block and its range in the part; at its end tag the
 * block gets its text in both views, its style's name, heading level and list flag, its language,
 * and joins its head's block when the accepted view runs the previous paragraph on into it.
 */
import type { BlockKind } from '../model.ts';
import type { Attributes } from '../xml/parse.ts';
import { elementReader, type ElementReaders } from './element-reader.ts';
import { joinParagraph, mainLanguage } from './joined-paragraphs.ts';
import type { FieldPhase, ParagraphRange, RawBlock } from './part-model.ts';
import type { ParagraphState, ReadingState } from './reading-state.ts';

/** The fields open at most paragraphs' start: none (one shared, frozen array). */
const NO_FIELDS: readonly FieldPhase[] = Object.freeze([]);

function blockKind(s: ReadingState): BlockKind {
  if (s.textboxDepth > 0) return 'textbox';
  if (s.kind === 'footnote') return 'footnote';
  if (s.kind === 'endnote') return 'endnote';
  return s.tables.length > 0 ? 'table-cell' : 'paragraph';
}

function newBlock(s: ReadingState): RawBlock {
  const table = s.tables[s.tables.length - 1];
  return {
    kind: blockKind(s),
    part: s.part,
    paragraphIndex: s.paragraphCounter++,
    styleId: null,
    styleName: null,
    outlineLevel: null,
    isListItem: false,
    text: '',
    originalText: '',
    runs: [],
    table: table && s.textboxDepth === 0 ? { ...table.ref } : null,
    hasDrawing: false,
    noteId: s.kind === 'document' ? null : s.noteId,
    words: 0,
  };
}

function newParagraph(block: RawBlock, head: ParagraphState | null, after: ParagraphState | null): ParagraphState {
  return {
    block,
    pieces: [],
    length: 0,
    originalPieces: [],
    revised: false,
    runIndex: -1,
    directOutline: null,
    directNumbered: null,
    otherLanguages: null,
    joinsNext: null,
    markDeletedBy: undefined,
    markInserted: null,
    head,
    after,
    words: 0,
    inWord: false,
  };
}

/** A paragraph's start: its block, its range, and whether it continues the block of the sibling before it. */
function openParagraph(s: ReadingState, a: Attributes, _name: string, start: number): void {
  const outer = s.top;
  const block = newBlock(s);
  s.blocks.push(block);
  const sibling = s.nextSibling;
  s.nextSibling = null;
  const head = sibling?.joinsNext ? (sibling.head ?? sibling) : null;
  s.ranges.push({
    start,
    end: -1,
    outer: outer ? (s.paragraphs[0] as ParagraphState).block.paragraphIndex : block.paragraphIndex,
    fieldsIn:
      s.fields.length === 0 ? NO_FIELDS : s.fields.map((instruction) => (instruction ? 'instruction' : 'result')),
    namespaces: a.namespaces(),
    next: null,
    joinsNext: null,
    head: head ? head.block.paragraphIndex : block.paragraphIndex,
  });
  if (sibling) {
    const range = s.ranges[sibling.block.paragraphIndex] as ParagraphRange;
    range.next = block.paragraphIndex;
    range.joinsNext = sibling.joinsNext;
  }
  s.top = newParagraph(block, head, head ? sibling : null);
  s.paragraphs.push(s.top);
  if (outer && s.textboxDepth > 0) outer.block.hasDrawing = true;
}

/** A paragraph's end: its text in both views and what its style says. */
function closeParagraph(s: ReadingState, end: number): void {
  const p = s.paragraphs.pop();
  s.top = s.paragraphs[s.paragraphs.length - 1];
  if (!p) return;
  const block = p.block;
  (s.ranges[block.paragraphIndex] as ParagraphRange).end = end;
  if (p.markInserted) (s.ranges[block.paragraphIndex] as ParagraphRange).markInserted = true;
  block.text = p.pieces.length === 1 ? (p.pieces[0] ?? '') : p.pieces.join('');
  block.originalText = !p.revised
    ? block.text
    : p.originalPieces.length === 1
      ? (p.originalPieces[0] ?? '')
      : p.originalPieces.join('');
  block.words = p.words;
  block.styleName = s.styles.name(block.styleId);
  const outline = p.directOutline ?? s.styles.outlineLevel(block.styleId);
  block.outlineLevel = outline === null || outline >= 9 ? null : outline;
  block.isListItem = p.directNumbered ?? s.styles.numbered(block.styleId);
  const lang = p.otherLanguages && mainLanguage(p.otherLanguages, block.text.length);
  if (lang) block.lang = lang;
  // The mark that stays (not one the accepted view deletes) may be a tracked insertion.
  if (p.markInserted && p.joinsNext === null) block.insertedMark = p.markInserted;
  if (p.head) {
    joinParagraph(p.head, p);
    s.blocks[block.paragraphIndex] = null;
  }
  s.previous = { state: p, depth: s.depth };
}

export const PARAGRAPH_READERS: ElementReaders = {
  'w:p': elementReader({ open: openParagraph, close: closeParagraph }),
  'w:pPr': elementReader({
    open: (s) => {
      s.inPPr++;
    },
    close: (s) => {
      s.inPPr--;
    },
  }),
  'w:pStyle': elementReader({
    open: (s, a) => {
      const p = s.top;
      if (p && s.inPPr > 0 && s.inRPr === 0) p.block.styleId = a.get('w:val') ?? null;
    },
  }),
  'w:outlineLvl': elementReader({
    open: (s, a) => {
      const p = s.top;
      if (p && s.inPPr > 0) p.directOutline = Number(a.get('w:val') ?? 9);
    },
  }),
  'w:numId': elementReader({
    open: (s, a) => {
      const p = s.top;
      if (p && s.inPPr > 0) p.directNumbered = (a.get('w:val') ?? '0') !== '0';
    },
  }),
  // A drop cap's large letter runs on into the next paragraph (paragraph-rules.ts).
  'w:framePr': elementReader({
    open: (s, a) => {
      const dropCap = s.inPPr > 0 && s.inRPr === 0 && s.top ? a.get('w:dropCap') : null;
      if (s.top && (dropCap === 'drop' || dropCap === 'margin')) s.top.joinsNext ??= 'drop-cap';
    },
  }),
};
