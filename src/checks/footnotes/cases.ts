/** Labelled cases for footnotes. */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

const withNotes =
  (...footnotes: string[]) =>
  () =>
    manuscriptFromParagraphs(sampleManuscript({ footnotes }));

export const cases: LabelledCase[] = [
  {
    name: 'footnote where none are allowed',
    manuscript: withNotes('Data on file, AstraZeneca.'),
    format: { footnotes_style: 'Not allowed' },
    expected: [{ original: 'Data on file, AstraZeneca.', status: 'failed' }],
  },
  {
    name: 'two footnotes where none are allowed',
    manuscript: withNotes('Data on file.', 'Personal communication, J Smith, 2019.'),
    format: { footnotes_style: 'Not allowed' },
    expected: [{ original: 'Data on file.' }, { original: 'Personal communication, J Smith, 2019.' }],
  },
  {
    name: 'no footnotes where none are allowed',
    manuscript: withNotes(),
    format: { footnotes_style: 'Not allowed' },
    expected: [],
  },
  {
    name: 'footnotes where the journal wants symbols: marks cannot be read',
    manuscript: withNotes('Data on file.'),
    format: { footnotes_style: 'Symbols' },
    expected: [{ name: 'Footnotes', status: 'warning' }],
  },
  { name: 'no rule', manuscript: withNotes('Data on file.'), expected: [] },
];
