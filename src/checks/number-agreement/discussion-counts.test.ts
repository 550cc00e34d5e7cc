/**
 * The discussion restating the results' counts: a count of the authors' own work ("Here we have
 * synthesised data from 126 rodent trapping studies") must be the results' count of the same words;
 * the discussion's counts of other people's work are not compared.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

async function findings(discussion: string) {
  const body =
    paragraph('Rodent trapping in West Africa: a scoping review', 'Title') +
    paragraph('Results', 'Heading1') +
    paragraph('Out of 4,692 relevant citations, we identified 127 rodent trapping studies at 1,611 trap sites.') +
    paragraph(
      'Included studies explicitly reported on 601,184 trap nights, a further 341,445 trap nights were imputed from studies with no recording of trapping effort, leading to an estimate of 942,629 trap nights.',
    ) +
    paragraph('Discussion', 'Heading1') +
    paragraph(discussion);
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => r.original);
}

describe('number-agreement: the discussion against the results', () => {
  it("flags the discussion's counts of the authors' own work that differ from the results' (a one-digit slip among several totals too)", async () => {
    expect(
      await findings(
        'Here we have synthesised data from 126 rodent trapping studies across 1,611 trap sites producing an estimated 942,669 trap nights.',
      ),
    ).toEqual(['126 rodent trapping studies', '942,669 trap nights']);
  });

  it("says nothing of the discussion's counts of other people's work, nor of its approximate counts", async () => {
    expect(
      await findings(
        'A previous review pooled 120 rodent trapping studies from East Africa. Here we drew on more than 130 rodent trapping studies.',
      ),
    ).toEqual([]);
  });
});
