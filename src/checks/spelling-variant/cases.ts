/** Labelled cases for spelling-variant: sentence patterns from medical manuscripts. */
import type { LabelledCase } from '../framework/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';

const uk = { language: 'English (UK)' };
const us = { language: 'English (US)' };

function doc(...texts: string[]) {
  return () => manuscriptFromParagraphs(texts.map((text) => ({ text })));
}

export const cases: LabelledCase[] = [
  {
    name: 'US medical spellings in a UK journal',
    manuscript: doc('Tumor size and hemoglobin concentration were recorded at the time of analyzing.'),
    format: uk,
    expected: [
      { original: 'Tumor', correction: 'Tumour' },
      { original: 'hemoglobin', correction: 'haemoglobin' },
      { original: 'analyzing', correction: 'analysing' },
    ],
  },
  {
    name: '-ize in a UK journal that asks for -ise',
    manuscript: doc('Patients were randomized and their outcomes summarized.'),
    format: uk,
    params: { uk_ize_spelling: 'ise' },
    expected: [
      { original: 'randomized', correction: 'randomised' },
      { original: 'summarized', correction: 'summarised' },
    ],
  },
  {
    name: '-ize is British too when the journal does not choose',
    manuscript: doc('Patients were randomized at the centre.'),
    format: uk,
    expected: [],
  },
  {
    name: 'UK spellings in a US journal',
    manuscript: doc('Oedema and anaemia were more common in the paediatric centre.'),
    format: us,
    expected: [
      { original: 'Oedema', correction: 'Edema' },
      { original: 'anaemia', correction: 'anemia' },
      { original: 'paediatric', correction: 'pediatric' },
      { original: 'centre', correction: 'center' },
    ],
  },
  {
    name: 'institution names keep their spelling',
    manuscript: doc(
      'Patients were recruited at the MD Anderson Cancer Center and at Memorial Sloan Kettering Cancer Center.',
    ),
    format: uk,
    expected: [],
  },
  {
    name: 'quotations keep their spelling',
    manuscript: doc('One participant described the service as “a program that finally gave me color in my life”.'),
    format: uk,
    expected: [],
  },
  {
    name: 'reference titles are not touched',
    manuscript: () =>
      manuscriptFromParagraphs([
        { text: 'References', styleName: 'heading 1' },
        { text: '1. Smith J, Jones A. Tumor behavior in randomized trials. Lancet. 2010;375:1–10.' },
      ]),
    format: uk,
    expected: [],
  },
  {
    name: 'a computer program stays a program in a UK journal',
    manuscript: doc('Analyses were run in the R program (version 4.3).'),
    format: uk,
    expected: [],
  },
  {
    name: 'fetus is the spelling of UK medical journals too',
    manuscript: doc('Fetal growth was monitored and the fetus was delivered at 34 weeks.'),
    format: uk,
    expected: [],
  },
  {
    name: 'drug names keep their international spelling',
    manuscript: doc('Women received estradiol or sulfasalazine for 12 weeks.'),
    format: uk,
    expected: [],
  },
  {
    name: 'Oxford spelling wants -ize but keeps analyse',
    manuscript: doc('Participants were randomised and we analysed the data.'),
    format: uk,
    params: { uk_ize_spelling: 'ize' },
    expected: [{ original: 'randomised', correction: 'randomized' }],
  },
  {
    name: 'programme is corrected in a US journal',
    manuscript: doc('The vaccination programme reached 80% of children.'),
    format: us,
    expected: [{ original: 'programme', correction: 'program' }],
  },
];
