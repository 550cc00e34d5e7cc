/**
 * A rate the text gives for a row of a table of tested and positive counts: tied by the row's
 * name within the group the paragraph names, reported when it does not round from the row and the
 * text's other rates bear the reading out; silent when they do not.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

const rows = [
  ['Pathogen', 'Species', 'Tested (n)', 'Positive (n)'],
  ['Lassa mammarenavirus', '', '', ''],
  ['', 'M. natalensis', '3,113', '713'],
  ['', 'M. erythroleucus', '139', '9'],
  ['', 'R. rattus', '88', '2'],
  ['Leptospira sp.', '', '', ''],
  ['', 'R. rattus', '626', '65'],
  ['', 'M. natalensis', '126', '24'],
  ['', 'C. olivieri', '123', '14'],
];

async function findings(...texts: string[]) {
  const body =
    paragraph('Rodent hosts of zoonoses in West Africa', 'Title') +
    paragraph('Results', 'Heading1') +
    texts.map((t) => paragraph(t)).join('') +
    paragraph('Table 2. Rodent species tested for each pathogen.') +
    table(rows);
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);
}

describe('number-agreement: a rate in the text against its row of tested and positive counts', () => {
  it('flags the rate that does not round from its row, in the group the paragraph names', async () => {
    expect(
      await findings(
        'Infection with Lassa mammarenavirus was most frequent among M. natalensis (23%), M. erythroleucus (6%) and R. rattus (4%).',
        'Infection with species of Leptospiraceae was most frequent among M. natalensis (19%), R. rattus (10%) and Crocidura olivieri (11%).',
      ),
    ).toEqual([
      [
        'R. rattus (4%)',
        'The text gives 4% for R. rattus; Table 2 counts 2 positive of 88 tested under "Lassa mammarenavirus": 2.3%, which rounds to 2% (5 other rates of the text round from their rows). Correct the rate or the table.',
      ],
    ]);
  });

  it('says nothing when the text does not bear the reading out (fewer than three rates agree)', async () => {
    expect(
      await findings(
        'Infection with Lassa mammarenavirus was most frequent among M. natalensis (15%) and R. rattus (4%).',
      ),
    ).toEqual([]);
  });
});
