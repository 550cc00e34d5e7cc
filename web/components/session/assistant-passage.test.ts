import { describe, expect, it } from 'vitest';
import { paragraphAround, shorterTarget, wordCount } from './assistant-passage.ts';

describe('the passage the AI Assistant works on', () => {
  const text = 'Title\nMethods\nWe enrolled 1,204 women at 12 clinics. Uptake rose.\nResults';

  it('is the whole paragraph around the selected finding, with its place in the preview text', () => {
    const start = text.indexOf('1,204');
    expect(paragraphAround(text, { start, end: start + 5 })).toEqual({
      text: 'We enrolled 1,204 women at 12 clinics. Uptake rose.',
      range: { start: text.indexOf('We'), end: text.indexOf('\nResults') },
    });
    expect(paragraphAround(text, { start: 0, end: 5 }).text).toBe('Title');
    expect(paragraphAround(text, { start: text.length - 3, end: text.length }).text).toBe('Results');
  });

  it('proposes shortening to four fifths of its words', () => {
    expect(wordCount('We enrolled 1,204 women at 12 clinics. Uptake rose.')).toBe(9);
    expect(shorterTarget('We enrolled 1,204 women at 12 clinics. Uptake rose.')).toBe(7);
    expect(shorterTarget('One')).toBe(1);
  });
});
