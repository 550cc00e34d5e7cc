/** Labelled cases for loose-ends: patterns met in real submissions, and their look-alikes. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';

const paper =
  (...body: string[]) =>
  () =>
    manuscriptFromParagraphs([
      { text: 'Results', styleName: 'heading 1' },
      ...body.map((text) => ({ text })),
      { text: 'Table 1. Baseline characteristics', styleName: 'Table Caption' },
      { text: 'Table 2. Outcomes', styleName: 'Table Caption' },
    ]);

export const cases: LabelledCase[] = [
  { name: 'tables cited in order', manuscript: paper('See Table 1.', 'Outcomes are in Table 2.'), expected: [] },
  {
    name: 'table cited that is not in the file',
    manuscript: paper('See Table 1 and Table 2.', 'Adverse events are listed in Table 3.'),
    expected: [{ original: 'Table 3', status: 'failed' }],
  },
  {
    name: 'table never cited',
    manuscript: paper('See Table 1.'),
    expected: [{ original: 'Table 2', status: 'failed' }],
  },
  {
    name: 'table first cited out of order',
    manuscript: paper('Outcomes are in Table 2.', 'Baseline data are in Table 1.'),
    expected: [{ original: 'Table 2', status: 'failed' }],
  },
  {
    name: 'Word cross-reference that lost its target',
    manuscript: paper('See Tables 1–2 and Error! Reference source not found. for details.'),
    expected: [{ original: 'Error! Reference source not found.', status: 'failed' }],
  },
  {
    name: 'R Markdown figure reference left unrendered',
    manuscript: paper('Tables 1 and 2 and Figure \\@ref(fig:prisma) show the flow.'),
    expected: [{ original: '\\@ref(fig:prisma)', status: 'failed' }],
  },
  {
    name: 'placeholder for a number',
    manuscript: paper('Of the patients (Tables 1, 2), XXX were women.'),
    expected: [{ original: 'XXX', status: 'failed' }],
  },
  {
    name: 'karyotype 47,XXX is not a placeholder',
    manuscript: paper('One participant had a 47,XXX karyotype (Tables 1–2).'),
    expected: [],
  },
  {
    name: 'note to the authors in brackets',
    manuscript: paper('Data are deposited (Tables 1–2) at [insert repository DOI].'),
    expected: [{ original: '[insert repository DOI]', status: 'failed' }],
  },
  {
    name: 'ellipsis in a quotation is not a note',
    manuscript: paper('Participants said "it was hard […] but worth it" (Tables 1 and 2).'),
    expected: [],
  },
  {
    name: '"this link" with no hyperlink',
    manuscript: paper('The data statement (Tables 1–2): data are available at this link.'),
    expected: [{ original: 'at this link', status: 'failed' }],
  },
  {
    name: '"this link" meaning an association',
    manuscript: paper('To explain this link between income and health, see Tables 1 and 2.'),
    expected: [],
  },
];
