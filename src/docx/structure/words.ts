/**
 * Word counting. The rule (docs/engine.md): a word is a maximal run of non-whitespace
 * characters, which is what Microsoft Word's status bar counts for running text (it, too,
 * counts a dash standing alone and a citation marker such as "[12]" as words). The corpus truth
 * uses the same rule.
 */
/** Whitespace as JavaScript's \s knows it (Unicode spaces, line and paragraph separators, BOM). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** 1 for every UTF-16 code unit `isSpace` accepts (surrogates are never spaces). */
const SPACE_TABLE = new Uint8Array(0x10000);
for (let code = 0; code < 0x10000; code++) if (isSpace(code)) SPACE_TABLE[code] = 1;

/** Any whitespace other than the plain space. */
const OTHER_SPACE = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

export function countWords(text: string): number {
  // Fast path for the usual paragraph, whose only whitespace is the plain space: jump from
  // space to space with the native indexOf instead of looking at every character.
  if (!OTHER_SPACE.test(text)) {
    let count = 0;
    let i = 0;
    const n = text.length;
    while (i < n) {
      while (i < n && text.charCodeAt(i) === 32) i++;
      if (i >= n) break;
      count++;
      const space = text.indexOf(' ', i);
      if (space === -1) break;
      i = space + 1;
    }
    return count;
  }
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = code > 32 && code < 127 ? false : isSpace(code); // printable ASCII first: most text
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/** A word count kept across the pieces of one paragraph (a word may span two runs). */
export interface WordTally {
  words: number;
  inWord: boolean;
}

/**
 * Adds the words of `source[from, to)` to a tally, by the same rule as `countWords`: counting a
 * paragraph piece by piece gives the same number as counting its joined text. The part reader
 * passes the whole XML string with a range, which V8 reads several times faster than a slice.
 */
export function tallyWords(tally: WordTally, source: string, from: number, to: number): void {
  // Branch-free: a table lookup per UTF-16 unit, a word wherever a space is followed by a non-space.
  let words = tally.words;
  let previousSpace = tally.inWord ? 0 : 1;
  for (let i = from; i < to; i++) {
    const space = SPACE_TABLE[source.charCodeAt(i)] as number;
    words += previousSpace & (space ^ 1);
    previousSpace = space;
  }
  tally.words = words;
  tally.inWord = previousSpace === 0;
}

/** Heading text for comparison: no numbering ("2.1 "), no trailing colon or full stop, lower case. */
export function normaliseHeading(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^((\d+(\.\d+)*\.?)|([IVX]+\.)|([A-Z]\.))\s+/, '')
    .replace(/\s*[:.]$/, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");
}
