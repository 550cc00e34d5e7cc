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
