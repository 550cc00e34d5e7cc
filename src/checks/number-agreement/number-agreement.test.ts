import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readManuscript } from '../../docx/index.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../../../tests/support/corpus.ts';
import { manuscriptWith, region, runOn, type ParagraphSpec } from '../framework/testing.ts';
import { numberAgreement } from './index.ts';

/** A paper whose abstract is paragraph 1 and whose results follow. */
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
        results.map((_, i) => i + 3).filter((i) => m.blocks[i]!.kind === 'paragraph'),
      ),
    }),
  );
}
const problems = (m: ReturnType<typeof paper>) => runOn(numberAgreement, m).results.filter((r) => r.status !== 'pass');

describe('number-agreement: percentages from their own n/N', () => {
  it('flags a percentage that does not match n/N and says what it rounds to', () => {
    const items = problems(paper('Background.', { text: 'Mortality was 45/120 (35.5%) with the drug.' }));
    expect(items.map((r) => [r.original, r.reasoning])).toEqual([
      [
        '45/120 (35.5%)',
        '45/120 is 37.50%, which rounds to 37.5%, not 35.5%: correct the count, the total or the percentage.',
      ],
    ]);
  });

  it('reads a percentage written before its n/N: "35.5% (45/120)", "20% (n = 30/200)"', () => {
    const items = problems(
      paper('Background.', {
        text: 'Mortality was 35.5% (45/120) with the drug, 20% (n = 40/200) without, and 25% (10 of 40) overall.',
      }),
    );
    expect(items.map((r) => r.original)).toEqual(['35.5% (45/120)']);
    expect(items[0]!.reasoning).toContain('45/120 is 37.50%, which rounds to 37.5%, not 35.5%');
  });

  it('reads "(n = n/N, p%)" and "(n/N; p%)" inside brackets, and "Among the N …, n (p%)"', () => {
    const items = problems(
      paper(
        'Background.',
        {
          text: 'Most used a systematic search (n low risk = 71/102, 82%) and assessed bias (n = 93/102, 91% of reviews).',
        },
        { text: 'This is higher than in other samples (8/37; 33.6%) (Li et al., 2010).' },
        {
          text: 'Among the 1473 participants with CKD, 941 (64%) and among the 7365 participants without CKD, 966 (22%) died.',
        },
      ),
    );
    expect(items.map((r) => r.original)).toEqual([
      '71/102, 82%',
      '8/37; 33.6%',
      'among the 7365 participants without CKD, 966 (22%)',
    ]);
    expect(items[2]!.reasoning).toBe(
      '966/7365 is 13.1%, which rounds to 13%, not 22%: correct the count, the total or the percentage.',
    );
  });

  it('leaves a percentage after "n of N, " that shares out the count, not the total ("81% of whom")', () => {
    expect(problems(paper('Background.', { text: 'Of note (13 of 16, 50% of whom were men) relapsed.' }))).toEqual([]);
  });

  it('reads "n of N noun (p%)", "Of N noun, n (p%)" and "n (p%) of N"', () => {
    const items = problems(
      paper(
        'Background.',
        { text: 'In all, 30 of 200 patients (20%) relapsed.' },
        { text: 'Of 2,220 extant rodent species, 244 (10.7%) are reservoirs.' },
        { text: 'Relapse occurred in 12 (30%) of 60 children.' },
      ),
    );
    expect(items.map((r) => r.original)).toEqual([
      '30 of 200 patients (20%)',
      'Of 2,220 extant rodent species, 244 (10.7%)',
      '12 (30%) of 60',
    ]);
    expect(items[1]!.reasoning).toContain('244/2,220 is 10.99%, which rounds to 11.0%, not 10.7%');
  });

  it('accepts rounding within half a unit of the last decimal (halves either way), and decimal points written "·"', () => {
    expect(
      problems(
        paper('Background.', {
          text: 'Rates were 1/3 (33%), 2/3 (66.7%), 2/3 (67%), 45/120 (37·5%), 1/8 (12%), 1/8 (13%) and 1,000/3,000 (33.3%).',
        }),
      ),
    ).toEqual([]);
  });

  it('reports a truncated percentage, as a copy editor marks it: 256 of 1,450 is 17.66%, so 17.7%', () => {
    const items = problems(
      paper('Background.', { text: 'Sites were in 256 of 1,450 (17.6%) regions and 2/3 (66.6%) of them were urban.' }),
    );
    expect(items.map((r) => [r.original, r.reasoning])).toEqual([
      [
        '256 of 1,450 (17.6%)',
        '256/1,450 is 17.66%, which rounds to 17.7%, not 17.6%: correct the count, the total or the percentage.',
      ],
      [
        '2/3 (66.6%)',
        '2/3 is 66.67%, which rounds to 66.7%, not 66.6%: correct the count, the total or the percentage.',
      ],
    ]);
  });

  it('leaves rates per population and counts above their total alone', () => {
    expect(problems(paper('Background.', { text: 'Incidence was 12/1000 (95% CI 10–14) and 130/120 (8%).' }))).toEqual(
      [],
    );
  });
});

describe('number-agreement: summary against results', () => {
  it('flags an abstract estimate whose interval bound differs from the results, naming both places', () => {
    const items = problems(
      paper('Mortality fell (HR 0.75, 95% CI 0.60–0.94).', { text: 'The hazard ratio was 0.75 (95% CI 0.61–0.94).' }),
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.original).toBe('0.75, 95% CI 0.60–0.94)');
    expect(items[0]!.heading).toBe('Abstract');
    expect(items[0]!.reasoning).toMatch(
      /^The lower bound differs: the summary has 0\.60, "Results" \("0\.75 \(95% CI 0\.61–0\.94\)", characters \d+–\d+\) has 0\.61 for the same result/,
    );
  });

  it('agrees when the results give more decimals, or when the interval is there in another layout', () => {
    expect(
      problems(
        paper(
          'Mortality fell (RR 0.77, 95% CI 0.25 to 2.38) and stroke too (RR 0.50, 95% CI 0.30 to 0.80).',
          { text: 'The risk ratio was 0.7700 (95% CI 0.2492 to 2.3799).' },
          { text: 'RR', kind: 'table-cell' },
          { text: '0.5 (0.30–0.80)', kind: 'table-cell' },
        ),
      ),
    ).toEqual([]);
  });

  it('does not tie two results that share only one number, or whose measures differ', () => {
    expect(
      problems(
        paper('Mortality fell (OR 0.75, 95% CI 0.60–0.94).', {
          text: 'Stroke: HR 0.75 (95% CI 0.60–0.99); bleeding: OR 0.80 (95% CI 0.60–1.10).',
        }),
      ),
    ).toEqual([]);
  });

  it('flags a certainty rating in the summary that differs from the results for the same estimate', () => {
    const items = problems(
      paper('Moderate-certainty evidence shows fewer deaths (RR 0.77, 95% CI 0.62 to 0.95).', {
        text: 'The risk ratio was 0.77 (95% CI 0.62 to 0.95). We downgraded the certainty of the evidence to low due to imprecision.',
      }),
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.reasoning).toMatch(
      /^The summary rates this result moderate certainty; the same result in "Results" .* is rated low certainty\./,
    );
  });
});

describe('number-agreement: percentages and P values of the summary against the results', () => {
  it('ties a summary percentage to the one result with the same words and flags a different value, quoting both', () => {
    const items = problems(
      paper('Overall, 50% of the surveyed nurses reported burnout symptoms at baseline.', {
        text: 'At baseline, 47.6% of surveyed nurses reported burnout symptoms, and 12.0% reported depression.',
      }),
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.original).toBe('50%');
    expect(items[0]!.reasoning).toMatch(
      /^The summary gives 50% here \(.*\); the same percentage in "Results" \("47\.6%", characters \d+–\d+\) .* is 47\.6\. Correct whichever is wrong\.$/,
    );
  });

  it('flags a P value of the summary that the results give otherwise for the same comparison', () => {
    const items = problems(
      paper('Fatigue scores showed a significant interaction between time and intervention (p = 0.018).', {
        text: 'The fatigue score showed a significant interaction between time and intervention (p = 0.028).',
      }),
    );
    expect(items.map((r) => r.original)).toEqual(['p = 0.018']);
  });

  it('stays silent when the value is in the results, when two results share the words, or for a complement', () => {
    expect(
      problems(
        paper(
          'Half (50%) of the surveyed nurses reported burnout symptoms; LARC prescriptions fell to 28.3% of baseline prescribing levels.',
          { text: 'Burnout symptoms were reported by 49.6% of surveyed nurses.' },
          { text: 'LARC prescriptions fell by 71.7% from baseline prescribing levels.' },
        ),
      ),
    ).toEqual([]);
    expect(
      problems(
        paper('Mortality in the intervention group was 12% at one year.', {
          text: 'Mortality in the intervention group was 14% at one year in men and 9% at one year in women.',
        }),
      ),
    ).toEqual([]);
  });
});

describe('number-agreement: the results text against the tables', () => {
  it("flags an interval in the text that differs from the same estimate's interval in a table", () => {
    const items = problems(
      paper(
        'Background.',
        { text: 'Smoking was associated with failure (OR 0.02, 95% CI 0.01-0.029).' },
        { text: 'Smoking', kind: 'table-cell' },
        { text: '0.02 (0.01–0.29)', kind: 'table-cell' },
      ),
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.reasoning).toMatch(
      /^The upper bound differs: the text has 0\.029, a table \("0\.02 \(0\.01–0\.29\)"/,
    );
  });
});

describe('number-agreement: a change between identical values', () => {
  it('flags "increased from 58.72% to 58.72%" and leaves a real change alone', () => {
    const items = problems(
      paper(
        'Background.',
        { text: 'Coverage increased from 58.72% to 58.72% over the period.' },
        { text: 'Coverage increased from 58.72% to 61.20% and stayed from 2010 to 2010 levels.' },
      ),
    );
    expect(items.map((r) => r.original)).toEqual(['increased from 58.72% to 58.72%']);
    expect(items[0]!.reasoning).toBe(
      'The sentence describes a change, but both values are 58.72%: one of them is probably wrong. Check the source data.',
    );
  });
});

describe('number-agreement: an abstract number changed in a real manuscript', () => {
  const file = corpusFiles('manuscripts').find((f) => f.name === 'ms-ckd-mortality-korea')?.file;

  it.skipIf(!corpusAvailable)(
    needsCorpus(
      'makes only the finding an editor marks on the manuscript as written, and finds its abstract percentage altered',
    ),
    async () => {
      const manuscript = await readManuscript(readFileSync(file!));
      const summaryProblems = () =>
        numberAgreement
          .run({ manuscript, format: {}, params: {} })
          .results.filter((r) => r.status !== 'pass')
          .map((r) => r.original);
      // The one problem of this kind an editor marked: 966 of 7365 is 13 %, not 22 %.
      const marked = 'among the 7365 participants without CKD, 966 (22%)';
      expect(summaryProblems()).toEqual([marked]);
      const abstract = manuscript.blocks.find((b) =>
        b.text.includes('cumulative incidence of CKD at 5 years is approximately 1.4%'),
      )!;
      abstract.text = abstract.text.replace('approximately 1.4%', 'approximately 1.7%');
      expect(summaryProblems()).toEqual(['1.7%', marked]);
    },
  );
});

describe('number-agreement: an estimate of the summary whose interval the results give with another estimate', () => {
  it('flags the estimate, even where the same result is written twice in the results (text and table)', () => {
    const items = problems(
      paper(
        'Maternal death was uncertain (risk ratio 0.70, 95% confidence interval 0.25 to 2.38).',
        { text: 'The risk ratio (RR) was 0.77 (95% confidence intervals (CI) 0.25 to 2.38).' },
        { text: 'Maternal death', kind: 'table-cell' },
        { text: '0.77 (0.25–2.38)', kind: 'table-cell' },
      ),
    );
    expect(items.map((r) => r.reasoning)).toEqual([
      expect.stringMatching(
        /^The estimate differs: the summary has 0\.70, "Results" \("0\.77 \(95% confidence intervals \(CI\) 0\.25 to 2\.38\)"/,
      ),
    ]);
  });
});

describe('number-agreement: counts of the summary against the results', () => {
  it('ties a count by what it counts and its words, and leaves a count written anywhere in the body alone', () => {
    const items = problems(
      paper(
        'Median time to death for 134 deceased patients was 14 months; usual care alone was given to 151 patients.',
        { text: 'Median time to death for the 131 deceased patients was 14 months.' },
        { text: 'Usual care (n = 151)', kind: 'table-cell' },
      ),
    );
    expect(items.map((r) => r.original)).toEqual(['134 deceased patients']);
    expect(items[0]!.reasoning).toContain('the same count in "Results" ("131 deceased patients"');
  });
});
