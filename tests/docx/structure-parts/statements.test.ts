/** Statements (structure/statements.ts). */
import { describe, expect, it } from 'vitest';
import { recogniseBodyText } from '../../../src/docx/structure/body-text.ts';
import { findCaptions } from '../../../src/docx/structure/captions.ts';
import { recogniseStatements } from '../../../src/docx/structure/statements.ts';
import { blocksOf, h, regionOf, sectionsOf, wordsOf } from './parts.ts';

describe('statements', () => {
  it('reads statement sections and run-in statements outside the main text', () => {
    const blocks = blocksOf([
      'Title',
      h(1, 'Methods'),
      'Funding: this sentence is inside the Methods and is not the statement.',
      h(1, 'Funding'),
      'Funded by the council.',
      h(1, 'Additional information'),
      'Competing interests: none declared.',
      'Data availability: on request.',
    ]);
    const { sections, title } = sectionsOf(blocks);
    const bodyText = recogniseBodyText({
      body: blocks,
      sections,
      headingBlocks: [1, 3, 5],
      captions: findCaptions(blocks),
      titleBlock: title,
      keywordBlock: undefined,
      wordsOf,
    });
    const statements = recogniseStatements(blocks, bodyText, bodyText.ofRole('main'), regionOf(blocks));
    expect(Object.fromEntries(Object.entries(statements).map(([kind, region]) => [kind, region?.blocks]))).toEqual({
      funding: [4],
      disclosures: [6],
      'data-availability': [7],
    });
  });
});
