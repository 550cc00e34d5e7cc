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

describe('measured recall in the same file', () => {
  it('carries seeded and mark-up recall with precision, and drops recall figures that cannot be right', () => {
    const base = {
      precision: 1,
      right: 3,
      wrong: 0,
      labelled: 3,
      findings: 3,
      sampled: false,
      strictPrecision: 1,
      strictRight: 3,
      fixUnlabelled: 0,
    };
    const figures = parseAccuracyFile(
      JSON.stringify({
        checks: {
          spelling: { ...base, recall: { seeded: { planted: 40, found: 31 }, markup: { marked: 12, found: 4 } } },
          statistics: { ...base, recall: { seeded: { planted: 4, found: 9 }, markup: null } },
          keywords: { ...base, recall: null },
        },
      }),
    );
    expect(figures.get('spelling')?.recall).toEqual({
      seeded: { planted: 40, found: 31 },
      markup: { marked: 12, found: 4 },
    });
    // More found than planted is not a figure the harness writes: no recall is shown.
    expect(figures.get('statistics')?.recall).toBeUndefined();
    expect(figures.get('statistics')?.precision).toBe(1);
    expect(figures.get('keywords')?.recall).toBeUndefined();
  });
});
