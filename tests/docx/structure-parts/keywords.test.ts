/** Keywords (structure/keywords.ts). */
import { describe, expect, it } from 'vitest';
import {
  findKeywordsLine,
  keywordsFromLine,
  keywordsFromSection,
  splitAbstractAtKeywords,
  splitKeywords,
} from '../../../src/docx/structure/keywords.ts';
import { blocksOf, h, sectionsOf } from './parts.ts';

describe('keywords', () => {
  it('reads a run-in keywords line with its separator', () => {
    const blocks = blocksOf(['Title', 'Key words (MeSH): asthma; children; inhaled steroids.']);
    const line = findKeywordsLine(blocks);
    expect(line && keywordsFromLine(line)).toEqual({
      blocks: [1],
      label: 'Key words (MeSH):',
      items: ['asthma', 'children', 'inhaled steroids'],
      separator: ';',
    });
    expect(splitKeywords('a · b · c')).toEqual({ items: ['a', 'b', 'c'], separator: '·' });
  });

  it('reads a keywords section written one per paragraph', () => {
    const blocks = blocksOf([h(1, 'Keywords'), 'asthma', 'children,']);
    const { sections } = sectionsOf(blocks);
    const section = sections.find((s) => s.role === 'keywords');
    expect(section && keywordsFromSection(section, [1, 2], blocks)).toMatchObject({
      items: ['asthma', 'children'],
      separator: 'list',
    });
  });

  it('hands the text after the keywords line of an abstract to the main text', () => {
    const blocks = blocksOf(['Title', h(1, 'Abstract'), 'We did it.', 'Keywords: a; b', 'Asthma is common [1].']);
    const { sections } = sectionsOf(blocks);
    const line = findKeywordsLine(blocks);
    if (line) splitAbstractAtKeywords(sections, blocks, line);
    expect(sections.map((s) => [s.role, s.blockStart, s.blockEnd])).toEqual([
      ['front-matter', 0, 1],
      ['abstract', 1, 4],
      ['main', 4, 5],
    ]);
  });
});
