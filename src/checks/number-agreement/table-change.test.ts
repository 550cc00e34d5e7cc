/**
 * A "Change from baseline" column against the values it changes (real Word tables read by the
 * engine): a change that is not the row's value less its baseline is reported, naming both; a
 * column of relative changes, which the table does not bear out as differences, is left alone.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

async function findings(rows: string[][]) {
  const body =
    paragraph('Outcomes of a randomised trial', 'Title') +
    paragraph('Results', 'Heading1') +
    paragraph('Table 5. Patients taking prescribed medication.') +
    table(rows);
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);
}

const header = ['', 'n', 'Percent', 'Change from Baseline', 'n', 'Percent', 'Change from Baseline'];

describe('number-agreement: change from baseline in a table', () => {
  it('flags a change that is not the value less its baseline, where the other changes bear the reading out', async () => {
    expect(
      await findings([
        header,
        ['Antidepressants', '', '', '', '', '', ''],
        ['Baseline', '189', '62·6%', '–', '220', '72·9%', '–'],
        ['3 mo', '147', '60·7%', '−0·9%', '155', '69·2%', '−3·7%'],
        ['6 mo', '126', '54·6%', '−8·0%', '145', '65·3%', '−7·6%'],
        ['12 mo', '121', '52·4%', '−10·2%', '124', '58·2%', '−14·7%'],
      ]),
    ).toEqual([
      [
        '−0·9%',
        'Table 5, "Antidepressants – 3 mo", column "Change from Baseline": 60·7% against 62·6% at baseline is a change of −1·9 percentage points, not −0·9% (5 other changes in this table are the value less its baseline). Correct the change or one of the values.',
      ],
    ]);
  });

  it('says nothing of relative changes, which are not the difference of the values', async () => {
    expect(
      await findings([
        header,
        ['Baseline', '189', '62·6%', '–', '220', '72·9%', '–'],
        ['3 mo', '147', '60·7%', '−3·0%', '155', '69·2%', '−5·1%'],
        ['6 mo', '126', '54·6%', '−12·8%', '145', '65·3%', '−10·4%'],
      ]),
    ).toEqual([]);
  });
});
