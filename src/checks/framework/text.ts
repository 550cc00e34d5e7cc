/**
 * Counting rules shared by checks, matching the corpus truth (corpus README): words are
 * whitespace-separated tokens of the text as rendered; characters are counted in code points.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(/\S+/gu)) n += 1;
  return n;
}

export function countCharacters(text: string, withSpaces: boolean): number {
  let n = 0;
  for (const ch of text) {
    if (ch === '\n') continue; // paragraph joins are not characters of the text
    if (!withSpaces && /\s/u.test(ch)) continue;
    n += 1;
  }
  return n;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
