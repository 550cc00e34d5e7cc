/** Labelled cases for citation-style. */
import type { LabelledCase } from '../framework/index.ts';
import { FAVA, LOPEZ, THOMAS, withReferences } from '../references/sample.ts';

const list = [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`];

export const cases: LabelledCase[] = [
  {
    name: 'square brackets where the journal wants round ones',
    manuscript: () => withReferences(['Depression is common [1] and costly [2, 3].'], list),
    format: { citation_style: 'Numeric, round brackets' },
    expected: [
      { original: '[1]', correction: '(1)' },
      { original: '[2, 3]', correction: '(2, 3)' },
    ],
  },
  {
    name: 'all citations in the journal style',
    manuscript: () => withReferences(['Depression is common [1] and costly [2, 3].'], list),
    format: { citation_style: 'Numeric, square brackets' },
    expected: [],
  },
  {
    name: 'superscript citations in a square-bracket journal',
    manuscript: () =>
      withReferences(
        [
          {
            text: 'Depression is common.1 It is costly.2,3',
            runs: [
              { text: 'Depression is common.' },
              { text: '1', superscript: true },
              { text: ' It is costly.' },
              { text: '2,3', superscript: true },
            ],
          },
        ],
        list,
      ),
    format: { citation_style: 'Numeric, square brackets' },
    expected: [{ original: '1' }, { original: '2,3' }],
  },
];
