/** The abstract and summaries (structure/abstract.ts). */
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/docx/model.ts';
import { recogniseAbstract, recogniseSummaries, runInLabel } from '../../../src/docx/structure/abstract.ts';
import { recogniseBodyText } from '../../../src/docx/structure/body-text.ts';
import { findCaptions } from '../../../src/docx/structure/captions.ts';
import type { ParagraphSpec } from '../../../src/docx/testing.ts';
import { blocksOf, h, regionOf, sectionsOf, wordsOf } from './parts.ts';

function parts(specs: (ParagraphSpec | string)[]) {
  const blocks: Block[] = blocksOf(specs);
  const { sections, title } = sectionsOf(blocks);
  const bodyText = recogniseBodyText({
    body: blocks,
    sections,
    headingBlocks: sections.flatMap((s) => (s.headingBlock === null ? [] : [s.headingBlock])),
    captions: findCaptions(blocks),
    titleBlock: title,
    keywordBlock: undefined,
    wordsOf,
  });
  return {
    abstract: recogniseAbstract(blocks, sections, bodyText, regionOf(blocks)),
    summaries: recogniseSummaries(blocks, bodyText, regionOf(blocks)),
  };
}

describe('abstract', () => {
  it('reads run-in labels and counts words without them', () => {
    const { abstract } = parts([
      'Title',
      h(1, 'Abstract'),
      'Background: one two three.',
      'Methods: four five.',
      h(1, 'Introduction'),
      'Text.',
    ]);
    expect(abstract).toMatchObject({ blocks: [2, 3], words: 5, wordsWithLabels: 7, structured: true });
    expect(abstract?.labels).toEqual(['Background', 'Methods']);
  });

  it('reads sub-heading labels and counts them only with labels', () => {
    const { abstract } = parts(['Title', h(1, 'Abstract'), h(2, 'Aims'), 'One two.', h(2, 'Results'), 'Three.']);
    expect(abstract).toMatchObject({ labels: ['Aims', 'Results'], words: 3, wordsWithLabels: 5, structured: true });
  });

  it('reads key points and a plain-language summary', () => {
    const { summaries, abstract } = parts(['Title', h(1, 'Key points'), 'A point.', h(1, 'Author summary'), 'Plain.']);
    expect(abstract).toBeNull();
    expect(summaries.keySummaryPoints?.blocks).toEqual([2]);
    expect(summaries.plainLanguageSummary?.blocks).toEqual([4]);
  });

  it('takes a bold or known label, not an ordinary sentence with a colon', () => {
    const [bold, known, prose] = blocksOf([
      {
        text: 'Setting and data: Scotland.',
        runs: [{ text: 'Setting and data:', bold: true }, { text: ' Scotland.' }],
      },
      'Results: it worked.',
      'We asked: why?',
    ]);
    expect([runInLabel(bold), runInLabel(known), runInLabel(prose)]).toEqual(['Setting and data:', 'Results:', null]);
  });
});
