/**
 * Where an abstract without a following heading ends: many manuscripts run from the abstract
 * straight into an introduction with no heading of its own. The introduction begins at the first
 * paragraph that cites the literature — an abstract does not cite, an introduction does — after
 * at least one abstract paragraph; a heading-like line just before it (a bold line, the title
 * repeated) opens it. A structured abstract's labelled paragraphs are never the introduction.
 * The keywords line (keywords.ts) and the next heading end the abstract too.
 */
import type { Block, Section } from '../model.ts';
import { labelParagraph, runInLabel } from './abstract.ts';
import { countWords, normaliseHeading } from './words.ts';

const NAME =
  "(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Spring|Summer|Autumn|Fall|Winter|Wave|Version|Phase)\\b)\\p{Lu}[\\p{L}'’-]+";
const YEAR = '(?:19|20)\\d{2}[a-z]?';
/** "[12]", "[3, 5–7]". */
const SQUARE_NUMBERS = /\[\s*\d{1,3}(?:\s*[-–—,;]\s*\d{1,3})*\s*\]/;
/** "(Smith et al., 2010", "(Smith and Jones 2011", "(WHO, 2020", "(see Smith, 2010". */
const AUTHOR_YEAR = new RegExp(
  `[(;]\\s*(?:see |e\\.g\\.,? |cf\\. )?${NAME}(?:\\s+(?:et al\\.?|and|&)(?:\\s+${NAME})?)?,?\\s+${YEAR}\\s*[;,)]`,
  'u',
);
/** "Smith et al. (2010)", "Smith and Jones (2011)". */
const NARRATIVE = new RegExp(`${NAME}(?:\\s+et al\\.?|\\s+(?:and|&)\\s+${NAME})\\s*\\(${YEAR}\\)`, 'u');
const SUPERSCRIPT_NUMBERS = /^\s*\d{1,3}(?:\s*[-–—,]\s*\d{1,3})*\s*$/;
/** What stands before an exponent or a unit's power, not a citation: "10⁵", "kg/m²", "cm³". */
const BEFORE_EXPONENT = /(?:\d|(?:^|[\s(=/·×])(?:\p{L}{1,2}|kg\/m|m\/s))$/u;

/** Whether a paragraph cites the literature: numbers in brackets, author and year, superscript numbers after a word. */
export function citesLiterature(block: Block): boolean {
  const text = block.text;
  if (SQUARE_NUMBERS.test(text) || AUTHOR_YEAR.test(text) || NARRATIVE.test(text)) return true;
  return block.runs.some(
    (run) =>
      run.format.superscript &&
      SUPERSCRIPT_NUMBERS.test(text.slice(run.start, run.end)) &&
      run.start > 0 &&
      !BEFORE_EXPONENT.test(text.slice(Math.max(0, run.start - 6), run.start)),
  );
}

function allBold(block: Block): boolean {
  const visible = block.runs.filter((run) => block.text.slice(run.start, run.end).trim().length > 0);
  return visible.length > 0 && visible.every((run) => run.format.bold);
}

/** A line that heads what follows: bold, short and without a closing full stop, or the title repeated. */
function headsText(block: Block, title: Block | undefined): boolean {
  const text = block.text.trim();
  if (title && normaliseHeading(text) === normaliseHeading(title.text)) return true;
  return allBold(block) && countWords(text) <= 25 && !/[.;,]$/.test(text) && labelParagraph(block) === null;
}

/**
 * Splits the first run of abstract sections where an un-headed introduction begins (edits
 * `sections`). Returns the block of the line that heads the introduction when one does, for the
 * caller to count as a heading.
 */
export function splitAbstractAtIntroduction(
  sections: Section[],
  body: Block[],
  isBodyParagraph: (block: Block) => boolean,
  title: Block | undefined,
): { headingBlock: number | null } | null {
  const first = sections.findIndex((s) => s.role === 'abstract');
  if (first === -1) return null;
  let last = first;
  while (sections[last + 1]?.role === 'abstract') last++;
  const section = sections[last];
  if (!section) return null;
  let abstractParagraphs = 0;
  for (let i = first; i < last; i++) {
    const s = sections[i];
    if (s) abstractParagraphs += body.slice(s.blockStart, s.blockEnd).filter(isBodyParagraph).length;
  }
  const paragraphs = body.slice(section.blockStart, section.blockEnd).filter(isBodyParagraph);
  const at = paragraphs.findIndex(
    (block, i) => abstractParagraphs + i > 0 && citesLiterature(block) && runInLabel(block) === null,
  );
  if (at === -1) return null;
  // A labelled paragraph after it means the abstract cites: it goes on.
  if (paragraphs.slice(at).some((block) => runInLabel(block) !== null || labelParagraph(block) !== null)) return null;
  let start = at;
  if (start > 0 && abstractParagraphs + start > 1 && headsText(paragraphs[start - 1] as Block, title)) start--;
  const startBlock = paragraphs[start] as Block;
  const headed = start < at;
  sections.splice(last + 1, 0, {
    heading: headed ? startBlock.text.replace(/\s+/g, ' ').trim() : null,
    headingBlock: headed ? startBlock.index : null,
    role: 'main',
    level: headed ? 1 : 0,
    blockStart: startBlock.index,
    blockEnd: section.blockEnd,
    words: 0,
  });
  section.blockEnd = startBlock.index;
  return { headingBlock: headed ? startBlock.index : null };
}
