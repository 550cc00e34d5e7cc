import { describe, expect, it } from 'vitest';
import { parseAccuracyFile } from './accuracy.ts';

const strict = { strictPrecision: 0.95, strictRight: 136, fixUnlabelled: 0 };

describe('measured precision file', () => {
  it("reads the harness's shape: precision, strict precision, verdict counts, findings and whether a sample was labelled", () => {
    const figures = parseAccuracyFile(
      JSON.stringify({
        generated: '2026-11-25',
        checks: {
          disclosures: {
            precision: 0.97,
            right: 139,
            wrong: 4,
            labelled: 143,
            findings: 150,
            sampled: false,
            ...strict,
          },
          keywords: {
            precision: null,
            right: 0,
            wrong: 0,
            labelled: 0,
            findings: 0,
            sampled: false,
            strictPrecision: null,
            strictRight: 0,
            fixUnlabelled: 0,
          },
          'title-case': {
            precision: 1,
            right: 27,
            wrong: 0,
            labelled: 27,
            findings: 27,
            sampled: false,
            strictPrecision: null,
            strictRight: 20,
            fixUnlabelled: 3,
          },
        },
      }),
    );
    expect(figures.get('disclosures')).toEqual({
      precision: 0.97,
      right: 139,
      wrong: 4,
      labelled: 143,
      findings: 150,
      sampled: false,
      strictPrecision: 0.95,
      strictRight: 136,
      fixUnlabelled: 0,
    });
    expect(figures.get('keywords')?.precision).toBeNull();
    expect(figures.get('title-case')).toMatchObject({ strictPrecision: null, fixUnlabelled: 3 });
  });

  it('leaves out figures it cannot trust rather than showing them, and survives a broken file', () => {
    const base = { precision: 0.5, right: 1, wrong: 1, labelled: 2, findings: 2, sampled: false };
    const figures = parseAccuracyFile(
      JSON.stringify({
        checks: {
          a: { ...base, precision: 1.7, ...strict, strictRight: 1 },
          b: { ...base, right: -1, ...strict, strictRight: 1 },
          c: { precision: 0.5, right: 1, wrong: 1, labelled: 2, findings: 2, ...strict, strictRight: 1 },
          // Strict figures missing, above the labelled count, or published while corrections are unjudged.
          d: base,
          e: { ...base, strictPrecision: 1, strictRight: 3, fixUnlabelled: 0 },
          f: { ...base, strictPrecision: 0.5, strictRight: 1, fixUnlabelled: 1 },
          g: { ...base, strictPrecision: 2, strictRight: 1, fixUnlabelled: 0 },
        },
      }),
    );
    expect(figures.size).toBe(0);
    expect(parseAccuracyFile('{ not json').size).toBe(0);
    expect(parseAccuracyFile('[]').size).toBe(0);
  });
});
