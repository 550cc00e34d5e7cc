/** Running text (structure/body-text.ts): what counts as a section's words. */
import { describe, expect, it } from 'vitest';
import { recogniseBodyText } from '../../../src/docx/structure/body-text.ts';
import { findCaptions } from '../../../src/docx/structure/captions.ts';
import { blocksOf, h, sectionsOf, wordsOf } from './parts.ts';

describe('body text', () => {
  it('leaves out headings, captions, table cells, table notes and pull quotes', () => {
    const blocks = blocksOf([
      h(1, 'Results'),
      'Mortality fell by a third in the treated group.',
      { text: 'Table 1. Outcomes', styleName: 'Caption' },
      { text: 'Deaths', kind: 'table-cell' },
      'OR, odds ratio.',
      'We saw fewer deaths: mortality fell by a third.',
      { text: 'Mortality fell by a third', styleName: 'Intense Quote' },
    ]);
    const { sections, title } = sectionsOf(blocks);
    const bodyText = recogniseBodyText({
      body: blocks,
      sections,
      headingBlocks: [0],
      captions: findCaptions(blocks),
      titleBlock: title,
      keywordBlock: undefined,
      wordsOf,
    });
    const results = sections.find((s) => s.heading === 'Results');
    expect(results && bodyText.of(results)).toEqual([1, 5]);
    expect(results?.words).toBe(9 + 9);
    expect(bodyText.ofRole('main')).toEqual([1, 5]);
  });
});
