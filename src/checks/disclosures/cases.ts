/** Labelled cases for disclosures: statements worded as authors write them, against a journal wording. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const WORDING = 'The authors declare no competing interests.';
/** An 84-word statement that declares real interests, as the ICMJE form asks. */
const LONG_STATEMENT =
  'JD reports grants from the Medical Research Council and personal fees from AstraZeneca and GlaxoSmithKline for advisory board meetings, outside the submitted work. JS reports a salary from the University of Oxford and grants from the National Institute for Health Research paid to his institution. LW has received speaker fees from Chiesi and holds shares in a company that makes inhalers, which had no role here. All other authors declare no competing interests. No author was paid to write this article by any company.';
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
    expected: [
      {
        original: '',
        correction: `\nCompeting interests: [state the competing interests of each author, or, if there are none: "${WORDING}"]`,
      },
    ],
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
    // Replacing a declaration of real interests by "no competing interests" would erase them.
    expected: [{ name: 'Disclosure statement', status: 'warning' }],
  },
  {
    name: 'label wording (The Lancet): a compliant statement keeps its words, only its label is renamed',
    manuscript: withStatement(`Competing interests: ${LONG_STATEMENT}`),
    format: { disclosures_wording: 'Declaration of interests' },
    expected: [{ original: 'Competing interests', correction: 'Declaration of interests' }],
  },
  {
    name: 'label wording already used',
    manuscript: withStatement(`Declaration of interests: ${LONG_STATEMENT}`),
    format: { disclosures_wording: 'Declaration of interests' },
    expected: [],
  },
  {
    name: 'a declarations block: the competing-interests statement, not the trial registration line',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({
          statements: [
            { text: 'Declarations', styleName: 'heading 1' },
            { text: 'Trial registration: not applicable.' },
            { text: 'Conflict of interest: None.' },
          ],
        }),
      ),
    format: { disclosures_wording: 'Conflict of Interest Disclosures' },
    expected: [{ original: 'Conflict of interest', correction: 'Conflict of Interest Disclosures' }],
  },
  { name: 'no wording set', manuscript: withStatement('Conflicts of interest: None declared.'), expected: [] },
];
