/** Labelled cases for element-counts. The sample has 2 references, 4 keywords, no figures or tables. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const sample = () => manuscriptFromParagraphs(sampleManuscript());

export const cases: LabelledCase[] = [
  { name: 'two references, limit 40', manuscript: sample, format: { max_references: 40 }, expected: [] },
  {
    name: 'two references, limit 1',
    manuscript: sample,
    format: { max_references: 1 },
    expected: [{ name: 'References', status: 'failed' }],
  },
  {
    name: 'four keywords within 3 to 6',
    manuscript: sample,
    format: { min_num_keywords: 3, max_num_keywords: 6 },
    expected: [],
  },
  {
    name: 'four keywords, at most 3',
    manuscript: sample,
    format: { max_num_keywords: 3 },
    expected: [{ name: 'Keywords', status: 'failed' }],
  },
  {
    name: 'no keyword line, at least 3',
    manuscript: () => manuscriptFromParagraphs(sampleManuscript({ keywords: null })),
    format: { min_num_keywords: 3 },
    expected: [{ name: 'Keywords', status: 'failed' }],
  },
  {
    name: 'no figures or tables, limits set',
    manuscript: sample,
    format: { max_figures: 4, max_tables: 4, max_tables_figures: 6 },
    expected: [],
  },
  {
    // "Figure 2 Exacerbations…" opens a short paragraph with no picture beside it: maybe a sentence.
    name: 'a second figure known only by its label, limit 1: could not decide',
    manuscript: () =>
      manuscriptFromParagraphs(
        sampleManuscript({
          body: [
            'Asthma affects 300 million people worldwide.',
            'Figure 1. Flow of participants through the trial',
            'Figure 2 Exacerbations by month of the year',
          ],
        }),
      ),
    format: { max_figures: 1 },
    expected: [{ name: 'Figures', status: 'warning' }],
  },
];
