/**
 * Issue 24 mark-up, second round: slips of typing an editor marks that are not one letter off —
 * a lost space ("flowcytometer", "Schnaas2006"), a possessive's lost apostrophe ("Childrens IQ"),
 * a place misspelt beside its country, two letters left out of a word the manuscript uses — with
 * the correct text beside each that must stay silent.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../docx/testing.ts';
import { manuscriptWith, region } from '../framework/testing.ts';
import { run } from './index.ts';

function found(paragraphs: (string | ParagraphSpec)[], language = 'English (UK)'): [string?, string?][] {
  const manuscript = manuscriptFromParagraphs([
    { text: 'Methods', styleName: 'heading 1' },
    ...paragraphs.map((p) => (typeof p === 'string' ? { text: p } : p)),
  ]);
  return run({ manuscript, format: { language }, params: {} }).results.map((r) => [r.original, r.correction]);
}

describe('spelling: two words typed without the space between them', () => {
  it.each([
    ['Samples were analysed on a BD Canto II flowcytometer within an hour.', 'flowcytometer', 'flow cytometer'],
    ['Lead in blood (µg/dL unless statedotherwise) was measured twice.', 'statedotherwise', 'stated otherwise'],
  ])(
    '%s',
    (text, original, correction) => {
      expect(found([text])).toEqual([[original, correction]]);
    },
    30_000,
  );

  it('leaves closed compounds alone: prefixes, combining forms, derivations, adjectives and short pairs', () => {
    expect(
      found([
        'Thrombocytopenia and autoantibody titres were psychopharmacological and transdiagnostic concerns.',
        'Interpretability of the gammaretroviruses model was poor; traceplots and shapefiles were checked.',
        'Rainforests were sampled; multidrugresistant strains were rare.',
      ]),
    ).toEqual([]);
  }, 30_000);
});

describe('spelling: an author’s name run into a year', () => {
  it('reports "Schnaas2006" where the manuscript writes the name on its own elsewhere', () => {
    expect(found(['Schnaas2006 and Lanphear 2005 were pooled.', 'Schnaas et al followed 150 children.'])).toEqual([
      ['Schnaas2006', 'Schnaas 2006'],
    ]);
  }, 30_000);

  it('leaves a code ending in four digits alone when the name never stands alone', () => {
    expect(found(['Samples were stored on a Vitros2000 analyser and read by Cobas2010 software.'])).toEqual([]);
  }, 30_000);
});

describe('spelling: a plural without "s" written with one is a possessive', () => {
  it('in a cited title, capitalised, but not in the journal’s name (NLM drops apostrophes)', () => {
    expect(
      found([
        'Lead lowers IQ in children.',
        { text: 'References', styleName: 'heading 1' },
        { text: '1. Schwartz J. Low-level lead exposure and Childrens IQ. Environ Res. 1994;65:42–55.' },
        { text: '2. Smith A, Jones B. Contraception after COVID-19. Womens Health. 2023;19:1–9.' },
      ]),
    ).toEqual([['Childrens', 'Children’s']]);
  }, 30_000);
});

describe('spelling: names and the manuscript’s own words', () => {
  it('corrects a place beside its country to the place the general list knows, not a genus', () => {
    expect(found(['Children were recruited in the Province of Bresia, Italy, in 2010.'])).toEqual([
      ['Bresia', 'Brescia'],
    ]);
  }, 30_000);

  it('leaves a name beside another name alone', () => {
    expect(found(['The protocol was written with Bresia Smith of the trial unit.'])).toEqual([]);
  }, 30_000);

  it('corrects two letters left out of a long word the manuscript uses twice', () => {
    expect(
      found([
        'Ongoing anthropogenic change alters rodent communities; anthropogenic land use is rising.',
        'Spillover increases under intensifying anthropenic pressure.',
      ]),
    ).toEqual([['anthropenic', 'anthropogenic']]);
  }, 30_000);
});

describe('spelling: an institution misspelt beside its right spelling, a stray letter at the end', () => {
  function affiliations(line: string): [string?, string?][] {
    const manuscript = manuscriptWith(
      [
        { text: 'Microbiome disruption and pneumonia', styleName: 'Title' },
        { text: 'Ana Lee, Tom Ruth' },
        { text: line },
        { text: 'Methods', styleName: 'heading 1' },
        { text: 'Patients were recruited in two hospitals.' },
      ],
      (m) => ({ title: region(m, [0]), authors: region(m, [1]), affiliations: region(m, [2]) }),
    );
    return run({ manuscript, format: { language: 'English (US)' }, params: {} }).results.map((r) => [
      r.original,
      r.correction,
    ]);
  }

  it('corrects "Ruthers University" in a line that writes "Rutgers School of Public Health"', () => {
    expect(
      affiliations(
        '4 Department of Biostatistics, Rutgers School of Public Health, Ruthers University, Piscataway, NJ',
      ),
    ).toEqual([['Ruthers', 'Rutgers']]);
  }, 30_000);

  it('leaves an unknown name alone where no known name beside it is one slip away', () => {
    expect(affiliations('2 Department of Surgery, Vilnius Hospital; Karolinska Institutet, Stockholm')).toEqual([]);
  }, 30_000);

  it('deletes a letter typed after a paragraph’s last full stop, never an abbreviation or a version', () => {
    expect(
      found([
        'It would be intriguing to see whether other countries saw similar shifts due to COVID-19.x',
        'Analyses were run in R 4.x and in Python 3.x',
        'Outcomes included fatigue, pain and sleep quality, e.g',
      ]),
    ).toEqual([['.x', '.']]);
  }, 30_000);
});
