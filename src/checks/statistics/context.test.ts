/** P values as real manuscripts write them: typeset spaces, sentence starts, zero and malformed values. */
import { describe, expect, it } from 'vitest';
import { manuscriptFromParagraphs } from '../../docx/testing.ts';
import { run } from './index.ts';

function edits(style: string, ...texts: string[]) {
  const manuscript = manuscriptFromParagraphs(texts.map((text) => ({ text })));
  return run({ manuscript, format: { p_value_style: style }, params: { ci_consistency: false } }).results.map((r) => ({
    original: r.original,
    correction: r.correction,
  }));
}

describe('statistics in context', () => {
  it('keeps typeset spaces (hair, thin, no-break) around the sign: no invisible rewrite', () => {
    expect(
      edits('p < 0.001', 'Groups differed (p\u200A=\u200A0.58; p\u2009<\u20090.001; p\u00A0=\u00A00.04).'),
    ).toEqual([]);
    expect(edits('P < 0.001', 'Groups differed (p\u200A=\u200A0.58).')).toEqual([
      { original: 'p\u200A=\u200A0.58', correction: 'P\u200A=\u200A0.58' },
    ]);
  });

  it('drops the zero of a mid-line-point value with a full stop, never a bare "·"', () => {
    expect(edits('P < .001', 'Scores differed (p = 0·15).')).toEqual([{ original: 'p = 0·15', correction: 'P = .15' }]);
  });

  it('keeps the capital P that opens a sentence', () => {
    expect(edits('p < 0.001', 'P < 0.05 was considered significant. Mortality fell (P = 0.03).')).toEqual([
      { original: 'P = 0.03', correction: 'p = 0.03' },
    ]);
  });

  it('reports a zero P value as below the last digit, and puts malformed values right', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Age mattered (F(1, 1013)=22.29, p=.000) and sex did not (P <00.05).' },
    ]);
    const results = run({ manuscript, format: { p_value_style: 'p < 0.001' }, params: {} }).results;
    expect(results.map((r) => [r.original, r.correction])).toEqual([
      ['p=.000', 'p < 0.001'],
      ['P <00.05', 'p < 0.05'],
    ]);
    expect(results[0]!.reasoning).toContain('never exactly zero');
    expect(results[1]!.reasoning).toContain('malformed number');
    // Two decimals only say the value is below 0.01.
    const two = manuscriptFromParagraphs([{ text: 'The correlation was 0.95 (P = 0.00).' }]);
    expect(run({ manuscript: two, format: { p_value_style: 'P < .001' }, params: {} }).results[0]!.correction).toBe(
      'P < .01',
    );
  });
});

describe('AMA precision says what changes and why', () => {
  function reasoning(text: string): string[] {
    const manuscript = manuscriptFromParagraphs([{ text }]);
    return run({ manuscript, format: { p_value_style: 'P < .001' }, params: {} }).results.map((r) => r.reasoning ?? '');
  }

  it('names the rule and the rounded value', () => {
    const [two, below, kept] = reasoning(
      'Recall fell (p = 0.0263), accuracy rose (p = 0.0008) and errors fell (p = 0.0451).',
    );
    expect(two).toContain('two decimal places unless P < .01: .0263 is .03');
    expect(below).toContain('no P value below .001');
    expect(kept).toContain('would read .05 and hide that it is below .05');
  });

  it('reports "p = .0000" as below .001, the smallest AMA value', () => {
    const manuscript = manuscriptFromParagraphs([{ text: 'Age mattered (p = .0000).' }]);
    const [result] = run({ manuscript, format: { p_value_style: 'P < .001' }, params: {} }).results;
    expect(result).toMatchObject({ original: 'p = .0000', correction: 'P < .001' });
  });
});

describe('P values in powers of ten', () => {
  it('says AMA writes decimals, and leaves them to the styles that set no precision', () => {
    const manuscript = manuscriptFromParagraphs([{ text: 'Rates differed by tumour type (p = 8.1 × 10−6).' }]);
    const [result] = run({ manuscript, format: { p_value_style: 'P < .001' }, params: {} }).results;
    expect(result).toMatchObject({ original: 'p = 8.1 × 10−6', correction: 'P < .001' });
    expect(result!.reasoning).toContain('decimals, not powers of 10');
    expect(run({ manuscript, format: { p_value_style: 'P < 0.001' }, params: {} }).results).toEqual([]);
  });
});

/** Issue 23: the correction is the format's whole form, and a citation mark is never a digit. */
describe('P values written whole', () => {
  const LANCET = { p_value_style: 'p < 0.001', option_decimal_separator: 'Mid-line point' };
  function corrections(format: Record<string, string>, text: string) {
    const manuscript = manuscriptFromParagraphs([{ text }]);
    return run({ manuscript, format, params: { ci_consistency: false } }).results.map((r) => [
      r.original,
      r.correction,
    ]);
  }

  it('writes "p-value <0.001" as the journal writes P values, decimal mark included', () => {
    expect(corrections(LANCET, 'Mortality fell (p-value <0.001).')).toEqual([['p-value <0.001', 'p < 0·001']]);
    expect(corrections({ p_value_style: 'P < .001' }, 'Mortality fell (p-value <0.001).')).toEqual([
      ['p-value <0.001', 'P < .001'],
    ]);
    // Already in the style but for the decimal mark: still one whole correction.
    expect(corrections(LANCET, 'Mortality fell (p < 0.001).')).toEqual([['p < 0.001', 'p < 0·001']]);
  });

  it('reads a comparison in words, and keeps the noun a sentence needs after an article', () => {
    expect(corrections({ p_value_style: 'P < 0.001' }, 'Groups differed (p-value less than 0.05).')).toEqual([
      ['p-value less than 0.05', 'P < 0.05'],
    ]);
    expect(
      corrections({ p_value_style: 'P < 0.001' }, 'A two-sided p-value <0.05 was considered significant.'),
    ).toEqual([['p-value <0.05', 'P value < 0.05']]);
  });

  it('never reads a superscript citation after a P value as its digits', () => {
    const manuscript = manuscriptFromParagraphs([
      {
        text: 'Mortality fell (p=0.03).5',
        runs: [{ text: 'Mortality fell (p=0.03).' }, { text: '5', superscript: true }],
      },
      { text: 'Rates fell, p=0.0425', runs: [{ text: 'Rates fell, p=0.04' }, { text: '25', superscript: true }] },
    ]);
    const results = run({ manuscript, format: { p_value_style: 'P < .001' }, params: {} }).results;
    expect(results.map((r) => [r.original, r.correction])).toEqual([
      ['p=0.03', 'P = .03'],
      ['p=0.04', 'P = .04'],
    ]);
  });
});

describe('Greek letters', () => {
  it('puts β for a German "ß" standing alone, and leaves German words alone', () => {
    const manuscript = manuscriptFromParagraphs([
      { text: 'Age predicted the score (ß = 0.21) in patients on ß-blockers.' },
      { text: 'Die Straße war gesperrt.' },
    ]);
    const results = run({ manuscript, format: { p_value_style: 'P < 0.001' }, params: {} }).results;
    expect(results.map((r) => [r.original, r.correction])).toEqual([
      ['ß', 'β'],
      ['ß', 'β'],
    ]);
  });
});

describe('doubled comparison signs', () => {
  it('reads "p = <0.001" (ms-screen-time-umbrella) as p < 0.001, written whole', () => {
    const text = 'was educational (r = 0.22, 95% CI 0.15 to 0.28, p = <0.001, k = 79, N = 5,810), and';
    const manuscript = manuscriptFromParagraphs([{ text }]);
    const lancet = { p_value_style: 'p < 0.001', option_decimal_separator: 'Mid-line point' };
    expect(run({ manuscript, format: lancet, params: {} }).results.map((r) => [r.original, r.correction])).toEqual([
      ['p = <0.001', 'p < 0·001'],
    ]);
    expect(
      run({ manuscript, format: { p_value_style: 'P < .001' }, params: {} }).results.map((r) => r.correction),
    ).toEqual(['P < .001']);
  });
});

describe('P values in e-notation', () => {
  it('writes "P = <2.232-e05" as the journal writes a P value, never leaving the e-notation', () => {
    const manuscript = manuscriptFromParagraphs([{ text: 'The association held (P = <2.232-e05) after adjustment.' }]);
    const lancet = { p_value_style: 'p < 0.001', option_decimal_separator: 'Mid-line point' };
    expect(run({ manuscript, format: lancet, params: {} }).results.map((r) => [r.original, r.correction])).toEqual([
      ['P = <2.232-e05', 'p < 2·232 × 10⁻⁵'],
    ]);
    expect(
      run({ manuscript, format: { p_value_style: 'P < .001' }, params: {} }).results.map((r) => r.correction),
    ).toEqual(['P < .001']);
  });
});
