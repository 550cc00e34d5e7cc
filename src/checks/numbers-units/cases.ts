/** Labelled cases for numbers-units: number patterns from medical manuscripts. */
import type { LabelledCase } from '../framework/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';

function doc(...texts: string[]) {
  return () => manuscriptFromParagraphs(texts.map((text) => ({ text })));
}

const lancet = {
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Thin space',
  option_decimal_separator: 'Mid-line point',
};
const bmj = {
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Comma',
  option_decimal_separator: 'Point',
};

export const cases: LabelledCase[] = [
  {
    name: 'dose glued to its unit',
    manuscript: doc('Patients received dexamethasone 12mg every 12h for two doses.'),
    expected: [
      { original: '12mg', correction: '12 mg' },
      { original: '12h', correction: '12 h' },
    ],
  },
  {
    name: 'percentages take no space',
    manuscript: doc('Mortality fell from 12% to 8% in the intervention group.'),
    expected: [],
  },
  {
    name: 'ranges with a hyphen',
    manuscript: doc('Women aged 18-45 years were eligible; the median stay was 3 days (IQR 2-5).'),
    expected: [
      { original: '18-45', correction: '18–45' },
      { original: '2-5', correction: '2–5' },
    ],
  },
  {
    name: 'codes and dates are not ranges',
    manuscript: doc(
      'The trial (ISRCTN 12345678; grant ALTF 1203-2012) started on 2010-05-12 and used COVID-19 data; ISSN 0777-6276.',
    ),
    expected: [],
  },
  {
    name: 'plus-minus spacing',
    manuscript: doc('Mean age was 54±12 years and BMI 27.1 +/- 4.2 kg/m2.'),
    expected: [
      { original: '±', correction: ' ± ' },
      { original: ' +/- ', correction: ' ± ' },
    ],
  },
  {
    name: 'a sentence that opens with a numeral',
    manuscript: doc('The cohort was followed for 10 years. 12 patients died before the first visit.'),
    expected: [{ original: '12', correction: 'Twelve' }],
  },
  {
    name: 'Lancet decimals and thousands',
    manuscript: doc('Of 12,345 participants, 0.5% had a hazard ratio of 1.25 (95% CI 1.10–1.42).'),
    format: lancet,
    expected: [
      { original: '12,345', correction: '12\u2009345' },
      { original: '0.5', correction: '0·5' },
      { original: '1.25', correction: '1·25' },
      { original: '1.10', correction: '1·10' },
      { original: '1.42', correction: '1·42' },
    ],
  },
  {
    name: 'BMJ style: comma thousands, software versions untouched',
    manuscript: doc('We enrolled 23456 patients and analysed the data in Stata 14.2 and SPSS 22.0.'),
    format: bmj,
    expected: [{ original: '23456', correction: '23,456' }],
  },
  {
    name: 'citation ranges belong to the citation checks',
    manuscript: doc('Earlier trials were small [3-5].'),
    expected: [],
  },
];
