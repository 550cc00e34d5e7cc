/**
 * A scale's cut-off stated strictly in the summary and inclusively everywhere else (or the
 * reverse) is reported; a cut-off stated both ways elsewhere, or the same way, is not.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

async function findings(summary: string, methods: string) {
  const body =
    paragraph('Acupuncture or counselling for depression', 'Title') +
    paragraph('Abstract', 'Heading1') +
    paragraph(summary) +
    paragraph('Methods', 'Heading1') +
    paragraph(methods);
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => r.original);
}

describe('number-agreement: a cut-off on a scale, strict in one place and inclusive in another', () => {
  it('flags the summary whose cut-off excludes what the methods include', async () => {
    expect(
      await findings(
        'We recruited 755 patients with a score of more than 20 on the BDI-II.',
        'Patients were eligible if scoring 20 or above on the Beck Depression Inventory-II.',
      ),
    ).toEqual(['more than 20']);
  });

  it('says nothing when the cut-offs agree or concern another number', async () => {
    expect(
      await findings(
        'We recruited 755 patients with a BDI-II score of at least 20.',
        'Patients were eligible if scoring 20 or above on the Beck Depression Inventory-II; a BDI-II score above 28 was severe.',
      ),
    ).toEqual([]);
  });
});
