/** Labelled cases for disclosures: statements worded as authors write them, against a journal wording. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const WORDING = 'The authors declare no competing interests.';
const withStatement = (text: string) => () =>
  manuscriptFromParagraphs(sampleManuscript({ statements: [{ text: 'Funding: None.' }, { text }] }));

export const cases: LabelledCase[] = [
  {
    name: 'already in the wording',
    manuscript: withStatement(`Competing interests: ${WORDING}`),
    format: { disclosures_wording: WORDING },
    expected: [],
  },
  {
    name: 'same wording, other spacing and no full stop',
    manuscript: withStatement('Declaration of interests: The authors  declare no competing interests'),
    format: { disclosures_wording: WORDING },
    expected: [],
  },
  {
    name: 'different wording',
    manuscript: withStatement('Conflicts of interest: None declared.'),
    format: { disclosures_wording: WORDING },
    expected: [{ original: 'None declared.', correction: WORDING }],
  },
  {
    name: 'statement missing',
    manuscript: () => manuscriptFromParagraphs(sampleManuscript({ statements: [{ text: 'Funding: None.' }] })),
    format: { disclosures_wording: WORDING },
    expected: [{ original: '', correction: `\nCompeting interests: ${WORDING}` }],
  },
  {
    name: 'heading-style statement with other words',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({
          statements: [
            { text: 'Funding: None.' },
            { text: 'Declaration of interests', styleName: 'heading 1' },
            { text: 'JD reports grants from AstraZeneca outside the submitted work.' },
          ],
        }),
      ),
    format: { disclosures_wording: WORDING },
    expected: [{ original: 'JD reports grants from AstraZeneca outside the submitted work.', correction: WORDING }],
  },
  { name: 'no wording set', manuscript: withStatement('Conflicts of interest: None declared.'), expected: [] },
];
