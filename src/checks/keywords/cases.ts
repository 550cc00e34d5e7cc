/** Labelled cases for keywords. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const withKeywords = (line: string | null) => () => manuscriptFromParagraphs(sampleManuscript({ keywords: line }));

export const cases: LabelledCase[] = [
  {
    name: 'four keywords within 3 to 6',
    manuscript: withKeywords('Keywords: asthma; budesonide; exacerbation; adults'),
    format: { min_num_keywords: 3, max_num_keywords: 6 },
    expected: [],
  },
  {
    name: 'seven keywords, at most 5',
    manuscript: withKeywords(
      'Keywords: asthma; budesonide; exacerbation; adults; inhaled corticosteroids; randomised controlled trial; primary care',
    ),
    format: { max_num_keywords: 5 },
    expected: [
      {
        original:
          'asthma; budesonide; exacerbation; adults; inhaled corticosteroids; randomised controlled trial; primary care',
        correction: 'asthma; budesonide; exacerbation; adults; inhaled corticosteroids',
      },
    ],
  },
  {
    name: 'comma-separated with a repeat',
    manuscript: withKeywords('Key words: asthma, budesonide, Asthma, adults'),
    format: { max_num_keywords: 6 },
    expected: [{ original: 'asthma, budesonide, Asthma, adults', correction: 'asthma, budesonide, adults' }],
  },
  {
    name: 'two keywords, at least 3',
    manuscript: withKeywords('Keywords: asthma; budesonide'),
    format: { min_num_keywords: 3 },
    expected: [{ original: 'asthma; budesonide' }],
  },
  { name: 'no rule', manuscript: withKeywords('Keywords: asthma'), expected: [] },
];
