/** Labelled cases for required-statements: the sample has every statement; each case removes or breaks one. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const statements = {
  funding: { text: 'Funding: Medical Research Council (grant MR/K000001/1).' },
  interests: { text: 'Competing interests: The authors declare no competing interests.' },
  ethics: { text: 'Ethics approval: Leeds East Research Ethics Committee (reference 12/YH/0001).' },
  registration: { text: 'Trial registration: ISRCTN12345678.' },
  data: { text: 'Data availability: Data are available from the corresponding author on reasonable request.' },
};
const without =
  (...drop: (keyof typeof statements)[]) =>
  () =>
    manuscriptFromParagraphs(
      sampleManuscript({
        statements: Object.entries(statements)
          .filter(([k]) => !drop.includes(k as keyof typeof statements))
          .map(([, v]) => v),
      }),
    );

export const cases: LabelledCase[] = [
  {
    name: 'complete trial report, disclosures required',
    manuscript: without(),
    format: { disclosures_inclusion: 'Yes' },
    expected: [],
  },
  {
    name: 'disclosures required but missing',
    manuscript: without('interests'),
    format: { disclosures_inclusion: 'Yes' },
    expected: [{ name: 'Disclosures / competing interests', status: 'failed' }],
  },
  {
    name: 'heading-style "Conflict of interest" section counts as a disclosure',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({
          statements: [
            statements.funding,
            { text: 'Conflict of interest', styleName: 'heading 1' },
            { text: 'None declared.' },
            statements.ethics,
            statements.registration,
            statements.data,
          ],
        }),
      ),
    format: { disclosures_inclusion: 'Yes' },
    expected: [],
  },
  {
    name: 'funding statement missing',
    manuscript: without('funding'),
    expected: [{ name: 'Funding', status: 'warning' }],
  },
  {
    name: 'trial without registration',
    manuscript: without('registration'),
    expected: [{ name: 'Trial registration', status: 'warning' }],
  },
  {
    name: 'NCT number one digit short',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({
          statements: [
            statements.funding,
            statements.interests,
            statements.ethics,
            { text: 'Trial registration: ClinicalTrials.gov NCT0123456.' },
            statements.data,
          ],
        }),
      ),
    expected: [{ name: 'Trial registration number', status: 'failed' }],
  },
  {
    name: 'NCT number well formed in the abstract',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({
          abstract: ['Methods: Adults were randomly assigned (ClinicalTrials.gov NCT01234567).'],
          statements: [statements.funding, statements.interests, statements.ethics, statements.data],
        }),
      ),
    expected: [],
  },
  {
    name: 'key points required but absent',
    manuscript: without(),
    format: { key_point_summary_info: 'Key Summary Points' },
    expected: [{ name: 'Key summary points', status: 'failed' }],
  },
  {
    name: 'data availability missing',
    manuscript: without('data'),
    expected: [{ name: 'Data availability', status: 'warning' }],
  },
  {
    // A statement's name as a plain list item may head the statement or be one item of a list.
    name: 'funding only under a plain list item "Funding": could not decide',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({
          statements: [
            { text: 'Funding', isListItem: true },
            { text: 'Medical Research Council (grant MR/K000001/1).' },
            statements.interests,
            statements.ethics,
            statements.registration,
            statements.data,
          ],
        }),
      ),
    format: { disclosures_inclusion: 'Yes' },
    expected: [{ name: 'Funding', status: 'warning' }],
  },
];
