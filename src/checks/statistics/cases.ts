/** Labelled cases for statistics: P values and confidence intervals as manuscripts write them. */
import type { LabelledCase } from '../framework/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';

function doc(...texts: string[]) {
  return () => manuscriptFromParagraphs(texts.map((text) => ({ text })));
}

export const cases: LabelledCase[] = [
  {
    name: 'AMA style: capital P, no leading zero',
    manuscript: doc('Mortality was lower with treatment (p = 0.03), and the effect held at 12 months (P<0.001).'),
    format: { p_value_style: 'P < .001' },
    expected: [
      { original: 'p = 0.03', correction: 'P = .03' },
      { original: 'P<0.001', correction: 'P < .001' },
    ],
  },
  {
    name: 'AMA precision: two decimals, three below .01, nothing below .001, three where two would show .05',
    manuscript: doc(
      'Recall fell (p = 0.0263), reaction time did not (p = 0.1387), errors rose (p = 0.0072) and accuracy rose (p = 0.0008).',
      'The pooled effect was large (p < 0.0001), the subgroup effect smaller (p = 0.049; p = 0.0451), and the rest null (p = 0.997).',
    ),
    format: { p_value_style: 'P < .001' },
    expected: [
      { original: 'p = 0.0263', correction: 'P = .03' },
      { original: 'p = 0.1387', correction: 'P = .14' },
      { original: 'p = 0.0072', correction: 'P = .007' },
      { original: 'p = 0.0008', correction: 'P < .001' },
      { original: 'p < 0.0001', correction: 'P < .001' },
      { original: 'p = 0.049', correction: 'P = .049' },
      { original: 'p = 0.0451', correction: 'P = .045' },
      { original: 'p = 0.997', correction: 'P > .99' },
    ],
  },
  {
    name: 'AMA writes P values in powers of ten as decimals',
    manuscript: doc(
      'Nonsense substitutions had lower fractions (p = 6x10−5), as did indels (p = 2 × 10−3; P = 5.36 x 10-5).',
      'Variants reached genome-wide significance (P < 5 × 10−8).',
    ),
    format: { p_value_style: 'P < .001' },
    expected: [
      { original: 'p = 6x10−5', correction: 'P < .001' },
      { original: 'p = 2 × 10−3', correction: 'P = .002' },
      { original: 'P = 5.36 x 10-5', correction: 'P < .001' },
    ],
  },
  {
    name: 'AMA precision leaves bounds, short values and thresholds the authors set',
    manuscript: doc(
      'Differences were small (p < 0.0045; p > 0.052; p = 0.8).',
      'A Bonferroni-corrected p = 0.0125 was considered significant.',
    ),
    format: { p_value_style: 'P < .001' },
    expected: [
      { original: 'p < 0.0045', correction: 'P < .0045' },
      { original: 'p > 0.052', correction: 'P > .052' },
      { original: 'p = 0.8', correction: 'P = .8' },
      { original: 'p = 0.0125', correction: 'P = .0125' },
    ],
  },
  {
    name: 'Vancouver styles set no precision: the digits stay',
    manuscript: doc('Recall fell (P = .0263) and accuracy rose (P = .0008).'),
    format: { p_value_style: 'P < 0.001' },
    expected: [
      { original: 'P = .0263', correction: 'P = 0.0263' },
      { original: 'P = .0008', correction: 'P = 0.0008' },
    ],
  },
  {
    name: 'BMJ style keeps the leading zero',
    manuscript: doc('The difference was significant (P=.04).'),
    format: { p_value_style: 'P < 0.001' },
    expected: [{ original: 'P=.04', correction: 'P = 0.04' }],
  },
  {
    name: 'The Lancet writes p<0·001 with a mid-line point: the mark is kept',
    manuscript: doc('Scores improved (P<0·001).'),
    format: { p_value_style: 'p < 0.001' },
    expected: [{ original: 'P<0·001', correction: 'p < 0·001' }],
  },
  {
    name: 'values already in style and pharmacological words are left alone',
    manuscript: doc('The hazard ratio was 0.8 (P < 0.001); p53 and P450 expression did not differ.'),
    format: { p_value_style: 'P < 0.001' },
    expected: [],
  },
  {
    name: 'P as a quantity the authors set or a power target is not a reported P value',
    manuscript: doc(
      'From there, we set P = 0.8 to find the number of clusters required.',
      'We took the points just below and above P = 0.9 on each curve.',
      'Using the values around P = 0.8, we found the clusters needed for a statistical power of 80%.',
      'The estimate P(C) was read at P = 0.9 for each design.',
      'Mortality differed between arms (p = 0.03).',
    ),
    format: { p_value_style: 'P < .001' },
    expected: [{ original: 'p = 0.03', correction: 'P = .03' }],
  },
  {
    name: 'Lower-case style: a bare p opening a footnote legend keeps the journal letter; a sentence keeps its capital',
    manuscript: doc('p<0.001; significant results are printed bold.', 'P-value < 0.05 was the threshold.'),
    format: { p_value_style: 'p < 0.001' },
    expected: [
      { original: 'p<0.001', correction: 'p < 0.001' },
      { original: 'P-value < 0.05', correction: 'P < 0.05' },
    ],
  },
  {
    name: 'confidence intervals written one way',
    manuscript: doc(
      'The HR was 1.2 (95% CI 1.1–1.4) for men, 1.3 (95% CI 1.1–1.6) for women and 1.1 (95% CI 0.9–1.3) overall.',
      'In the sensitivity analysis the HR was 1.25 (95% CI: 1.05 to 1.49).',
    ),
    expected: [{ original: '95% CI: 1.05 to 1.49', correction: '95% CI 1.05–1.49' }],
  },
];
