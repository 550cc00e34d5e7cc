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
import { tableNoteEvidence } from './table-notes.ts';

export interface BodyText {
  /** Body paragraphs of a section, in order. */
  of(section: Section): number[];
  /** Body paragraphs of every section of `role`; `firstGroupOnly`: only the first run of such sections (keywords sections may sit inside it). */
  ofRole(role: SectionRole, firstGroupOnly?: boolean): number[];
  /** Paragraphs read as table notes, with the strength of the evidence (table-notes.ts). */
  tableNotes: Map<number, 'strong' | 'weak'>;
  /** Boxed text: text boxes, one-cell tables used as boxes, "Box 1" titles and the text under them. */
  boxes: number[];
  /** Quote-styled paragraphs repeating the text before them (pull-quotes.ts). */
  pullQuotes: number[];
  /** Lines of a figure's legend after its caption: panel lines "(A) …", a "Note. …" under the figure. */
  legendLines: number[];
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

/** "Box 1", "Box 2: Recommendations", "BOX 3. Search terms": the title of boxed text. */
const BOX_TITLE = /^\s*box\s+\d+[A-Za-z]?(?:\s*[.:|–—-]|\s+\p{Lu}|\s*$)/iu;

export function isBoxTitle(block: Block, words: number): boolean {
  return block.kind === 'paragraph' && words <= 25 && BOX_TITLE.test(block.text);
}

/** Paragraphs that are not body text, and why: table notes (with their evidence) and boxed text. */
interface LeftOut {
  notBody: Uint8Array;
  tableNotes: Map<number, 'strong' | 'weak'>;
  boxes: number[];
  pullQuotes: number[];
  legendLines: number[];
}

/** A cell ending in a note mark ("Tobacco abuse*", "12.4†") or holding a superscript letter. */
function hasNoteMark(cell: Block): boolean {
  if (/[*†‡§¶]\s*$/.test(cell.text)) return true;
  return cell.runs.some((run) => run.format.superscript && /^[a-h]$/.test(cell.text.slice(run.start, run.end).trim()));
}

/** A legend's panel line "(A) UMAP of …", or the note under a figure "Note. Heat map of …". */
const LEGEND_LINE = /^\s*(\(?[A-Ha-h]\)|Note[.:])\s/;

/** Paragraphs after a table, past running text, where a note on strong evidence is still the table's. */
const NOTES_REACH = 3;

/** Blocks left out of the body text, flagged in an array indexed by block (many look-ups). */
function leftOut({ body, headingBlocks, captions, wordsOf }: BodyTextInput): LeftOut {
  const notBody = flagged(body.length, headingBlocks);
  const tableNotes = new Map<number, 'strong' | 'weak'>();
  const boxes: number[] = [];
  // A one-cell table without a table caption is a box ("Key points", "Research in context"), not a
  // table with notes under it.
  const dataTables = new Set<number>();
  for (const block of body)
    if (block.table && (block.table.row > 0 || block.table.cell > 0)) dataTables.add(block.table.table);
  /** Paragraphs since the table (or its caption) that were not notes; -1: no table above. */
  let sinceTable = -1;
  let inBox = false;
  let previousWasNote = false;
  /** The table above carries note marks ("Tobacco abuse*", a superscript letter): notes follow it. */
  let tableHasMarks = false;
  const legendLines: number[] = [];
  /** Right after a figure (its caption, a picture, or a legend line). */
  let afterFigure = false;
  for (const block of body) {
    if (block.kind === 'textbox') {
      if (block.text.trim()) boxes.push(block.index);
      continue;
    }
    if (block.kind === 'table-cell') {
      inBox = false;
      afterFigure = false;
      previousWasNote = false;
      // A table caption right before keeps a one-cell table a table.
      if (block.table !== null && dataTables.has(block.table.table)) {
        if (sinceTable !== 0) tableHasMarks = false;
        sinceTable = 0;
        tableHasMarks ||= hasNoteMark(block);
      } else if (sinceTable !== 0 && !captions.has(block.index) && block.text.trim()) boxes.push(block.index);
      continue;
    }
    if (block.kind !== 'paragraph') continue;
    // A table caption opens the zone too: some tables are pictures, not w:tbl.
    const caption = captions.get(block.index);
    if (caption) {
      afterFigure = caption.kind === 'figure';
      sinceTable = caption.kind === 'table' ? 0 : -1;
      inBox = false;
      previousWasNote = false;
      continue;
    }
    const words = wordsOf(block);
    if (words === 0) {
      if (block.hasDrawing) afterFigure = true;
      continue;
    }
    if (afterFigure && LEGEND_LINE.test(block.text) && notBody[block.index] !== 1) {
      notBody[block.index] = 1;
      legendLines.push(block.index);
      continue;
    }
    afterFigure = block.hasDrawing === true && words <= 3;
    if (isBoxTitle(block, words)) {
      inBox = true;
      notBody[block.index] = 1;
      boxes.push(block.index);
      continue;
    }
    if (notBody[block.index] === 1) {
      sinceTable = -1; // a heading
      inBox = false;
      previousWasNote = false;
      continue;
    }
    if (inBox) {
      notBody[block.index] = 1;
      boxes.push(block.index);
      continue;
    }
    if (sinceTable < 0) continue;
    const evidence = tableNoteEvidence(block);
    const note: boolean =
      evidence === 'strong' ||
      (evidence === 'weak' && sinceTable === 0) ||
      (evidence === 'continues' && (previousWasNote || (sinceTable === 0 && tableHasMarks)));
    if (note) {
      notBody[block.index] = 1;
      tableNotes.set(block.index, evidence === 'strong' ? 'strong' : 'weak');
    } else sinceTable = sinceTable + 1 > NOTES_REACH ? -1 : sinceTable + 1;
    previousWasNote = note;
  }
  const pullQuotes = [...findPullQuotes(body)];
  for (const index of [...captions.keys(), ...pullQuotes]) notBody[index] = 1;
  return { notBody, tableNotes, boxes, pullQuotes, legendLines };
}

/** Finds the body text and sets each section's `words`. */
export function recogniseBodyText(input: BodyTextInput): BodyText {
  const { body, sections, titleBlock, keywordBlock, wordsOf } = input;
  const { notBody, tableNotes, boxes, pullQuotes, legendLines } = leftOut(input);
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
  return { of, ofRole, tableNotes, boxes, pullQuotes, legendLines };
}
