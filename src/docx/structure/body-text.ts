/**
 * Which paragraphs are running text: not headings, captions, table cells (boxed text in a
 * one-cell table included), text boxes, table notes (the paragraphs right after a table of more
 * than one cell shaped like notes, table-notes.ts), pull quotes, the keywords
 * line, the title, a declared word count or empty paragraphs. Gives each section's body paragraphs and words, and the
 * body paragraphs of every section of a role.
 */
import type { Block, Section, SectionRole } from '../model.ts';
import type { CaptionCandidate } from './captions.ts';
import { findPullQuotes } from './pull-quotes.ts';
import { flagged } from './regions.ts';
import { isTableFootnote } from './table-notes.ts';

export interface BodyText {
  /** Body paragraphs of a section, in order. */
  of(section: Section): number[];
  /** Body paragraphs of every section of `role`; `firstGroupOnly`: only the first run of such sections (keywords sections may sit inside it). */
  ofRole(role: SectionRole, firstGroupOnly?: boolean): number[];
}

interface BodyTextInput {
  body: Block[];
  sections: Section[];
  headingBlocks: number[];
  captions: Map<number, CaptionCandidate>;
  titleBlock: Block | undefined;
  keywordBlock: Block | undefined;
  wordsOf: (block: Block | undefined) => number;
}

/** A declared word count ("Word count: 3109", "Abstract word count: 250 words"): neither abstract nor main text. */
export function isDeclaredWordCount(text: string): boolean {
  return /^\s*(?:[\p{L}-]+\s+){0,2}word\s*counts?\b[^:\d]{0,40}:?\s*\d[\d,. ]*(?:words?)?\s*$/iu.test(text);
}

/** Blocks left out of the body text, flagged in an array indexed by block (many look-ups). */
function notBodyFlags({ body, headingBlocks, captions, wordsOf }: BodyTextInput): Uint8Array {
  const notBody = flagged(body.length, headingBlocks);
  // A one-cell table without a table caption is a box ("Key points", "Research in context"), not a
  // table with notes under it.
  const dataTables = new Set<number>();
  for (const block of body)
    if (block.table && (block.table.row > 0 || block.table.cell > 0)) dataTables.add(block.table.table);
  let afterTable = false;
  for (const block of body) {
    if (block.kind === 'table-cell') {
      // A table caption right before keeps a one-cell table a table.
      afterTable = afterTable || (block.table !== null && dataTables.has(block.table.table));
      continue;
    }
    if (block.kind !== 'paragraph') continue;
    // A table caption opens the zone too: some tables are pictures, not w:tbl.
    const caption = captions.get(block.index);
    if (caption) {
      afterTable = caption.kind === 'table';
      continue;
    }
    if (notBody[block.index] === 1) {
      afterTable = false; // a heading
      continue;
    }
    if (wordsOf(block) === 0) continue;
    if (afterTable && isTableFootnote(block.text))
      notBody[block.index] = 1; // a table note
    else afterTable = false;
  }
  for (const index of [...captions.keys(), ...findPullQuotes(body)]) notBody[index] = 1;
  return notBody;
}

/** Finds the body text and sets each section's `words`. */
export function recogniseBodyText(input: BodyTextInput): BodyText {
  const { body, sections, titleBlock, keywordBlock, wordsOf } = input;
  const notBody = notBodyFlags(input);
  const isBodyParagraph = (block: Block): boolean =>
    block.kind === 'paragraph' &&
    notBody[block.index] !== 1 &&
    wordsOf(block) > 0 &&
    block !== keywordBlock &&
    block !== titleBlock &&
    !isDeclaredWordCount(block.text);
  const cache = new Map<Section, number[]>();
  const of = (section: Section): number[] => {
    const cached = cache.get(section);
    if (cached) return cached;
    const result: number[] = [];
    cache.set(section, result);
    for (let i = section.blockStart; i < section.blockEnd; i++) {
      const block = body[i];
      if (block && isBodyParagraph(block)) result.push(i);
    }
    return result;
  };
  for (const section of sections) section.words = of(section).reduce((sum, i) => sum + wordsOf(body[i]), 0);
  const ofRole = (role: SectionRole, firstGroupOnly = false): number[] => {
    const result: number[] = [];
    let started = false;
    for (const section of sections) {
      if (section.role === role) {
        started = true;
        result.push(...of(section));
      } else if (started && firstGroupOnly && section.role !== 'keywords') break;
    }
    return result;
  };
  return { of, ofRole };
}
