import { describe, expect, it } from 'vitest';
import { lineAndColumn, parseJsonObject, problemText } from './json-error.ts';

describe('format config JSON problems', () => {
  it('names the line and column of a syntax error', () => {
    const text = '{\n  "language": "English (UK)",\n  "max_references": 40,\n}';
    const parsed = parseJsonObject(text);
    expect('problem' in parsed).toBe(true);
    if (!('problem' in parsed)) return;
    expect(parsed.problem.line).toBe(4);
    expect(parsed.problem.column).toBe(1);
    expect(problemText(parsed.problem)).toMatch(/^Config is not valid JSON \(line 4, column 1\): /);
  });

  it('locates a missing comma inside a line', () => {
    const parsed = parseJsonObject('{\n  "a": 1\n  "b": 2\n}');
    if (!('problem' in parsed)) throw new Error('expected a problem');
    expect([parsed.problem.line, parsed.problem.column]).toEqual([3, 3]);
  });

  it('explains a config that ends too early', () => {
    const parsed = parseJsonObject('{\n  "a": [1, 2');
    if (!('problem' in parsed)) throw new Error('expected a problem');
    expect(parsed.problem.line).toBe(2);
  });

  it('wants an object, not a list or a number', () => {
    const parsed = parseJsonObject('[1, 2]');
    if (!('problem' in parsed)) throw new Error('expected a problem');
    expect(parsed.problem.message).toContain('must be a JSON object');
  });

  it('returns the object when the JSON is valid', () => {
    expect(parseJsonObject('{"max_figures": 6}')).toEqual({ value: { max_figures: 6 } });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
