import { describe, expect, it } from 'vitest';
import { manuscriptWith, region, runOn } from '../framework/testing.ts';
import { titleCase } from './index.ts';
import { convertTitle } from './convert.ts';

function paper(title: string, body = 'Patients in Norway received rituximab for chronic fatigue syndrome.') {
  return manuscriptWith([{ text: title, styleName: 'Title' }, { text: body }], (m) => ({ title: region(m, [0]) }));
}
const titleOf = (title: string, style: string, body?: string) =>
  runOn(titleCase, paper(title, body), { title_case: style }).results[0]!;

describe('title-case', () => {
  it('writes a title-cased title in sentence case, keeping proper nouns and acronyms', () => {
    const item = titleOf(
      'Rituximab in Chronic Fatigue Syndrome: A Randomized Placebo-Controlled Trial in Norway of B-Cell Depletion With MRI',
      'Sentence case',
    );
    expect(item.correction).toBe(
      'Rituximab in chronic fatigue syndrome: a randomized placebo-controlled trial in Norway of B-cell depletion with MRI',
    );
    expect(item.status).toBe('failed');
  });

  it('keeps a word the manuscript itself capitalises mid-sentence', () => {
    const item = titleOf(
      'Outcomes After the Fontan Operation',
      'Sentence case',
      'Children who had the Fontan operation were followed up.',
    );
    expect(item.correction).toBe('Outcomes after the Fontan operation');
  });

  it('writes a sentence-case title in title case (AMA minor words stay lower case)', () => {
    const item = titleOf(
      'Effect of budesonide on exacerbations in adults with asthma: a randomized trial',
      'Title Case'.replace('Title Case', 'Title case'),
    );
    expect(item.correction).toBe('Effect of Budesonide on Exacerbations in Adults With Asthma: A Randomized Trial');
  });

  it('passes a title already in the style, with no correction to accept', () => {
    const item = titleOf('Rituximab in chronic fatigue syndrome', 'Sentence case');
    expect(item.status).toBe('pass');
    expect(item.correction).toBeUndefined();
  });

  it('keeps symbols such as COVID-19, mRNA and HbA1c, and units after numbers', () => {
    const evidence = { isCommon: () => true };
    expect(convertTitle('Weight changes and 18-y mortality', 'Title case', evidence)).toBe(
      'Weight Changes and 18-y Mortality',
    );
    expect(convertTitle('mRNA Vaccines Against COVID-19 and HbA1c Levels', 'Sentence case', evidence)).toBe(
      'mRNA vaccines against COVID-19 and HbA1c levels',
    );
  });

  it('reads the title under a "Title" label of a title page', () => {
    const m = manuscriptWith(
      [
        { text: 'Title', styleName: 'heading 1' },
        { text: 'Effects of COVID-19 on Contraceptive Prescribing' },
        { text: 'Prescribing fell in 2020.' },
      ],
      (ms) => ({ title: region(ms, [0]) }),
    );
    const item = runOn(titleCase, m, { title_case: 'Sentence case' }).results[0]!;
    expect(item.original).toBe('Effects of COVID-19 on Contraceptive Prescribing');
    expect(item.correction).toBe('Effects of COVID-19 on contraceptive prescribing');
  });

  it('keeps italic species names as written', () => {
    const title = 'Carriage of Staphylococcus aureus in nursing home residents';
    const m = manuscriptWith(
      [
        {
          text: title,
          styleName: 'Title',
          runs: [
            { text: 'Carriage of ' },
            { text: 'Staphylococcus aureus', italic: true },
            { text: ' in nursing home residents' },
          ],
        },
        { text: 'Residents were screened.' },
      ],
      (ms) => ({ title: region(ms, [0]) }),
    );
    expect(runOn(titleCase, m, { title_case: 'Title case' }).results[0]!.correction).toBe(
      'Carriage of Staphylococcus aureus in Nursing Home Residents',
    );
  });

  it('says the journal sets no rule, and warns about an unknown style', () => {
    expect(runOn(titleCase, paper('A Title')).results[0]!.reasoning).toBe(
      'The journal sets no case style for the title.',
    );
    expect(titleOf('A Title', 'Upper case').status).toBe('warning');
  });
});
