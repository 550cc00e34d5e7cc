/**
 * What reading one WordprocessingML part gives (part-reader.ts `readPart`): its blocks before they
 * get their place in the manuscript, and where each paragraph stands in the part's bytes.
 */
import type { Block, JoinReason } from '../model.ts';
import type { NamespaceScope } from '../xml/parse.ts';

/** A block before it gets its place in the manuscript (its index and preview offset). */
export interface RawBlock extends Omit<Block, 'index' | 'start' | 'noteId' | 'hasDrawing'> {
  /** The paragraph holds a picture or drawing (figure placeholders, embedded figures). */
  hasDrawing: boolean;
  /** For notes: the note id. */
  noteId: string | null;
  /** Words of `text` (structure/words.ts rule), counted while reading. */
  words: number;
}

/** Phase of an open complex field (ECMA-376 Part 1 §17.16.18: begin → instruction, separate → result). */
export type FieldPhase = 'instruction' | 'result';

/**
 * Where a block's `w:p` element stands in its part: what the tracked-changes writer (src/docx/write)
 * addresses paragraphs by, so both number and place them by this one reading. Kept beside the
 * blocks, not in the manuscript model served to clients.
 */
export interface ParagraphRange {
  /** Offset of the start tag's "<" and offset just after the end tag, in the part's UTF-8 bytes. */
  start: number;
  end: number;
  /** `paragraphIndex` of the outermost paragraph holding this one (a text box's anchor); its own when not nested. */
  outer: number;
  /** Complex fields still open where the paragraph starts (fields may span paragraphs), outermost first. */
  fieldsIn: readonly FieldPhase[];
  /** Namespace declarations in scope at the start tag. */
  namespaces: NamespaceScope;
  /** paragraphIndex of the next paragraph when it is this one's next sibling (paragraph-rules.ts markers between at most), else null. */
  next: number | null;
  /** Set when the accepted view joins this paragraph with `next` (paragraph-rules.ts): its mark is deleted, or it is a drop cap. */
  joinsNext: JoinReason | null;
  /**
   * Present when the paragraph mark is a tracked insertion (`w:pPr/w:rPr/w:ins`): the original
   * view has no mark here, so a join across it restores no break there.
   */
  markInserted?: true;
  /** paragraphIndex of the first paragraph of the block holding this paragraph's text: its own unless it continues a joined block. */
  head: number;
}

export interface PartReadResult {
  blocks: RawBlock[];
  /** `ranges[i]` is where block `i` (paragraphIndex i) stands in the part. */
  ranges: ParagraphRange[];
  /** Ids of the footnotes and endnotes this part refers to in its accepted view (custom marks included). */
  noteReferences: { footnote: Set<string>; endnote: Set<string> };
}

export interface PartReadOptions {
  /** false: read the paragraphs and their ranges but decode no text (the writer's use). Default true. */
  text?: boolean;
}
