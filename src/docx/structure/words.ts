/**
 * Word counting. The rule (docs/engine.md): a word is a maximal run of non-whitespace
 * characters, which is what Microsoft Word's status bar counts for running text (it, too,
 * counts a dash standing alone and a citation marker such as "[12]" as words). The corpus truth
 * uses the same rule.
 */
const WORD = /\S+/g;

export function countWords(text: string): number {
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) count++;
  return count;
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
