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

/** English words that make up a good share of any English prose and little of other languages'. */
const ENGLISH_FUNCTION_WORDS = new Set([
  'the',
  'of',
  'and',
  'to',
  'in',
  'with',
  'was',
  'were',
  'is',
  'are',
  'for',
  'that',
  'this',
  'we',
  'from',
  'by',
]);

/**
 * Whether blocks read as English: Word's language tag when most of the text carries another
 * language (`Block.lang`), else the share of English function words (≥ 8 % of the words).
 */
export function readsAsEnglish(blocks: readonly { text: string; lang?: string }[]): boolean {
  let tagged = 0;
  let words = 0;
  let english = 0;
  for (const block of blocks) {
    const tokens = block.text.toLowerCase().match(/\p{L}+/gu) ?? [];
    words += tokens.length;
    if (block.lang) tagged += tokens.length;
    for (const token of tokens) if (ENGLISH_FUNCTION_WORDS.has(token)) english++;
  }
  if (words === 0) return true;
  if (tagged > words / 2) return false;
  return words < 20 || english / words >= 0.08;
}
