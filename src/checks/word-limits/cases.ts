/** Labelled cases for word-limits (scored by npm run accuracy:checks). */
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import type { LabelledCase } from '../framework/cases.ts';
import { sampleManuscript } from '../framework/sample.ts';

// The sample abstract: 4 paragraphs, 45 words without the run-in labels.
const sample = () => manuscriptFromParagraphs(sampleManuscript());

export const cases: LabelledCase[] = [
  { name: 'abstract within a 250-word limit', manuscript: sample, format: { max_words_abstract: 250 }, expected: [] },
  {
    name: 'abstract over a 30-word limit',
    manuscript: sample,
    format: { max_words_abstract: 30 },
    expected: [{ name: 'Abstract: words', status: 'failed' }],
  },
  {
    name: 'abstract over a 200-character limit',
    manuscript: sample,
    format: { max_characters_with_space_abstract: 200 },
    expected: [{ name: 'Abstract: characters (spaces included)', status: 'failed' }],
  },
  { name: 'main text within 3000 words', manuscript: sample, format: { max_words_main_part: 3000 }, expected: [] },
  {
    name: 'main text over 20 words',
    manuscript: sample,
    format: { max_words_main_part: 20 },
    expected: [{ name: 'Main text: words', status: 'failed' }],
  },
  {
    name: 'key summary points limited but absent',
    manuscript: sample,
    format: { max_words_key_summary_points: 100 },
    expected: [{ name: 'Key summary points: words', status: 'warning' }],
  },
  {
    name: 'key summary points within 100 words',
    manuscript: () =>
      manuscriptFromParagraphs([
        ...sampleManuscript().slice(0, 1),
        { text: 'Key Summary Points', styleName: 'heading 1' },
        { text: 'Budesonide reduced exacerbations by a third.', isListItem: true },
        { text: 'Adverse events were similar.', isListItem: true },
        ...sampleManuscript().slice(1),
      ]),
    format: { max_words_key_summary_points: 100 },
    expected: [],
  },
  { name: 'no limits set', manuscript: sample, expected: [] },
  {
    // Named like a Discussion sub-section, and no Introduction after it: not judged on a guess.
    name: 'key points under "Implications for practice", limit 5: could not decide',
    manuscript: () => {
      const paragraphs = sampleManuscript();
      const introduction = paragraphs.findIndex((p) => p.text === 'Introduction');
      paragraphs.splice(
        introduction,
        0,
        { text: 'Implications for practice', styleName: 'heading 1' },
        { text: 'Budesonide halves exacerbations.' },
        { text: 'Start it at diagnosis.' },
        // No known main-text heading follows: the position does not confirm the key points.
        { text: 'Study setting', styleName: 'heading 1' },
        { text: 'Twelve practices in Leeds took part.' },
      );
      return manuscriptFromParagraphs(paragraphs);
    },
    format: { max_words_key_summary_points: 5 },
    expected: [{ name: 'Key summary points: words', status: 'warning' }],
  },
];
