/** Labelled cases for number-agreement: reports that must agree, and look-alikes that are other quantities. */
import type { Manuscript } from '../../docx/model.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { manuscriptWith, region, type ParagraphSpec } from '../framework/testing.ts';

const paper =
  (abstract: string, ...results: string[]) =>
  (): Manuscript =>
    manuscriptWith(
      [
        { text: 'Abstract', styleName: 'heading 1' },
        { text: abstract },
        { text: 'Results', styleName: 'heading 1' },
        ...results.map((text): ParagraphSpec => ({ text })),
      ],
      (m) => ({
        abstract: { ...region(m, [1]), wordsWithLabels: 0, labels: [], structured: false },
        mainText: region(
          m,
          results.map((_, i) => i + 3),
        ),
      }),
    );

export const cases: LabelledCase[] = [
  {
    name: 'percentage matches its n/N',
    manuscript: paper('Background.', 'Mortality was 45/120 (37.5%).'),
    expected: [],
  },
  {
    name: 'percentage does not match its n/N',
    manuscript: paper('Background.', 'Mortality was 45/120 (35.5%).'),
    expected: [{ original: '45/120 (35.5%)', status: 'failed' }],
  },
  {
    name: 'share written "Of N, n (p%)"',
    manuscript: paper('Background.', 'Of 300 patients, 60 (25%) relapsed.'),
    expected: [{ original: 'Of 300 patients, 60 (25%)', status: 'failed' }],
  },
  {
    name: 'abstract interval differs from the results',
    manuscript: paper('Mortality fell (HR 0.75, 95% CI 0.60–0.94).', 'The hazard ratio was 0.75 (95% CI 0.61–0.94).'),
    expected: [{ original: '0.75, 95% CI 0.60–0.94)', status: 'failed' }],
  },
  {
    name: 'abstract rounds the results',
    manuscript: paper(
      'Mortality fell (RR 0.77, 95% CI 0.25 to 2.38).',
      'The risk ratio was 0.7700 (95% CI 0.2492 to 2.3799).',
    ),
    expected: [],
  },
  {
    name: 'two results sharing one number are not the same quantity',
    manuscript: paper('Deaths fell (OR 0.75, 95% CI 0.60–0.94).', 'Strokes: OR 0.75 (95% CI 0.52–0.99).'),
    expected: [],
  },
  {
    name: 'certainty one level higher in the abstract',
    manuscript: paper(
      'Moderate-certainty evidence shows fewer deaths (RR 0.77, 95% CI 0.62 to 0.95).',
      'The risk ratio was 0.77 (95% CI 0.62 to 0.95). We downgraded the certainty of the evidence to low.',
    ),
    expected: [{ original: '0.77, 95% CI 0.62 to 0.95)', status: 'failed' }],
  },
];
