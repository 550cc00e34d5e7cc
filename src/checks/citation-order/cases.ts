/** Labelled cases for citation-order: numbering defects as they appear in submitted manuscripts. */
import type { LabelledCase } from '../framework/index.ts';
import { FAVA, LOPEZ, THOMAS, withReferences } from '../references/sample.ts';

export const cases: LabelledCase[] = [
  {
    name: 'references cited in order of first appearance',
    manuscript: () =>
      withReferences(
        ['Depression is common [1] and costly [2]; treatments vary [2,3].'],
        [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`],
      ),
    expected: [],
  },
  {
    name: 'reference 3 cited before reference 2',
    manuscript: () =>
      withReferences(
        ['Depression is common [1]. Acupuncture may help [3], as may counselling [2].'],
        [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`],
      ),
    expected: [{ original: '[2]' }],
  },
  {
    name: 'a reference never cited, and a citation of a reference that does not exist',
    manuscript: () =>
      withReferences(['Depression is common [1] and costly [2, 4].'], [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`]),
    expected: [{ original: `3. ${FAVA}` }, { original: '[2, 4]' }],
  },
  {
    name: 'a backwards range',
    manuscript: () =>
      withReferences(['Depression is common [1], costly [3–2].'], [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`]),
    expected: [{ original: '[3–2]' }],
  },
  {
    name: 'a skipped number is an uncited reference, not a cascade of order errors',
    manuscript: () =>
      withReferences(
        ['Depression is common [1]; treatment resistance is defined elsewhere [3].'],
        [`1. ${LOPEZ}`, `2. ${THOMAS}`, `3. ${FAVA}`],
      ),
    expected: [{ original: `2. ${THOMAS}` }],
  },
  {
    name: 'a table of included studies sorted by author does not set the order of first citation',
    manuscript: () =>
      withReferences(
        [
          'Depression is common [1]; the included studies are listed in Table 1.',
          { text: 'Thomas 2003 [3]', kind: 'table-cell' },
          { text: 'Fava 2003 [2]', kind: 'table-cell' },
        ],
        [`1. ${LOPEZ}`, `2. ${FAVA}`, `3. ${THOMAS}`],
      ),
    expected: [],
  },
  {
    name: 'author–year: an undated title citation ("…," n.d.) and an undated corporate author cite their entries',
    manuscript: () =>
      withReferences(
        [
          'We followed the guidelines ("Reporting guidelines | The EQUATOR Network," n.d.) and the fact sheet (World Health Organization, n.d.), as did Jones (2010).',
        ],
        [
          'Jones, P. (2010). A second study. Journal B, 5, 6–7.',
          'Reporting guidelines | The EQUATOR Network. (n.d.). https://www.equator-network.org/reporting-guidelines/.',
          'World Health Organization. (n.d.). Malaria fact sheet. https://www.who.int/news-room/fact-sheets/detail/malaria.',
        ],
      ),
    expected: [],
  },
];
