/**
 * Counting rules shared by checks, matching the corpus truth (corpus README): words are
 * whitespace-separated tokens of the text as rendered; characters are counted in code points.
 */
import type { Block } from '../../docx/model.ts';
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

/**
 * The superscript marks of a paragraph: each stretch of adjacent superscript runs as one mark
 * ("4" "8" is 48, as the reader joins them), in order — what citation-order and citation-style read
 * superscript citations from.
 */
export function superscriptMarks(block: Pick<Block, 'runs'>): { start: number; end: number }[] {
  const marks: { start: number; end: number }[] = [];
  const runs = block.runs;
  for (let i = 0; i < runs.length; i++) {
    if (!runs[i]?.format.superscript) continue;
    let last = i;
    while (runs[last + 1]?.format.superscript && runs[last + 1]?.start === runs[last]?.end) last++;
    marks.push({ start: runs[i]!.start, end: runs[last]!.end });
    i = last;
  }
  return marks;
}
