/**
 * Table totals and row sums on real Word tables (w:tbl read by the engine): the Total row and the
 * Total column against the counts they add up, percentages against their total, and the table
 * shapes where nothing adds up by design (stacked variables, two variables side by side, means,
 * merged cells), where the check must say nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import type { Manuscript } from '../../docx/model.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

async function findings(...tables: { caption: string; rows: string[][] }[]) {
  const body =
    paragraph('Outcomes of a randomised trial', 'Title') +
    paragraph('Results', 'Heading1') +
    paragraph('Participants are described in the tables.') +
    tables.map((t) => paragraph(t.caption) + table(t.rows)).join('');
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);
}

describe('number-agreement: table totals and row sums', () => {
  it('flags a Total row that is not the sum of the rows above it, naming the table, column and both numbers', async () => {
    expect(
      await findings({
        caption: 'Table 1. Reasons for exclusion',
        rows: [
          ['Reason', 'Studies, n'],
          ['Wrong population', '12'],
          ['Wrong design', '30'],
          ['No relevant outcome', '8'],
          ['Total', '51'],
        ],
      }),
    ).toEqual([
      [
        '51',
        'Table 1, column "Studies, n": the 3 rows above "Total" add up to 50, but the total row gives 51: correct a count or the total.',
      ],
    ]);
  });

  it('flags a row whose arms do not add up to its Total column, where the other rows bear the sum out', async () => {
    expect(
      await findings({
        caption: 'Table 2. Baseline characteristics',
        rows: [
          ['Characteristic', 'Drug, n (%)', 'Placebo, n (%)', 'Total'],
          ['Participants', '100', '100', '200'],
          ['Male', '40 (40.0%)', '38 (38.0%)', '78'],
          ['Female', '60 (60.0%)', '62 (62.0%)', '122'],
          ['Current smoker', '20 (20.0%)', '25 (25.0%)', '46'],
          ['Age, mean (SD)', '54.1 (9.2)', '55.0 (8.7)', '54.6 (9.0)'],
        ],
      }),
    ).toEqual([
      [
        '46',
        'Table 2, row "Current smoker": 20 + 25 = 45, but the "Total" column gives 46: correct a count or the total.',
      ],
    ]);
  });

  it('flags rows that add up to more than their total when their percentages show they share it out', async () => {
    expect(
      await findings({
        caption: 'Table 12. Education',
        rows: [
          ['Education', 'Participants, n (%)'],
          ['Primary', '20 (20%)'],
          ['Secondary', '50 (50%)'],
          ['Tertiary', '31 (30%)'],
          ['Total', '100'],
        ],
      }),
    ).toEqual([
      [
        '100',
        'Table 12, column "Participants, n (%)": the 3 rows above "Total" add up to 101, but the total row gives 100: correct a count or the total.',
      ],
    ]);
  });

  it('recomputes column percentages against a Total row that states 100%, and row percentages against the Total column', async () => {
    expect(
      await findings(
        {
          caption: 'Table 3. Causes of death',
          rows: [
            ['Cause', 'Deaths, n (%)'],
            ['Malaria', '60 (50.0%)'],
            ['Pneumonia', '36 (30.0%)'],
            ['Diarrhoea', '24 (25.0%)'],
            ['Total', '120 (100%)'],
          ],
        },
        {
          caption: 'Table 4. Deaths by sex',
          rows: [
            ['Cause', 'Female', 'Male', 'Total'],
            ['Cancers', '32 (65.3%)', '17 (34.7%)', '49'],
            ['Diabetes', '14 (51.9%)', '13 (48.1%)', '27'],
            ['Malaria', '372 (46.6%)', '427 (53.4%)', '799'],
            ['Stroke', '147 (44.4%)', '184 (55.6%)', '331'],
            ['Suicide', '1 (33.3%)', '2 (76.7%)', '3'],
          ],
        },
      ),
    ).toEqual([
      [
        '24 (25.0%)',
        'Table 3, row "Diarrhoea": 24 of 120 is 20.0%, not 25.0% (tolerance for rounding: ±0.1 percentage points, one unit of the last decimal stated): correct the count, the total or the percentage.',
      ],
      [
        '2 (76.7%)',
        'Table 4, row "Suicide", column "Male": 2 of 3 is 66.7%, not 76.7% (tolerance for rounding: ±0.1 percentage points, one unit of the last decimal stated): correct the count, the total or the percentage.',
      ],
    ]);
  });

  it('says nothing where the rows do not add up by design', async () => {
    expect(
      await findings(
        {
          // Stacked variables under headings, each summing to the participants, with a Total row.
          caption: 'Table 5. Characteristics',
          rows: [
            ['Characteristic', 'n'],
            ['Sex', ''],
            ['Male', '40'],
            ['Female', '60'],
            ['Smoking', ''],
            ['Never', '70'],
            ['Ever', '30'],
            ['Total', '100'],
          ],
        },
        {
          // Two variables side by side: each pair adds up to the total, all four do not.
          caption: 'Table 6. Deaths by age and diabetes',
          rows: [
            ['Group', 'Total', '≥ 65', '< 65', 'DM', 'Non-DM'],
            ['CKD', '941', '693', '248', '733', '208'],
            ['No CKD', '966', '885', '81', '410', '556'],
            ['Person-years, CKD', '7095', '3114', '3981', '6048', '1048'],
          ],
        },
        {
          // Means and SDs with a Total row; only the counts add up.
          caption: 'Table 7. Physical health by number of children',
          rows: [
            ['Children', 'Mean', 'SD', 'Freq'],
            ['0', '49.49', '10.26', '373'],
            ['1', '50.19', '9.66', '471'],
            ['2', '50.67', '9.55', '817'],
            ['Total', '50.01', '9.99', '1661'],
          ],
        },
        {
          // Adverse events overlap (one patient can have several): the Total counts patients.
          caption: 'Table 11. Adverse events',
          rows: [
            ['Event', 'Patients, n'],
            ['Headache', '5'],
            ['Nausea', '3'],
            ['Dizziness', '2'],
            ['Total', '7'],
          ],
        },
        {
          // A Total row whose cells do not line up with the rows above (merged cells).
          caption: 'Table 8. Samples by cancer type',
          rows: [
            ['Type', 'WGS', 'WXS', 'Total'],
            ['Breast', '284', '98', '382'],
            ['Colorectal', '1', '75', '76'],
            ['Total; 2 cancer types', '290', '1000'],
          ],
        },
      ),
    ).toEqual([]);
  });

  it("recomputes the percentages of categories that make up a column's stated N, allowing the denominator without missing data", async () => {
    expect(
      await findings({
        caption: 'Table 9. Participants',
        rows: [
          ['Characteristic', 'All, N = 83', 'High diversity, N = 41', 'Low diversity, N = 42'],
          ['Age, median (IQR)', '69 (61, 74)', '68 (60, 74)', '70 (61, 74)'],
          ['Sex', '', '', ''],
          ['Female', '37 (45%)', '14 (34%)', '23 (55%)'],
          ['Male', '46 (50%)', '27 (66%)', '19 (45%)'],
          ['Employment', '', '', ''],
          ['Working', '50 (62%)', '25 (63%)', '25 (63%)'],
          ['Retired', '30 (37%)', '15 (38%)', '15 (38%)'],
          ['Missing', '3 (3.6%)', '1 (2.4%)', '2 (4.8%)'],
          ['Diabetes', '33 (40%)', '13 (32%)', '20 (48%)'],
        ],
      }),
    ).toEqual([
      [
        '46 (50%)',
        'Table 9, row "Male", column "All, N = 83": 46 of 83 is 55.4%, not 50% (tolerance for rounding: ±1 percentage point, one unit of the last decimal stated): correct the count, the total or the percentage.',
      ],
    ]);
  });

  it('leaves percentages alone where the categories are not a partition of N (a subtotal, missing data left out, yes/no rows)', async () => {
    expect(
      await findings({
        caption: 'Table 10. Responses',
        rows: [
          ['', '', 'Rituximab, n = 15', 'Placebo, n = 15'],
          ['Clinical response', 'Major', '9 (60%)', '1 (7%)'],
          ['', 'Moderate', '1 (7%)', '1 (7%)'],
          ['', 'Overall', '10 (67%)', '2 (13%)'],
          ['Smoking', 'Never', '8 (62%)', '9 (69%)'],
          ['', 'Ever', '5 (38%)', '4 (31%)'],
          // 12 of 15 is 80%: 86% is a share of the 14 with data, which the table cannot rule out.
          ['Women, number (%)', '', '12 (86%)', '9 (60%)'],
        ],
      }),
    ).toEqual([]);
  });

  it("flags a percentage below its count's share of the column's stated N, which no missing data explains", async () => {
    expect(
      await findings({
        caption: 'Table 11. Outcomes',
        rows: [
          ['Outcome', 'Surgery (n = 16)', 'Control (n = 30)'],
          ['Healed', '13 (43%)', '12 (40%)'],
          ['Infection', '2 (15%)', '3 (10%)'],
          ['Smoker, row %', '6 (40%)', '9 (60%)'],
        ],
      }),
    ).toEqual([
      [
        '13 (43%)',
        'Table 11, row "Healed", column "Surgery (n = 16)": 13 of 16 is 81.3%, not 43% (tolerance for rounding: ±1 percentage point, one unit of the last decimal stated): correct the count, the total or the percentage.',
      ],
    ]);
  });
});

describe('number-agreement: table totals on the corpus', () => {
  const files = [...corpusFiles('articles'), ...corpusFiles('manuscripts')];
  const file = (name: string) => files.find((f) => f.name === name)?.file;
  const tableProblems = (manuscript: Manuscript) =>
    numberAgreement
      .run({ manuscript, format: {}, params: {} })
      .results.filter((r) => r.status !== 'pass' && /^(?:Table|the table)/.test(r.reasoning ?? ''))
      .map((r) => r.reasoning);

  /** The manuscript with one table cell's text replaced, as if the writer had typed it. */
  async function altered(name: string, from: string, to: string): Promise<Manuscript> {
    const manuscript = await readManuscript(readFileSync(file(name)!));
    const cell = manuscript.blocks.find((b) => b.table && b.text.trim() === from);
    if (!cell) throw new Error(`${name}: no table cell "${from}"`);
    cell.text = to;
    return manuscript;
  }

  /** The table slips of the corpus, which the editor's mark-up marks too (a change from baseline, a mean difference). */
  const table5Change =
    'Table 5, "Antidepressants – 3 mo", column "Change from Baseline": 60·7% against 62·6% at baseline is a change of −1·9 percentage points, not −0·9% (30 other changes in this table are the value less its baseline). Correct the change or one of the values.';
  const known: Record<string, string[]> = {
    'plos-pmed-1001518': [table5Change],
    'bmc-oralhealth-1472-6831-8-11': [
      'Table 3, row "Psychological discomfort": the limits of agreement -6.5 to 5.4 are centred on -0.55, but the mean difference is -6.1 (in 7 other rows the mean difference is the midpoint of its limits). Correct the mean difference or the limits.',
    ],
  };

  it.skipIf(!corpusAvailable)(
    needsCorpus('finds nothing in the corpus tables, which add up, but the two slips the editor marked'),
    async () => {
      for (const { name, file: path } of files) {
        expect({ name, problems: tableProblems(await readManuscript(readFileSync(path))) }).toEqual({
          name,
          problems: known[name] ?? [],
        });
      }
    },
    120_000,
  );

  it.skipIf(!corpusAvailable)(
    needsCorpus('finds a count, a total and a percentage altered in real tables'),
    async () => {
      expect(tableProblems(await altered('plos-pmed-1001518', '201 (26·6%)', '202 (26·6%)'))).toEqual([
        'Table 1, row "Male": 88 + 69 + 44 = 201, but the "Total" column gives 202: correct a count or the total.',
        // The altered count no longer matches its unchanged percentage of the column's N either.
        'Table 1, row "Male", column "Total": 202 of 755 is 26.8%, not 26·6% (tolerance for rounding: ±0.1 percentage points, one unit of the last decimal stated): correct the count, the total or the percentage.',
        table5Change,
      ]);
      expect(tableProblems(await altered('plos-pmed-1001518', '214 (70·9%)', '214 (71·9%)'))).toEqual([
        'Table 1, row "Female", column "Acupuncture + Usual Care": 214 of 302 is 70.9%, not 71·9% (tolerance for rounding: ±0.1 percentage points, one unit of the last decimal stated): correct the count, the total or the percentage.',
        table5Change,
      ]);
      expect(tableProblems(await altered('ms-psilocybin-cognition-ma', '42', '43'))).toEqual([
        'Table 1, column "Total": the 13 rows above "Total" add up to 42, but the total row gives 43: correct a count or the total.',
        'Table 1, row "Total": 27 + 15 = 42, but the "Total" column gives 43: correct a count or the total.',
      ]);
    },
    60_000,
  );
});
