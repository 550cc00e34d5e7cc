/** Labelled cases for template-structure: an IMRaD template against manuscripts that follow it or not. */
import { manuscriptFromParagraphs, type ParagraphSpec } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';

const doc = (headings: string[]): ParagraphSpec[] =>
  headings.flatMap((h) => [{ text: h, styleName: 'heading 1' }, { text: `Text of the ${h.toLowerCase()} section.` }]);
const template = () =>
  manuscriptFromParagraphs(doc(['Abstract', 'Introduction', 'Methods', 'Results', 'Discussion', 'References']));

export const cases: LabelledCase[] = [
  {
    name: 'same headings',
    manuscript: () =>
      manuscriptFromParagraphs(doc(['Abstract', 'Introduction', 'Methods', 'Results', 'Discussion', 'References'])),
    template,
    expected: [],
  },
  {
    name: 'numbered headings match',
    manuscript: () =>
      manuscriptFromParagraphs(
        doc(['Abstract', '1. Introduction', '2. Methods', '3. Results', '4. Discussion', 'References']),
      ),
    template,
    expected: [],
  },
  {
    name: 'Discussion missing',
    manuscript: () => manuscriptFromParagraphs(doc(['Abstract', 'Introduction', 'Methods', 'Results', 'References'])),
    template,
    expected: [{ name: 'Discussion', status: 'failed' }],
  },
  {
    name: 'Discussion moved before Methods',
    manuscript: () =>
      manuscriptFromParagraphs(doc(['Abstract', 'Introduction', 'Discussion', 'Methods', 'Results', 'References'])),
    template,
    expected: [{ original: 'Discussion', status: 'failed' }],
  },
  {
    name: 'extra Limitations section',
    manuscript: () =>
      manuscriptFromParagraphs(
        doc(['Abstract', 'Introduction', 'Methods', 'Results', 'Discussion', 'Limitations', 'References']),
      ),
    template,
    expected: [{ original: 'Limitations', status: 'warning' }],
  },
];
