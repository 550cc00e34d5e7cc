/**
 * The WebAssembly word tally (src/docx/structure/words.wat, xml-words.ts) counts what the
 * JavaScript tally counts, on any text: every whitespace character of the rule, two-, three- and
 * four-byte characters, a byte-order mark, ranges of any length that continue a paragraph or start
 * a new one. And the module in words-wasm.ts is the one words.wat assembles to.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assembleWordsWasm, wordsWasmSource } from '../../scripts/build-wasm.ts';
import { decodeXml } from '../../src/docx/xml/parse.ts';
import { tallyWords, type WordTally } from '../../src/docx/structure/words.ts';
import { xmlWordCounter } from '../../src/docx/structure/xml-words.ts';

/** Every whitespace character of the rule, and characters of every UTF-8 length around them. */
const SPACES = ['\t', '\n', '\u000b', '\u000c', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u2005', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const NEAR_MISSES = ['\u200b', '\u2010', '\u2013', '\u2019', '\u00a1', '\u1681', '\u2030', '\u2060', '\u3001', '\ufefe', '\u0085', '\u180e'];
const OTHERS = ['a', 'Z', '7', '[', '>', 'é', 'µ', '±', 'β', '中', '😀', '𝛼'];
const character = fc.constantFrom(...SPACES, ...NEAR_MISSES, ...OTHERS);
/** Long stretches too, so the sixteen-byte path runs on ASCII and on multi-byte text, and its edges. */
const chunk = fc.oneof(character, fc.constantFrom(
  'the patients were ', 'randomised  to\treceive', 'x'.repeat(40), ' '.repeat(17), 'οι ασθενείς και στις ',
  '两组患者 均被随机分配', ' – “both” groups ± 5 µg ', '\u00a0\u2003\u3000\u202f\u2029\u205f\ufeff\u1680', '😀𝛼😀 '.repeat(3),
));

function rangesOf(text: string, cuts: number[]): [number, number][] {
  // Cut only between characters: a range never splits a surrogate pair (the reader's ranges are text nodes).
  const points = [...new Set(cuts.map((c) => Math.floor(c * text.length)))]
    .filter((p) => p > 0 && p < text.length && !(text.charCodeAt(p) >= 0xdc00 && text.charCodeAt(p) <= 0xdfff))
    .sort((a, b) => a - b);
  const bounds = [0, ...points, text.length];
  return bounds.slice(1).map((end, i) => [bounds[i] ?? 0, end]);
}

describe('WebAssembly word tally', () => {
  it('is the module words.wat assembles to', async () => {
    const committed = readFileSync(new URL('../../src/docx/structure/words-wasm.ts', import.meta.url), 'utf8');
    expect(committed).toBe(wordsWasmSource(await assembleWordsWasm()));
  });

  it('counts every range exactly as the JavaScript tally, with and without a byte-order mark', () => {
    fc.assert(fc.property(
      fc.array(chunk, { maxLength: 300 }),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
      fc.boolean(),
      fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
      (pieces, cuts, bom, newParagraph) => {
        const text = pieces.join('');
        const bytes = Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
        // The string the reader parses: decodeXml drops one leading byte-order mark.
        const xml = decodeXml(new Uint8Array(bytes));
        expect(xml).toBe(bom || !text.startsWith('\ufeff') ? text : text.slice(1));
        const counter = xmlWordCounter(xml, new Uint8Array(bytes));
        let ours: WordTally = { words: 0, inWord: false };
        let theirs: WordTally = { words: 0, inWord: false };
        rangesOf(xml, cuts).forEach(([from, to], i) => {
          if (newParagraph[i % 12]) { ours = { words: 0, inWord: false }; theirs = { words: 0, inWord: false }; }
          counter(ours, from, to);
          tallyWords(theirs, xml, from, to);
          expect(ours).toEqual(theirs);
        });
      },
    ), { numRuns: 500 });
  });

  it('counts a paragraph whose text was already passed (the cursor goes back to the start)', () => {
    const text = 'one two\u00a0three  four\u2003five';
    const counter = xmlWordCounter(text, new Uint8Array(Buffer.from(text)));
    const late: WordTally = { words: 0, inWord: false };
    counter(late, 8, text.length);
    const early: WordTally = { words: 0, inWord: false };
    counter(early, 0, 7);
    expect([late.words, early.words]).toEqual([3, 2]);
  });

  it('counts two parts read in turn, each from its own bytes', () => {
    const first = 'alpha beta gamma';
    const second = 'delta\tepsilon';
    const a = xmlWordCounter(first, new Uint8Array(Buffer.from(first)));
    const b = xmlWordCounter(second, new Uint8Array(Buffer.from(second)));
    const tallies = [{ words: 0, inWord: false }, { words: 0, inWord: false }];
    a(tallies[0]!, 0, 5);
    b(tallies[1]!, 0, second.length);
    a(tallies[0]!, 5, first.length);
    expect(tallies.map((t) => t.words)).toEqual([3, 2]);
  });

  it('falls back to the JavaScript tally for bytes that are not UTF-8', () => {
    const text = 'caf\u00e9 au lait';
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const latin1 = new Uint8Array(Buffer.from(`${text}\u00ff`, 'latin1'));
    for (const bytes of [utf16, latin1]) {
      const xml = decodeXml(bytes);
      const tally: WordTally = { words: 0, inWord: false };
      xmlWordCounter(xml, bytes)(tally, 0, xml.length);
      expect(tally.words).toBe(xml.split(/\s+/).filter(Boolean).length);
    }
  });
});
