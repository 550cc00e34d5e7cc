/**
 * The abstract and the summaries beside it (key points, plain-language summary). The abstract is
 * the body text of the first run of abstract sections; its structured labels are sub-headings
 * inside it or run-in labels ("Background:" in bold, or a known label name) opening paragraphs.
 */
import type { AbstractInfo, Block, Section, TextRegion } from '../model.ts';
import type { BodyText } from './body-text.ts';
import { runInAbstractLabel } from './headings.ts';
import { isAbstractLabel, roleOfHeading } from './roles.ts';
import { countWords, readsAsEnglish } from './words.ts';

export function recogniseAbstract(
  body: Block[],
  sections: Section[],
  bodyText: BodyText,
  region: (indexes: number[]) => TextRegion,
): AbstractInfo | null {
  const abstractBlocks = englishAbstractBlocks(body, sections, bodyText);
  if (abstractBlocks.length === 0) return null;
  const labels: { at: number; text: string }[] = [];
  let labelWords = 0;
  for (const section of sections) {
    if (
      section.role === 'abstract' &&
      section.level > 1 &&
      section.heading &&
      section.headingBlock !== null &&
      section.blockStart >= (abstractBlocks[0] ?? 0) - 1
    ) {
      labels.push({ at: section.headingBlock, text: section.heading.replace(/\s*[:.]\s*$/, '') });
      labelWords += countWords(section.heading);
    }
  }
  // Run-in labels and labels standing alone are in the body paragraphs: the words without labels leave them out.
  let inTextLabelWords = 0;
  // "Abstract:" opening the first paragraph is the heading written in the text: in neither count.
  const opening = abstractBlocks[0] === undefined ? undefined : body[abstractBlocks[0]];
  const abstractLabel = runInAbstractLabel(opening);
  const headingWords = abstractLabel ? countWords(abstractLabel) : 0;
  const textBlocks: number[] = [];
  for (const index of abstractBlocks) {
    const block = body[index];
    const alone = labelParagraph(block);
    const label =
      alone ?? runInLabel(abstractLabel && block && block === opening ? after(block, abstractLabel.length) : block);
    if (label) {
      labels.push({ at: index, text: label.replace(/\s*[:.?—–]\s*$/, '') });
      inTextLabelWords += countWords(label);
    }
    if (!alone) textBlocks.push(index);
  }
  const base = region(abstractBlocks);
  const structured = labels.length >= 2;
  return {
    ...region(textBlocks),
    words: base.words - headingWords - inTextLabelWords,
    wordsWithLabels: base.words - headingWords + labelWords,
    labels: labels.sort((a, b) => a.at - b.at).map((label) => label.text),
    structured,
  };
}

/**
 * The abstract's paragraphs: the first run of abstract sections, or, when it is in another
 * language (a thesis's "Sammanfattning" before its English abstract), the first that reads as
 * English.
 */
function englishAbstractBlocks(body: Block[], sections: Section[], bodyText: BodyText): number[] {
  const groups: number[][] = [];
  let previous: Section['role'] | null = null;
  for (const section of sections) {
    const inAbstract = section.role === 'abstract' || (section.role === 'keywords' && previous === 'abstract');
    if (inAbstract) {
      // A new abstract heading at the top of its part (or "Abstract:" run in) opens another abstract.
      const opensAnother = section.role === 'abstract' && section.level <= 1 && section.heading !== null;
      if (previous !== 'abstract' || groups.length === 0 || opensAnother) groups.push([]);
      // A keywords line between abstract sections keeps the abstract going but is not part of it.
      if (section.role === 'abstract') groups.at(-1)?.push(...bodyText.of(section));
      previous = 'abstract';
    } else previous = section.role;
  }
  const english = groups.find((group) => group.length > 0 && readsAsEnglish(group.map((i) => body[i] ?? { text: '' })));
  return english ?? groups.find((group) => group.length > 0) ?? [];
}

/** The block with its first `from` characters cut off (runs shifted): what follows a run-in heading. */
function after(block: Block, from: number): Block {
  const runs = block.runs
    .filter((run) => run.end > from)
    .map((run) => ({ ...run, start: Math.max(0, run.start - from), end: run.end - from }));
  return { ...block, text: block.text.slice(from), runs };
}

/**
 * Key points set in a box: a one-column table (one cell, or a heading row over a content row)
 * whose first line names key points ("Key points", "What is already known on this topic",
 * "Research in context"). The points are its other paragraphs; the lines naming a part of the
 * box are its headings.
 */
function keyPointsInBoxes(body: Block[]): number[] {
  const tables = new Map<number, Block[]>();
  for (const block of body) {
    if (block.kind !== 'table-cell' || !block.table) continue;
    const cells = tables.get(block.table.table) ?? [];
    cells.push(block);
    tables.set(block.table.table, cells);
  }
  const points: number[] = [];
  for (const cells of tables.values()) {
    if (cells.some((b) => (b.table?.cell ?? 0) > 0 || (b.table?.row ?? 0) > 2)) continue;
    const lines = cells.filter((b) => b.text.trim() !== '');
    if (!lines[0] || roleOfHeading(lines[0].text) !== 'key-points') continue;
    for (const line of lines) if (roleOfHeading(line.text) !== 'key-points') points.push(line.index);
  }
  return points;
}

/** Key points and the plain-language summary: the body text of their sections; key points also from a box. */
export function recogniseSummaries(
  body: Block[],
  bodyText: BodyText,
  region: (indexes: number[]) => TextRegion,
): { keySummaryPoints: TextRegion | null; plainLanguageSummary: TextRegion | null } {
  const inSections = bodyText.ofRole('key-points');
  const keyPointBlocks = inSections.length > 0 ? inSections : keyPointsInBoxes(body);
  const plsBlocks = bodyText.ofRole('plain-language-summary');
  return {
    keySummaryPoints: keyPointBlocks.length > 0 ? region(keyPointBlocks) : null,
    plainLanguageSummary: plsBlocks.length > 0 ? region(plsBlocks) : null,
  };
}

/** A label standing alone as a short paragraph of the abstract ("Purpose", "Methods:"), not a heading. */
export function labelParagraph(block: Block | undefined): string | null {
  if (!block) return null;
  const text = block.text.replace(/\s+/g, ' ').trim();
  return text.length <= 60 && isAbstractLabel(text) ? text : null;
}

const LABEL_WORDS = /^\s*([\p{Lu}][^:.?!—–]{0,60}?)\s*([:?.]|\s[—–])(?=\s|$)/u;

/**
 * A structured-abstract label written at the start of a paragraph: bold words ending in ":" or
 * "." ("Setting and data:"), or a known label name followed by ":", "." or a dash ("Objective.
 * To …", "Methods — We …"). The colon after bold words is often not bold itself.
 */
export function runInLabel(block: Block | undefined): string | null {
  if (!block) return null;
  const match = LABEL_WORDS.exec(block.text);
  if (!match?.[1] || !match[2]) return null;
  const label = block.text.slice(0, (match.index ?? 0) + match[0].length).trimStart();
  const name = match[1];
  const rest = block.text.slice(match[0].length).trim();
  if (isAbstractLabel(name) || /^introduction$/i.test(name)) return rest.length > 0 || match[2] !== '.' ? label : null;
  // Other bold words: a colon, or a full stop after at most six words, with text after it.
  if (match[2] !== ':' && match[2] !== '?' && (match[2] !== '.' || countWords(name) > 6 || rest.length === 0))
    return null;
  const labelEnd = (match.index ?? 0) + match[0].trimEnd().length - 1;
  const bold = block.runs.filter(
    (run) => run.start < labelEnd && /[\p{L}\p{N}]/u.test(block.text.slice(run.start, Math.min(run.end, labelEnd))),
  );
  return bold.length > 0 && bold.every((run) => run.format.bold) ? label : null;
}
