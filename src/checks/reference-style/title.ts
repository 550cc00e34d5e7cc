/**
 * Article titles under AMA, Vancouver and APA are in sentence case: only the first word, proper
 * nouns and abbreviations keep their capitals, and a subtitle after a colon starts in lower case
 * (AMA, NLM; APA capitalises it). citeproc prints the title as the entry gives it, so:
 * - a subtitle whose first word is an ordinary word, in an otherwise sentence-case title, is lowered
 *   for AMA and Vancouver ("…later life health: Results from analyses" → "…: results from analyses");
 * - a title in title case ("Early Childbearing and Later Economic Well-Being") cannot be put in
 *   sentence case safely (names such as "English Longitudinal Study of Ageing" look the same), so
 *   the entry is reported for the writer to rewrite, never restyled with the capitals kept.
 */
import { isCommonWord, isLowerCasedName } from '../language/word-case.ts';

const MINOR = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'as',
  'at',
  'by',
  'in',
  'of',
  'on',
  'to',
  'vs',
  'via',
  'with',
  'from',
  'into',
  'among',
  'between',
  'versus',
  'after',
  'over',
  'under',
]);

const WORD = /[\p{L}][\p{L}'’-]*/gu;

/** Words that say whether a title is in title case: not the first word or a sentence's first, not a minor word, not a symbol. */
function judgedWords(title: string): string[] {
  const words: string[] = [];
  for (const m of title.matchAll(WORD)) {
    const before = title.slice(0, m.index).trimEnd();
    if (before === '' || /[:?!.]$/.test(before)) continue;
    const word = m[0];
    // An inner capital marks an abbreviation or a name ("mRNA", "COVID", "McDonald"); one after a
    // hyphen is a title-case compound ("Meta-Analysis", "Hands-On"), which is judged.
    if (MINOR.has(word.toLowerCase()) || /[^-]\p{Lu}/u.test(word) || /^\p{Lu}$/u.test(word)) continue;
    words.push(word);
  }
  return words;
}

/** True when the title is written in title case: every word that is not minor capitalised. */
export function inTitleCase(title: string): boolean {
  const words = judgedWords(title);
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w));
  const ordinary = capitalised.filter((w) => isCommonWord(w.split(/[-’']/)[0]!, false));
  // One ordinary word in lower case ("Development and evaluation of the Oral Health Impact Profile")
  // shows a sentence-case title whose capitals are a name's.
  return words.length >= 3 && capitalised.length === words.length && ordinary.length >= 2;
}

/** The title with a subtitle's ordinary first word lowered ("…: Results from…" → "…: results from…"). */
export function lowerSubtitle(title: string): string {
  return title.replace(
    /(:\s+)(\p{Lu}\p{Ll}*)(?=(\s+)(\S+))/gu,
    (whole, colon: string, word: string, _s, next: string) => {
      const ordinary = /^(a|an|the)$/i.test(word) || (word.length > 1 && isCommonWord(word, false));
      return ordinary && /^[\p{Ll}\d]/u.test(next) ? `${colon}${word.toLowerCase()}` : whole;
    },
  );
}

/**
 * A name the title writes in lower case ("schistosoma mansoni in senegal"): a sentence-case title
 * keeps the capitals of names, and a restyle would copy the lower case as if it were right.
 */
export function lowerCasedName(title: string): string | null {
  for (const m of title.matchAll(WORD)) if (isLowerCasedName(m[0], false)) return m[0];
  return null;
}
