/**
 * Certainty of evidence per outcome on real Word documents: a summary-of-findings table rates each
 * outcome; the abstract and the results text must rate it the same.
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { numberAgreement } from './index.ts';

const SUMMARY_OF_FINDINGS = [
  ['Outcomes', 'Participants', 'Certainty of the evidence', 'Relative effect'],
  ['Maternal death', '449', '⨁◯◯◯ Very low', 'RR 0.77'],
  ['Acute renal failure', '406', '⨁⨁◯◯ Low', 'RR 0.67'],
  ['Platelet transfusion', '219', '⨁⨁◯◯ Low', 'RR 0.98'],
];

async function problems(abstract: string, results: string) {
  const body =
    paragraph('Corticosteroids for HELLP syndrome', 'Title') +
    paragraph('Abstract', 'Heading1') +
    paragraph(abstract) +
    paragraph('Results', 'Heading1') +
    paragraph(results) +
    paragraph('Table 2. Summary of findings') +
    table(SUMMARY_OF_FINDINGS);
  const manuscript = await readManuscript(buildDocx({ body }));
  return numberAgreement
    .run({ manuscript, format: {}, params: {} })
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);
}

describe('number-agreement: certainty of evidence per outcome', () => {
  it('flags an abstract that rates an outcome otherwise than the summary-of-findings table, quoting both', async () => {
    expect(
      await problems(
        'Moderate certainty evidence suggests that corticosteroids reduce acute renal failure. The effect on maternal death is uncertain (very low certainty evidence).',
        'Five trials reported acute renal failure.',
      ),
    ).toEqual([
      [
        'Moderate certainty',
        'The summary rates the evidence for acute renal failure moderate certainty ("Moderate certainty"); a table rates it low ("Acute renal failure: ⨁⨁◯◯ Low"). Use one rating.',
      ],
    ]);
  });

  it('flags a results paragraph that rates its one outcome otherwise than the table', async () => {
    expect(
      await problems(
        'Low certainty evidence suggests little or no effect on platelet transfusion.',
        'Two studies reported platelet transfusion. The certainty of evidence was moderate due to imprecision.',
      ),
    ).toEqual([
      [
        'certainty of evidence was moderate',
        'The text rates the evidence for platelet transfusion moderate certainty ("certainty of evidence was moderate"); a table rates it low ("Platelet transfusion: ⨁⨁◯◯ Low"). Use one rating.',
      ],
    ]);
  });

  it('says nothing when the ratings agree, or when an outcome is not one the table rates', async () => {
    expect(
      await problems(
        'Low certainty evidence suggests fewer cases of acute renal failure and platelet transfusion; moderate certainty evidence shows less pain.',
        'We downgraded the certainty of the evidence for maternal death three levels to very low.',
      ),
    ).toEqual([]);
  });
});

describe('number-agreement: a P value in the text against its table row', () => {
  async function pProblems(...sentences: string[]) {
    const body =
      paragraph('Rituximab for fatigue', 'Title') +
      paragraph('Results', 'Heading1') +
      sentences.map((s) => paragraph(s)).join('') +
      paragraph('Table 1. Baseline characteristics') +
      table([
        ['', 'Rituximab group', 'Placebo group', 'p-value'],
        ['Age, mean (SD)', '37.3 years (11.5)', '31.5 years (11.6)', '0.18'],
        ['Women, number (%)', '12 (80%)', '9 (60%)', '0.43'],
        ['CFS disease duration, mean (range)', '5.1 years (1.0–13.0)', '8.1 years (0.7–18.0)', '0.09'],
      ]);
    const manuscript = await readManuscript(buildDocx({ body }));
    return numberAgreement
      .run({ manuscript, format: {}, params: {} })
      .results.filter((r) => r.status !== 'pass')
      .map((r) => [r.original, r.reasoning]);
  }

  it('flags the text P value of a row that its table gives otherwise, naming the row and the table', async () => {
    expect(await pProblems('Mean age was higher in the rituximab group than in the placebo group (p = 0.08).')).toEqual(
      [
        [
          'p = 0.08',
          'The text gives p = 0.08 for "Age, mean (SD)"; Table 1 gives P = 0.18 in that row. Correct whichever is wrong.',
        ],
      ],
    );
  });

  it('says nothing when the value agrees, when two rows fit, for another analysis or a bound', async () => {
    expect(
      await pProblems(
        'Age did not differ between the rituximab and placebo groups (p = 0.18).',
        'Age and the share of women were similar in the placebo group (p = 0.5).',
        'After adjustment, age remained associated with response in the rituximab group (p = 0.02).',
        'Disease duration was shorter in the rituximab group (p < 0.10).',
      ),
    ).toEqual([]);
  });
});
