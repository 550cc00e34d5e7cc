/**
 * A P value the text gives beside an interval that one table row states: compared with that row's
 * P value; silent when the interval is written in no row, and when the P values agree.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

async function findings(sentence: string) {
  const body =
    paragraph('Acupuncture or counselling for depression', 'Title') +
    paragraph('Results', 'Heading1') +
    paragraph(sentence) +
    paragraph('Table 3. Between-group differences in PHQ-9 at 3 months.') +
    table([
      ['Analysis', 'n', 'Mean', 'SE', '95% CI', 'p-Value'],
      ['Acupuncture vs usual care', '452', '−2·46', '0·636', '−3·72 to −1·21', '<0·001'],
      ['Acupuncture vs counselling', '603', '−0·76', '0·514', '−1·77 to 0·25', '0·140'],
    ]);
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);
}

describe('number-agreement: a P value beside an interval a table row states', () => {
  it("flags a P value that is not the row's", async () => {
    expect(
      await findings(
        'The difference between acupuncture and counselling, −0·76 points (p = 0.41, 95% CI −1·77 to 0·25), was not significant.',
      ),
    ).toEqual([
      [
        '0.41',
        'The text gives p = 0.41 for the interval −1·77 to 0·25; Table 3 gives that interval in the row "Acupuncture vs counselling" with P = 0·140. Correct whichever is wrong.',
      ],
    ]);
  });

  it('says nothing when the P values agree or the interval is in no row', async () => {
    expect(
      await findings(
        'The difference was −0·76 points (p = 0·14, 95% CI −1·77 to 0·25). A sensitivity analysis gave −0·70 points (p = 0·41, 95% CI −1·70 to 0·30).',
      ),
    ).toEqual([]);
  });
});
