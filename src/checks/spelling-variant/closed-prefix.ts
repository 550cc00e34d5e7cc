/**
 * "pre-eclampsia" (British) and "preeclampsia" (US): the hyphen after the prefix is the
 * difference, which the pair table of single words cannot hold. Under a US format the hyphenated
 * form is closed up, with any hyphen character Word writes (-, U+2010, U+2011).
 */
import { matchCase } from '../language/text.ts';

/** The word after the prefix, lower case, for which US English closes the prefix up. */
const US_CLOSED: ReadonlySet<string> = new Set(['eclampsia', 'eclamptic']);

const PREFIX_BEFORE = /\b(pre)[-\u2010\u2011]$/iu;

export interface ClosedPrefix {
  /** Where the hyphenated form starts (the prefix). */
  start: number;
  written: string;
  correction: string;
}

/** The US closed form of "pre-eclampsia" whose second part is the word at start..end, else null. */
export function usClosedPrefix(text: string, start: number, end: number): ClosedPrefix | null {
  const word = text.slice(start, end);
  if (!US_CLOSED.has(word.toLowerCase())) return null;
  const prefix = PREFIX_BEFORE.exec(text.slice(Math.max(0, start - 4), start));
  if (!prefix) return null;
  const from = start - prefix[0].length;
  return {
    start: from,
    written: text.slice(from, end),
    correction: matchCase(prefix[1]!, 'pre') + word.toLowerCase(),
  };
}
