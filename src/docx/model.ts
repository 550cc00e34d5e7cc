/**
 * The manuscript model: what the document engine reads out of a .docx and what every check,
 * the preview and the tracked-changes writer work on. Pure data, no XML.
 *
 * Text rules (shared by the reader and the tracked-changes writer, so that an offset means the
 * same character to both — a test compares them on every corpus file):
 * - A block is one `w:p` (body, table cell, footnote, endnote or text box paragraph), or several
 *   that the accepted view joins into one (paragraph-rules.ts): a paragraph whose mark is deleted
 *   (`w:pPr/w:rPr/w:del` or `w:moveFrom`) and a drop cap (`w:pPr/w:framePr/@w:dropCap` "drop" or
 *   "margin") run on into the next paragraph, with nothing between, as in Word. Such a block is
 *   addressed by its first paragraph (`paragraphIndex`), lists the others in `joined`, and takes
 *   its style, outline level and numbering from its last paragraph (the paragraph mark that stays).
 * - Its `text` is the accepted view: `w:t` text; `w:ins` / `w:moveTo` content in; `w:del` /
 *   `w:moveFrom` content (w:delText) out; `w:tab` and `w:ptab` → "\t"; `w:br` and `w:cr` → "\n"
 *   except page/column breaks (`w:br w:type="page|column"`) which add nothing;
 *   `w:noBreakHyphen` → "-" (U+002D); `w:softHyphen` → nothing; `w:sym` → its character
 *   (read/symbol-font.ts: the Symbol font's codes mapped to Unicode, picture fonts nothing, a
 *   plain code point its character);
 *   fields show their result, never their instruction (`w:instrText`, `w:fldSimple/@w:instr`);
 *   a run hidden by its own `w:rPr/w:vanish` adds nothing (Word neither shows nor prints it);
 *   comments (`w:commentReference`, comment ranges) are not text; footnote/endnote references
 *   add nothing to the paragraph's text (the note is its own block); `Block.noteRefs` says where they stand.
 * - `originalText` is the same with every tracked change rejected (w:ins out, w:del in); a deleted
 *   paragraph mark inside a joined block is a "\n" there (and a `TrackedDeletion` of "\n"), a drop
 *   cap's join nothing, and so is a mark both inserted and deleted (never in either view). An
 *   inserted paragraph mark (`w:pPr/w:rPr/w:ins`) keeps the blocks apart in the accepted view;
 *   `Block.insertedMark` says the original view runs the block on into the next one.
 * - Paragraphs nested inside a text box (`w:txbxContent`) are their own blocks of kind 'textbox'
 *   and add nothing to the text of the paragraph that anchors them.
 */

export type BlockKind = 'paragraph' | 'table-cell' | 'footnote' | 'endnote' | 'textbox';

/** Character formatting that checks care about. */
export interface RunFormat {
  bold: boolean;
  italic: boolean;
  superscript: boolean;
  subscript: boolean;
}

/**
 * One stretch of a block's accepted-view text and the run it came from.
 * `start`/`end` are offsets in `Block.text` (end exclusive). `runIndex` counts the `w:r`
 * elements of the paragraph in document order (all of them, including runs inside `w:del`,
 * `w:ins`, `w:hyperlink`, `w:smartTag`, `w:sdt`, fields), starting at 0.
 */
export interface RunSpan {
  start: number;
  end: number;
  runIndex: number;
  format: RunFormat;
  /** True when the text sits inside a field result (the writer refuses edits that cut it). */
  inField: boolean;
  /** True when the text is a tracked insertion already present in the file. */
  inserted: boolean;
  /** Present (true) when the text sits inside a hyperlink (`w:hyperlink`). */
  link?: true;
  /** Who made the tracked insertion (w:ins/@w:author), when inserted and the file names one. */
  author?: string;
}

/** Text a tracked deletion took out of a block: not in `text`, in `originalText`. */
export interface TrackedDeletion {
  /** Offset in the block's `text` where the deleted text stood. */
  at: number;
  text: string;
  /** Who deleted it (w:del/@w:author), when the file names one. */
  author?: string;
}

/** Why the accepted view runs a paragraph on into the next one (model.ts rules, paragraph-rules.ts). */
export type JoinReason = 'deleted-mark' | 'drop-cap';

/** A paragraph whose text continues a block: the later paragraphs of a joined block. */
export interface JoinedParagraph {
  /** The paragraph's own `paragraphIndex` in its part. */
  paragraphIndex: number;
  /** Offset in the block's `text` where this paragraph's text starts. */
  at: number;
  /** Why it is joined to the paragraph before it: that paragraph's mark is deleted, or it is a drop cap. */
  by: JoinReason;
  /**
   * Present when that deleted mark was itself a tracked insertion (`w:ins` and `w:del` in
   * `w:pPr/w:rPr`): the mark is in neither view, so the original view has no break here either.
   */
  markInserted?: true;
}

export interface TableCellRef {
  /** 0-based index of the `w:tbl` among all top-level and nested tables of the part. */
  table: number;
  row: number;
  cell: number;
}

/**
 * A footnote or endnote reference mark in a paragraph (the superscript "¹" Word draws after
 * "N = 40"). It adds nothing to the block's `text` (the rules above), so checks, coordinates and
 * offsets are the same with or without it; the preview draws it at `at`.
 */
export interface NoteReference {
  /** Offset in the block's `text` where the mark stands. */
  at: number;
  kind: 'footnote' | 'endnote';
  /** The note's `w:id`: the footnote / endnote blocks with this `noteId`. */
  id: string;
  /** The number Word shows: the reference's place among the document's references of its kind, from 1. */
  number: number;
}

export interface Block {
  /** Index in `Manuscript.blocks`, which is preview order. */
  index: number;
  kind: BlockKind;
  /** Zip path of the part holding the paragraph, e.g. 'word/document.xml'. */
  part: string;
  /**
   * Index of this `w:p` among the `w:p` elements of its part that the reader reads, in document
   * order (0-based): paragraphs inside `mc:Fallback` (the reader takes the first `mc:Choice`) and
   * inside separator / continuation-separator notes are not counted. The writer counts the same
   * way; tests/writer/agreement.test.ts compares the two on every corpus paragraph. For a block
   * of joined paragraphs, the first one's: the writer finds the others from it (`joined`).
   */
  paragraphIndex: number;
  /**
   * Present when the block joins several `w:p` (a deleted paragraph mark, a drop cap): the
   * paragraphs after the first, in order, and where each one's text starts in `text`.
   */
  joined?: JoinedParagraph[];
  /** Paragraph style id (w:pStyle/@w:val), null when none. */
  styleId: string | null;
  /** Human style name from styles.xml (e.g. "heading 1", "Title"), null when none. */
  styleName: string | null;
  /** 0-based outline level from the style chain or w:outlineLvl; null for body text. */
  outlineLevel: number | null;
  /** True when the paragraph has numbering (w:numPr, directly or via its style). */
  isListItem: boolean;
  /** Accepted view text. */
  text: string;
  /** Original view text (tracked changes rejected). */
  originalText: string;
  /** Offset of `text` in `Manuscript.previewText`. */
  start: number;
  runs: RunSpan[];
  table: TableCellRef | null;
  /** The block's tracked deletions in order, when it has any (the preview shows them struck). */
  deletions?: TrackedDeletion[];
  /**
   * Footnote / endnote reference marks in the accepted view, in order, when the paragraph has any.
   * Marks with a custom symbol (`w:customMarkFollows`) are not listed: their symbol is the run's own text.
   */
  noteRefs?: NoteReference[];
  /** Footnote and endnote blocks: the `w:id` of the note the paragraph belongs to. */
  noteId?: string;
  /**
   * Present when the paragraph mark that ends the block is a tracked insertion
   * (`w:pPr/w:rPr/w:ins`, ECMA-376 §17.13.5.16), with its author when the file names one: the
   * accepted view keeps the block apart from the next one (as `text` shows), the original view
   * runs it on into the next block with nothing between (the paragraph was split by the edit),
   * and "Changes shown" draws the mark as inserted.
   */
  insertedMark?: { author?: string };
  /** Present (true) when the paragraph holds a picture or drawing (an embedded figure, a table pasted as an image). */
  hasDrawing?: true;
  /**
   * The language Word records for most of the text (w:lang on the runs, else their character and
   * paragraph styles, else the document defaults), present only when it is not English: "sv-SE",
   * "de-DE". English tags are never kept (they say nothing reliable about UK or US spelling).
   */
  lang?: string;
}

export type SectionRole =
  | 'front-matter'
  | 'title'
  | 'authors'
  | 'affiliations'
  | 'abstract'
  | 'keywords'
  | 'key-points'
  | 'plain-language-summary'
  | 'main'
  | 'acknowledgements'
  | 'funding'
  | 'disclosures'
  | 'ethics'
  | 'trial-registration'
  | 'data-availability'
  | 'author-contributions'
  | 'abbreviations'
  | 'references'
  | 'supplementary'
  | 'back-matter';

export interface Section {
  /** Heading text as written, or null for text before the first heading. */
  heading: string | null;
  /** Block index of the heading paragraph, null when the section has none. */
  headingBlock: number | null;
  role: SectionRole;
  /** 1 for a top-level heading, 2 for its sub-sections, …; 0 for text before any heading. */
  level: number;
  /** Block indexes [blockStart, blockEnd) that the section covers, heading included. */
  blockStart: number;
  blockEnd: number;
  /** Words of the section's body paragraphs (not the heading, not tables, not captions). */
  words: number;
}

/**
 * A piece of text made of whole blocks. It holds no copy of their text (the main text alone is
 * most of the manuscript): `regionText` joins it when a check needs it.
 */
export interface TextRegion {
  blocks: number[];
  words: number;
}

/** A region's text: its blocks' accepted-view text joined with line breaks, as in the preview. */
export function regionText(manuscript: Pick<Manuscript, 'blocks'>, region: Pick<TextRegion, 'blocks'>): string {
  return region.blocks.map((index) => manuscript.blocks[index]?.text ?? '').join('\n');
}

export interface AbstractInfo extends TextRegion {
  /** Words including structured-abstract labels such as "Background:". */
  wordsWithLabels: number;
  /** Labels of a structured abstract, in order ("Background", "Methods", …). */
  labels: string[];
  structured: boolean;
}

export interface KeywordsInfo {
  /** Block holding the keyword line (or the first of a keyword list). */
  blocks: number[];
  /** The label as written, e.g. "Keywords:", "Key words". */
  label: string;
  items: string[];
  /** The separator used between items (";", ",", "·", …), or "list" for one per paragraph. */
  separator: string;
}

export interface CaptionInfo {
  kind: 'figure' | 'table';
  block: number;
  /** "Figure 1", "Table 2", "Fig. 3A", … as written; null when unlabelled. */
  label: string | null;
}

export interface ReferenceEntry {
  block: number;
  /** The reference's number when numbered (label "12." / "[12]" or Word list numbering). */
  number: number | null;
  /** The entry text without its leading label. */
  text: string;
  /** Offset in the block's text where `text` starts (after the label). */
  textStart: number;
}

export type CitationStyle = 'numeric-square' | 'numeric-round' | 'superscript' | 'author-year';

export interface Citation {
  block: number;
  /** Offsets in the block's text, end exclusive. */
  start: number;
  end: number;
  /** The citation as written: "[3–5]", "(Smith et al., 2010)", "¹²". */
  raw: string;
  style: CitationStyle;
  /** Reference numbers cited, ranges expanded (numeric styles); for author-year the 1-based
   * positions of the matched references in the list, when matched. */
  numbers: number[];
  /** True when the written range is malformed (e.g. "5–3", "3–"). */
  malformed: boolean;
}

export type StatementKind =
  | 'acknowledgements'
  | 'funding'
  | 'disclosures'
  | 'ethics'
  | 'trial-registration'
  | 'data-availability'
  | 'author-contributions';

/** What a block is, in the words manuscript readers (and the role annotations) use. */
export type BlockRoleName =
  | 'title'
  | 'authors'
  | 'affiliations'
  | 'front-matter'
  | 'heading'
  | 'abstract'
  | 'keywords'
  | 'key-points'
  | 'summary'
  | 'body'
  | 'caption'
  | 'table'
  | 'table-note'
  | 'box'
  | 'statement'
  | 'reference'
  | 'footnote'
  | 'supplementary'
  | 'placeholder'
  | 'other';

/** A block's role and how sure the engine is of it (0–1; structure/block-roles.ts). */
export interface BlockRole {
  role: BlockRoleName;
  confidence: number;
}

export interface Structure {
  title: TextRegion | null;
  authors: TextRegion | null;
  affiliations: TextRegion | null;
  abstract: AbstractInfo | null;
  keywords: KeywordsInfo | null;
  keySummaryPoints: TextRegion | null;
  plainLanguageSummary: TextRegion | null;
  mainText: TextRegion;
  sections: Section[];
  /** Heading texts in order, as `inspect` reports them. */
  headings: string[];
  captions: CaptionInfo[];
  /** Counts as a reader would count them (tables: data tables, not layout tables holding figures). */
  counts: { references: number; figures: number; tables: number; keywords: number };
  references: ReferenceEntry[];
  citations: Citation[];
  /** Reference numbers in order of first citation (numeric styles). */
  citationOrder: number[];
  /**
   * Set when the evidence for the citation system is mixed (e.g. as many superscript markers as
   * bracketed numbers in running text): what was seen, so checks say so once instead of judging.
   */
  citationsUncertain?: string;
  statements: Partial<Record<StatementKind, TextRegion>>;
  /** Block indexes of footnotes and endnotes. */
  notes: { footnotes: number[]; endnotes: number[] };
  /** Every block's role with its confidence, indexed like `Manuscript.blocks`. */
  roles: BlockRole[];
}

export interface Manuscript {
  blocks: Block[];
  /** Blocks' accepted-view text joined with "\n": what the preview shows. */
  previewText: string;
  structure: Structure;
  /** Everything the engine did not read: a code, a count and words a writer understands
   * ("2 equations were not checked."). */
  warnings: ReaderWarning[];
}

/** Answer of upload validation for a (template, original) pair. */
export interface UploadValidation {
  status: 'ok' | 'failed';
  issues: string[];
  /** What the reader did not check in the original (empty when it failed). */
  warnings: ReaderWarning[];
  /**
   * SHA-256 and size of each file as the reading thread read it from disk, original and template
   * (set when both were uploads on disk and the pair is ok): the blob keys, so the server need not
   * read the files again to hash them.
   */
  digests?: { original: { sha256: string; size: number }; template: { sha256: string; size: number } };
}

/** What a reader warning is about: content the engine saw but did not check. */
export type ReaderWarningCode =
  | 'equations'
  | 'embedded-objects'
  | 'imported-content'
  | 'comments'
  | 'headers-footers'
  | 'unknown-content';

/**
 * Something the reader saw but did not read, as data: a code a program can act on, how many, and
 * the sentence a writer reads ("2 equations were not checked."). Checks use `count`, never the
 * sentence; the session page and the command line show `message`.
 */
export interface ReaderWarning {
  code: ReaderWarningCode;
  count: number;
  message: string;
}
