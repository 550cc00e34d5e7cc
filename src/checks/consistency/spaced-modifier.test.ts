/**
 * A compound the document hyphenates again and again, written open once before a noun ("bulk cortex
 * cohort" beside "bulk-cortex" ×4), is the modifier missing its hyphen; the open noun phrase ("at the
 * donor level rather than…") is not.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

const corrections = (...texts: string[]) =>
  run({
    manuscript: manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      ...texts.map((text) => ({ text })),
    ]),
    format: {},
    params: {},
  }).results.map((r) => `${r.original} → ${r.correction}`);

const hyphenatedFourTimes = [
  'Bulk-cortex validation used the bulk-cortex cohort.',
  'The bulk-cortex data and the bulk-cortex samples were projected.',
];

describe('consistency: an open compound modifier beside a hyphenated majority', () => {
  it('hyphenates the open pair before a noun', () => {
    expect(corrections(...hyphenatedFourTimes, 'Validation in the Gandal bulk cortex cohort was robust.')).toEqual([
      'bulk cortex → bulk-cortex',
    ]);
  });

  it('leaves the noun phrase alone', () => {
    expect(
      corrections(
        'Donor-level scores, donor-level summaries, donor-level tests and donor-level effects were computed.',
        'The shift was seen at the donor level rather than the cell level.',
        'Effects were tested at the donor level.',
      ),
    ).toEqual([]);
  });

  it('needs the hyphenated form to dominate before another noun', () => {
    // Before the same noun ("bulk-cortex cohort" and "bulk cortex cohort") the phrase itself is the
    // evidence: mixed-forms.test.ts.
    expect(
      corrections('Bulk-cortex validation used the bulk-cortex cohort.', 'The bulk cortex samples were external.'),
    ).toEqual([]);
  });
});

describe('consistency: a phase and its Roman numeral', () => {
  it('spaces "phase-II" where the document writes "phase II"', () => {
    expect(
      corrections(
        'A phase II study enrolled 30 patients.',
        'The phase II trial was blinded.',
        'Two phase-II studies began.',
      ),
    ).toEqual(['phase-II → phase II']);
  });
});
