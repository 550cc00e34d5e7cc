/** Labelled cases for consistency: terms manuscripts write several ways. */
import type { LabelledCase } from '../framework/index.ts';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';

function body(...texts: string[]) {
  return () =>
    manuscriptFromParagraphs([{ text: 'Methods', styleName: 'heading 1' }, ...texts.map((text) => ({ text }))]);
}

export const cases: LabelledCase[] = [
  {
    name: 'hyphenated majority, closed minority',
    manuscript: body('Median follow-up was 5 years.', 'Loss to follow-up was low.', 'Followup visits were yearly.'),
    expected: [{ original: 'Followup', correction: 'Follow-up' }],
  },
  {
    name: 'the verb "follow up" is not the noun "follow-up"',
    manuscript: body('Median follow-up was 5 years and loss to follow-up was low.', 'We will follow up all patients.'),
    expected: [],
  },
  {
    name: 'a bound prefix written apart',
    manuscript: body(
      'Non-smokers and non-smokers’ partners were included.',
      'Non-smokers were older.',
      'Rates were lower in non smokers.',
    ),
    expected: [{ original: 'non smokers', correction: 'non-smokers' }],
  },
  {
    name: 'closed and spaced compounds',
    manuscript: body(
      'The dataset was cleaned.',
      'We merged the dataset with registry data.',
      'The data set had 20 variables.',
    ),
    expected: [{ original: 'data set', correction: 'dataset' }],
  },
  {
    name: 'variant forms',
    manuscript: body(
      'Participants walked toward the exit.',
      'They moved toward recovery.',
      'Attitudes towards care improved.',
    ),
    expected: [{ original: 'towards', correction: 'toward' }],
  },
  {
    name: 'an isolated capital mid-sentence',
    manuscript: body(
      'The placebo group received saline.',
      'In the placebo group, 12 events occurred.',
      'The placebo arm was smaller.',
      'A placebo infusion was given weekly.',
      'Adherence to placebo was high.',
      'Patients in the Placebo group reported fatigue.',
    ),
    expected: [{ original: 'Placebo', correction: 'placebo' }],
  },
  {
    name: 'names keep their capitals',
    manuscript: body(
      'Cancer incidence rose; cancer mortality fell.',
      'We thank the International Agency for Research on Cancer.',
      'Breast cancer and lung cancer were common; cancer survival improved.',
      'Colorectal cancer was rare; cancer screening helped.',
    ),
    expected: [],
  },
  {
    name: 'a tie suggests nothing',
    manuscript: body('Health-care costs rose.', 'Healthcare costs fell.'),
    expected: [],
  },
];
