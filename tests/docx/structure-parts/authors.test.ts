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
    expect(recogniseAuthors(blocks, sections, title)).toEqual({
      authorBlocks: [1],
      affiliationBlocks: [2],
      authorsFrom: 'text',
      weakEvidence: [],
      contactBlocks: [],
    });
  });

  it('prefers author and affiliation styles', () => {
    const blocks = blocksOf([
      'Effect of X on Y',
      { text: 'A. Smith', styleName: 'Author' },
      { text: 'Oxford', styleName: 'Affiliation' },
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toEqual({
      authorBlocks: [1],
      affiliationBlocks: [2],
      authorsFrom: 'style',
      weakEvidence: [],
      contactBlocks: [],
    });
  });

  it('reads an "Authors:" line, and the marked line right under it as an affiliation', () => {
    const blocks = blocksOf([
      'Delay in treatment of tuberculosis in Oslo',
      'Authors: Kari Nordmann1, Ola Hansen2',
      '1 Oslo kommune, Helseetaten, Norway; 2 Folkehelsa, Bergen, Norway',
      h(1, 'Introduction'),
      'Text.',
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toEqual({
      authorBlocks: [1],
      affiliationBlocks: [2],
      authorsFrom: 'text',
      weakEvidence: [],
      contactBlocks: [],
    });
  });

  it('takes names written one per line as one author list', () => {
    const blocks = blocksOf([
      'Delay in treatment of tuberculosis in Oslo',
      'Kari Nordmann1',
      'Ola Hansen2',
      'Per Berg1',
      'Anne Lie3',
      'Siri Dahl2',
      'Jon Moe1*',
      '1 Oslo kommune, Norway',
      h(1, 'Introduction'),
      'Text.',
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toEqual({
      authorBlocks: [1, 2, 3, 4, 5, 6],
      affiliationBlocks: [7],
      authorsFrom: 'text',
      weakEvidence: [],
      contactBlocks: [],
    });
  });

  it('reads names one per line with no label and no affiliation mark on weak evidence', () => {
    // "Research Article" / "Open Access" have the same shape as two names one per line.
    const blocks = blocksOf([
      'Delay in treatment of tuberculosis in Oslo',
      'Kari Nordmann',
      'Ola Hansen',
      h(1, 'Introduction'),
      'Text.',
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toMatchObject({ authorBlocks: [1, 2], weakEvidence: [1, 2] });
  });

  it('reads a marked line under unmarked names as an affiliation on weak evidence only', () => {
    const blocks = blocksOf([
      'Delay in treatment of tuberculosis in Oslo',
      'Authors: Kari Nordmann, Ola Hansen',
      '* Oslo kommune, Helseetaten, Norway',
      h(1, 'Introduction'),
      'Text.',
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toMatchObject({ affiliationBlocks: [2], weakEvidence: [2] });
  });

  it('reads a line only partly made of names on weak evidence', () => {
    const blocks = blocksOf([
      'Delay in treatment of tuberculosis in Oslo',
      'Kari Nordmann, Ola Hansen, Per Berg, Anne Lie, the city of Oslo',
      h(1, 'Introduction'),
      'Text.',
    ]);
    const { sections, title } = sectionsOf(blocks);
    expect(recogniseAuthors(blocks, sections, title)).toMatchObject({ authorBlocks: [1], weakEvidence: [1] });
  });

  it('tells a list of names from a sentence', () => {
    expect(looksLikeAuthors('Jane A. Doe, John Roe, and Mary-Ann O’Neil†')).toBe(true);
    expect(looksLikeAuthors('Patients were recruited in Oxford, Leeds and York between 2010 and 2012.')).toBe(false);
  });
});
