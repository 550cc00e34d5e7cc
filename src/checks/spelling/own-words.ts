/**
 * A slip of a word the manuscript itself uses: "Arenviruses" in a paper that writes
 * "arenavirus" ten times is "Arenaviruses", though the name lists know neither. Only a plain slip
 * counts (a letter left out, one too many, two letters swapped, in a word of eight letters or
 * more one letter for another where the text uses the word three times, or in a word of ten or
 * more two letters side by side left out) inside a word of seven letters or more, and only of a known word the text uses twice or more, or of a term it uses three times
 * or more (the lists lack "arenavirus"): its own vocabulary, not a guess from a list. Letters
 * the varieties write differently (s/z, ae/e, oe/e, ll/l) are never the slip: "haemoperitoneum"
 * beside "hemoperitoneum" is spelling-variant's.
 */
import { isKnownWord } from './lexicon.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

// Letters British and US English write for one another: spelling-variant's business, not a slip.
const VARIANT_LETTERS = new Set(['s:z', 'z:s', 'y:i', 'i:y']);

/** True when the letter at `at` of `word` is one the other variety leaves out: the a or o of ae/oe, a doubled l. */
function variantLetter(word: string, at: number): boolean {
  const ch = word[at];
  return (
    ((ch === 'a' || ch === 'o') && word[at + 1] === 'e') ||
    (ch === 'l' && (word[at - 1] === 'l' || word[at + 1] === 'l'))
  );
}

const byLength = new WeakMap<ReadonlyMap<string, number>, Map<number, string[]>>();

/** The words the text uses twice or more, by length (once per run: the counts are final by then). */
function usedTwiceByLength(used: ReadonlyMap<string, number>): Map<number, string[]> {
  let index = byLength.get(used);
  if (!index) {
    index = new Map();
    for (const [word, n] of used) {
      if (n < 2) continue;
      const list = index.get(word.length) ?? [];
      list.push(word);
      index.set(word.length, list);
    }
    byLength.set(used, index);
  }
  return index;
}

/** Words one plain slip from `lower` (a lower-case word) that the text uses twice or more, best first. */
export function slipOfOwnWord(lower: string, used: ReadonlyMap<string, number>): string[] {
  if (lower.length < 7) return [];
  const out = new Set<string>();
  const consider = (candidate: string) => {
    const n = used.get(candidate) ?? 0;
    // A known word used twice, or a term the lists lack that the text uses three times or more.
    if (candidate !== lower && (n >= 3 || (n >= 2 && isKnownWord(candidate)))) out.add(candidate);
  };
  for (let i = 1; i < lower.length - 1; i += 1) {
    consider(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
    if (!variantLetter(lower, i)) consider(lower.slice(0, i) + lower.slice(i + 1));
    for (const ch of LETTERS) {
      const candidate = lower.slice(0, i) + ch + lower.slice(i);
      if (!variantLetter(candidate, i)) consider(candidate);
    }
  }
  // One letter for another only in a long word and for a word the text uses three times or more
  // ("bastline" in a paper that reports baselines; "bassline" is a word too, but not its word).
  if (lower.length >= 8)
    for (let i = 1; i < lower.length - 1; i += 1)
      for (const ch of LETTERS) {
        if (VARIANT_LETTERS.has(`${lower[i]}:${ch}`)) continue;
        const candidate = lower.slice(0, i) + ch + lower.slice(i + 1);
        if (candidate !== lower && (used.get(candidate) ?? 0) >= 3 && isKnownWord(candidate)) out.add(candidate);
      }
  // Two letters side by side left out of a long word ("anthropenic" in a paper that writes
  // "anthropogenic" twice).
  if (lower.length >= 10)
    for (const word of usedTwiceByLength(used).get(lower.length + 2) ?? []) {
      if (word[0] !== lower[0]) continue;
      for (let i = 1; i < lower.length; i += 1)
        if (word.startsWith(lower.slice(0, i)) && word.endsWith(lower.slice(i)) && isKnownWord(word)) {
          out.add(word);
          break;
        }
    }
  // A plural or other ending of a used word ("arenaviruses" beside "arenavirus") counts as used.
  for (const ending of ['es', 's']) {
    if (!lower.endsWith(ending)) continue;
    const stem = lower.slice(0, -ending.length);
    for (const w of slipOfOwnWord(stem, used)) out.add(w + ending);
  }
  return [...out];
}
