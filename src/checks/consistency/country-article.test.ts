/**
 * "The Netherlands" capitalised mid-sentence is an editor's mark; a sentence start, a name whose
 * article is official ("The Gambia") and an address line are not.
 */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

const findings = (...texts: string[]) =>
  run({
    manuscript: manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      ...texts.map((text) => ({ text })),
    ]),
    format: {},
    params: {},
  }).results;

describe('consistency: the article before a country name', () => {
  it('lowers a capital "The" before Netherlands in a list mid-sentence', () => {
    const found = findings('Cases came from registries in Denmark, Italy, The Netherlands, Norway and the UK.');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ original: 'The', correction: 'the' });
    expect(found[0]!.reasoning).toContain('"the Netherlands"');
  });

  it('keeps the capital at a sentence start and in official names', () => {
    expect(
      findings(
        'The Netherlands has a national screening programme. Participants were recruited in The Gambia and The Hague.',
      ),
    ).toEqual([]);
  });

  it('can be switched off with the capitalisation kind', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'We enrolled patients in The United States.' },
    ]);
    expect(run({ manuscript, format: {}, params: {} }).results).toHaveLength(1);
    expect(run({ manuscript, format: {}, params: { capitalisation: false } }).results).toEqual([]);
  });
});
