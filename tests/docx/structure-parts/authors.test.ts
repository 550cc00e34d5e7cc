/** Authors and affiliations (structure/authors.ts). */
import { describe, expect, it } from 'vitest';
import { looksLikeAuthors, recogniseAuthors } from '../../../src/docx/structure/authors.ts';
import { blocksOf, h, sectionsOf } from './parts.ts';

describe('authors', () => {
  it('finds the author line and affiliations in the front matter', () => {
    const blocks = blocksOf([
      'Effect of X on Y',
      'Anna Smith1, Bo Jones2 and Carl Brown1*',
      '1 Department of Medicine, University of Oxford',
      h(1, 'Introduction'),
      'Text.',
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toEqual({ authorBlocks: [1], affiliationBlocks: [2] });
  });

  it('prefers author and affiliation styles', () => {
    const blocks = blocksOf([
      'Effect of X on Y',
      { text: 'A. Smith', styleName: 'Author' },
      { text: 'Oxford', styleName: 'Affiliation' },
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toEqual({ authorBlocks: [1], affiliationBlocks: [2] });
  });

  it('tells a list of names from a sentence', () => {
    expect(looksLikeAuthors('Jane A. Doe, John Roe, and Mary-Ann O’Neil†')).toBe(true);
    expect(looksLikeAuthors('Patients were recruited in Oxford, Leeds and York between 2010 and 2012.')).toBe(false);
  });
});
