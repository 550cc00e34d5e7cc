import { describe, expect, it } from 'vitest';
import { manuscriptWith, runOn } from '../framework/testing.ts';
import type { ParagraphSpec } from '../framework/testing.ts';
import { disclosures, sameWording } from './index.ts';

const WORDING = 'The authors declare no competing interests.';

function paper(extra: ParagraphSpec[]) {
  return manuscriptWith(
    [
      { text: 'Discussion', styleName: 'heading 1' },
      { text: 'Budesonide reduced exacerbations.' },
      ...extra,
      { text: 'References', styleName: 'heading 1' },
      { text: '1. Smith J. Asthma. BMJ. 2010;340:c1.' },
    ],
    (m) => ({
      sections: [
        {
          heading: 'References',
          headingBlock: m.blocks.length - 2,
          role: 'references',
          level: 1,
          blockStart: m.blocks.length - 2,
          blockEnd: m.blocks.length,
          words: 6,
        },
      ],
    }),
  );
}

describe('disclosures', () => {
  it('suggests the required wording in place of the statement text, keeping its label', () => {
    const m = paper([{ text: 'Competing interests: JD has received fees from AstraZeneca.' }]);
    const [item] = runOn(disclosures, m, { disclosures_wording: WORDING }).results;
    expect(item).toMatchObject({
      original: 'JD has received fees from AstraZeneca.',
      correction: WORDING,
      suggestions: WORDING,
      status: 'failed',
    });
    expect(m.previewText.slice(item!.coordinates!.absolute.start, item!.coordinates!.absolute.end)).toBe(
      item!.original,
    );
  });

  it('passes a statement already in the required wording', () => {
    const [item] = runOn(
      disclosures,
      paper([{ text: 'Conflicts of interest: The authors declare no competing interests' }]),
      { disclosures_wording: WORDING },
    ).results;
    expect(item).toMatchObject({ status: 'pass' });
    expect(item!.correction).toBeUndefined();
  });

  it('inserts a missing statement after the last paragraph before the references', () => {
    const m = paper([]);
    const [item] = runOn(disclosures, m, { disclosures_wording: WORDING }).results;
    expect(item).toMatchObject({ original: '', correction: `\nCompeting interests: ${WORDING}`, status: 'failed' });
    expect(item!.coordinates!.relative).toEqual({ start: 33, end: 33 });
  });

  it('says the journal sets no wording when none is given', () => {
    const [item] = runOn(disclosures, paper([])).results;
    expect(item).toMatchObject({
      status: 'pass',
      reasoning: 'The journal sets no required wording for the disclosure statement.',
    });
  });

  it('compares wordings as a reader would', () => {
    expect(
      sameWording('The authors declare  no competing interests', 'the authors declare no competing interests.'),
    ).toBe(true);
    expect(sameWording('The authors declare no conflicts.', WORDING)).toBe(false);
  });
});
