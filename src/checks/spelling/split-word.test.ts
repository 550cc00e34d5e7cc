/** Issue 31: a word split by a hyphen ("afore-mentioned", "rea-sonable") is one word. */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { loadWordLists } from '../language/dictionaries.ts';
import { run } from './index.ts';

const findings = (text: string) => {
  loadWordLists('hunspell', 'scientific', 'names', 'misspellings', 'large');
  return run({ manuscript: manuscriptFromParagraphs([{ text }]), format: {}, params: {} }).results.filter((r) =>
    r.reasoning?.includes('is one word'),
  );
};

describe('spelling: a word split by a hyphen', () => {
  it('joins a word a stray hyphen splits', () => {
    const items = findings(
      'Where the afore-mentioned guidelines apply, for rea-sonable group sizes we grouped the adoles-cents by age.',
    );
    expect(items.map((r) => [r.original, r.correction, r.reasoning])).toEqual([
      [
        'afore-mentioned',
        'aforementioned',
        '"afore-mentioned" is one word: "aforementioned" (a hyphen inside a word, as a line break leaves it).',
      ],
      [
        'rea-sonable',
        'reasonable',
        '"rea-sonable" is one word: "reasonable" (a hyphen inside a word, as a line break leaves it).',
      ],
      [
        'adoles-cents',
        'adolescents',
        '"adoles-cents" is one word: "adolescents" (a hyphen inside a word, as a line break leaves it).',
      ],
    ]);
  });

  it('leaves compounds of two words and hyphenated prefixes to the consistency check', () => {
    expect(
      findings(
        'The follow-up of pre-existing socio-economic gaps in non-smokers used a cut-off and a co-operation plan.',
      ),
    ).toEqual([]);
  });
});
