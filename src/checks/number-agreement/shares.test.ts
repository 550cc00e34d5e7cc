import { describe, expect, it } from 'vitest';
import { manuscriptWith, region, runOn } from '../framework/testing.ts';
import { numberAgreement } from './index.ts';

/** A results section of the given paragraphs. */
function results(...texts: string[]) {
  return manuscriptWith([{ text: 'Results', styleName: 'heading 1' }, ...texts.map((text) => ({ text }))], (m) => ({
    mainText: region(
      m,
      texts.map((_, i) => i + 1),
    ),
  }));
}
const problems = (...texts: string[]) =>
  runOn(numberAgreement, results(...texts))
    .results.filter((r) => r.status !== 'pass')
    .map((r) => [r.original, r.reasoning]);

describe('number-agreement: shares of a total stated once in the paragraph', () => {
  it('recomputes "(n, p%)" against the total the other shares bear out, naming the total and those shares', () => {
    expect(
      problems('Of the 200 species caught, most were rodents (150, 70%) and shrews (50, 25%), all identified by PCR.'),
    ).toEqual([
      [
        '(150, 70%)',
        '150 of 200 ("200 species caught", earlier in this paragraph) is 75.0%, which rounds to 75%, not 70%. The other shares of 200 here agree with it ("(50, 25%)"), and no other number of the paragraph is a total that gives 70%. Correct the count, the total or the percentage.',
      ],
    ]);
  });

  it('reads "n (p%)" and "n noun (p%)", and a total two sentences earlier when two shares bear it out', () => {
    const found = problems(
      'We included 126 trials. A minority (31, 25%) used one site, with 46 (37%) using two to five sites; the remaining 49 trials (38%) used more.',
    );
    expect(found.map(([original]) => original)).toEqual(['49 trials (38%)']);
    expect(found[0]![1]).toContain('49 of 126 ("126 trials", earlier in this paragraph) is 38.9%, which rounds to 39%');
  });

  it('takes "of which" as a share of the nearest count before it that can hold it', () => {
    const found = problems(
      'Of 140 species, we caught rodents (110, 79%) and shrews (30, 21%), of which mice (82, 73%) were the most common.',
    );
    expect(found.map(([original]) => original)).toEqual(['(82, 73%)']);
    expect(found[0]![1]).toContain(
      '82 of 110 (the share "of which" refers to, "(110, 79%)") is 74.5%, which rounds to 75%',
    );
  });

  it('stays silent when any number of the paragraph is a total the share rounds from (a subgroup)', () => {
    expect(
      problems('Of 200 patients, 120 (60%) were women and 80 (40%) men; of the 120 women, 30 (25%) smoked.'),
      // 30 of 120 is 25 %: the share is of the women, whom the paragraph counts.
    ).toEqual([]);
  });

  it('stays silent with one share to bear a total out in another sentence, or none at all', () => {
    expect(problems('We enrolled 300 patients. Of them 90 (30%) were smokers. Later, 45 (12%) relapsed.')).toEqual([]);
    expect(problems('We enrolled 300 patients, and 45 (12%) relapsed.')).toEqual([]);
  });

  it('leaves measures (years, points) and years written before a percentage alone', () => {
    expect(
      problems(
        'Of 100 patients, 40 (40%) were men and 60 (60%) women; mean age 65 years (15%) and 2019 (45%) were reported.',
      ),
    ).toEqual([]);
  });

  it('leaves table cells to the table readings', () => {
    const text = 'Of the 200 species caught, most were rodents (150, 70%) and shrews (50, 25%).';
    const m = manuscriptWith([
      { text: 'Results', styleName: 'heading 1' },
      { text, kind: 'table-cell' },
    ]);
    expect(runOn(numberAgreement, m).results.filter((r) => r.status !== 'pass')).toEqual([]);
  });
});

describe('number-agreement: what a share is not recomputed against', () => {
  it('never takes a measure ("12 months") or a numbered name ("Table 12", "aged 65") as the total', () => {
    expect(
      problems('During 12 months of follow-up, 3 (25%) relapsed, 6 (50%) recovered and 5 (38%) were lost.'),
    ).toEqual([]);
    expect(
      problems('Table 12 patients are listed by outcome: 3 (25%) relapsed, 6 (50%) recovered and 5 (38%) were lost.'),
    ).toEqual([]);
    // The same shares of a real total are recomputed.
    expect(
      problems('We followed 12 patients: 3 (25%) relapsed, 6 (50%) recovered and 5 (38%) were lost.').map(([o]) => o),
    ).toEqual(['5 (38%)']);
  });
});
