/**
 * The summary against the results, read four more ways: a run of numbers it repeats, a range that
 * sums up a table column, a count named with the results' words, and a number with the same words
 * either side (or an effect size with its measure).
 */
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { buildDocx, paragraph, table } from '../../../tests/docx/support/build-docx.ts';
import { manuscriptWith, region, runOn, type ParagraphSpec } from '../framework/testing.ts';
import { numberAgreement } from './index.ts';

function paper(abstract: string, ...results: ParagraphSpec[]) {
  return manuscriptWith(
    [
      { text: 'Abstract', styleName: 'heading 1' },
      { text: abstract },
      { text: 'Results', styleName: 'heading 1' },
      ...results,
    ],
    (m) => ({
      abstract: { ...region(m, [1]), wordsWithLabels: 0, labels: [], structured: false },
      mainText: region(
        m,
        results.map((_, i) => i + 3),
      ),
    }),
  );
}
const problems = (m: ReturnType<typeof paper>) =>
  runOn(numberAgreement, m)
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);

describe('number-agreement: a run of numbers the summary repeats from the results', () => {
  const results = {
    text: 'GPT-5 performed best (0.71), followed by GPT-4 (0.61), GPT-3.5 (0.56), InSilicoVA (0.44) and InterVA-5 (0.43) (Figure 2).',
  };

  it('flags the one number of the run that differs, naming the other place and the numbers that agree', () => {
    const found = problems(
      paper(
        'Overall, GPT-5 led (PCCC=0.71), then GPT-4 (0.61), GPT-3.5 (0.59), InSilicoVA (0.44) and InterVA-5 (0.43).',
        results,
      ),
    );
    expect(found.map(([original]) => original)).toEqual(['0.59']);
    expect(found[0]![1]).toContain('the same list of results in "Results" ("');
    expect(found[0]![1]).toContain('GPT-3.5 (0.56", characters');
    expect(found[0]![1]).toContain('gives 0.56, and its other numbers (0.61, 0.44, 0.43) are the summary');
  });

  it('is silent when the run agrees, when only generic words ("r =", "p =") tie it, or when it spans two sentences', () => {
    expect(
      problems(
        paper('GPT-5 led (0.71), then GPT-4 (0.61), GPT-3.5 (0.56), InSilicoVA (0.44) and InterVA-5 (0.43).', results),
      ),
    ).toEqual([]);
    expect(
      problems(
        paper('Co-viewing helped (r = 0.15, 95% CI 0.02 to 0.28, p = 0.028, k = 12). Social media (r = 0.12) hurt.', {
          text: 'Co-viewing (r = 0.15, 95% CI 0.02 to 0.28, p = 0.028, k = 12) or educational content (r = 0.13) helped.',
        }),
      ),
    ).toEqual([]);
  });
});

describe('number-agreement: a range of the summary that sums up a table column', () => {
  async function withTable(abstract: string) {
    const body =
      paragraph('Abstract', 'Heading1') +
      paragraph(abstract) +
      paragraph('Results', 'Heading1') +
      paragraph('Table 1. Internal consistency') +
      table([
        ['Domain', "Cronbach's alpha", 'Mean'],
        ['Total', '0.97', '12.1'],
        ['Functional limitation', '0.82', '2.0'],
        ['Physical pain', '0.87', '3.1'],
        ['Handicap', '0.92', '1.4'],
      ]);
    const manuscript = await readManuscript(buildDocx({ body }));
    return numberAgreement
      .run({ manuscript, format: {}, params: {} })
      .results.filter((r) => r.status !== 'pass')
      .map((r) => [r.original, r.reasoning]);
  }

  it('flags a bound that is none of the column values when the other bound is its extreme', async () => {
    expect(await withTable("Internal consistency was excellent (Cronbach's alpha = 0.85 – 0.97).")).toEqual([
      [
        "Cronbach's alpha = 0.85 – 0.97",
        'The summary gives 0.85 – 0.97 for "Cronbach\'s alpha"; the table column headed "Cronbach\'s alpha" runs from 0.82 to 0.97: its smallest value is 0.82 ("Functional limitation"), not 0.85, which is none of its values. Correct whichever is wrong.',
      ],
    ]);
  });

  it('is silent when the range is the column, or spans some of its rows (values of the column)', async () => {
    expect(await withTable("Cronbach's alpha ranged from 0.82 to 0.97.")).toEqual([]);
    expect(await withTable("In the domains, Cronbach's alpha = 0.82 – 0.92.")).toEqual([]);
  });
});

describe('number-agreement: a count of the summary named with the results’ words', () => {
  it('flags "127 rodent trapping studies" against the results\' "126 rodent trapping studies"', () => {
    const found = problems(
      paper('Here we synthesise data from 127 rodent trapping studies across the region.', {
        text: 'We screened 4,282 citations, with 126 rodent trapping studies included.',
      }),
    );
    expect(found.map(([original]) => original)).toEqual(['127 rodent trapping studies']);
    expect(found[0]![1]).toContain('"Results" counts rodent trapping studies as 126 rodent trapping studies');
  });

  it('is silent for partial counts, far-apart numbers, approximate ones and single nouns', () => {
    expect(
      problems(
        paper('We trained 27 primary care practices and 40 other rodent trapping studies; 300 patients took part.', {
          text: 'About half of the 9,000 primary care practices, 12 rodent trapping studies and 310 patients.',
        }),
      ),
    ).toEqual([]);
  });
});

describe('number-agreement: the same words either side, and effect sizes by their measure', () => {
  it('ties "119 patients (68.2 % women" to "119 consecutive patients (68.9 % women" however short the label', () => {
    const found = problems(
      paper('The scale was examined in 119 patients (68.2 % women; mean age 57 years).', {
        text: 'A convenience sample of 119 consecutive patients (68.9 % women) was recruited.',
      }),
    );
    expect(found.map(([original]) => original)).toEqual(['68.2 %']);
    expect(found[0]![1]).toContain('is 68.9. Correct whichever is wrong.');
  });

  it("ties a Hedges' g of the summary to the one with the same words in the results", () => {
    const found = problems(
      paper("Psilocybin increased reaction times (Hedges' g = 1.16) in healthy volunteers.", {
        text: 'The meta-analysis revealed an overall increase in reaction times under psilocybin (Hedges’ g = 1.13, SE = 0.26) in volunteers.',
      }),
    );
    expect(found.map(([original]) => original)).toEqual(["Hedges' g = 1.16"]);
    expect(found[0]![1]).toContain('the same effect size in "Results"');
  });

  it('never ties two measures: a Hedges g is not an odds ratio', () => {
    expect(
      problems(
        paper("Psilocybin increased reaction times (Hedges' g = 1.16) in healthy volunteers.", {
          text: 'The meta-analysis revealed an overall increase in reaction times under psilocybin (OR = 1.13) in volunteers.',
        }),
      ),
    ).toEqual([]);
  });
});

describe('number-agreement: the way a quantity moved ties it', () => {
  it('never ties "fell to" to "rose to": the one result that fell is the same quantity', () => {
    const found = problems(
      paper('Contraceptive prescribing in general practices fell to 28.3% of pre-pandemic levels during lockdown.', {
        text: 'In lockdown, prescribing fell to 17.1% of pre-pandemic levels. After lockdown, contraceptive prescribing in general practices rose to 76.9% of pre-pandemic levels.',
      }),
    );
    expect(found.map(([original]) => original)).toEqual(['28.3%']);
    expect(found[0]![1]).toContain('is 17.1. Correct whichever is wrong.');
  });
});
