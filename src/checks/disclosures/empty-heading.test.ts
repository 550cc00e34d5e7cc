/** A disclosure heading left with nothing under it is not renamed as if a statement were kept. */
import { describe, expect, it } from 'vitest';
import { manuscriptWith, region, runOn } from '../framework/testing.ts';
import { disclosures } from './index.ts';

const paper = (back: { text: string; styleName?: string }[]) =>
  manuscriptWith(
    [
      { text: 'Hepatotoxicity of antifungal drugs: a pharmacovigilance study', styleName: 'Title' },
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'We searched the adverse event reporting system for liver injury reports.' },
      ...back,
    ],
    (m) => ({ title: region(m, [0]) }),
  );
const format = { disclosures_inclusion: 'Yes', disclosures_wording: 'Declaration of interests' };

describe('disclosures: an empty heading', () => {
  it('says the heading has nothing under it and proposes no renaming', () => {
    const items = runOn(
      disclosures,
      paper([
        { text: 'Competing interests', styleName: 'heading 1' },
        { text: 'Funding', styleName: 'heading 1' },
        { text: 'None.' },
      ]),
      format,
    ).results;
    expect(items.map((r) => [r.original, r.status, r.correction ?? null, r.reasoning])).toEqual([
      [
        'Competing interests',
        'failed',
        null,
        'The heading "Competing interests" has no statement under it. The journal heads the statement "Declaration of interests": write what the authors declare under it.',
      ],
    ]);
  });

  it('still renames a heading that has its statement', () => {
    const items = runOn(
      disclosures,
      paper([{ text: 'Competing interests', styleName: 'heading 1' }, { text: 'None declared.' }]),
      format,
    ).results;
    expect(items.map((r) => [r.original, r.correction])).toEqual([['Competing interests', 'Declaration of interests']]);
  });
});
