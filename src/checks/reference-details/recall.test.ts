/** Issue 24: entries in capitals and garbled author lists are reported (texts as the issue quotes them). */
import { describe, expect, it } from 'vitest';
import { runOn } from '../framework/testing.ts';
import { LOPEZ, withReferences } from '../references/sample.ts';
import { referenceDetails } from './index.ts';

const findings = (entries: string[]) =>
  runOn(referenceDetails, withReferences(['Cited [1–2].'], entries), { reference_style: 'Vancouver' }).results.filter(
    (i) => i.status !== 'pass',
  );

describe('reference-details: entries an editor retypes', () => {
  it('reports an entry typed in capitals, and not an entry with acronyms', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. KOOPMAN JS, LONGINI IM. THE ECOLOGICAL EFFECTS OF INDIVIDUAL EXPOSURES AND NONLINEAR DISEASE DYNAMICS IN POPULATIONS. AM J PUBLIC HEALTH. 1994;84:836-42.',
    ]);
    expect(items.map((i) => i.reasoning)).toEqual([
      "Reference 2 is written in capitals: no reference style prints it so; retype it in the style's case.",
    ]);
    expect(
      findings([`1. ${LOPEZ}`, '2. WHO. HIV/AIDS and COVID-19 in the WHO European Region. Copenhagen: WHO; 2021.']),
    ).toEqual([]);
  });

  it('reports a name that lost its initials between names that have them ("Koopman J S, Henry, Park J H")', () => {
    const items = findings([
      `1. ${LOPEZ}`,
      '2. Koopman J S, Henry, Park J H. Modelling infection transmission. Am J Epidemiol. 2002;155:1-9.',
    ]);
    expect(items.map((i) => i.reasoning)).toContain(
      'Reference 2: the author list looks garbled — "Henry" has no initials between names that have them; check the authors against the source.',
    );
    expect(
      findings([`1. ${LOPEZ}`, '2. Koopman JS, Henry JA, Park JH. Modelling. Am J Epidemiol. 2002;155:1-9.']),
    ).toEqual([]);
  });
});

describe('reference-details: an article with no journal', () => {
  it('reports a title that runs straight into year, volume and pages, and not one that names its journal', () => {
    const missing = findings([
      `1. ${LOPEZ}`,
      '2. Smith J, Jones K. Risk factors for stroke in older adults. 2015;12:34-56.',
    ]);
    expect(missing.map((i) => i.reasoning)).toEqual(['Reference 2 has no journal.']);
    expect(
      findings([
        `1. ${LOPEZ}`,
        '2. Lanphear BP, Hornung R. Erratum: “Low-Level Environmental Lead Exposure and Children’s Intellectual Function: An International Pooled Analysis.” Environ Health Perspect. 2019;127:099001.',
      ]).filter((i) => i.reasoning?.includes('no journal')),
    ).toEqual([]);
  });
});
