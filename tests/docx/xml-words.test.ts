/**
 * The WebAssembly word tally (src/docx/structure/words.wat, xml-words.ts) counts what the
 * JavaScript tally counts, on any text: every whitespace character of the rule, two-, three- and
 * four-byte characters, ranges of any length that continue a paragraph or start a new one. And
 * the module in words-wasm.ts is the one words.wat assembles to.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleWordsWasm, wordsWasmSource } from '../../scripts/build-wasm.ts';
import { tallyWords, type WordTally } from '../../src/docx/structure/words.ts';
import { xmlWordCounter } from '../../src/docx/structure/xml-words.ts';

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
  '\u0085',
  '\u180e',
];
const OTHERS = ['a', 'Z', '7', '[', '>', 'é', 'µ', '±', 'β', '中', '😀', '𝛼'];
const character = fc.constantFrom(...SPACES, ...NEAR_MISSES, ...OTHERS);
/** Long stretches too, so the sixteen-byte path runs on ASCII and on multi-byte text, and its edges. */
const chunk = fc.oneof(
  character,
  fc.constantFrom(
    'the patients were ',
    'randomised  to\treceive',
    'x'.repeat(40),
    ' '.repeat(17),
    'οι ασθενείς και στις ',
    '两组患者 均被随机分配',
    ' – “both” groups ± 5 µg ',
    '\u00a0\u2003\u3000\u202f\u2029\u205f\ufeff\u1680',
    '😀𝛼😀 '.repeat(3),
  ),
);

function rangesOf(text: string, cuts: number[]): [number, number][] {
  // Cut only between characters: a range never splits a surrogate pair (the reader's ranges are text nodes).
  const points = [...new Set(cuts.map((c) => Math.floor(c * text.length)))]
    .filter((p) => p > 0 && p < text.length && !(text.charCodeAt(p) >= 0xdc00 && text.charCodeAt(p) <= 0xdfff))
    .sort((a, b) => a - b);
  const bounds = [0, ...points, text.length];
  return bounds.slice(1).map((end, i) => [bounds[i] ?? 0, end]);
}

/** The UTF-8 offset of a UTF-16 offset of `text`. */
const byteOffset = (text: string, at: number): number => Buffer.byteLength(text.slice(0, at), 'utf8');

describe('WebAssembly word tally', () => {
  it('is the module words.wat assembles to', async () => {
    const committed = readFileSync(new URL('../../src/docx/structure/words-wasm.ts', import.meta.url), 'utf8');
    expect(committed).toBe(wordsWasmSource(await assembleWordsWasm()));
  });

  it('counts every range of the bytes exactly as the JavaScript tally counts its text', () => {
    fc.assert(
      fc.property(
        fc.array(chunk, { maxLength: 300 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (pieces, cuts, newParagraph) => {
          const text = pieces.join('');
          const counter = xmlWordCounter(new Uint8Array(Buffer.from(text, 'utf8')));
          let ours: WordTally = { words: 0, inWord: false };
          let theirs: WordTally = { words: 0, inWord: false };
          rangesOf(text, cuts).forEach(([from, to], i) => {
            if (newParagraph[i % 12]) {
              ours = { words: 0, inWord: false };
              theirs = { words: 0, inWord: false };
            }
            const piece = text.slice(from, to);
            counter(ours, byteOffset(text, from), byteOffset(text, to), piece);
            tallyWords(theirs, piece);
            expect(ours).toEqual(theirs);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds the next "<" from any offset exactly as indexOf does, across the sixteen-byte steps and the tail', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<', 'a', ' ', 'é', '中', 'x'.repeat(20), '<w:t>'), { minLength: 1, maxLength: 80 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (pieces, starts) => {
          const bytes = new Uint8Array(Buffer.from(pieces.join(''), 'utf8'));
          const findLt = xmlWordCounter(bytes)?.findLt;
          expect(findLt).toBeDefined();
          for (const start of [0, bytes.length, ...starts.map((s) => s % (bytes.length + 1))]) {
            expect(findLt?.(start)).toBe(bytes.indexOf(0x3c, start));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts two parts read in turn, each from its own bytes', () => {
    const first = 'alpha beta gamma';
    const second = 'delta\tepsilon';
    const a = xmlWordCounter(new Uint8Array(Buffer.from(first)));
    const b = xmlWordCounter(new Uint8Array(Buffer.from(second)));
    const tallies = [
      { words: 0, inWord: false },
      { words: 0, inWord: false },
    ];
    a(tallies[0]!, 0, 5, first.slice(0, 5));
    b(tallies[1]!, 0, second.length, second);
    a(tallies[0]!, 5, first.length, first.slice(5));
    expect(tallies.map((t) => t.words)).toEqual([3, 2]);
  });

  it('counts the decoded text instead when the bytes are not UTF-8', () => {
    const bytes = new Uint8Array(Buffer.from('caf\u00e9 au lait \u00ff', 'latin1'));
    const text = Buffer.from(bytes).toString('utf8'); // what the scanner hands the reader: U+FFFD for bad bytes
    const tally: WordTally = { words: 0, inWord: false };
    xmlWordCounter(bytes)(tally, 0, bytes.length, text);
    expect(tally.words).toBe(text.split(/\s+/).filter(Boolean).length);
    expect(tally.words).toBe(4);
  });
});
