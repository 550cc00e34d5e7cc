/**
 * Loose ends an editor marked on real manuscripts (issue 24): tables cited in a file with no table
 * title at all, a citation with "???" for a number, a template's "Author A" names.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptWith, runOn, type ParagraphSpec } from '../framework/testing.ts';
import { looseEnds } from './index.ts';

const run = (paragraphs: ParagraphSpec[]) =>
  runOn(looseEnds, manuscriptWith(paragraphs)).results.filter((r) => r.status !== 'pass');
const intro = { text: 'Introduction', styleName: 'heading 1' };

describe('tables cited in a file with no table title', () => {
  it('says which tables the text cites and that the file holds none, as a warning on the first citation', () => {
    const items = run([
      intro,
      { text: 'Table 1 presents the characteristics of the cohort.' },
      { text: 'Outcomes are in Tables 2 and 3.' },
    ]);
    expect(items.map((r) => [r.original, r.status, r.reasoning])).toEqual([
      [
        'Table 1',
        'warning',
        'The text cites Tables 1, 2 and 3, but no table title in the manuscript is labelled Table 1, and the file holds no table and no picture. Add the tables with their titles, unless the journal takes tables as separate files.',
      ],
    ]);
  });

  it('says it could not determine whether pictures are the tables', () => {
    const items = run([
      intro,
      { text: 'Table 1 summarises the meta-analyses we reproduced.' },
      { text: '', hasDrawing: true },
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]!.reasoning).toContain(
      'It holds pictures, which may be the tables pasted as images: whether Table 1 is there could not be determined.',
    );
  });

  it('says which table is which could not be determined when Word tables have no titles', () => {
    const items = run([
      intro,
      { text: 'In Table 10 the differences for men and women are broken down.' },
      { text: 'Parents vs. Childless', kind: 'table-cell' },
      { text: '0.08', kind: 'table-cell' },
    ]);
    expect(items.map((r) => r.reasoning)).toEqual([
      'The text cites Table 10, but no table title in the manuscript is labelled Table 10: the file holds a table with no title "Table 1…", so which table is which could not be determined. Give each table its title ("Table 1. …").',
    ]);
  });

  it('judges titled tables as before, and leaves supplementary and other papers’ tables alone', () => {
    expect(
      run([
        intro,
        { text: 'See Supplementary Table 2 and Table 3 of Smith et al. for the doses.' },
        { text: 'eTable 1 lists the sites.' },
      ]),
    ).toEqual([]);
  });
});

describe('unfinished citations and names', () => {
  it('finds a citation with question marks for a number', () => {
    const items = run([
      intro,
      { text: 'Diversity is reduced relative to newly intubated patients [???,3,4], as before [1, 2].' },
    ]);
    expect(items.map((r) => r.original)).toEqual(['[???,3,4]']);
  });

  it('finds a template’s "Author A" names once per paragraph, but not one labelled author', () => {
    const items = run([
      intro,
      { text: 'Conceptualization: Author A and Author B. Data curation: Author A and Author C.' },
      { text: 'Two raters coded the transcripts; Author A coded all of them.' },
    ]);
    expect(items.map((r) => r.original)).toEqual(['Author A']);
  });
});
