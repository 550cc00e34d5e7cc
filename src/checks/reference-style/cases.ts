/** Labelled cases for reference-style: real reference shapes restyled to a journal's style. */
import type { LabelledCase } from '../framework/index.ts';
import { withReferences } from '../references/sample.ts';

const PLOS = 'Lopez A, Murray C (1998) The global burden of disease 1990–2020. Nat Med 4: 1241–1243.';
const VANCOUVER = 'Lopez A, Murray C. The global burden of disease 1990–2020. Nat Med. 1998;4:1241–3.';

export const cases: LabelledCase[] = [
  {
    name: 'PLOS-style entry restyled to Vancouver',
    manuscript: () => withReferences(['Depression is common [1].'], [`1. ${PLOS}`]),
    format: { reference_style: 'Vancouver' },
    expected: [{ original: PLOS, correction: VANCOUVER }],
  },
  {
    name: 'entry already in Vancouver is left alone',
    manuscript: () => withReferences(['Depression is common [1].'], [`1. ${VANCOUVER}`]),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
  {
    name: 'Vancouver entry restyled to AMA (full page range)',
    manuscript: () => withReferences(['Depression is common [1].'], [`1. ${VANCOUVER}`]),
    format: { reference_style: 'AMA' },
    expected: [
      {
        original: VANCOUVER,
        correction: 'Lopez A, Murray C. The global burden of disease 1990–2020. Nat Med. 1998;4:1241–1243.',
      },
    ],
  },
  {
    name: 'Vancouver entry restyled to APA',
    manuscript: () => withReferences(['Depression is common (Lopez & Murray, 1998).'], [VANCOUVER]),
    format: { reference_style: 'APA' },
    expected: [
      {
        original: VANCOUVER,
        correction: 'Lopez, A., & Murray, C. (1998). The global burden of disease 1990–2020. Nat Med, 4, 1241–1243.',
      },
    ],
  },
  {
    name: 'a web page the parser cannot read fully is not rewritten',
    manuscript: () =>
      withReferences(
        ['Guidance exists [1].'],
        [
          '1. World Health Organization (2011) Guidelines for the programmatic management of drug-resistant tuberculosis. Geneva: World Health Organization. Available: http://whqlibdoc.who.int/publications/2011/9789241501583_eng.pdf. Accessed 4 May 2012.',
        ],
      ),
    format: { reference_style: 'Vancouver' },
    expected: [],
  },
];
