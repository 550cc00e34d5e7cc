import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { scoreCase } from '../framework/index.ts';
import { run } from './index.ts';
import { cases } from './cases.ts';

describe('consistency', () => {
  it('suggests the majority form as the document writes it', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Results', styleName: 'heading 1' },
      { text: 'Rates in post-COVID months rose; post-COVID visits fell.' },
      { text: 'Visits in post COVID months were fewer.' },
    ]);
    const result = run({ manuscript, format: {}, params: {} });
    expect(result.type).toBe('type1');
    expect(result.results).toHaveLength(1);
    expect(result.results[0]).toMatchObject({ original: 'post COVID', correction: 'post-COVID' });
    expect(result.results[0]!.reasoning).toContain('"post-covid" is used 2 times');
  });

  it('leaves URLs and camel-case names out of the counts', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Results', styleName: 'heading 1' },
      {
        text: 'Data came from open data portals (https://www.opendata.nhs.scot) and ClinicalTrials.gov; open data are free.',
      },
    ]);
    expect(run({ manuscript, format: {}, params: {} }).results).toEqual([]);
  });

  it('can switch each kind off', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Methods', styleName: 'heading 1' },
      { text: 'Follow-up and follow-up, then followup.' },
    ]);
    expect(run({ manuscript, format: {}, params: { hyphenation: false } }).results).toEqual([]);
  });

  it('meets every labelled case', () => {
    for (const c of cases) {
      const result = run({ manuscript: c.manuscript(), format: c.format ?? {}, params: c.params ?? {} });
      const score = scoreCase(c.expected, result.results);
      expect({ case: c.name, fp: score.falsePositives.map((f) => f.original), fn: score.falseNegatives }).toEqual({
        case: c.name,
        fp: [],
        fn: [],
      });
    }
  });
});
