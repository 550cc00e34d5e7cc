/** Labelled cases for reference-details. */
import type { LabelledCase } from '../framework/index.ts';
import { FAVA, LOPEZ, THOMAS, withReferences } from '../references/sample.ts';

export const cases: LabelledCase[] = [
  {
    name: 'a clean list',
    manuscript: () => withReferences(['Depression is common [1–3].'], [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`]),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'a DOI missing its leading 1 and a PMID with letters',
    manuscript: () =>
      withReferences(
        ['Costs [1, 2].'],
        [
          '1. Shippee ND, Shah ND, May CR. Cumulative complexity. J Clin Epidemiol. 2012;65:1041–51. doi:0.1016/j.jclinepi.2012.05.005.',
          '2. Thomas C, Morris S. Cost of depression among adults in England in 2000. Br J Psychiatry. 2003;183:514–9. PMID: 12645X.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: 'doi:0.1016/j.jclinepi.2012.05.005.' }, { original: 'PMID: 12645X.' }],
  },
  {
    name: 'the same reference twice',
    manuscript: () => withReferences(['Depression [1, 2].'], [`1. ${LOPEZ}`, `2. ${LOPEZ}`]),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: `2. ${LOPEZ}` }],
  },
  {
    name: 'an entry without a year',
    manuscript: () =>
      withReferences(
        ['Statistics [1].'],
        ['1. Ender P. Statistical Computing and Consulting. UCLA Academic Technology Services.'],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: '1. Ender P. Statistical Computing and Consulting. UCLA Academic Technology Services.' }],
  },
  {
    name: '"et al." after five authors where Vancouver lists six',
    manuscript: () =>
      withReferences(
        ['Trials [1].'],
        [
          '1. Platt R, Takvorian S, Septimus E, Hickok J, Moody J, et al. Cluster randomized trials in comparative effectiveness research. Med Care. 2010;48:S52–7.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [
      {
        original:
          '1. Platt R, Takvorian S, Septimus E, Hickok J, Moody J, et al. Cluster randomized trials in comparative effectiveness research. Med Care. 2010;48:S52–7.',
      },
    ],
  },
];
