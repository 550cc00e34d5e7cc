import { describe, expect, it } from 'vitest';
import type { ResultItem } from '../../contract/checks.ts';
import type { ReaderWarning } from '../../docx/model.ts';
import { manuscriptWith, runOn, type ParagraphSpec } from '../framework/testing.ts';
import { looseEnds } from './index.ts';

const run = (paragraphs: ParagraphSpec[], warnings: ReaderWarning[] = []) => {
  const manuscript = manuscriptWith(paragraphs);
  return runOn(looseEnds, { ...manuscript, warnings }).results.filter((r) => r.status !== 'pass');
};
const originals = (items: ResultItem[]) => items.map((r) => r.original);

const intro = { text: 'Introduction', styleName: 'heading 1' };

describe('loose-ends: figures and tables', () => {
  it('finds a table cited but absent, a figure never cited, and a first citation out of order', () => {
    const items = run([
      intro,
      { text: 'Baseline characteristics are in Table 1 and outcomes in Table 3.' },
      { text: 'Figure 2 shows the trend; Figure 1 shows the flow of patients.' },
      { text: 'Table 1. Baseline characteristics', styleName: 'Table Caption' },
      { text: 'Figure 1. Flow of patients', styleName: 'Image Caption' },
      { text: 'Figure 2. Trend over time', styleName: 'Image Caption' },
      { text: 'Figure 3. Sensitivity analysis', styleName: 'Image Caption' },
    ]);
    expect(items.map((r) => [r.original, r.reasoning])).toEqual([
      [
        'Table 3',
        'Table 3 is cited, but no table title in the manuscript is labelled Table 3: add the table (or its title), or correct the citation.',
      ],
      ['Figure 2', 'Figure 2 is cited before Figure 1: number figures in the order the text first cites them.'],
      [
        'Figure 3',
        'Figure 3 is in the manuscript but the text never cites it: cite it where its content is discussed.',
      ],
    ]);
    expect(items.every((r) => r.status === 'failed')).toBe(true);
  });

  it('reads ranges and lists, and leaves supplementary items and other papers’ tables alone', () => {
    const items = run([
      intro,
      { text: 'Results are in Tables 1–3 (see also Figs. 1 and 2).' },
      { text: 'Supplementary Table 4 and Figure S5 give details; Table 2 of Smith et al. differs.' },
      { text: 'Table 1. A', styleName: 'Table Caption' },
      { text: 'Table 2. B', styleName: 'Table Caption' },
      { text: 'Table 3. C', styleName: 'Table Caption' },
      { text: 'Figure 1. D', styleName: 'Image Caption' },
      { text: 'Figure 2. E', styleName: 'Image Caption' },
    ]);
    expect(items).toEqual([]);
  });

  it('judges nothing missing when the file has no captions of that kind (figures sent as files)', () => {
    expect(run([intro, { text: 'The flow of patients is shown in Figure 1.' }])).toEqual([]);
  });

  it('counts an APA label alone in a table cell as the table, and flags a caption with two labels', () => {
    const items = run([
      intro,
      { text: 'Demographics are in Table 1 and outcomes in Table 2.' },
      { text: 'Table 1', kind: 'table-cell' },
      { text: 'Table 1: Table 2: Outcomes', styleName: 'caption' },
    ]);
    expect(originals(items)).toEqual(['Table 1: Table 2:']);
    expect(items[0]!.reasoning).toContain('two labels');
  });

  it('reads chapter-numbered figures and checks order within a chapter', () => {
    const items = run([
      intro,
      { text: 'Figure 2.2 shows the model, and Figure 2.1 the data; Figure 3.1 comes later.' },
      { text: 'Figure 2.1: Data', styleName: 'caption' },
      { text: 'Figure 2.2: Model', styleName: 'caption' },
      { text: 'Figure 3.1: Later', styleName: 'caption' },
    ]);
    expect(items.map((r) => r.reasoning)).toEqual([
      'Figure 2.2 is cited before Figure 2.1: number figures in the order the text first cites them.',
    ]);
  });
});

describe('loose-ends: text left unfinished', () => {
  it('finds unresolved cross-references and citation fields', () => {
    const items = run([
      intro,
      { text: 'As shown in Error! Reference source not found., mortality fell.' },
      { text: 'See Figure \\@ref(fig:forest) and Table ?? for details.' },
      { text: 'Prior work {Smith, 2019 #123} and [@jones2020; @lee2021] disagree.' },
    ]);
    expect(originals(items)).toEqual([
      'Error! Reference source not found.',
      '\\@ref(fig:forest)',
      'Table ??',
      '{Smith, 2019 #123}',
      '[@jones2020; @lee2021]',
    ]);
    expect(items[0]!.reasoning).toContain('Word could not resolve this field');
  });

  it('finds placeholders and notes to the authors but not karyotypes, ellipses or reference categories', () => {
    const items = run([
      intro,
      { text: 'Mortality was XXX% lower (n = xx) [citation needed]; see table xx. TBD.' },
      { text: 'Funding: [insert grant number]. Data are in the repository [ref to zenodo].' },
      { text: 'One girl had 47,XXX; the quote was cut […] as shown [...].' },
      { text: 'Male [ref]', kind: 'table-cell' },
    ]);
    expect(originals(items)).toEqual([
      'XXX',
      'xx',
      '[citation needed]',
      'table xx',
      'TBD',
      '[insert grant number]',
      '[ref to zenodo]',
    ]);
  });

  it('finds "click here" without a link, but not a linked phrase, a written address or "this link" as association', () => {
    const items = run([
      intro,
      { text: 'The data are available here and the code at this link.' },
      {
        text: 'The protocol can be accessed here.',
        runs: [{ text: 'The protocol can be ' }, { text: 'accessed here', link: true }, { text: '.' }],
      },
      { text: 'Click here: https://example.org/data' },
      { text: 'To explain this link, we examined income.' },
    ]);
    expect(originals(items)).toEqual(['available here', 'at this link']);
  });

  it('finds "in this link" and "access this link" without a link, but not "in this link between" an exposure and an outcome', () => {
    const items = run([
      intro,
      { text: 'The questionnaire is provided in this link.' },
      { text: 'Readers can access this link for the full protocol.' },
      { text: 'The mechanism in this link between sleep and mood is unclear.' },
    ]);
    expect(originals(items)).toEqual(['in this link', 'access this link']);
  });
});

describe('loose-ends: revisions and headings', () => {
  it('reports comments the engine counted and the first paragraph with tracked changes', () => {
    const manuscript = manuscriptWith([intro, { text: 'Mortality fell.' }]);
    manuscript.blocks[1] = { ...manuscript.blocks[1]!, originalText: 'Mortality rose.' };
    const items = runOn(looseEnds, {
      ...manuscript,
      warnings: [
        { code: 'comments', count: 2, message: '2 comments were not checked (comments are not part of the text).' },
      ],
    }).results;
    expect(items.map((r) => [r.name, r.status, r.details])).toEqual([
      ['Comments', 'warning', 'The file still holds 2 comments.'],
      [
        'Tracked changes',
        'warning',
        '1 paragraph holds tracked changes not yet accepted or rejected; this is the first.',
      ],
    ]);
  });

  it('finds empty headings and the same heading twice under one parent, not across chapters', () => {
    const items = run([
      { text: 'Chapter 1', styleName: 'heading 1' },
      { text: 'Methods', styleName: 'heading 2' },
      { text: 'Text.' },
      { text: '', styleName: 'heading 2' },
      { text: 'Methods', styleName: 'heading 2' },
      { text: 'Chapter 2', styleName: 'heading 1' },
      { text: 'Methods', styleName: 'heading 2' },
      { text: 'More text.' },
    ]);
    expect(items.map((r) => [r.name ?? r.original, r.status])).toEqual([
      ['Empty heading', 'warning'],
      ['Methods', 'warning'],
    ]);
    expect(items[1]!.coordinates?.absolute.start).toBeGreaterThan(0);
  });

  it('passes a clean manuscript with no findings', () => {
    const result = runOn(
      looseEnds,
      manuscriptWith([
        intro,
        { text: 'Mortality fell (Table 1).' },
        { text: 'Table 1. Deaths', styleName: 'Table Caption' },
      ]),
    );
    expect(result.results).toEqual([]);
    expect(result.summary).toBe('No problems found.');
  });
});
