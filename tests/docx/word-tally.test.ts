/**
 * The reader's word tally (src/docx/structure/words.ts) counts a paragraph read piece by piece
 * (text nodes, runs) exactly as a count of its joined text by the rule's whitespace — every
 * whitespace character JavaScript's \s knows, next to characters of every UTF-8 length.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, tallyWords, type WordTally } from '../../src/docx/structure/words.ts';

/** Every whitespace character of the rule, and characters of every UTF-8 length around them. */
const SPACES = [
  '\t',
  '\n',
  '\u000b',
  '\u000c',
  '\r',
  ' ',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];
/** Characters next to the spaces in the code chart that are not spaces (zero-width space, dashes…). */
const NEAR_MISSES = [
  '\u200b',
  '\u2010',
  '\u2013',
  '\u2019',
  '\u00a1',
  '\u1681',
  '\u2030',
  '\u2060',
  '\u3001',
  '\ufefe',
];
const OTHERS = ['a', 'Z', '7', '[', '>', 'é', 'µ', '±', 'β', '中', '😀', '𝛼'];
const chunk = fc.oneof(
  fc.constantFrom(...SPACES, ...NEAR_MISSES, ...OTHERS),
  fc.constantFrom(
    'the patients were ',
    'randomised  to\treceive',
    'οι ασθενείς και στις ',
    '两组患者 均被随机分配',
    ' – “both” groups ± 5 µg ',
    '\u00a0\u2003\u3000\u202f\u2029\u205f\ufeff\u1680',
  ),
);

/** Whitespace-separated words, counted independently of the engine. */
const expected = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe('word tally', () => {
  it('counts a paragraph cut into any pieces as the words of its joined text', () => {
    fc.assert(
      fc.property(fc.array(fc.array(chunk, { maxLength: 20 }), { maxLength: 15 }), (pieces) => {
        const tally: WordTally = { words: 0, inWord: false };
        for (const piece of pieces) tallyWords(tally, piece.join(''));
        const text = pieces.map((piece) => piece.join('')).join('');
        expect(tally.words).toBe(expected(text));
        expect(countWords(text)).toBe(expected(text));
      }),
      { numRuns: 500 },
    );
  });

  it('joins a word split across two runs and starts a new one after a space', () => {
    const tally: WordTally = { words: 0, inWord: false };
    tallyWords(tally, 'rand');
    tallyWords(tally, 'omised\u00a0to');
    expect(tally.words).toBe(2);
    expect(tally.inWord).toBe(true);
    tallyWords(tally, '\u2003receive');
    expect(tally.words).toBe(3);
  });
});
