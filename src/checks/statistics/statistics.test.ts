import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { scoreCase } from '../framework/index.ts';
import { pValueEdits } from '../framework/p-values/index.ts';
import { run } from './index.ts';
import { cases } from './cases.ts';

describe('statistics', () => {
  it('rewrites P values to the journal style', () => {
    expect(pValueEdits('(p<0.05)', 'P < .001')).toEqual([{ start: 1, end: 7, correction: 'P < .05' }]);
    expect(pValueEdits('a p-value <0.01 was', 'P < 0.001')[0]!.correction).toBe('P value < 0.01');
    expect(pValueEdits('P < 0.001', 'P < 0.001')).toEqual([]);
  });

  it('keeps quoted sources as written', () => {
    const manuscript = manuscriptFromParagraphs([{ text: 'They wrote that "success was significant (p < 0.05)".' }]);
    expect(run({ manuscript, format: { p_value_style: 'P < 0.001' }, params: {} }).results).toEqual([]);
  });

  it('has no P value rule when the journal sets none, and warns about a style it does not know', () => {
    const manuscript = manuscriptFromParagraphs([{ text: 'Significant (p=0.03).' }]);
    expect(run({ manuscript, format: { p_value_style: 'Not requested' }, params: {} }).results).toEqual([]);
    const warned = run({ manuscript, format: { p_value_style: 'P<0.001!' }, params: {} });
    expect(warned.results[0]).toMatchObject({ status: 'warning' });
  });

  it('suggests nothing for confidence intervals without a clear majority', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'A (95% CI 1.1–1.4), B (95% CI: 1.1 to 1.6), C (95% CI 0.9–1.3), D (95% CI: 0.9 to 1.2).' },
    ]);
    expect(run({ manuscript, format: {}, params: {} }).results).toEqual([]);
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
