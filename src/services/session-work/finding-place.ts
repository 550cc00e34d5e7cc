/**
 * Where a finding is, in words a writer can find in Word (issue 26, the report): the section it
 * is in — its heading as written, else what the part is ("Title", "Abstract") — what kind of
 * paragraph holds it (a table, a footnote), and the sentence around it, quoted. Never character
 * offsets. The sentence is the writer's own text, cut (with "…") only when it is very long.
 */
import type { Block, Manuscript, Section, SectionRole } from '../../docx/model.ts';
import type { Range } from '../../contract/checks.ts';

export interface FindingPlace {
  /** "Methods", "Abstract", "Before the first heading". */
  section: string;
  /** "a table (row 3)", "footnote 2", or null for an ordinary paragraph. */
  holder: string | null;
  /** The sentence that holds the finding, as written. */
  sentence: string;
}

const ROLE_NAMES: Partial<Record<SectionRole, string>> = {
  'front-matter': 'Before the first heading',
  title: 'Title',
  authors: 'Authors',
  affiliations: 'Affiliations',
  abstract: 'Abstract',
  keywords: 'Keywords',
  references: 'References',
};

/** The longest quoted sentence; a longer one keeps the part around the finding. */
export const MAX_SENTENCE = 320;

/** Words before a full stop that does not end a sentence. */
const NOT_AN_END = /(?:\b(?:al|e\.g|i\.e|vs|cf|Fig|Figs|Dr|Prof|approx|No|no|Eq|ref|Ref|St|Mr|Mrs|Ms|et)|\b[A-Z])$/;

function blockHolding(manuscript: Manuscript, start: number): Block | undefined {
  let found: Block | undefined;
  for (const block of manuscript.blocks) {
    if (block.start > start) break;
    if (start <= block.start + block.text.length) found = block;
  }
  return found;
}

function sectionOf(manuscript: Manuscript, block: Block): Section | undefined {
  return manuscript.structure.sections.find((s) => block.index >= s.blockStart && block.index < s.blockEnd);
}

function sectionName(section: Section | undefined): string {
  if (!section) return 'Outside the main text';
  const heading = section.heading?.trim();
  if (heading) return heading;
  return ROLE_NAMES[section.role] ?? 'Before the first heading';
}

function holderOf(block: Block): string | null {
  if (block.kind === 'table-cell' && block.table) return `a table (row ${block.table.row + 1})`;
  if (block.kind === 'footnote') return 'a footnote';
  if (block.kind === 'endnote') return 'an endnote';
  if (block.kind === 'textbox') return 'a text box';
  return null;
}

/** Offsets in `text` where sentences end (the index after the end mark and its closing quotes). */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(/[.!?]["”’)\]]*\s+(?=["“‘([]?[A-Z0-9])/g)) {
    const at = match.index;
    if (text[at] === '.' && NOT_AN_END.test(text.slice(Math.max(0, at - 8), at))) continue;
    ends.push(at + match[0].trimEnd().length);
  }
  return ends;
}

/** The sentence of `text` that holds [start, end), trimmed, cut around the range when too long. */
export function sentenceAround(text: string, start: number, end: number): string {
  const ends = sentenceEnds(text);
  let from = 0;
  let to = text.length;
  for (const e of ends) {
    if (e <= start) from = e;
    else if (e >= end) {
      to = e;
      break;
    }
  }
  let sentence = text.slice(from, to);
  let offset = from;
  const lead = sentence.length - sentence.trimStart().length;
  sentence = sentence.trim();
  offset += lead;
  if (sentence.length <= MAX_SENTENCE) return sentence;
  // Keep the finding and as much around it as fits, cut at word boundaries.
  const mid = Math.floor((start + end) / 2) - offset;
  let a = Math.max(0, mid - MAX_SENTENCE / 2);
  let b = Math.min(sentence.length, a + MAX_SENTENCE);
  a = Math.max(0, b - MAX_SENTENCE);
  if (a > 0) a = sentence.indexOf(' ', a) + 1 || a;
  if (b < sentence.length) b = sentence.lastIndexOf(' ', b) > a ? sentence.lastIndexOf(' ', b) : b;
  return `${a > 0 ? '…' : ''}${sentence.slice(a, b).trim()}${b < sentence.length ? '…' : ''}`;
}

/** Where the range of the preview text is, or null when it is not in any paragraph. */
export function placeOf(manuscript: Manuscript, range: Range): FindingPlace | null {
  const block = blockHolding(manuscript, range.start);
  if (!block) return null;
  const start = range.start - block.start;
  const end = Math.min(block.text.length, Math.max(start, range.end - block.start));
  return {
    section: sectionName(sectionOf(manuscript, block)),
    holder: holderOf(block),
    sentence: sentenceAround(block.text, start, end),
  };
}
