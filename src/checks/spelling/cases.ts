/** Labelled cases for spelling: typing slips and the medical words that must not be flagged. */
import type { LabelledCase } from '../framework/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';

function doc(...texts: string[]) {
  return () =>
    manuscriptFromParagraphs([{ text: 'Results', styleName: 'heading 1' }, ...texts.map((text) => ({ text }))]);
}

const uk = { language: 'English (UK)' };
const us = { language: 'English (US)' };

export const cases: LabelledCase[] = [
  {
    name: 'common misspellings',
    manuscript: doc('Women in the intervention group recieved dexamethasone; accute renal failure was rare.'),
    format: uk,
    expected: [
      { original: 'recieved', correction: 'received' },
      { original: 'accute', correction: 'acute' },
    ],
  },
  {
    name: '"unsignificant" in a manuscript means statistically non-significant, not unimportant',
    manuscript: doc('Unsignificant correlations were dropped; the rest were unsignificant after adjustment.'),
    format: uk,
    expected: [
      { original: 'Unsignificant', correction: 'Non-significant' },
      { original: 'unsignificant', correction: 'non-significant' },
    ],
  },
  {
    name: 'the statistical sense in US English',
    manuscript: doc('The difference was unsignificant.'),
    format: us,
    expected: [{ original: 'unsignificant', correction: 'nonsignificant' }],
  },
  {
    name: 'a letter left out of a long word',
    manuscript: doc('All patiets were followed for a year.'),
    format: uk,
    expected: [{ original: 'patiets', correction: 'patients' }],
  },
  {
    name: 'medical vocabulary is known',
    manuscript: doc(
      'Rituximab, metformin and dexamethasone were given for thrombocytopenia, haemolysis and multimorbidity.',
    ),
    format: uk,
    expected: [],
  },
  {
    name: 'words the lists lack but built from known words',
    manuscript: doc(
      'The funders had no role; recoding of variables and subsetting were done by the confounder analysis.',
    ),
    format: us,
    expected: [],
  },
  {
    name: 'names, acronyms, codes and other varieties are not misspellings',
    manuscript: doc('Smith and Kowalczyk used the HbA1c assay (NCT01234567); tumour and tumor size were similar.'),
    format: uk,
    expected: [],
  },
  {
    name: 'a British doubling is a variant, not a slip',
    manuscript: doc('Studies focussed on counselling.'),
    format: uk,
    expected: [],
  },
];
