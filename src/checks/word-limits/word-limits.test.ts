import { describe, expect, it } from 'vitest';
import { manuscriptWith, region, runOn } from '../framework/testing.ts';
import { wordLimits } from './index.ts';

const abstractText = 'Background: We studied 40 adults with asthma. Results: Symptoms improved in 30 (75%).';

function paper() {
  return manuscriptWith(
    [
      { text: 'Inhaled steroids in adult asthma', styleName: 'Title' },
      { text: 'Abstract', styleName: 'heading 1' },
      { text: abstractText },
      { text: 'Introduction', styleName: 'heading 1' },
      { text: 'Asthma is common. It affects many adults worldwide.' },
    ],
    (m) => ({
      abstract: {
        ...region(m, [2]),
        words: 12,
        wordsWithLabels: 14,
        labels: ['Background', 'Results'],
        structured: true,
      },
      mainText: region(m, [4]),
    }),
  );
}

const byName = (result: ReturnType<typeof runOn>, name: string) => result.results.find((r) => r.name === name);

describe('word-limits', () => {
  it('fails an abstract over the word limit and says by how much', () => {
    const result = runOn(wordLimits, paper(), { max_words_abstract: 10 });
    expect(byName(result, 'Abstract: words')).toMatchObject({
      status: 'failed',
      details: '12 words: 2 over the limit of 10.',
    });
    expect(result.summary).toContain('1 failed');
  });

  it('counts labels when the parameter asks for it', () => {
    const result = runOn(wordLimits, paper(), { max_words_abstract: 13 }, { count_abstract_labels: true });
    expect(byName(result, 'Abstract: words')?.status).toBe('failed');
    expect(
      runOn(wordLimits, paper(), { max_words_abstract: 13 }).results.find((r) => r.name === 'Abstract: words')?.status,
    ).toBe('pass');
  });

  it('counts characters with and without spaces', () => {
    const withSpaces = abstractText.length;
    const withoutSpaces = abstractText.replace(/\s/g, '').length;
    const result = runOn(wordLimits, paper(), {
      max_characters_with_space_abstract: withSpaces,
      max_characters_without_space_abstract: withoutSpaces - 1,
    });
    expect(byName(result, 'Abstract: characters (spaces included)')?.status).toBe('pass');
    expect(byName(result, 'Abstract: characters (spaces excluded)')).toMatchObject({
      status: 'failed',
      details: `${withoutSpaces} characters (spaces excluded): 1 over the limit of ${withoutSpaces - 1}.`,
    });
  });

  it('warns when the format limits a section the manuscript lacks', () => {
    const result = runOn(wordLimits, paper(), { max_words_plain_language_summary: 250 });
    expect(byName(result, 'Plain language summary: words')).toMatchObject({ status: 'warning' });
    expect(byName(result, 'Plain language summary: words')!.details).toContain('no plain language summary was found');
  });

  it('says the journal sets no limit when none is set, with the count', () => {
    const result = runOn(wordLimits, paper());
    expect(byName(result, 'Main text')).toMatchObject({
      status: 'pass',
      details: 'The journal sets no limit. The manuscript has 8 words.',
    });
    expect(result.results.every((r) => r.status === 'pass')).toBe(true);
  });

  it('warns about a limit it cannot read instead of passing', () => {
    const result = runOn(wordLimits, paper(), { max_words_main_part: 'about 3000' });
    expect(result.results.find((r) => r.status === 'warning')!.details).toContain('"about 3000" is not understood');
  });

  it('does not count an un-headed introduction (a paragraph that cites) or the title line above it as abstract', () => {
    const intro =
      'Psilocybin has gained interest for its therapeutic effects (Carhart-Harris et al., 2021; Li et al., 2022).';
    const m = manuscriptWith(
      [
        { text: 'Effects of psilocybin on attention', styleName: 'Title' },
        { text: 'Methods: We pooled 13 studies in a multilevel meta-analysis.' },
        { text: 'Results: Psilocybin slowed reaction times.' },
        { text: 'The effects of psilocybin on attention: a systematic review' },
        { text: intro },
      ],
      (mm) => ({
        abstract: { ...region(mm, [1, 2, 3, 4]), wordsWithLabels: 0, labels: ['Methods', 'Results'], structured: true },
        citations: [
          {
            block: 4,
            start: 59,
            end: intro.length - 1,
            raw: '(Carhart-Harris et al., 2021; Li et al., 2022)',
            style: 'author-year',
            numbers: [],
            malformed: false,
          },
        ],
      }),
    );
    const words = region(m, [1, 2]).words;
    expect(byName(runOn(wordLimits, m, { max_words_abstract: 300 }), 'Abstract: words')).toMatchObject({
      status: 'pass',
      details: `${words} words, within the limit of 300.`,
    });
  });
});

describe('main text the engine is unsure of', () => {
  const results = (max: number) =>
    runOn(
      wordLimits,
      manuscriptWith([
        { text: 'Inhaled steroids in adult asthma', styleName: 'Title' },
        { text: 'Results', styleName: 'heading 1' },
        { text: 'Symptoms improved in most adults.' },
        { text: 'Table 1. Symptoms', styleName: 'Caption' },
        { text: 'Group', kind: 'table-cell' },
        { text: 'Symptoms', kind: 'table-cell' },
        // Right after the table and shaped like a definition: read as a note, on weak evidence.
        { text: 'Improved: fewer symptoms at twelve weeks than at baseline.' },
      ]),
      { max_words_main_part: max },
    );

  it('says the limit could not be decided when a paragraph read on weak evidence could turn the verdict', () => {
    const row = byName(results(8), 'Main text: words');
    expect(row?.status).toBe('warning');
    expect(row?.details).toBe(
      '5 words against the limit of 8, but 1 paragraph (9 words) could not be placed with certainty as main text or not, so whether the limit is met could not be decided.',
    );
  });

  it('passes when no unsure paragraph could turn the verdict', () => {
    expect(byName(results(20), 'Main text: words')?.status).toBe('pass');
  });
});
