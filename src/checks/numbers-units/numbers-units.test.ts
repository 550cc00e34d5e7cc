import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { scoreCase } from '../framework/index.ts';
import { run } from './index.ts';
import { cases } from './cases.ts';
import { spellOut } from './rules.ts';

function check(text: string, format: Record<string, unknown> = {}, params: Record<string, boolean> = {}) {
  return run({ manuscript: manuscriptFromParagraphs([{ text }]), format, params });
}

describe('numbers-units', () => {
  it('puts a space between a number and its unit, pointing at the exact text', () => {
    const result = check('Give 5mg daily.');
    expect(result.results).toHaveLength(1);
    expect(result.results[0]).toMatchObject({
      original: '5mg',
      correction: '5 mg',
      coordinates: { relative: { start: 5, end: 8 } },
    });
  });

  it('leaves 1990s, COVID-19 and H1N1 alone', () => {
    expect(check('In the 1990s, H1N1 and later COVID-19 changed practice.').results).toEqual([]);
  });

  it('follows the format for separators and warns about values it does not know', () => {
    expect(
      check('A total of 12345 patients', { activated_thousand_separator: 'Yes', option_thousand_separator: 'Comma' })
        .results[0]!.correction,
    ).toBe('12,345');
    // A sample size is a quantity wherever it stands (seeded recall, issue 24): "N = 13100)".
    const comma = { activated_thousand_separator: 'Yes', option_thousand_separator: 'Comma' } as const;
    expect(check('(k = 18, N = 13100), television', comma).results[0]!.correction).toBe('13,100');
    expect(check('(k = 18, n=27415).', comma).results[0]!.correction).toBe('27,415');
    expect(check('version N = 20231015 of the file', comma).results).toEqual([]);
    expect(check('A total of 12,345 patients', { activated_thousand_separator: 'No' }).results[0]!.correction).toBe(
      '12345',
    );
    expect(check('A total of 12345 patients', {}).results).toEqual([]);
    const warned = check('A total of 12345 patients', { option_decimal_separator: 'Semicolon' });
    expect(warned.results[0]).toMatchObject({ status: 'warning' });
    expect(warned.results[0]!.details).toContain('"Semicolon"');
  });

  it('can switch each house-style rule off', () => {
    expect(check('Give 5mg for 2-3 days.', {}, { unit_spacing: false, range_dash: false }).results).toEqual([]);
  });

  it('spells out 1–99 only', () => {
    expect(spellOut(7)).toBe('Seven');
    expect(spellOut(42)).toBe('Forty-two');
    expect(spellOut(120)).toBeNull();
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
