import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { foreignSpans, paragraphIsForeign } from './foreign.ts';
import { looksLikeSearchString, proseBlocks } from './prose.ts';

describe('other languages', () => {
  it('finds Swedish, German and French sentences, and a German aside in an English sentence', () => {
    expect(
      paragraphIsForeign(
        'Resultaten visade en signifikant skillnad mellan grupperna och att behandlingen var effektiv.',
      ),
    ).toBe(true);
    expect(paragraphIsForeign('Unter bestimmten Umständen kommen Risiken oder Chancen eher zum Tragen.')).toBe(true);
    expect(paragraphIsForeign("Les patients ont été inclus dans l'étude pour une durée de six mois.")).toBe(true);
    const aside = 'A rotation (orthogonal wird rotiert wenn man unabhängige Faktoren möchte) was used.';
    expect(paragraphIsForeign(aside)).toBe(false);
    expect(foreignSpans(aside).map((s) => aside.slice(s.start, s.end))).toEqual([
      '(orthogonal wird rotiert wenn man unabhängige Faktoren möchte)',
    ]);
  });

  it('keeps English with foreign names, abbreviations and odds ratios', () => {
    for (const text of [
      'As shown by van der Berg and de la Cruz, the effect of the drug was large.',
      'The adjusted OR was 1.2 (SE 0.2, OS 12 months), and IL-6 was higher in the AV block group.',
      'Patients from the Universität Halle and the Institut Pasteur were included in the study.',
    ])
      expect(foreignSpans(text)).toEqual([]);
  });

  it('leaves foreign paragraphs and search strings out of the prose the checks read', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Sammanfattning: studien visade att det fanns en skillnad mellan grupperna och att den var stor.' },
      { text: 'meta analysis[TIAB] OR metaanalysis[TIAB] OR "network meta analysis"[TIAB] OR metaanalytic[TIAB]' },
      { text: 'TI/AB (indirect comparison OR meta analyses OR meta analysis OR network metaanalysis)' },
      { text: 'The odds were higher (OR 1.2), and the adjusted OR was 1.5; OR and HR were reported for each arm.' },
    ]);
    expect(proseBlocks(manuscript).map((p) => p.block.index)).toEqual([3]);
    expect(looksLikeSearchString('exposure AND (lead OR Pb) AND (IQ OR cognition OR intelligence)')).toBe(true);
  });
});
