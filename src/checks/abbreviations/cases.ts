/** Labelled cases for abbreviations: definition patterns from medical manuscripts. */
import type { LabelledCase } from '../framework/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';

function body(...texts: string[]) {
  return () =>
    manuscriptFromParagraphs([{ text: 'Introduction', styleName: 'heading 1' }, ...texts.map((text) => ({ text }))]);
}

export const cases: LabelledCase[] = [
  {
    name: 'defined at first use and used again',
    manuscript: body('We estimated the hazard ratio (HR) of death.', 'The HR was lower in women.'),
    expected: [],
  },
  {
    name: 'used before it is defined',
    manuscript: body('The HR was adjusted for age.', 'We estimated the hazard ratio (HR) of death, and the HR fell.'),
    expected: [{ original: 'HR', correction: 'hazard ratio (HR)', status: 'failed' }],
  },
  {
    name: 'explained in parentheses at its first use, defined formally later',
    manuscript: body(
      'Translations of the QLQ-E (i.e., the original English version of the questionnaire) exist.',
      'The English Quality of Life Questionnaire (QLQ-E) has 30 items; the QLQ-E was translated.',
    ),
    expected: [],
  },
  {
    name: 'defined twice',
    manuscript: body(
      'Body mass index (BMI) was measured.',
      'Later, body mass index (BMI) was measured again and BMI rose.',
    ),
    expected: [{ original: 'body mass index (BMI)', correction: 'BMI', status: 'warning' }],
  },
  {
    name: 'defined two ways',
    manuscript: body(
      'Patients with peripheral arterial disease (PAD) were included.',
      'Peripheral artery occlusive disease (PAD) was common; PAD was treated.',
    ),
    expected: [
      {
        // Either long form may be the mistake: neither is proposed (issue 24).
        original: 'Peripheral artery occlusive disease (PAD)',
        status: 'warning',
      },
    ],
  },
  {
    name: 'defined but never used again',
    manuscript: body('Guidance from the National Institute for Health and Care Excellence (NICE) was followed.'),
    expected: [
      {
        original: 'National Institute for Health and Care Excellence (NICE)',
        correction: 'National Institute for Health and Care Excellence',
        status: 'warning',
      },
    ],
  },
  {
    name: 'abstract and main text counted separately',
    manuscript: () =>
      manuscriptFromParagraphs([
        { text: 'Abstract', styleName: 'heading 1' },
        { text: 'Randomised controlled trials (RCTs) are scarce; few RCTs exist.' },
        { text: 'Introduction', styleName: 'heading 1' },
        { text: 'Few RCTs have tested this drug.' },
      ]),
    // Used once in the main text: a definition there would never be used again, so it is written out.
    expected: [{ original: 'RCTs', correction: 'randomised controlled trials', status: 'failed' }],
  },
  {
    name: 'defined only in the abstract, used again in the main text: defined at its first use there',
    manuscript: () =>
      manuscriptFromParagraphs([
        { text: 'Abstract', styleName: 'heading 1' },
        { text: 'Randomised controlled trials (RCTs) are scarce; few RCTs exist.' },
        { text: 'Introduction', styleName: 'heading 1' },
        { text: 'Few RCTs have tested this drug, and the RCTs were small.' },
      ]),
    expected: [{ original: 'RCTs', correction: 'randomised controlled trials (RCTs)', status: 'failed' }],
  },
  {
    name: 'plural definitions and statistics in the parentheses',
    manuscript: body('Results are hazard ratios (HRs; 95% CI) from Cox models.', 'The HR for smokers was 1.4.'),
    expected: [],
  },
  {
    name: 'an undefined abbreviation is reported with no guessed long form; genes, HIV and UK are left alone',
    manuscript: body('BRCA1 carriers were tested for HIV and HPV in the UK.'),
    expected: [{ original: 'HPV', status: 'warning' }],
  },
];
