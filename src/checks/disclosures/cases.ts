/** Labelled cases for disclosures: statements worded as authors write them, against a journal wording. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const WORDING = 'The authors declare no competing interests.';
const withStatement = (text: string) => () => manuscriptFromParagraphs(sampleManuscript({ statements: [{ text: 'Funding: None.' }, { text }] }));

export const cases: LabelledCase[] = [
  { name: 'already in the wording', manuscript: withStatement(`Competing interests: ${WORDING}`), format: { disclosures_wording: WORDING }, expected: [] },
  { name: 'same wording, other spacing and no full stop', manuscript: withStatement('Declaration of interests: The authors  declare no competing interests'), format: { disclosures_wording: WORDING }, expected: [] },
  { name: 'different wording', manuscript: withStatement('Conflicts of interest: None declared.'), format: { disclosures_wording: WORDING }, expected: [{ original: 'None declared.', correction: WORDING }] },
  { name: 'statement missing', manuscript: () => manuscriptFromParagraphs(sampleManuscript({ statements: [{ text: 'Funding: None.' }] })), format: { disclosures_wording: WORDING }, expected: [{ original: '', correction: `\nCompeting interests: ${WORDING}` }] },
  { name: 'no wording set', manuscript: withStatement('Conflicts of interest: None declared.'), expected: [] },
];
