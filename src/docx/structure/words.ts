/**
 * Word counting. The rule (docs/engine.md): a word is a maximal run of non-whitespace
 * characters, which is what Microsoft Word's status bar counts for running text (it, too,
 * counts a dash standing alone and a citation marker such as "[12]" as words). The corpus truth
 * uses the same rule.
 */
/** Whitespace as JavaScript's \s knows it (Unicode spaces, line and paragraph separators, BOM). */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** 1 for every UTF-16 code unit `isSpace` accepts (surrogates are never spaces). */
const SPACE_TABLE = new Uint8Array(0x10000);
for (let code = 0; code < 0x10000; code++) if (isSpace(code)) SPACE_TABLE[code] = 1;

/** A word count kept across the pieces of one paragraph (a word may span two runs). */
export interface WordTally {
  words: number;
  inWord: boolean;
}

/**
 * Adds the words of `text` to a tally, by the same rule as `countWords`: counting a paragraph
 * piece by piece gives the same number as counting its joined text.
 */
export function tallyWords(tally: WordTally, text: string): void {
  // Branch-free: a table lookup per UTF-16 unit, a word wherever a space is followed by a non-space.
  let words = tally.words;
  let previousSpace = tally.inWord ? 0 : 1;
  for (let i = 0; i < text.length; i++) {
    const space = SPACE_TABLE[text.charCodeAt(i)] as number;
    words += previousSpace & (space ^ 1);
    previousSpace = space;
  }
  tally.words = words;
  tally.inWord = previousSpace === 0;
}

/** Words of a text: the same tally the reader keeps while reading, over the whole string. */
export function countWords(text: string): number {
  const tally: WordTally = { words: 0, inWord: false };
  tallyWords(tally, text);
  return tally.words;
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
