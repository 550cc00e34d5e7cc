/**
 * Reads the paragraphs of one WordprocessingML part (document, footnotes or endnotes) into
 * blocks, following the text rules at the top of model.ts exactly. Elements are dispatched by
 * name: the ones that carry text, the wrappers that are transparent, the ones deliberately
 * ignored (formatting, bookmarks, proofing marks) and the ones counted as not read (warnings).
 * Anything else is counted as unknown and reported too, never dropped silently.
 */
import { BETWEEN_PARAGRAPH_MARKERS, ORIGINAL_VIEW_JOIN, UNCOUNTED_NOTE_TYPES } from '../paragraph-rules.ts';
import type { BlockKind, JoinReason } from '../model.ts';
import { parseXml, utf8Of, type Attributes } from '../xml/parse.ts';
import { tallyWords, type WordTally } from '../structure/words.ts';
import type { FieldPhase, ParagraphRange, PartReadOptions, PartReadResult, RawBlock } from './part-model.ts';
import { ReadingState, type PartKind, type ParagraphState } from './reading-state.ts';
import { onOff, Styles } from './styles.ts';
import { emptyNotRead, type NotRead } from './warnings.ts';
import { isSymbolFont, symbolCharacter, symbolFontText } from './symbol-font.ts';

export type { FieldPhase, ParagraphRange, RawBlock } from './part-model.ts';

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
  const at = into.text.length;
  into.text += from.text;
  into.originalText += ORIGINAL_VIEW_JOIN[by] + from.originalText;
  const runOffset = head.runIndex + 1;
  for (const span of from.runs)
    into.runs.push({ ...span, start: span.start + at, end: span.end + at, runIndex: span.runIndex + runOffset });
  head.runIndex += p.runIndex + 1;
  const deletions = by === 'deleted-mark' ? [markDeletion(at, after.markDeletedBy)] : [];
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
  into.joined.push({ paragraphIndex: from.paragraphIndex, at, by });
}

function markDeletion(at: number, author: string | undefined): { at: number; text: string; author?: string } {
  return author === undefined ? { at, text: '\n' } : { at, text: '\n', author };
}

/** The other language most of a paragraph's text is tagged with: more than half its characters. */
function mainLanguage(languages: Map<string, number>, length: number): string | null {
  for (const [tag, characters] of languages) if (characters * 2 > length) return tag;
  return null;
}

export function readPart(
  /** The part as stored (UTF-8 or UTF-16). */
  stored: Uint8Array,
  part: string,
  kind: PartKind,
  styles: Styles,
  notRead: NotRead,
  options: PartReadOptions = {},
): PartReadResult {
  const readText = options.text !== false;
  // The scanner's text offsets are into these bytes, where the words are counted.
  const bytes = utf8Of(stored);
  const s = new ReadingState(part, kind, styles, notRead);

  parseXml(bytes, part, {
    open: (name, a: Attributes, id, start) => {
      const at = s.depth++;
      // Anything but a marker at the closed paragraph's depth ends its chance of a next sibling.
      if (s.previous !== null && (at !== s.previous.depth || !BETWEEN_PARAGRAPH_MARKERS.has(name))) {
        if (at === s.previous.depth && name === 'w:p' && s.skipDepth === 0 && !s.skipNote)
          s.nextSibling = s.previous.state;
        s.previous = null;
      }
      if (s.skipDepth > 0) {
        s.skipDepth++;
        return;
      }
      const code = elementCode(name, id);
      if (code === E.ignored) {
        s.skipDepth = 1;
        return;
      }
      if (s.mathDepth > 0) {
        s.mathDepth++;
        if (code === E.r) {
          if (s.top) s.top.runIndex++;
        }
        return;
      }
      if (s.skipNote) return;
      switch (code) {
        case E.note: {
          const type = a.get('w:type');
          s.skipNote = type != null && UNCOUNTED_NOTE_TYPES.has(type); // paragraph-rules.ts
          s.noteId = a.get('w:id') ?? null;
          return;
        }
        case E.p: {
          const outer = s.top;
          const isTextbox = s.textboxDepth > 0;
          const blockKind: BlockKind = isTextbox
            ? 'textbox'
            : s.kind === 'footnote'
              ? 'footnote'
              : s.kind === 'endnote'
                ? 'endnote'
                : s.tables.length > 0
                  ? 'table-cell'
                  : 'paragraph';
          const table = s.tables[s.tables.length - 1];
          const block: RawBlock = {
            kind: blockKind,
            part,
            paragraphIndex: s.paragraphCounter++,
            styleId: null,
            styleName: null,
            outlineLevel: null,
            isListItem: false,
            text: '',
            originalText: '',
            runs: [],
            table: table && !isTextbox ? { ...table.ref } : null,
            hasDrawing: false,
            noteId: s.kind === 'document' ? null : s.noteId,
            words: 0,
          };
          s.blocks.push(block);
          const sibling = s.nextSibling;
          s.nextSibling = null;
          const head = sibling?.joinsNext ? (sibling.head ?? sibling) : null;
          s.ranges.push({
            start,
            end: -1,
            outer: outer ? (s.paragraphs[0] as ParagraphState).block.paragraphIndex : block.paragraphIndex,
            fieldsIn:
              s.fields.length === 0
                ? NO_FIELDS
                : s.fields.map((instruction) => (instruction ? 'instruction' : 'result')),
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
          s.top = {
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
            head,
            after: head ? sibling : null,
            words: 0,
            inWord: false,
          };
          s.paragraphs.push(s.top);
          if (outer && isTextbox) outer.block.hasDrawing = true;
          return;
        }
        case E.pPr:
          s.inPPr++;
          return;
        case E.rPr:
          s.inRPr++;
          return;
        case E.pStyle: {
          const p = s.top;
          if (p && s.inPPr > 0 && s.inRPr === 0) p.block.styleId = a.get('w:val') ?? null;
          return;
        }
        case E.outlineLvl: {
          const p = s.top;
          if (p && s.inPPr > 0) p.directOutline = Number(a.get('w:val') ?? 9);
          return;
        }
        case E.numId: {
          const p = s.top;
          if (p && s.inPPr > 0) p.directNumbered = (a.get('w:val') ?? '0') !== '0';
          return;
        }
        case E.r: {
          const p = s.top;
          if (p) p.runIndex++;
          s.run = {
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
          if (s.run && s.inRPr > 0) s.run.charStyle = a.get('w:val') ?? null;
          return;
        case E.b:
          if (s.run && s.inRPr > 0) s.run.direct.bold = onOff(a.get('w:val'));
          return;
        case E.i:
          if (s.run && s.inRPr > 0) s.run.direct.italic = onOff(a.get('w:val'));
          return;
        case E.lang:
          if (s.run && s.inRPr > 0) s.run.directLang = a.get('w:val') ?? s.run.directLang;
          return;
        case E.rFonts:
          if (s.run && s.inRPr > 0 && s.inPPr === 0)
            s.run.symbolFont = isSymbolFont(a.get('w:ascii')) || isSymbolFont(a.get('w:hAnsi'));
          return;
        case E.vanish:
          // The run's own w:rPr only: under w:pPr it hides the paragraph mark, not the run.
          if (s.run && s.inRPr > 0 && s.inPPr === 0) s.run.hidden = onOff(a.get('w:val'));
          return;
        case E.vertAlign:
          if (s.run && s.inRPr > 0) {
            s.run.direct.superscript = a.get('w:val') === 'superscript';
            s.run.direct.subscript = a.get('w:val') === 'subscript';
          }
          return;
        case E.ins:
          if (s.inRPr === 0 && s.inPPr === 0) {
            s.inserted++;
            s.insertAuthor = a.get('w:author') ?? undefined;
          }
          return;
        case E.del:
          // Inside w:rPr / w:pPr these mark a deleted run or paragraph mark, not content.
          if (s.inRPr === 0 && s.inPPr === 0) {
            s.deleted++;
            s.deleteAuthor = a.get('w:author') ?? undefined;
          } else if (s.inPPr > 0 && s.inRPr > 0 && s.top) {
            // w:pPr/w:rPr/w:del (or w:moveFrom): the paragraph mark is deleted; accepting joins the next paragraph.
            s.top.joinsNext = 'deleted-mark';
            s.top.markDeletedBy = a.get('w:author') ?? undefined;
          }
          return;
        case E.framePr: {
          const dropCap = s.inPPr > 0 && s.inRPr === 0 && s.top ? a.get('w:dropCap') : null;
          if (s.top && (dropCap === 'drop' || dropCap === 'margin')) s.top.joinsNext ??= 'drop-cap';
          return;
        }
        case E.t:
          s.collectText = 'text';
          return;
        case E.delText:
          s.collectText = 'deleted';
          return;
        case E.tab:
          if (s.inPPr === 0 && s.inRPr === 0) s.append('\t', false);
          return;
        case E.br:
          if (a.get('w:type') !== 'page' && a.get('w:type') !== 'column') s.append('\n', false);
          return;
        case E.cr:
          s.append('\n', false);
          return;
        case E.noBreakHyphen:
          s.append('-', false);
          return;
        case E.sym:
          s.append(symbolCharacter(a.get('w:font'), a.get('w:char')), false);
          return;
        case E.fldChar: {
          const type = a.get('w:fldCharType');
          if (type === 'begin') {
            s.fields.push(true);
            s.instructions++;
          } else if (type === 'separate') {
            if (s.fields[s.fields.length - 1] === true) {
              s.fields[s.fields.length - 1] = false;
              s.instructions--;
            }
          } else if (type === 'end') {
            if (s.fields.pop() === true) s.instructions--;
          }
          return;
        }
        case E.tbl:
          s.tables.push({ ref: { table: s.tableCounter++, row: -1, cell: -1 } });
          return;
        case E.tr: {
          const t = s.tables[s.tables.length - 1];
          if (t) {
            t.ref.row++;
            t.ref.cell = -1;
          }
          return;
        }
        case E.tc: {
          const t = s.tables[s.tables.length - 1];
          if (t) t.ref.cell++;
          return;
        }
        case E.txbxContent:
          s.textboxDepth++;
          s.notRead.textboxes++;
          return;
        case E.drawing: {
          const p = s.top;
          if (p) p.block.hasDrawing = true;
          return;
        }
        case E.math:
          s.mathDepth = 1;
          s.notRead.equations++;
          return;
        case E.object: // paragraph-rules.ts: nothing inside an embedded object counts
          s.notRead.objects++;
          s.skipDepth = 1;
          return;
        case E.commentReference:
          s.notRead.comments++;
          return;
        case E.altChunk:
          s.notRead.altChunks++;
          return;
        case E.noteReference: {
          // Where Word draws the note's number; a deleted reference is not in the accepted view, and a
          // custom mark's symbol is the following run's text already.
          const p = s.top;
          if (s.deleted === 0 && s.instructions === 0)
            s.noteReferences[name === 'w:endnoteReference' ? 'endnote' : 'footnote'].add(a.get('w:id') ?? '');
          if (
            p &&
            s.deleted === 0 &&
            s.instructions === 0 &&
            s.mathDepth === 0 &&
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
          s.hyperlinks++;
          return;
      }
      if (code === E.pass) return;
      if (s.inPPr > 0 || s.inRPr > 0) return; // other formatting properties
      if (name === 'mc:Choice' || DRAWING_INTERNALS.test(name)) {
        return; // drawing internals: their only text is in w:txbxContent, handled above
      }
      if (isPropertyName(name) && !s.top) return;
      s.notRead.unknown.add(name);
    },
    close: (name, id, end) => {
      s.depth--;
      if (s.previous !== null && s.depth < s.previous.depth) s.previous = null;
      if (s.skipDepth > 0) {
        s.skipDepth--;
        return;
      }
      if (s.mathDepth > 0) {
        s.mathDepth--;
        return;
      }
      const code = elementCode(name, id);
      if (s.skipNote) {
        if (code === E.note) s.skipNote = false;
        return;
      }
      switch (code) {
        case E.p: {
          const p = s.paragraphs.pop();
          s.top = s.paragraphs[s.paragraphs.length - 1];
          if (!p) return;
          const block = p.block;
          (s.ranges[block.paragraphIndex] as ParagraphRange).end = end;
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
          if (p.head) {
            joinParagraph(p.head, p);
            s.blocks[block.paragraphIndex] = null;
          }
          s.previous = { state: p, depth: s.depth };
          return;
        }
        case E.pPr:
          s.inPPr--;
          return;
        case E.rPr:
          s.inRPr--;
          return;
        case E.r:
          s.run = null;
          return;
        case E.ins:
          if (s.inRPr === 0 && s.inPPr === 0 && --s.inserted === 0) s.insertAuthor = undefined;
          return;
        case E.del:
          if (s.inRPr === 0 && s.inPPr === 0 && --s.deleted === 0) s.deleteAuthor = undefined;
          return;
        case E.t:
        case E.delText:
          s.collectText = null;
          return;
        case E.tbl:
          s.tables.pop();
          return;
        case E.txbxContent:
          s.textboxDepth--;
          return;
        case E.note:
          s.noteId = null;
          return;
        case E.hyperlink:
          s.hyperlinks--;
          return;
      }
    },
    wantsText: () => readText && s.collectText !== null && s.skipDepth === 0 && !s.skipNote,
    text: (text) => {
      if (s.collectText === null || s.skipDepth > 0 || s.skipNote) return;
      s.append(s.run?.symbolFont ? symbolFontText(text) : text, s.collectText === 'deleted');
    },
  });
  return {
    blocks: s.blocks.filter((block): block is RawBlock => block !== null),
    ranges: s.ranges,
    noteReferences: s.noteReferences,
  };
}

/**
 * The paragraphs of a WordprocessingML part as the reader numbers them (`ranges[paragraphIndex]`),
 * read by the same pass as the manuscript's blocks but without decoding any text: how the
 * tracked-changes writer finds the paragraph it edits. Throws DocxRefusedError as the reader does.
 */
export function paragraphRanges(stored: Uint8Array, part: string): ParagraphRange[] {
  return readPart(stored, part, 'document', Styles.parse(null), emptyNotRead(), { text: false }).ranges;
}
