/**
 * Reads the paragraphs of one WordprocessingML part (document, footnotes or endnotes) into
 * blocks, following the text rules at the top of model.ts exactly. Elements are dispatched by
 * name: the ones that carry text, the wrappers that are transparent, the ones deliberately
 * ignored (formatting, bookmarks, proofing marks) and the ones counted as not read (warnings).
 * Anything else is counted as unknown and reported too, never dropped silently.
 */
import { BETWEEN_PARAGRAPH_MARKERS, ORIGINAL_VIEW_JOIN, UNCOUNTED_NOTE_TYPES } from '../paragraph-rules.ts';
import type { Block, BlockKind, JoinReason, RunFormat, RunSpan, TableCellRef } from '../model.ts';
import { parseXml, utf8Of, type Attributes, type NamespaceScope } from '../xml/parse.ts';
import { tallyWords, type WordTally } from '../structure/words.ts';
import { otherLanguageTag } from './language-tags.ts';
import { onOff, Styles, type RunFlags } from './styles.ts';
import { emptyNotRead, type NotRead } from './warnings.ts';
import { isSymbolFont, symbolCharacter, symbolFontText } from './symbol-font.ts';

/** A block before it gets its place in the manuscript (its index and preview offset). */
export interface RawBlock extends Omit<Block, 'index' | 'start' | 'noteId' | 'hasDrawing'> {
  /** The paragraph holds a picture or drawing (figure placeholders, embedded figures). */
  hasDrawing: boolean;
  /** For notes: the note id. */
  noteId: string | null;
  /** Words of `text` (structure/words.ts rule), counted while reading. */
  words: number;
}

interface ParagraphState extends WordTally {
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

interface RunState {
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

interface TableState {
  ref: TableCellRef;
}

/** Elements with no text and nothing a check needs: skipped with their whole subtree. */
const IGNORED_SUBTREES = new Set([
  'w:rPrChange',
  'w:pPrChange',
  'w:sectPr',
  'w:tblPr',
  'w:tblGrid',
  'w:trPr',
  'w:tcPr',
  'w:tblPrEx',
  'w:instrText',
  'w:delInstrText',
  // A content control's properties (its tag, alias, placeholder, citation flag): settings, not text.
  'w:sdtPr',
  'w:sdtEndPr',
  // A field's private data (a legacy form field's or a reference manager's base64 blob): not text.
  'w:fldData',
  'mc:Fallback',
  'w:sectPrChange',
  'w:tblPrChange',
  'w:numberingChange',
]);

/**
 * Prefixes of DrawingML, VML and Word's later drawing extensions (a14:useLocalDpi, wp14:pctWidth,
 * w14:…): pictures and their settings, never manuscript text (a text box's text is in
 * w:txbxContent, which is read). Their elements are passed over, not reported as unread content.
 */
const DRAWING_INTERNALS = /^(a\d*|wp\d*|pic\d*|wps|wpg|wpc|v|o|w10|w1[4-9]\w*|c\d*|cx\d*|dgm\d*|asvg|adec|lc):/;

/** Elements whose content is read as if they were not there. */
const TRANSPARENT = new Set([
  'w:body',
  'w:smartTag',
  'w:sdt',
  'w:sdtContent',
  'w:customXml',
  'w:fldSimple',
  'w:dir',
  'w:bdo',
  'mc:AlternateContent',
  'mc:Choice',
  'w:footnotes',
  'w:endnotes',
  'w:document',
  'w:txbxContent',
  'w:background',
  'wps:txbx',
  'v:textbox',
  'w:r',
  'w:ins',
  'w:del',
  'w:moveFrom',
  'w:moveTo',
  'w:tbl',
  'w:tr',
  'w:tc',
  'w:p',
  'w:footnote',
  'w:endnote',
  'w:rPr',
  'w:pPr',
  'w:drawing',
  'w:pict',
]);

/** Empty or structural markers that add no text (model.ts rules). */
const NO_TEXT = new Set([
  'w:bookmarkStart',
  'w:bookmarkEnd',
  'w:proofErr',
  'w:permStart',
  'w:permEnd',
  'w:lastRenderedPageBreak',
  'w:commentRangeStart',
  'w:commentRangeEnd',
  'w:commentReference',
  'w:footnoteReference',
  'w:endnoteReference',
  'w:footnoteRef',
  'w:endnoteRef',
  'w:separator',
  'w:continuationSeparator',
  'w:softHyphen',
  'w:fldChar',
  'w:annotationRef',
  'w:moveFromRangeStart',
  'w:moveFromRangeEnd',
  'w:moveToRangeStart',
  'w:moveToRangeEnd',
  'w:customXmlInsRangeStart',
  'w:customXmlInsRangeEnd',
  'w:customXmlDelRangeStart',
  'w:customXmlDelRangeEnd',
  'w:dayShort',
  'w:monthShort',
  'w:yearShort',
  'w:dayLong',
  'w:monthLong',
  'w:yearLong',
  'w:pgNum',
  'w:contentPart',
  'w:cellIns',
  'w:cellDel',
  'w:cellMerge',
  'w:gridBefore',
  'w:gridAfter',
  'w:tblHeader',
]);

/** Run-property and paragraph-property children we read or can safely pass over. */
function isPropertyName(name: string): boolean {
  return name.startsWith('w:') && name !== 'w:t' && name !== 'w:delText';
}

/**
 * Element codes: the reader looks each name up once (the scanner hands it the same string object
 * every time) and dispatches on a small integer instead of comparing strings case by case.
 */
const E = {
  other: 0,
  ignored: 1,
  pass: 2,
  note: 3,
  p: 4,
  pPr: 5,
  rPr: 6,
  pStyle: 7,
  outlineLvl: 8,
  numId: 9,
  r: 10,
  rStyle: 11,
  b: 12,
  i: 13,
  vertAlign: 14,
  ins: 15,
  del: 16,
  t: 17,
  delText: 18,
  tab: 19,
  br: 20,
  cr: 21,
  noBreakHyphen: 22,
  sym: 23,
  fldChar: 24,
  tbl: 25,
  tr: 26,
  tc: 27,
  txbxContent: 28,
  drawing: 29,
  math: 30,
  object: 31,
  commentReference: 32,
  altChunk: 33,
  noteReference: 34,
  hyperlink: 35,
  lang: 36,
  vanish: 37,
  rFonts: 38,
  framePr: 39,
} as const;

const ELEMENT_CODES = new Map<string, number>();
for (const name of TRANSPARENT) ELEMENT_CODES.set(name, E.pass);
for (const name of NO_TEXT) ELEMENT_CODES.set(name, E.pass);
for (const name of IGNORED_SUBTREES) ELEMENT_CODES.set(name, E.ignored);
// The elements the reader acts on; set last, so they take precedence over the sets above.
for (const [name, code] of [
  ['w:footnote', E.note],
  ['w:endnote', E.note],
  ['w:p', E.p],
  ['w:pPr', E.pPr],
  ['w:rPr', E.rPr],
  ['w:pStyle', E.pStyle],
  ['w:outlineLvl', E.outlineLvl],
  ['w:numId', E.numId],
  ['w:r', E.r],
  ['w:rStyle', E.rStyle],
  ['w:b', E.b],
  ['w:i', E.i],
  ['w:vertAlign', E.vertAlign],
  ['w:ins', E.ins],
  ['w:moveTo', E.ins],
  ['w:del', E.del],
  ['w:moveFrom', E.del],
  ['w:t', E.t],
  ['w:delText', E.delText],
  ['w:tab', E.tab],
  ['w:ptab', E.tab],
  ['w:br', E.br],
  ['w:cr', E.cr],
  ['w:noBreakHyphen', E.noBreakHyphen],
  ['w:sym', E.sym],
  ['w:fldChar', E.fldChar],
  ['w:tbl', E.tbl],
  ['w:tr', E.tr],
  ['w:tc', E.tc],
  ['w:txbxContent', E.txbxContent],
  ['w:drawing', E.drawing],
  ['w:pict', E.drawing],
  ['m:oMath', E.math],
  ['m:oMathPara', E.math],
  ['w:object', E.object],
  ['w:commentReference', E.commentReference],
  ['w:altChunk', E.altChunk],
  ['w:footnoteReference', E.noteReference],
  ['w:endnoteReference', E.noteReference],
  ['w:hyperlink', E.hyperlink],
  ['w:lang', E.lang],
  ['w:vanish', E.vanish],
  ['w:rFonts', E.rFonts],
  ['w:framePr', E.framePr],
] as const)
  ELEMENT_CODES.set(name, code);

/** Element codes by name id (xml/names.ts), filled as names are first met; -1: not yet known. */
const CODE_BY_ID = new Int8Array(4096).fill(-1);

function elementCode(name: string, id: number): number {
  if (id < 0 || id >= CODE_BY_ID.length) return ELEMENT_CODES.get(name) ?? E.other;
  let code = CODE_BY_ID[id] as number;
  if (code === -1) {
    code = ELEMENT_CODES.get(name) ?? E.other;
    CODE_BY_ID[id] = code;
  }
  return code;
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

/** The fields open at most paragraphs' start: none (one shared, frozen array). */
const NO_FIELDS: readonly FieldPhase[] = Object.freeze([]);

/**
 * Runs paragraph `p` on into the block of its head (paragraph-rules.ts): its text, runs, deletions
 * and note marks follow the head's at the join's offset, and the block takes `p`'s paragraph
 * properties — its mark is the one that stays. A deleted mark is a "\n" of the original view.
 */
function joinParagraph(head: ParagraphState, p: ParagraphState): void {
  const into = head.block;
  const from = p.block;
  const after = p.after as ParagraphState;
  const by = after.joinsNext as JoinReason;
  // A mark inserted and then deleted was never in the original either: no break to restore.
  const markNeverThere = by === 'deleted-mark' && after.markInserted !== null;
  const at = into.text.length;
  into.text += from.text;
  into.originalText += (markNeverThere ? '' : ORIGINAL_VIEW_JOIN[by]) + from.originalText;
  const runOffset = head.runIndex + 1;
  for (const span of from.runs)
    into.runs.push({ ...span, start: span.start + at, end: span.end + at, runIndex: span.runIndex + runOffset });
  head.runIndex += p.runIndex + 1;
  const deletions = by === 'deleted-mark' && !markNeverThere ? [markDeletion(at, after.markDeletedBy)] : [];
  for (const d of from.deletions ?? []) deletions.push({ ...d, at: d.at + at });
  for (const d of deletions) {
    into.deletions ??= [];
    const last = into.deletions[into.deletions.length - 1];
    if (last && last.at === d.at && last.author === d.author) last.text += d.text;
    else into.deletions.push(d);
  }
  if (from.noteRefs) {
    into.noteRefs ??= [];
    for (const ref of from.noteRefs) into.noteRefs.push({ ...ref, at: ref.at + at });
  }
  into.hasDrawing ||= from.hasDrawing;
  into.styleId = from.styleId;
  into.styleName = from.styleName;
  into.outlineLevel = from.outlineLevel;
  into.isListItem = from.isListItem;
  if (from.insertedMark) into.insertedMark = from.insertedMark;
  else delete into.insertedMark;
  const tally: WordTally = { words: 0, inWord: false };
  tallyWords(tally, into.text);
  into.words = tally.words;
  for (const [tag, characters] of p.otherLanguages ?? []) {
    head.otherLanguages ??= new Map();
    head.otherLanguages.set(tag, (head.otherLanguages.get(tag) ?? 0) + characters);
  }
  const lang = head.otherLanguages && mainLanguage(head.otherLanguages, into.text.length);
  if (lang) into.lang = lang;
  else delete into.lang;
  into.joined ??= [];
  into.joined.push({
    paragraphIndex: from.paragraphIndex,
    at,
    by,
    ...(markNeverThere ? { markInserted: true as const } : {}),
  });
}

function markDeletion(at: number, author: string | undefined): { at: number; text: string; author?: string } {
  return author === undefined ? { at, text: '\n' } : { at, text: '\n', author };
}

/** The other language most of a paragraph's text is tagged with: more than half its characters. */
function mainLanguage(languages: Map<string, number>, length: number): string | null {
  for (const [tag, characters] of languages) if (characters * 2 > length) return tag;
  return null;
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

export function readPart(
  /** The part as stored (UTF-8 or UTF-16). */
  stored: Uint8Array,
  part: string,
  kind: 'document' | 'footnote' | 'endnote',
  styles: Styles,
  notRead: NotRead,
  options: PartReadOptions = {},
): PartReadResult {
  const readText = options.text !== false;
  // The scanner's text offsets are into these bytes, where the words are counted.
  const bytes = utf8Of(stored);
  const blocks: (RawBlock | null)[] = [];
  const ranges: ParagraphRange[] = [];
  const paragraphs: ParagraphState[] = [];
  const tables: TableState[] = [];
  let tableCounter = 0;
  let paragraphCounter = 0;
  let textboxDepth = 0;
  let run: RunState | null = null;
  let inserted = 0;
  let deleted = 0;
  /** Open w:hyperlink elements: their text is marked `link` on its runs. */
  let hyperlinks = 0;
  /** Authors of the innermost open w:ins / w:del, for the preview's "changes shown". */
  let insertAuthor: string | undefined;
  let deleteAuthor: string | undefined;
  const noteReferences = { footnote: new Set<string>(), endnote: new Set<string>() };
  let skipDepth = 0;
  let inPPr = 0;
  let inRPr = 0;
  let mathDepth = 0;
  let noteId: string | null = null;
  let skipNote = false;
  /** Field stack: true while in the instruction part (before `separate`). Spans paragraphs. */
  const fields: boolean[] = [];
  let collectText: 'text' | 'deleted' | null = null;

  /** The innermost open paragraph (paragraphs' last), kept in a variable: it is asked for constantly. */
  let top: ParagraphState | undefined;
  /** How many of `fields` are in their instruction part. */
  let instructions = 0;
  /** Elements open around the scanner's position (a paragraph's siblings open at its own depth). */
  let depth = 0;
  /** The paragraph just closed, while only markers have followed it at its depth (paragraph-rules.ts). */
  let previous: { state: ParagraphState; depth: number } | null = null;
  /** Set while a paragraph opens right after its previous sibling (only markers between). */
  let nextSibling: ParagraphState | null = null;

  const runFormat = (paragraph: ParagraphState): RunFormat => {
    if (run?.format) return run.format;
    const direct = run?.direct ?? {};
    const character = styles.runFlags(run?.charStyle ?? null);
    const paragraphFlags = styles.runFlags(paragraph.block.styleId, true);
    const format = internFormat(
      direct.bold ?? character.bold ?? paragraphFlags.bold ?? false,
      direct.italic ?? character.italic ?? paragraphFlags.italic ?? false,
      direct.superscript ?? character.superscript ?? paragraphFlags.superscript ?? false,
      direct.subscript ?? character.subscript ?? paragraphFlags.subscript ?? false,
    );
    if (run) run.format = format;
    return format;
  };

  /** The run's language when Word records one other than English (run, character style, paragraph style, defaults). */
  const runOtherLanguage = (paragraph: ParagraphState): string | null => {
    if (run?.otherLanguage !== undefined) return run.otherLanguage;
    const other =
      run?.directLang != null
        ? otherLanguageTag(run.directLang)
        : styles.otherLanguage(paragraph.block.styleId, run?.charStyle ?? null);
    if (run) run.otherLanguage = other;
    return other;
  };

  /** Adds text to the current paragraph, and its words to the paragraph's tally. */
  const append = (text: string, isDeletedText: boolean): void => {
    const paragraph = top;
    if (!paragraph || text.length === 0 || mathDepth > 0 || run?.hidden) return;
    if (instructions > 0) return;
    const block = paragraph.block;
    const isDeleted = deleted > 0 || isDeletedText;
    if (!isDeleted) {
      const start = paragraph.length;
      paragraph.pieces.push(text);
      paragraph.length += text.length;
      tallyWords(paragraph, text);
      const other = runOtherLanguage(paragraph);
      if (other !== null) {
        paragraph.otherLanguages ??= new Map();
        paragraph.otherLanguages.set(other, (paragraph.otherLanguages.get(other) ?? 0) + text.length);
      }
      const format = runFormat(paragraph);
      const inField = fields.length > 0;
      const isInserted = inserted > 0;
      const inLink = hyperlinks > 0;
      const author = isInserted ? insertAuthor : undefined;
      const last = block.runs[block.runs.length - 1];
      const runIndex = run?.index ?? paragraph.runIndex;
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
    } else if (inserted === 0) {
      // Deleted text of the original: where it stood in the accepted text, and who deleted it.
      if (!block.deletions) block.deletions = [];
      const deletions = block.deletions;
      const last = deletions[deletions.length - 1];
      if (last && last.at === paragraph.length && last.author === deleteAuthor) last.text += text;
      else
        deletions.push(
          deleteAuthor === undefined
            ? { at: paragraph.length, text }
            : { at: paragraph.length, text, author: deleteAuthor },
        );
    }
    if (inserted === 0) paragraph.originalPieces.push(text);
    if (isDeleted === (inserted === 0)) paragraph.revised = true;
  };

  parseXml(bytes, part, {
    open: (name, a: Attributes, id, start) => {
      const at = depth++;
      // Anything but a marker at the closed paragraph's depth ends its chance of a next sibling.
      if (previous !== null && (at !== previous.depth || !BETWEEN_PARAGRAPH_MARKERS.has(name))) {
        if (at === previous.depth && name === 'w:p' && skipDepth === 0 && !skipNote) nextSibling = previous.state;
        previous = null;
      }
      if (skipDepth > 0) {
        skipDepth++;
        return;
      }
      const code = elementCode(name, id);
      if (code === E.ignored) {
        skipDepth = 1;
        return;
      }
      if (mathDepth > 0) {
        mathDepth++;
        if (code === E.r) {
          if (top) top.runIndex++;
        }
        return;
      }
      if (skipNote) return;
      switch (code) {
        case E.note: {
          const type = a.get('w:type');
          skipNote = type != null && UNCOUNTED_NOTE_TYPES.has(type); // paragraph-rules.ts
          noteId = a.get('w:id') ?? null;
          return;
        }
        case E.p: {
          const outer = top;
          const isTextbox = textboxDepth > 0;
          const blockKind: BlockKind = isTextbox
            ? 'textbox'
            : kind === 'footnote'
              ? 'footnote'
              : kind === 'endnote'
                ? 'endnote'
                : tables.length > 0
                  ? 'table-cell'
                  : 'paragraph';
          const table = tables[tables.length - 1];
          const block: RawBlock = {
            kind: blockKind,
            part,
            paragraphIndex: paragraphCounter++,
            styleId: null,
            styleName: null,
            outlineLevel: null,
            isListItem: false,
            text: '',
            originalText: '',
            runs: [],
            table: table && !isTextbox ? { ...table.ref } : null,
            hasDrawing: false,
            noteId: kind === 'document' ? null : noteId,
            words: 0,
          };
          blocks.push(block);
          const sibling = nextSibling;
          nextSibling = null;
          const head = sibling?.joinsNext ? (sibling.head ?? sibling) : null;
          ranges.push({
            start,
            end: -1,
            outer: outer ? (paragraphs[0] as ParagraphState).block.paragraphIndex : block.paragraphIndex,
            fieldsIn:
              fields.length === 0 ? NO_FIELDS : fields.map((instruction) => (instruction ? 'instruction' : 'result')),
            namespaces: a.namespaces(),
            next: null,
            joinsNext: null,
            head: head ? head.block.paragraphIndex : block.paragraphIndex,
          });
          if (sibling) {
            const range = ranges[sibling.block.paragraphIndex] as ParagraphRange;
            range.next = block.paragraphIndex;
            range.joinsNext = sibling.joinsNext;
          }
          top = {
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
            after: head ? sibling : null,
            words: 0,
            inWord: false,
          };
          paragraphs.push(top);
          if (outer && isTextbox) outer.block.hasDrawing = true;
          return;
        }
        case E.pPr:
          inPPr++;
          return;
        case E.rPr:
          inRPr++;
          return;
        case E.pStyle: {
          const p = top;
          if (p && inPPr > 0 && inRPr === 0) p.block.styleId = a.get('w:val') ?? null;
          return;
        }
        case E.outlineLvl: {
          const p = top;
          if (p && inPPr > 0) p.directOutline = Number(a.get('w:val') ?? 9);
          return;
        }
        case E.numId: {
          const p = top;
          if (p && inPPr > 0) p.directNumbered = (a.get('w:val') ?? '0') !== '0';
          return;
        }
        case E.r: {
          const p = top;
          if (p) p.runIndex++;
          run = {
            index: p?.runIndex ?? 0,
            direct: {},
            charStyle: null,
            directLang: null,
            format: null,
            otherLanguage: undefined,
            hidden: false,
            symbolFont: false,
          };
          return;
        }
        case E.rStyle:
          if (run && inRPr > 0) run.charStyle = a.get('w:val') ?? null;
          return;
        case E.b:
          if (run && inRPr > 0) run.direct.bold = onOff(a.get('w:val'));
          return;
        case E.i:
          if (run && inRPr > 0) run.direct.italic = onOff(a.get('w:val'));
          return;
        case E.lang:
          if (run && inRPr > 0) run.directLang = a.get('w:val') ?? run.directLang;
          return;
        case E.rFonts:
          if (run && inRPr > 0 && inPPr === 0)
            run.symbolFont = isSymbolFont(a.get('w:ascii')) || isSymbolFont(a.get('w:hAnsi'));
          return;
        case E.vanish:
          // The run's own w:rPr only: under w:pPr it hides the paragraph mark, not the run.
          if (run && inRPr > 0 && inPPr === 0) run.hidden = onOff(a.get('w:val'));
          return;
        case E.vertAlign:
          if (run && inRPr > 0) {
            run.direct.superscript = a.get('w:val') === 'superscript';
            run.direct.subscript = a.get('w:val') === 'subscript';
          }
          return;
        case E.ins:
          if (inRPr === 0 && inPPr === 0) {
            inserted++;
            insertAuthor = a.get('w:author') ?? undefined;
          } else if (inPPr > 0 && inRPr > 0 && top) {
            // w:pPr/w:rPr/w:ins: the paragraph mark is inserted; rejecting joins the next paragraph.
            const author = a.get('w:author');
            top.markInserted = author ? { author } : {};
          }
          return;
        case E.del:
          // Inside w:rPr / w:pPr these mark a deleted run or paragraph mark, not content.
          if (inRPr === 0 && inPPr === 0) {
            deleted++;
            deleteAuthor = a.get('w:author') ?? undefined;
          } else if (inPPr > 0 && inRPr > 0 && top) {
            // w:pPr/w:rPr/w:del (or w:moveFrom): the paragraph mark is deleted; accepting joins the next paragraph.
            top.joinsNext = 'deleted-mark';
            top.markDeletedBy = a.get('w:author') ?? undefined;
          }
          return;
        case E.framePr: {
          const dropCap = inPPr > 0 && inRPr === 0 && top ? a.get('w:dropCap') : null;
          if (top && (dropCap === 'drop' || dropCap === 'margin')) top.joinsNext ??= 'drop-cap';
          return;
        }
        case E.t:
          collectText = 'text';
          return;
        case E.delText:
          collectText = 'deleted';
          return;
        case E.tab:
          if (inPPr === 0 && inRPr === 0) append('\t', false);
          return;
        case E.br:
          if (a.get('w:type') !== 'page' && a.get('w:type') !== 'column') append('\n', false);
          return;
        case E.cr:
          append('\n', false);
          return;
        case E.noBreakHyphen:
          append('-', false);
          return;
        case E.sym:
          append(symbolCharacter(a.get('w:font'), a.get('w:char')), false);
          return;
        case E.fldChar: {
          const type = a.get('w:fldCharType');
          if (type === 'begin') {
            fields.push(true);
            instructions++;
          } else if (type === 'separate') {
            if (fields[fields.length - 1] === true) {
              fields[fields.length - 1] = false;
              instructions--;
            }
          } else if (type === 'end') {
            if (fields.pop() === true) instructions--;
          }
          return;
        }
        case E.tbl:
          tables.push({ ref: { table: tableCounter++, row: -1, cell: -1 } });
          return;
        case E.tr: {
          const t = tables[tables.length - 1];
          if (t) {
            t.ref.row++;
            t.ref.cell = -1;
          }
          return;
        }
        case E.tc: {
          const t = tables[tables.length - 1];
          if (t) t.ref.cell++;
          return;
        }
        case E.txbxContent:
          textboxDepth++;
          notRead.textboxes++;
          return;
        case E.drawing: {
          const p = top;
          if (p) p.block.hasDrawing = true;
          return;
        }
        case E.math:
          mathDepth = 1;
          notRead.equations++;
          return;
        case E.object: // paragraph-rules.ts: nothing inside an embedded object counts
          notRead.objects++;
          skipDepth = 1;
          return;
        case E.commentReference:
          notRead.comments++;
          return;
        case E.altChunk:
          notRead.altChunks++;
          return;
        case E.noteReference: {
          // Where Word draws the note's number; a deleted reference is not in the accepted view, and a
          // custom mark's symbol is the following run's text already.
          const p = top;
          if (deleted === 0 && instructions === 0)
            noteReferences[name === 'w:endnoteReference' ? 'endnote' : 'footnote'].add(a.get('w:id') ?? '');
          if (
            p &&
            deleted === 0 &&
            instructions === 0 &&
            mathDepth === 0 &&
            !onOff(a.get('w:customMarkFollows') ?? '0')
          ) {
            if (!p.block.noteRefs) p.block.noteRefs = [];
            p.block.noteRefs.push({
              at: p.length,
              kind: name === 'w:endnoteReference' ? 'endnote' : 'footnote',
              id: a.get('w:id') ?? '',
              number: 0, // numbered in document order by assembleBlocks
            });
          }
          return;
        }
        case E.hyperlink:
          hyperlinks++;
          return;
      }
      if (code === E.pass) return;
      if (inPPr > 0 || inRPr > 0) return; // other formatting properties
      if (name === 'mc:Choice' || DRAWING_INTERNALS.test(name)) {
        return; // drawing internals: their only text is in w:txbxContent, handled above
      }
      if (isPropertyName(name) && !top) return;
      notRead.unknown.add(name);
    },
    close: (name, id, end) => {
      depth--;
      if (previous !== null && depth < previous.depth) previous = null;
      if (skipDepth > 0) {
        skipDepth--;
        return;
      }
      if (mathDepth > 0) {
        mathDepth--;
        return;
      }
      const code = elementCode(name, id);
      if (skipNote) {
        if (code === E.note) skipNote = false;
        return;
      }
      switch (code) {
        case E.p: {
          const p = paragraphs.pop();
          top = paragraphs[paragraphs.length - 1];
          if (!p) return;
          const block = p.block;
          (ranges[block.paragraphIndex] as ParagraphRange).end = end;
          if (p.markInserted) (ranges[block.paragraphIndex] as ParagraphRange).markInserted = true;
          block.text = p.pieces.length === 1 ? (p.pieces[0] ?? '') : p.pieces.join('');
          block.originalText = !p.revised
            ? block.text
            : p.originalPieces.length === 1
              ? (p.originalPieces[0] ?? '')
              : p.originalPieces.join('');
          block.words = p.words;
          block.styleName = styles.name(block.styleId);
          const outline = p.directOutline ?? styles.outlineLevel(block.styleId);
          block.outlineLevel = outline === null || outline >= 9 ? null : outline;
          block.isListItem = p.directNumbered ?? styles.numbered(block.styleId);
          const lang = p.otherLanguages && mainLanguage(p.otherLanguages, block.text.length);
          if (lang) block.lang = lang;
          // The mark that stays (not one the accepted view deletes) may be a tracked insertion.
          if (p.markInserted && p.joinsNext === null) block.insertedMark = p.markInserted;
          if (p.head) {
            joinParagraph(p.head, p);
            blocks[block.paragraphIndex] = null;
          }
          previous = { state: p, depth };
          return;
        }
        case E.pPr:
          inPPr--;
          return;
        case E.rPr:
          inRPr--;
          return;
        case E.r:
          run = null;
          return;
        case E.ins:
          if (inRPr === 0 && inPPr === 0 && --inserted === 0) insertAuthor = undefined;
          return;
        case E.del:
          if (inRPr === 0 && inPPr === 0 && --deleted === 0) deleteAuthor = undefined;
          return;
        case E.t:
        case E.delText:
          collectText = null;
          return;
        case E.tbl:
          tables.pop();
          return;
        case E.txbxContent:
          textboxDepth--;
          return;
        case E.note:
          noteId = null;
          return;
        case E.hyperlink:
          hyperlinks--;
          return;
      }
    },
    wantsText: () => readText && collectText !== null && skipDepth === 0 && !skipNote,
    text: (text) => {
      if (collectText === null || skipDepth > 0 || skipNote) return;
      append(run?.symbolFont ? symbolFontText(text) : text, collectText === 'deleted');
    },
  });
  return { blocks: blocks.filter((block): block is RawBlock => block !== null), ranges, noteReferences };
}

/**
 * The paragraphs of a WordprocessingML part as the reader numbers them (`ranges[paragraphIndex]`),
 * read by the same pass as the manuscript's blocks but without decoding any text: how the
 * tracked-changes writer finds the paragraph it edits. Throws DocxRefusedError as the reader does.
 */
export function paragraphRanges(stored: Uint8Array, part: string): ParagraphRange[] {
  return readPart(stored, part, 'document', Styles.parse(null), emptyNotRead(), { text: false }).ranges;
}
