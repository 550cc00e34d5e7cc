import { describe, expect, it } from 'vitest';
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
  it('flags a percentage that does not match n/N and states the tolerance', () => {
    const items = problems(paper('Background.', { text: 'Mortality was 45/120 (35.5%) with the drug.' }));
    expect(items.map((r) => [r.original, r.reasoning])).toEqual([
      [
        '45/120 (35.5%)',
        '45/120 is 37.5%, not 35.5% (tolerance for rounding: ±0.1 percentage points, one unit of the last decimal stated): correct the count, the total or the percentage.',
      ],
    ]);
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
    expect(items[1]!.reasoning).toContain('244/2,220 is 11.0%, not 10.7%');
  });

  it('accepts rounding and truncation within one unit of the last decimal, and decimal points written "·"', () => {
    expect(
      problems(
        paper('Background.', {
          text: 'Rates were 1/3 (33%), 2/3 (66.6%), 2/3 (67%), 45/120 (37·5%) and 1,000/3,000 (33.3%).',
        }),
      ),
    ).toEqual([]);
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
