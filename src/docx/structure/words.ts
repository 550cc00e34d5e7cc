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

export function countWords(text: string): number {
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
