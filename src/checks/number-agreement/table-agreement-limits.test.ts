/**
 * Bland–Altman limits of agreement against their mean difference, in real Word tables: the mean
 * difference is the midpoint of its limits; a row whose is not is reported when the other rows
 * bear the reading out, and nothing is said when they do not.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

async function findings(rows: string[][]) {
  const body =
    paragraph('Reliability of a questionnaire', 'Title') +
    paragraph('Results', 'Heading1') +
    paragraph('Table 3. Test–retest agreement.') +
    table([['', 'ICC', 'Mean difference', 'Limits of agreement'], ...rows]);
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);
}

describe('number-agreement: limits of agreement and their mean difference', () => {
  it('flags a mean difference that is not the midpoint of its limits', async () => {
    expect(
      await findings([
        ['Total', '0.90', '-5.6', '-37.9 to 26.7'],
        ['Physical discomfort', '0.78', '-1.9', '-11.3 to 7.5'],
        ['Psychological discomfort', '0.87', '-6.1', '-6.5 to 5.4'],
        ['Psychological disability', '0.86', '-1.0', '-6.9 to 4.9'],
      ]),
    ).toEqual([
      [
        '-6.1',
        'Table 3, row "Psychological discomfort": the limits of agreement -6.5 to 5.4 are centred on -0.55, but the mean difference is -6.1 (in 3 other rows the mean difference is the midpoint of its limits). Correct the mean difference or the limits.',
      ],
    ]);
  });

  it('says nothing when the rows do not bear the reading out', async () => {
    expect(
      await findings([
        ['Total', '0.90', '-5.6', '-30.2 to 26.7'],
        ['Physical discomfort', '0.78', '-1.9', '-11.3 to 7.5'],
        ['Psychological discomfort', '0.87', '-6.1', '-6.5 to 5.4'],
      ]),
    ).toEqual([]);
  });
});
