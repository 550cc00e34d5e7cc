/**
 * The state of one pass over a WordprocessingML part (part-reader.ts): the open paragraphs, run,
 * tables, fields and tracked changes, the counters that number paragraphs and tables, and what was
 * seen but not read. The element readers (`*-readers.ts`, one small function per element kind)
 * change it; `append` is where text enters a paragraph, in both views (model.ts rules).
 */
import type { JoinReason, RunFormat, RunSpan, TableCellRef } from '../model.ts';
import { tallyWords, type WordTally } from '../structure/words.ts';
import { otherLanguageTag } from './language-tags.ts';
import type { ParagraphRange, RawBlock } from './part-model.ts';
import type { RunFlags, Styles } from './styles.ts';
import type { NotRead } from './warnings.ts';

export type PartKind = 'document' | 'footnote' | 'endnote';

export interface ParagraphState extends WordTally {
  block: RawBlock;
  /** Text pieces, joined at the end of the paragraph: a flat string, not a rope of += pieces
   * (V8 reads ropes character by character far more slowly, and the checks read a lot). */
  pieces: string[];
  length: number;
  originalPieces: string[];
  /** Some piece is in one view only (a tracked insertion or deletion): the views differ. */
  revised: boolean;
  runIndex: number;
  directOutline: number | null;
  directNumbered: boolean | null;
  /** Characters of text tagged with a language other than English, by tag (null until one is met). */
  otherLanguages: Map<string, number> | null;
  /** The accepted view runs this paragraph on into its next sibling (paragraph-rules.ts), and why. */
  joinsNext: JoinReason | null;
  /** Who deleted the paragraph mark, when the file names one. */
  markDeletedBy: string | undefined;
  /**
   * The paragraph mark is a tracked insertion (`w:pPr/w:rPr/w:ins`, §17.13.5.16): the original
   * view runs this paragraph on into the next one. `null` when it is not; the author when named.
   */
  markInserted: { author?: string } | null;
  /** The first paragraph of the block this one's text joins, when it continues one. */
  head: ParagraphState | null;
  /** The paragraph this one continues (its previous sibling, which joins it), when it continues one. */
  after: ParagraphState | null;
}

export interface RunState {
  index: number;
  direct: RunFlags;
  charStyle: string | null;
  /** w:lang/@w:val of the run's own properties, when it has one. */
  directLang: string | null;
  /** Resolved once, at the run's first text (its properties come before any text). */
  format: RunFormat | null;
  /** The run's language when other than English, null for English or none; undefined until resolved. */
  otherLanguage: string | null | undefined;
  /** Hidden by its own properties (`w:rPr/w:vanish`): its text is in neither view (model.ts rules). */
  hidden: boolean;
  /** Its own font is Symbol (`w:rFonts`): its text is in Symbol's codes (symbol-font.ts). */
  symbolFont: boolean;
}

export interface TableState {
  ref: TableCellRef;
}

/**
 * One shared, frozen RunFormat per combination of the four flags: runs are many, combinations
 * are 16, and a shared object is one less allocation per run.
 */
const FORMATS: RunFormat[] = [];
for (let bits = 0; bits < 16; bits++) {
  FORMATS.push(
    Object.freeze({
      bold: (bits & 1) !== 0,
      italic: (bits & 2) !== 0,
      superscript: (bits & 4) !== 0,
      subscript: (bits & 8) !== 0,
    }),
  );
}
function internFormat(bold: boolean, italic: boolean, superscript: boolean, subscript: boolean): RunFormat {
  return FORMATS[(bold ? 1 : 0) | (italic ? 2 : 0) | (superscript ? 4 : 0) | (subscript ? 8 : 0)] as RunFormat;
}

export class ReadingState {
  readonly part: string;
  readonly kind: PartKind;
  readonly styles: Styles;
  readonly notRead: NotRead;
  /** Blocks by paragraphIndex; a paragraph whose text joined its head's block leaves null. */
  readonly blocks: (RawBlock | null)[] = [];
  readonly ranges: ParagraphRange[] = [];
  /** Open paragraphs, outermost first (a text box's paragraphs sit inside their anchor's). */
  readonly paragraphs: ParagraphState[] = [];
  /** The innermost open paragraph (paragraphs' last), kept in a field: it is asked for constantly. */
  top: ParagraphState | undefined = undefined;
  readonly tables: TableState[] = [];
  tableCounter = 0;
  paragraphCounter = 0;
  textboxDepth = 0;
  run: RunState | null = null;
  /** Open w:ins / w:moveTo and w:del / w:moveFrom wrappers (not the markers inside properties). */
  inserted = 0;
  deleted = 0;
  /** Authors of the innermost open w:ins / w:del, for the preview's "changes shown". */
  insertAuthor: string | undefined = undefined;
  deleteAuthor: string | undefined = undefined;
  /** Open w:hyperlink elements: their text is marked `link` on its runs. */
  hyperlinks = 0;
  readonly noteReferences = { footnote: new Set<string>(), endnote: new Set<string>() };
  /** Elements open inside an ignored subtree (its root counted): nothing there is read. */
  skipDepth = 0;
  inPPr = 0;
  inRPr = 0;
  /** Elements open inside an equation (its root counted): not text, but runs keep their numbers. */
  mathDepth = 0;
  noteId: string | null = null;
  /** Inside a separator or continuation note (paragraph-rules.ts): its paragraphs do not count. */
  skipNote = false;
  /** Field stack: true while in the instruction part (before `separate`). Spans paragraphs. */
  readonly fields: boolean[] = [];
  /** How many of `fields` are in their instruction part. */
  instructions = 0;
  /** Inside w:t (accepted text) or w:delText (deleted text): the scanner's text is wanted. */
  collectText: 'text' | 'deleted' | null = null;
  /** Elements open around the scanner's position (a paragraph's siblings open at its own depth). */
  depth = 0;
  /** The paragraph just closed, while only markers have followed it at its depth (paragraph-rules.ts). */
  previous: { state: ParagraphState; depth: number } | null = null;
  /** Set while a paragraph opens right after its previous sibling (only markers between). */
  nextSibling: ParagraphState | null = null;

  constructor(part: string, kind: PartKind, styles: Styles, notRead: NotRead) {
    this.part = part;
    this.kind = kind;
    this.styles = styles;
    this.notRead = notRead;
  }

  /** The current run's bold/italic/superscript/subscript: its own, else its character style's, else its paragraph style's. */
  runFormat(paragraph: ParagraphState): RunFormat {
    const run = this.run;
    if (run?.format) return run.format;
    const direct = run?.direct ?? {};
    const character = this.styles.runFlags(run?.charStyle ?? null);
    const paragraphFlags = this.styles.runFlags(paragraph.block.styleId, true);
    const format = internFormat(
      direct.bold ?? character.bold ?? paragraphFlags.bold ?? false,
      direct.italic ?? character.italic ?? paragraphFlags.italic ?? false,
      direct.superscript ?? character.superscript ?? paragraphFlags.superscript ?? false,
      direct.subscript ?? character.subscript ?? paragraphFlags.subscript ?? false,
    );
    if (run) run.format = format;
    return format;
  }

  /** The run's language when Word records one other than English (run, character style, paragraph style, defaults). */
  runOtherLanguage(paragraph: ParagraphState): string | null {
    const run = this.run;
    if (run?.otherLanguage !== undefined) return run.otherLanguage;
    const other =
      run?.directLang != null
        ? otherLanguageTag(run.directLang)
        : this.styles.otherLanguage(paragraph.block.styleId, run?.charStyle ?? null);
    if (run) run.otherLanguage = other;
    return other;
  }

  /** Adds text to the current paragraph, and its words to the paragraph's tally. */
  append(text: string, isDeletedText: boolean): void {
    const paragraph = this.top;
    if (!paragraph || text.length === 0 || this.mathDepth > 0 || this.run?.hidden) return;
    if (this.instructions > 0) return;
    const isDeleted = this.deleted > 0 || isDeletedText;
    if (!isDeleted) this.appendAccepted(paragraph, text);
    else if (this.inserted === 0) this.appendDeletion(paragraph, text);
    if (this.inserted === 0) paragraph.originalPieces.push(text);
    if (isDeleted === (this.inserted === 0)) paragraph.revised = true;
  }

  /** Text of the accepted view: a piece of the paragraph and of its current run span. */
  private appendAccepted(paragraph: ParagraphState, text: string): void {
    const block = paragraph.block;
    const start = paragraph.length;
    paragraph.pieces.push(text);
    paragraph.length += text.length;
    tallyWords(paragraph, text);
    const other = this.runOtherLanguage(paragraph);
    if (other !== null) {
      paragraph.otherLanguages ??= new Map();
      paragraph.otherLanguages.set(other, (paragraph.otherLanguages.get(other) ?? 0) + text.length);
    }
    const format = this.runFormat(paragraph);
    const inField = this.fields.length > 0;
    const isInserted = this.inserted > 0;
    const inLink = this.hyperlinks > 0;
    const author = isInserted ? this.insertAuthor : undefined;
    const last = block.runs[block.runs.length - 1];
    const runIndex = this.run?.index ?? paragraph.runIndex;
    if (
      last &&
      last.runIndex === runIndex &&
      last.end === start &&
      last.inField === inField &&
      last.inserted === isInserted &&
      (last.link ?? false) === inLink &&
      last.author === author
    ) {
      last.end = paragraph.length;
    } else {
      const span: RunSpan = { start, end: paragraph.length, runIndex, format, inField, inserted: isInserted };
      if (inLink) span.link = true;
      if (author !== undefined) span.author = author;
      block.runs.push(span);
    }
  }

  /** Deleted text of the original: where it stood in the accepted text, and who deleted it. */
  private appendDeletion(paragraph: ParagraphState, text: string): void {
    const block = paragraph.block;
    if (!block.deletions) block.deletions = [];
    const deletions = block.deletions;
    const last = deletions[deletions.length - 1];
    const author = this.deleteAuthor;
    if (last && last.at === paragraph.length && last.author === author) last.text += text;
    else deletions.push(author === undefined ? { at: paragraph.length, text } : { at: paragraph.length, text, author });
  }
}
