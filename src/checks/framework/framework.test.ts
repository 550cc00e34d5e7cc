import { describe, expect, it } from 'vitest';
import type { Block, Manuscript } from '../../docx/model.ts';
import {
  scoreCase,
  finding,
  headingOf,
  row,
  type3,
  type4,
  uniqueItems,
  validateParameters,
  readOption,
  readLimit,
  notUnderstood,
  countWords,
  countCharacters,
} from './index.ts';

/** A minimal manuscript: a heading and two paragraphs, built by hand (the framework must not depend on the engine). */
function tinyManuscript(): Manuscript {
  const texts = ['Methods', 'We enrolled 120 patients.', 'We enrolled 120 patients.'];
  let offset = 0;
  const blocks: Block[] = texts.map((text, index) => {
    const block: Block = {
      index,
      kind: 'paragraph',
      part: 'word/document.xml',
      paragraphIndex: index,
      styleId: index === 0 ? 'Heading1' : null,
      styleName: index === 0 ? 'heading 1' : null,
      outlineLevel: index === 0 ? 0 : null,
      isListItem: false,
      text,
      originalText: text,
      start: offset,
      runs: [],
      table: null,
    };
    offset += text.length + 1;
    return block;
  });
  return {
    blocks,
    previewText: texts.join('\n'),
    warnings: [],
    structure: {
      title: null,
      authors: null,
      affiliations: null,
      abstract: null,
      keywords: null,
      keySummaryPoints: null,
      plainLanguageSummary: null,
      mainText: { blocks: [1, 2], words: 8 },
      sections: [{ heading: 'Methods', headingBlock: 0, role: 'main', level: 1, blockStart: 0, blockEnd: 3, words: 8 }],
      headings: ['Methods'],
      captions: [],
      counts: { references: 0, figures: 0, tables: 0, keywords: 0 },
      references: [],
      citations: [],
      citationOrder: [],
      statements: {},
      notes: { footnotes: [], endnotes: [] },
      roles: [],
    },
  };
}

describe('finding', () => {
  it('points at the exact text, in the paragraph and in the preview', () => {
    const m = tinyManuscript();
    const item = finding('demo', m, 1, 12, 15, { correction: '120' });
    expect(item.original).toBe('120');
    expect(m.previewText.slice(item.coordinates!.absolute.start, item.coordinates!.absolute.end)).toBe('120');
    expect(item.coordinates!.relative).toEqual({ start: 12, end: 15 });
    expect(item.heading).toBe('Methods');
    expect(item.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps its hash when text elsewhere changes, and changes it when its own text changes', () => {
    const a = tinyManuscript();
    const b = tinyManuscript();
    b.blocks[0]!.text = 'Methods and materials';
    expect(finding('demo', a, 1, 12, 15).hash).toBe(finding('demo', b, 1, 12, 15).hash);
    expect(finding('demo', a, 1, 12, 15).hash).not.toBe(finding('other', a, 1, 12, 15).hash);
    expect(finding('demo', a, 1, 12, 15).hash).not.toBe(finding('demo', a, 1, 3, 11).hash);
  });

  it('refuses a range outside the paragraph', () => {
    expect(() => finding('demo', tinyManuscript(), 1, 10, 99)).toThrow(/outside block 1/);
  });

  it('gives identical findings distinct, stable ids', () => {
    const m = tinyManuscript();
    const items = uniqueItems([finding('demo', m, 1, 12, 15), finding('demo', m, 2, 12, 15)]);
    expect(new Set(items.map((i) => i.entry_id)).size).toBe(2);
    expect(new Set(items.map((i) => i.hash)).size).toBe(2);
    expect(uniqueItems([finding('demo', m, 1, 12, 15), finding('demo', m, 2, 12, 15)])).toEqual(items);
  });

  it('finds the section heading of a block', () => {
    expect(headingOf(tinyManuscript(), 2)).toBe('Methods');
  });
});

describe('summaries', () => {
  it('counts type3 rows by status', () => {
    const result = type3([
      row('x', 'A', 'failed', ''),
      row('x', 'B', 'warning', ''),
      row('x', 'C', 'pass', ''),
      row('x', 'D', 'pass', ''),
    ]);
    expect(result.summary).toBe('1 failed, 1 warning, 2 passed.');
  });
  it('says when a type4 table has no problems', () => {
    expect(type4([]).summary).toBe('No problems found.');
    expect(type4([row('x', 'A', 'failed', ''), row('x', 'B', 'failed', '')]).summary).toBe('2 problems found.');
  });
});

describe('validateParameters', () => {
  const parameters = [
    { name: 'limit', label: 'Limit', type: 'number' as const, min: 1, max: 10, defaultValue: 5 },
    {
      name: 'mode',
      label: 'Mode',
      type: 'select' as const,
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
      required: true,
    },
    { name: 'strict', label: 'Strict', type: 'boolean' as const, defaultValue: false },
  ];
  it('applies defaults and parses integers', () => {
    expect(validateParameters(parameters, { limit: '', mode: 'a', strict: 'true' })).toEqual({
      values: { limit: 5, mode: 'a', strict: true },
      problems: [],
    });
    expect(validateParameters(parameters, { limit: '7', mode: 'b' }).values.limit).toBe(7);
  });
  it('lists unknown, out-of-range and missing parameters', () => {
    const { problems } = validateParameters(parameters, { limit: 11, colour: 'red' });
    expect(problems.map((p) => p.parameter).sort()).toEqual(['colour', 'limit', 'mode']);
    expect(problems.find((p) => p.parameter === 'limit')!.message).toBe('Limit must be at most 10.');
    expect(validateParameters(parameters, { limit: 2.5, mode: 'a' }).problems[0]!.message).toBe(
      'Limit must be a whole number.',
    );
    expect(validateParameters(parameters, { mode: 'c' }).problems[0]!.message).toBe('Mode must be one of: "a", "b".');
  });
});

describe('format reads', () => {
  it('tells not requested, understood and not understood apart', () => {
    expect(readOption({ language: 'Not requested' }, 'language', ['English (UK)'])).toEqual({ kind: 'not-requested' });
    expect(readOption({ language: 'English (UK)' }, 'language', ['English (UK)'])).toEqual({
      kind: 'value',
      value: 'English (UK)',
    });
    expect(readOption({ language: 'Klingon' }, 'language', ['English (UK)'])).toEqual({
      kind: 'unknown',
      value: 'Klingon',
    });
    expect(readLimit({ max_tables: 0 }, 'max_tables')).toEqual({ kind: 'no-limit' });
    expect(readLimit({ max_tables: -2 }, 'max_tables').kind).toBe('unknown');
  });
  it('warns in words about a value it does not understand', () => {
    const item = notUnderstood('x', 'language', 'Klingon');
    expect(item.status).toBe('warning');
    expect(item.details).toContain('"Klingon" is not understood');
  });
});

describe('counting', () => {
  it('counts whitespace tokens and characters', () => {
    expect(countWords('Background: we  enrolled [12] patients.')).toBe(5);
    expect(countCharacters('a b\nc', true)).toBe(4);
    expect(countCharacters('a b\nc', false)).toBe(3);
  });
});

describe('scoreCase', () => {
  it('matches expected findings to reported problems one to one', () => {
    const m = tinyManuscript();
    const reported = [
      finding('x', m, 1, 12, 15, { correction: '120' }),
      finding('x', m, 2, 3, 11),
      row('x', 'Ok', 'pass', ''),
    ];
    const score = scoreCase([{ original: '120', correction: '120' }, { original: 'patients' }], reported);
    expect(score.truePositives).toBe(1);
    expect(score.falsePositives.map((i) => i.original)).toEqual(['enrolled']);
    expect(score.falseNegatives).toEqual([{ original: 'patients' }]);
  });
});
