/**
 * Figures and tables: the labels their captions carry against the labels the text cites. A number
 * cited with no caption of that number, a caption never cited, and a number first cited before a
 * lower one are loose ends. Supplementary items ("Figure S1", "Supplementary Table 2", "eTable 1")
 * and items of other papers ("Table 2 of Smith et al.") are left alone.
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import { captionOf, startsSentenceAfterLabel } from '../../docx/structure/captions.ts';

export type Kind = 'figure' | 'table';

export interface Mention {
  kind: Kind;
  /** "2" or "2.1" (chapter-numbered theses); letters of panels ("1A") dropped. */
  number: string;
  block: number;
  start: number;
  end: number;
}

export interface CaptionLabel {
  kind: Kind;
  number: string;
  block: number;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 };

/** Roman numerals 1–19 only: "XX" is a placeholder, not table 20. */
const ROMAN_NUMBER = /^(?:X?(?:I{1,3}|IV|V|VI{1,3}|IX)|X)$/;

function romanValue(text: string): number | null {
  if (!ROMAN_NUMBER.test(text)) return null;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ROMAN[text[i]!]!;
    const next = ROMAN[text[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 && total < 40 ? total : null;
}

/** "3", "3a" → "3"; "2.1" stays; "IV" → "4"; supplementary "S1" → null. */
function normalNumber(raw: string): string | null {
  if (/^S/i.test(raw)) return null;
  if (/^[IVX]+$/i.test(raw)) {
    const roman = romanValue(raw);
    return roman === null ? null : String(roman);
  }
  const match = /^(\d+(?:\.\d+)*)[A-Za-z]?$/.exec(raw);
  // "Figure 03" is Figure 3.
  return match ? match[1]!.replace(/^0+(?=\d)/, '') : null;
}

const NUMBER = String.raw`(?:S?\d+(?:\.\d+)*[A-Za-z]?(?![\w.]\d)|[IVX]+\b)`;
const MENTION = new RegExp(
  // "(fig.3)" and "Fig3" cite too: a digit may follow the label with no space (a numeral may not).
  String.raw`\b(Figures?|Figs?\.?|Tables?)(?:\s+|(?=S?\d))(${NUMBER}(?:\s*(?:[-–—]|to|,|and|&|,\s*and)\s*${NUMBER})*)`,
  'gi',
);
/** Singular labels take one item or one range: "Table 2 and 3 patients" is not two tables. */
const FIRST_ITEM = new RegExp(String.raw`^${NUMBER}(?:\s*(?:[-–—]|to)\s*${NUMBER})?`, 'i');
const ITEM = new RegExp(String.raw`(${NUMBER})(?:\s*(?:[-–—]|to)\s*(${NUMBER}))?`, 'g');
/** Words before a label that make it someone else's or supplementary. */
const SUPPLEMENTARY_BEFORE =
  /(?:supplement\w*|suppl\.?|additional(?: file \d+)?|appendix|appendices|online|extended data|web|multimedia)\s*(?:file\s*\d+\s*)?[,:]?\s*$/i;
/** "Table 2 of [12]", "Figure 3 in Smith et al." — another paper's item. */
const OTHER_PAPER_AFTER =
  /^\s*(?:of|in|from)\s+(?:ref\b|reference|the (?:original|cited|source)|\[|\(|[A-Z][\w'-]+ (?:et al|and|&))/;

function isListingBlock(block: Block): boolean {
  return /^(toc|table of figures|index)/i.test(block.styleName ?? '');
}

function kindOf(word: string): Kind {
  return /^tab/i.test(word) ? 'table' : 'figure';
}

function expand(kind: Kind, list: string, block: number, start: number, end: number): Mention[] {
  const mentions: Mention[] = [];
  for (const item of list.matchAll(ITEM)) {
    const from = normalNumber(item[1]!);
    if (from === null) continue;
    const to = item[2] ? normalNumber(item[2]) : null;
    if (
      to !== null &&
      /^\d+$/.test(from) &&
      /^\d+$/.test(to) &&
      Number(to) > Number(from) &&
      Number(to) - Number(from) < 30
    ) {
      for (let n = Number(from); n <= Number(to); n++) mentions.push({ kind, number: String(n), block, start, end });
    } else {
      mentions.push({ kind, number: from, block, start, end });
      if (to !== null) mentions.push({ kind, number: to, block, start, end });
    }
  }
  return mentions;
}

/** Every figure and table cited in the text, in document order (captions and listings excluded). */
export function mentions(manuscript: Manuscript, skip: ReadonlySet<number>): Mention[] {
  const found: Mention[] = [];
  for (const block of manuscript.blocks) {
    if (skip.has(block.index) || isListingBlock(block)) continue;
    const text = block.text;
    if (!/\b(?:fig|tab)/i.test(text)) continue;
    for (const match of text.matchAll(MENTION)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!/^[FT]/.test(match[1]!) && !/^(?:fig|table)/.test(match[1]!)) continue;
      if (SUPPLEMENTARY_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
      if (OTHER_PAPER_AFTER.test(text.slice(end, end + 40))) continue;
      const plural = /s\.?$/i.test(match[1]!);
      const list = plural ? match[2]! : (FIRST_ITEM.exec(match[2]!)?.[0] ?? match[2]!);
      found.push(
        ...expand(kindOf(match[1]!), list, block.index, start, start + match[0].indexOf(match[2]!) + list.length),
      );
    }
  }
  return found;
}

const LABEL_TEXT = String.raw`(Supplementary|Supplemental|Suppl\.?|Additional file\s*\d*:?|Appendix|e)?\s*(Figure|Fig\.?|Table)\s*(${NUMBER})`;
const CAPTION_LABEL = new RegExp(String.raw`^\s*${LABEL_TEXT}`, 'i');
/** A second label straight after the first: "Table 1: Table 2: Study characteristics". */
const SECOND_LABEL = new RegExp(String.raw`^\s*[.:|–—-]?\s*${LABEL_TEXT}\s*[.:|–—-]`, 'i');
/** A paragraph or table cell that is only a label ("Table 2" above an APA table). */
const BARE_LABEL = new RegExp(String.raw`^\s*${LABEL_TEXT}\s*[.:]?\s*$`, 'i');

export interface Captions {
  labels: CaptionLabel[];
  /** Kinds with a caption the check cannot number: nothing of that kind is called missing. */
  unlabelled: Set<Kind>;
  /** Captions that carry two labels, with the range of both. */
  doubled: { block: number; start: number; end: number }[];
}

function isCaption(block: Block, engine: ReadonlySet<number>): boolean {
  const byEngine = engine.has(block.index) || captionOf(block) !== null;
  if (!byEngine) return BARE_LABEL.test(block.text);
  if (/caption|legend/i.test(block.styleName ?? '')) return true;
  const label = CAPTION_LABEL.exec(block.text);
  // "Figure 2.2 shows the model…" starts a sentence, not a caption (unless styled as one).
  return !label || !startsSentenceAfterLabel(block.text.slice(label[0].length));
}

/** Caption labels: the engine's captions, captions it left in text boxes, and bare APA labels. */
export function captionLabels(manuscript: Manuscript): Captions {
  const labels: CaptionLabel[] = [];
  const unlabelled = new Set<Kind>();
  const doubled: Captions['doubled'] = [];
  const seen = new Set<string>();
  const add = (kind: Kind, number: string, block: number) => {
    const key = `${kind} ${number}`;
    if (seen.has(key)) return;
    seen.add(key);
    labels.push({ kind, number, block });
  };
  const engine = new Set(manuscript.structure.captions.map((c) => c.block));
  for (const block of manuscript.blocks) {
    if (isListingBlock(block)) continue;
    if (!isCaption(block, engine)) continue;
    const candidate = manuscript.structure.captions.find((c) => c.block === block.index) ?? captionOf(block);
    const match = CAPTION_LABEL.exec(block.text);
    if (!match) {
      if (candidate) unlabelled.add(candidate.kind);
      continue;
    }
    if (match[1]) continue; // supplementary
    const number = normalNumber(match[3]!);
    if (number === null) continue;
    const kind = kindOf(match[2]!);
    add(kind, number, block.index);
    const second = SECOND_LABEL.exec(block.text.slice(match[0].length));
    if (second && !second[1] && kindOf(second[2]!) === kind) {
      const other = normalNumber(second[3]!);
      if (other !== null) add(kind, other, block.index);
      doubled.push({ block: block.index, start: match.index, end: match[0].length + second[0].length });
    }
  }
  return { labels, unlabelled, doubled };
}

/** Blocks that are captions or bare labels: citations are not looked for there. */
export function captionBlocks(manuscript: Manuscript): Set<number> {
  const engine = new Set(manuscript.structure.captions.map((c) => c.block));
  return new Set(manuscript.blocks.filter((block) => isCaption(block, engine)).map((block) => block.index));
}

/** Orders "2" < "10" and "2.1" < "2.10" < "3.1". */
export function compareNumbers(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The chapter part of "2.1" ("2"), or "" for plain numbers: order is checked within a chapter. */
export function chapterOf(number: string): string {
  const dot = number.lastIndexOf('.');
  return dot === -1 ? '' : number.slice(0, dot);
}
