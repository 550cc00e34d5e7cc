/** The reference list (structure/references.ts) and captions (structure/captions.ts). */
import { describe, expect, it } from 'vitest';
import { captionCounts, findCaptions } from '../../../src/docx/structure/captions.ts';
import { referenceEntries, referenceListBlocks } from '../../../src/docx/structure/references.ts';
import { roleOfHeading } from '../../../src/docx/structure/roles.ts';
import { blocksOf, h, sectionsOf } from './parts.ts';

describe('reference list', () => {
  it('takes the references section up to the first caption or table after it, with its numbers', () => {
    const blocks = blocksOf([
      'Title',
      h(1, 'Introduction'),
      'Text [1].',
      h(1, 'References'),
      '1. Smith A. A paper. BMJ 2010;1:1.',
      '',
      '[2] Jones B. Another. Lancet 2011;2:2.',
      { text: 'Table 1. Outcomes', styleName: 'Caption' },
      'Not a reference.',
    ]);
    const { sections } = sectionsOf(blocks);
    const list = referenceListBlocks(blocks, sections, findCaptions(blocks));
    expect(list).toEqual([4, 6]);
    const entries = referenceEntries(list.map((i) => blocks[i]).filter((b) => b !== undefined));
    expect(entries.map((e) => [e.number, e.text])).toEqual([
      [1, 'Smith A. A paper. BMJ 2010;1:1.'],
      [2, 'Jones B. Another. Lancet 2011;2:2.'],
    ]);
  });
});

describe('reference list in other languages', () => {
  it('knows reference headings in other languages, and a long one with a typing slip', () => {
    expect(
      ['Literaturverzeichnis', 'Quellenverezeichnis', 'Références', 'Bibliografía', 'Referenser'].map(roleOfHeading),
    ).toEqual(['references', 'references', 'references', 'references', 'references']);
    expect(roleOfHeading('Literature review')).toBeNull();
  });

  it('leaves sub-list labels out of the entries', () => {
    const blocks = blocksOf([
      'Title',
      h(1, 'Einleitung'),
      'Text (Barban, 2013).',
      h(1, 'Quellenverezeichnis'),
      'Dataset:',
      'Brüderl J, Hank K. 2016. The German Family Panel (pairfam). GESIS Data Archive, Cologne.',
      'Literature:',
      'Barban, N. (2013). Trajectoires familiales et santé. Eur J Popul, 29(4), 357–385.',
    ]);
    const { sections } = sectionsOf(blocks);
    expect(referenceListBlocks(blocks, sections, findCaptions(blocks))).toEqual([5, 7]);
  });
});

describe("a citation manager's bibliography", () => {
  it('takes csl-entry / Bibliography paragraphs for the list even without a heading', () => {
    const entry = (text: string) => ({ text, styleName: 'csl-entry' });
    const blocks = blocksOf([
      'Title',
      h(1, 'Introduction'),
      'Text (Aassve et al., 2006).',
      h(1, 'Appendix'),
      'Question 1.',
      entry('Aassve, A., Mazzuco, S., & Mencarini, L. (2006). Childbearing. J Eur Soc Policy, 16(4), 315–329.'),
      entry('Allen, E., & Bonell, C. (2007). Teenage pregnancy. J Epidemiol Community Health, 61(1), 20–27.'),
      entry('Becker, O. A. (2017). Handbuch Gesundheitssoziologie. Wiesbaden: Springer.'),
    ]);
    const { sections } = sectionsOf(blocks);
    expect(referenceListBlocks(blocks, sections, findCaptions(blocks))).toEqual([5, 6, 7]);
  });
});

describe('captions', () => {
  it('counts distinct main-text labels, not supplementary ones', () => {
    const blocks = blocksOf([
      'Title',
      h(1, 'Results'),
      'Figure 1. Flow chart.',
      'Figure 1. Flow chart (continued).',
      'Table 1: Baseline.',
      'Table 1 shows the baseline characteristics of the whole cohort and of each group of patients in turn.',
      'Figure S1. Extra.',
      h(1, 'Supplementary material'),
      'Figure 2. Only online.',
    ]);
    const captions = findCaptions(blocks);
    expect([...captions.keys()]).toEqual([2, 3, 4, 6, 8]);
    expect(captionCounts(captions, sectionsOf(blocks).sections)).toEqual({ figures: 1, tables: 1 });
  });
});
