/**
 * The abstract and the summaries beside it (key points, plain-language summary). The abstract is
 * the body text of the first run of abstract sections; its structured labels are sub-headings
 * inside it or run-in labels ("Background:" in bold, or a known label name) opening paragraphs.
 */
import type { AbstractInfo, Block, Section, TextRegion } from '../model.ts';
import type { BodyText } from './body-text.ts';
import { countWords } from './words.ts';

export function recogniseAbstract(
  body: Block[],
  sections: Section[],
  bodyText: BodyText,
  region: (indexes: number[]) => TextRegion,
): AbstractInfo | null {
  const abstractBlocks = bodyText.ofRole('abstract', true);
  if (abstractBlocks.length === 0) return null;
  const labels: string[] = [];
  let labelWords = 0;
  for (const section of sections) {
    if (
      section.role === 'abstract' &&
      section.level > 1 &&
      section.heading &&
      section.headingBlock !== null &&
      section.blockStart >= (abstractBlocks[0] ?? 0) - 1
    ) {
      labels.push(section.heading.replace(/[:.]\s*$/, ''));
      labelWords += countWords(section.heading);
    }
  }
  for (const index of abstractBlocks) {
    const label = runInLabel(body[index]);
    if (label) {
      labels.push(label.replace(/[:.]\s*$/, ''));
      labelWords += countWords(label);
    }
  }
  const base = region(abstractBlocks);
  const structured = labels.length >= 2;
  // Sub-heading labels are not in the body paragraphs; run-in labels are, so subtract those.
  const runInWords = abstractBlocks.reduce((sum, i) => sum + countWords(runInLabel(body[i]) ?? ''), 0);
  const headingLabelWords = labelWords - runInWords;
  return {
    ...base,
    words: base.words - runInWords,
    wordsWithLabels: base.words + headingLabelWords,
    labels,
    structured,
  };
}

/** Key points and the plain-language summary: the body text of their sections. */
export function recogniseSummaries(
  bodyText: BodyText,
  region: (indexes: number[]) => TextRegion,
): { keySummaryPoints: TextRegion | null; plainLanguageSummary: TextRegion | null } {
  const keyPointBlocks = bodyText.ofRole('key-points');
  const plsBlocks = bodyText.ofRole('plain-language-summary');
  return {
    keySummaryPoints: keyPointBlocks.length > 0 ? region(keyPointBlocks) : null,
    plainLanguageSummary: plsBlocks.length > 0 ? region(plsBlocks) : null,
  };
}

/** A structured-abstract label written at the start of a paragraph: bold text ending in ":". */
export function runInLabel(block: Block | undefined): string | null {
  if (!block) return null;
  const match =
    /^\s*([\p{Lu}][^:.?!]{0,60}?[:?])\s/u.exec(block.text) ?? /^\s*([\p{Lu}][^:.?!]{0,60}?[:?])$/u.exec(block.text);
  if (!match?.[1]) return null;
  // The label's words must be bold; the colon after them often is not.
  const labelEnd = (match.index ?? 0) + match[0].trimEnd().length - 1;
  const bold = block.runs.filter(
    (run) => run.start < labelEnd && /[\p{L}\p{N}]/u.test(block.text.slice(run.start, Math.min(run.end, labelEnd))),
  );
  if (bold.length > 0 && bold.every((run) => run.format.bold)) return match[1];
  if (
    /^(background|objectives?|aims?|purpose|introduction|context|methods?|design|setting|participants|interventions?|main outcome measures?|results?|findings|conclusions?|interpretation|methods and findings|trial registration|funding|importance|observations|relevance)\s*:/i.test(
      match[1],
    )
  )
    return match[1];
  return null;
}
