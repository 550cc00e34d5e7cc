/**
 * Structure recognition on manuscripts built with manuscriptFromParagraphs (the same path as a
 * real file): sections from heading styles and from the text, abstract labels, keywords,
 * summaries, captions, references, citations, table notes and word counts.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../src/docx/testing.ts';
import { regionText } from '../../src/docx/model.ts';

const h1 = (text: string): ParagraphSpec => ({ text, styleName: 'heading 1' });
const bold = (text: string): ParagraphSpec => ({ text, runs: [{ text, bold: true }] });
const labelled = (label: string, rest: string): ParagraphSpec => ({
  text: `${label} ${rest}`,
  runs: [{ text: label, bold: true }, { text: ` ${rest}` }],
});

describe('sections and word counts', () => {
  const m = manuscriptFromParagraphs([
    { text: 'Effect of X on Y: a randomised trial', styleName: 'Title' },
    { text: 'A Author, B Author, C Author' },
    h1('Abstract'),
    labelled('Background:', 'one two three.'),
    labelled('Methods:', 'four five.'),
    { text: 'Keywords: alpha; beta gamma; delta' },
    h1('Introduction'),
    { text: 'Six seven eight nine [1].' },
    { text: 'Table 1. Baseline characteristics', styleName: 'Table Caption' },
    { text: 'Age', kind: 'table-cell' },
    { text: '54', kind: 'table-cell' },
    { text: 'SD, standard deviation.' },
    { text: 'In the trial, ten eleven twelve [2–4] and more [1].' },
    { text: 'Ethics approval', styleName: 'heading 2' },
    { text: 'Approved by a committee.' },
    h1('Funding'),
    { text: 'Funded by nobody.' },
    h1('References'),
    { text: '1. Smith A. A paper. 2010.' },
    { text: '2. Jones B. Another. 2011.' },
    { text: '3. Brown C. Third. 2012.' },
    { text: '4. Green D. Fourth. 2013.' },
  ]);
  const s = m.structure;

  it('finds title, authors, abstract with its labels, and keywords', () => {
    expect(s.title && regionText(m, s.title)).toBe('Effect of X on Y: a randomised trial');
    expect(s.authors && regionText(m, s.authors)).toBe('A Author, B Author, C Author');
    expect(s.abstract).toMatchObject({
      words: 5,
      wordsWithLabels: 7,
      labels: ['Background', 'Methods'],
      structured: true,
    });
    expect(s.keywords).toMatchObject({ items: ['alpha', 'beta gamma', 'delta'], separator: ';', label: 'Keywords:' });
  });

  it('counts main text without headings, captions, table cells and table notes; sub-sections stay main', () => {
    expect(s.mainText.words).toBe(5 + 10 + 4);
    expect(s.sections.map((x) => [x.heading, x.role, x.level])).toEqual([
      [null, 'front-matter', 0],
      ['Abstract', 'abstract', 1],
      ['Introduction', 'main', 1],
      ['Ethics approval', 'main', 2],
      ['Funding', 'funding', 1],
      ['References', 'references', 1],
    ]);
    expect(s.statements.funding && regionText(m, s.statements.funding)).toBe('Funded by nobody.');
    expect(s.counts).toEqual({ references: 4, figures: 0, tables: 1, keywords: 3 });
  });

  it('expands citation ranges and orders references by first citation', () => {
    expect(s.citations.map((c) => [c.raw, c.numbers])).toEqual([
      ['[1]', [1]],
      ['[2–4]', [2, 3, 4]],
      ['[1]', [1]],
    ]);
    expect(s.citationOrder).toEqual([1, 2, 3, 4]);
    expect(s.references[1]).toMatchObject({ number: 2, text: 'Jones B. Another. 2011.', textStart: 3 });
  });
});

describe('manuscripts without heading styles', () => {
  it('recognises headings from bold and known section names, and the reference list', () => {
    const m = manuscriptFromParagraphs([
      { text: 'A cohort study of things' },
      bold('Abstract'),
      { text: 'We studied things.' },
      bold('Introduction'),
      {
        text: 'Things matter¹,².',
        runs: [{ text: 'Things matter' }, { text: '¹,²', superscript: true }, { text: '.' }],
      },
      bold('Statistical analysis'),
      { text: 'We used methods.' },
      bold('References'),
      { text: '[1] First reference 2001.' },
      { text: '[2] Second reference 2002.' },
    ]);
    expect(m.structure.headings).toEqual(['Abstract', 'Introduction', 'Statistical analysis', 'References']);
    expect(m.structure.abstract?.words).toBe(3);
    expect(m.structure.mainText.words).toBe(2 + 3);
    expect(m.structure.counts.references).toBe(2);
  });

  it('reads single-number square citations, and joins "[3]–[5]" into a range whatever the spacing', () => {
    const m = manuscriptFromParagraphs([
      h1('Introduction'),
      {
        text: 'One [12]. Range [3]–[5] and [6] - [7], spaced [ 8 ], lettered [9a], too long [12345], late [1]— end [2].',
      },
      h1('References'),
      ...Array.from({ length: 12 }, (_, i) => ({ text: `${i + 1}. Ref ${i + 1}.` })),
    ]);
    expect(m.structure.citations.map((c) => [c.raw, c.numbers, c.malformed])).toEqual([
      ['[12]', [12], false],
      ['[3]–[5]', [3, 4, 5], false],
      ['[6] - [7]', [6, 7], false],
      ['[ 8 ]', [8], false],
      ['[9a]', [9], false],
      ['[1]', [1], false],
      ['[2]', [2], false],
    ]);
  });

  it('reads round-bracket citations only where they can be reference numbers', () => {
    const m = manuscriptFromParagraphs([
      h1('Introduction'),
      { text: 'Cited (2) and (3, 4); not a year (2010) nor a zero (0).' },
      h1('References'),
      ...[1, 2, 3, 4].map((n) => ({ text: `${n}. Ref ${n}.` })),
    ]);
    expect(m.structure.citations.map((c) => [c.style, c.raw, c.numbers])).toEqual([
      ['numeric-round', '(2)', [2]],
      ['numeric-round', '(3, 4)', [3, 4]],
    ]);
  });

  it('reads superscript numeric citations and flags a malformed range', () => {
    const m = manuscriptFromParagraphs([
      h1('Introduction'),
      {
        text: 'Known5–3 and cited2.',
        runs: [
          { text: 'Known' },
          { text: '5–3', superscript: true },
          { text: ' and cited' },
          { text: '2', superscript: true },
          { text: '.' },
        ],
      },
      h1('References'),
      ...[1, 2, 3, 4, 5].map((n) => ({ text: `${n}. Ref ${n}.` })),
    ]);
    expect(m.structure.citations.map((c) => [c.style, c.raw, c.malformed])).toEqual([
      ['superscript', '5–3', true],
      ['superscript', '2', false],
    ]);
  });

  it('matches author–year citations to their place in the reference list', () => {
    const m = manuscriptFromParagraphs([
      h1('Introduction'),
      { text: 'As shown before (Smith et al., 2010; Jones and Brown, 2009a), and by Adams (2001).' },
      h1('References'),
      { text: 'Adams P. Early work. 2001.' },
      { text: 'Jones K, Brown L. Later work. 2009a.' },
      { text: 'Jones K, Brown L. Other work. 2009b.' },
      { text: 'Smith J, Doe A. Big trial from 1990 to 2005. Lancet. 2010.' },
    ]);
    expect(m.structure.citationOrder).toEqual([4, 2, 1]);
    expect(m.structure.citations.every((c) => c.style === 'author-year')).toBe(true);
  });

  it('finds key points and a plain-language summary under their headings', () => {
    const m = manuscriptFromParagraphs([
      { text: 'Title' },
      h1('Key points'),
      { text: 'First point here.', isListItem: true },
      { text: 'Second point.', isListItem: true },
      h1('Plain language summary'),
      { text: 'In simple words.' },
      h1('Introduction'),
      { text: 'Body.' },
    ]);
    expect(m.structure.keySummaryPoints).toMatchObject({ words: 5, blocks: [2, 3] });
    expect(m.structure.plainLanguageSummary?.words).toBe(3);
    expect(m.structure.mainText.words).toBe(1);
  });

  it('builds preview offsets that point at each block', () => {
    const m = manuscriptFromParagraphs([{ text: 'One' }, { text: 'Two words' }, { text: 'Three' }]);
    expect(m.previewText).toBe('One\nTwo words\nThree');
    for (const block of m.blocks)
      expect(m.previewText.slice(block.start, block.start + block.text.length)).toBe(block.text);
  });

  it('refuses runs that do not add up to the text (a test-writing mistake)', () => {
    expect(() => manuscriptFromParagraphs([{ text: 'abc', runs: [{ text: 'ab' }] }])).toThrow(/do not add up/);
  });
});

describe('word counting', () => {
  it('counts maximal runs of non-whitespace, as Word does for running text, on any string', async () => {
    const fc = (await import('fast-check')).default;
    const { countWords } = await import('../../src/docx/structure/words.ts');
    const pieces = fc.constantFrom(
      'a',
      'word',
      '[12]',
      '–',
      ' ',
      '  ',
      '\t',
      '\n',
      '\u00a0',
      '\u2009',
      'é',
      '(Smith, 2010)',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(countWords(text)).toBe((text.match(/\S+/g) ?? []).length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('real-manuscript habits', () => {
  it('takes a bold label followed by a plain colon as a structured-abstract label', () => {
    const m = manuscriptFromParagraphs([
      { text: 'A title' },
      { text: 'Abstract', styleName: 'heading 1' },
      { text: 'Data sources: registers.', runs: [{ text: 'Data sources', bold: true }, { text: ': registers.' }] },
      {
        text: 'Eligibility criteria: trials only.',
        runs: [{ text: 'Eligibility criteria', bold: true }, { text: ': trials only.' }],
      },
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Body.' },
    ]);
    expect(m.structure.abstract).toMatchObject({
      labels: ['Data sources', 'Eligibility criteria'],
      words: 3,
      wordsWithLabels: 7,
    });
  });

  it('reads the title under a first line that only says "Title"', () => {
    const m = manuscriptFromParagraphs([
      { text: 'Title', styleName: 'heading 1' },
      { text: 'Effects of X on Y.' },
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Body.' },
    ]);
    expect(m.structure.title && regionText(m, m.structure.title)).toBe('Effects of X on Y.');
  });
});
