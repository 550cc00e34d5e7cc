/**
 * Patterns met on manuscripts outside the corpus: other languages inside an English document,
 * software names, listed misspellings of place names and statistical terms, and list
 * corrections that are farther from the word than a slip.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

function flagged(...texts: string[]): { original: string; correction: string | undefined }[] {
  const manuscript = manuscriptFromParagraphs(texts.map((text) => ({ text })));
  return run({ manuscript, format: { language: 'English (UK)' }, params: {} }).results.map((r) => ({
    original: r.original ?? '',
    correction: r.correction,
  }));
}

describe('spelling in context', () => {
  it('leaves a Swedish abstract, a German sentence and a German aside alone', () => {
    expect(
      flagged(
        'Resultaten visade en signifikant skillnad mellan grupperna och att behandlingen var effektiv.',
        'Unter bestimmten Umständen kommen Risiken oder Chancen eher zum Tragen. Problematisch!',
        'A varimax rotation (orthogonal wird rotiert wenn man unabhängige Faktoren möchte) was used; the recieved scores were summed.',
      ),
    ).toEqual([{ original: 'recieved', correction: 'received' }]);
  }, 30_000);

  it('flags listed misspellings of place names mid-sentence and of statistical terms', () => {
    expect(
      flagged(
        'Patients were recruited in Britian and the Carribean, and the difference was signficant in the regresion model.',
        'We report confidance intervals and the varience of the estimates.',
        'We thank Ivoke Njoku and the journal Biotechnologie Agronomie Societe et Environnement.',
      ),
    ).toEqual([
      { original: 'Britian', correction: 'Britain' },
      { original: 'Carribean', correction: 'Caribbean' },
      { original: 'signficant', correction: 'significant' },
      { original: 'regresion', correction: 'regression' },
      { original: 'confidance', correction: 'confidence' },
      { original: 'varience', correction: 'variance' },
    ]);
  }, 30_000);

  it('leaves software names alone: mixed case, a version after the name, or introduced as a package', () => {
    expect(
      flagged(
        'Analyses used metafor (Version 3.0.2), purrr (Version 0.3.4) and the ccaR package in R.',
        'We used the R packages dplyr, tidyr and glmmTMB, and the command xtmelogit.',
      ),
    ).toEqual([]);
  }, 30_000);

  it('proposes a listed correction only when it is near the word, and the possessive of a plural', () => {
    expect(
      flagged(
        'The journey through lifes institutions differs; no case showed any missings, and demographs estimate more.',
      ),
    ).toEqual([]);
    expect(flagged('In the next section I describe the method I am unsing to measure womens health.')).toEqual([
      { original: 'unsing', correction: 'using' },
      { original: 'womens', correction: 'women’s' },
    ]);
  }, 30_000);
});
