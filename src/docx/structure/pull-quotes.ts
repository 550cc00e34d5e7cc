/**
 * Pull quotes: a quote-styled paragraph that repeats text of the paragraphs just before it (a
 * magazine-style box). Counting it would count the same words twice; real quotations, which do
 * not repeat the running text, stay in the main text.
 */
import type { Block } from '../model.ts';

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const letterOrNumberCache = new Map<number, boolean>();

/** Whether a code point is a letter or number (\p{L}, \p{N}); ASCII without a regular expression. */
function isLetterOrNumber(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  let known = letterOrNumberCache.get(code);
  if (known === undefined) {
    known = LETTER_OR_NUMBER.test(String.fromCodePoint(code));
    // Bounded: a hostile text could bring every code point there is.
    if (letterOrNumberCache.size < 4096) letterOrNumberCache.set(code, known);
  }
  return known;
}

/** The lower-cased runs of letters and numbers of a text: its words with no punctuation. */
function plainWords(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.codePointAt(i) ?? 0;
    const wide = code > 0xffff ? 1 : 0;
    if (isLetterOrNumber(code)) {
      if (start === -1) start = i;
    } else if (start !== -1) {
      words.push(lower.slice(start, i));
      start = -1;
    }
    i += wide;
  }
  if (start !== -1) words.push(lower.slice(start));
  return words;
}

/** Text for comparing passages: lower case, every run of other characters one space. */
const squash = (text: string): string => plainWords(text).join(' ');

/** Indexes of the pull quotes of the body (a quote-styled paragraph repeating one of the four before it). */
export function findPullQuotes(body: Block[]): Set<number> {
  const result = new Set<number>();
  const lowered = new Map<number, string>();
  const squashed = new Map<number, string>();
  const memo = (cache: Map<number, string>, index: number, make: (text: string) => string): string => {
    let value = cache.get(index);
    if (value === undefined) {
      value = make(body[index]?.text ?? '');
      cache.set(index, value);
    }
    return value;
  };
  for (const block of body) {
    if (block.kind !== 'paragraph' || !/quote|block text/i.test(block.styleName ?? '')) continue;
    const words = plainWords(block.text);
    const quote = words.join(' ');
    if (quote.length < 20) continue;
    // Cheap first test: the quote's three longest words must occur in the earlier paragraph.
    const probes = longestWords(words, 3).filter((word) => word.length >= 4);
    for (let i = block.index - 1; i >= Math.max(0, block.index - 4); i--) {
      const before = body[i]?.text ?? '';
      if (before.length < quote.length) continue;
      const lower = memo(lowered, i, (text) => text.toLowerCase());
      if (!probes.every((probe) => lower.includes(probe))) continue;
      if (memo(squashed, i, squash).includes(quote)) {
        result.add(block.index);
        break;
      }
    }
  }
  return result;
}

/** The `count` longest distinct words, longest first (one pass, no sorting). */
function longestWords(words: string[], count: number): string[] {
  const best: string[] = [];
  for (const word of words) {
    if (best.length === count && word.length <= (best[count - 1]?.length ?? 0)) continue;
    if (best.includes(word)) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.length ?? 0) < word.length) at--;
    best.splice(at, 0, word);
    if (best.length > count) best.pop();
  }
  return best;
}
