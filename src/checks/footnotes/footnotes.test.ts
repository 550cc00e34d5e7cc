import { describe, expect, it } from 'vitest';
import { manuscriptWith, runOn } from '../framework/testing.ts';
import { footnotes } from './index.ts';

function paper() {
  return manuscriptWith(
    [{ text: 'Budesonide reduced exacerbations.' }, { text: 'Data on file, AstraZeneca.', kind: 'footnote' }],
    () => ({ notes: { footnotes: [1], endnotes: [] } }),
  );
}

describe('footnotes', () => {
  it('flags each footnote when the journal does not allow them', () => {
    const result = runOn(footnotes, paper(), { footnotes_style: 'Not allowed' });
    expect(result.results).toHaveLength(1);
    expect(result.results[0]).toMatchObject({ original: 'Data on file, AstraZeneca.', status: 'failed' });
    expect(result.summary).toBe('1 problem found.');
  });

  it('sends a note explaining a table cell under the table, a note on running text into the text', () => {
    const trial = manuscriptWith([
      { text: 'Bundle & Usual Care', kind: 'table-cell', noteRefs: [{ at: 19, kind: 'footnote', id: '2' }] },
      { text: 'Mobilisation began on day 2.', noteRefs: [{ at: 28, kind: 'footnote', id: '3' }] },
      { text: 'Exercise therapy, swallowing training.', kind: 'footnote', noteId: '2' },
      { text: 'Personal communication, J Smith.', kind: 'footnote', noteId: '3' },
    ]);
    const reasons = runOn(footnotes, trial, { footnotes_style: 'Not allowed' }).results.map((r) => [
      r.original,
      r.reasoning,
    ]);
    expect(reasons).toEqual([
      [
        'Exercise therapy, swallowing training.',
        'The journal does not allow footnotes: this footnote explains a table entry, so move it into a note under the table.',
      ],
      ['Personal communication, J Smith.', 'The journal does not allow footnotes: move this footnote into the text.'],
    ]);
  });

  it('warns that note marks cannot be read rather than passing silently', () => {
    const result = runOn(footnotes, paper(), { footnotes_style: 'Symbols' });
    expect(result.results[0]!.status).toBe('warning');
    expect(result.results[0]!.reasoning).toContain('symbols');
  });

  it('passes a manuscript without notes and says when the journal sets no rule', () => {
    const none = manuscriptWith([{ text: 'No notes here.' }], () => ({ notes: { footnotes: [], endnotes: [] } }));
    expect(runOn(footnotes, none, { footnotes_style: 'Not allowed' }).results[0]!.status).toBe('pass');
    expect(runOn(footnotes, paper()).results[0]!.reasoning).toBe(
      'The journal sets no rule. The manuscript has 1 footnote and 0 endnotes.',
    );
  });

  it('warns about a style it does not know', () => {
    expect(runOn(footnotes, paper(), { footnotes_style: 'Roman numerals' }).results[0]!.details).toContain(
      '"Roman numerals" is not understood',
    );
  });
});
