/**
 * Is a word known, and what is it a slip of? "Known" is generous on purpose: Hunspell US or UK,
 * the scientific vocabularies of both varieties, or a person's name — UK/US differences are the
 * spelling-variant check's business, not misspellings. Suggestions are the known words one edit
 * away (a letter deleted, inserted, replaced, or two letters swapped), which is where real typos
 * live; farther guesses would cry wolf on technical words the lists lack.
 */
import {
  commonMisspelling,
  hunspellFor,
  isPersonName,
  scientificTermFor,
  type Variety,
} from '../language/dictionaries.ts';

const knownCache = new Map<string, boolean>();

export function isKnownWord(word: string): boolean {
  const cached = knownCache.get(word);
  if (cached !== undefined) return cached;
  const lower = word.toLowerCase();
  const known =
    hunspellFor('US').correct(word) ||
    hunspellFor('UK').correct(word) ||
    scientificTermFor('US', word) ||
    scientificTermFor('UK', word) ||
    (lower !== word &&
      (hunspellFor('US').correct(lower) ||
        hunspellFor('UK').correct(lower) ||
        scientificTermFor('US', lower) ||
        scientificTermFor('UK', lower))) ||
    isPersonName(word);
  if (knownCache.size > 200_000) knownCache.clear();
  knownCache.set(word, known);
  return known;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Known words of the variety that `lower` (a lower-case word) is a typing slip of, best first.
 * Only the slips that are typos and not other words: two letters swapped ("teh"), a letter left
 * out inside a long word ("patiets"), a letter typed twice ("accute"). A substituted letter is
 * not proposed: "funders", "hotspots", "foci" are real words one letter from "sunders",
 * "hotshots", "loci", and the lists lack many such words.
 */
export function typoOf(lower: string, variety: Variety): string[] {
  const speller = hunspellFor(variety);
  const found: string[] = [];
  const seen = new Set<string>();
  const consider = (candidate: string) => {
    if (seen.has(candidate)) return;
    seen.add(candidate);
    if (speller.correct(candidate)) found.push(candidate);
  };
  for (let i = 1; i < lower.length - 1; i += 1)
    consider(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
  if (lower.length >= 7) {
    // Inside the word only: a letter missing at either end is another word or an inflection.
    for (let i = 1; i < lower.length - 1; i += 1)
      for (const ch of LETTERS) consider(lower.slice(0, i) + ch + lower.slice(i));
  }
  // A doubled letter, except the consonant doubling before an ending ("focussed", "benefitting").
  for (let i = 1; i < lower.length; i += 1) {
    if (lower[i] !== lower[i - 1]) continue;
    if (/^(?:ed|ing|er|ers)$/.test(lower.slice(i + 1))) continue;
    consider(lower.slice(0, i) + lower.slice(i + 1));
  }
  return found;
}

const PREFIXES = [
  're',
  'un',
  'non',
  'co',
  'pre',
  'post',
  'sub',
  'over',
  'under',
  'mis',
  'dis',
  'anti',
  'inter',
  'multi',
  'de',
  'counter',
  'super',
  'hyper',
  'hypo',
  'micro',
  'macro',
];
const SUFFIXES = [
  's',
  'es',
  'ed',
  'd',
  'ing',
  'er',
  'ers',
  'or',
  'ors',
  'ly',
  'ness',
  'ment',
  'ments',
  'ity',
  'al',
  'ally',
  'able',
  'ible',
  'ist',
  'ists',
  'ism',
  'ise',
  'ize',
  'ised',
  'ized',
  'isation',
  'ization',
];

/**
 * A word built from a known word with a common prefix or ending ("funders", "recoding",
 * "subsetting") is a word the lists lack, not a typo.
 */
export function looksDerived(lower: string): boolean {
  const known = (w: string) => w.length >= 3 && isKnownWord(w);
  for (const prefix of PREFIXES)
    if (lower.startsWith(prefix) && lower.length - prefix.length >= 4 && known(lower.slice(prefix.length))) return true;
  for (const suffix of SUFFIXES) {
    if (!lower.endsWith(suffix)) continue;
    const stem = lower.slice(0, lower.length - suffix.length);
    if (known(stem) || known(`${stem}e`) || (stem.endsWith('i') && known(`${stem.slice(0, -1)}y`))) return true;
    if (stem.length > 3 && stem.at(-1) === stem.at(-2) && known(stem.slice(0, -1))) return true;
  }
  return false;
}

/**
 * A candidate that only adds or drops an ending ("haplotypes" / "haplotype", "modelled" /
 * "model") means the word is an inflection the lists lack, not a typo.
 */
export function isInflectionOf(word: string, candidate: string): boolean {
  const [long, short] = word.length > candidate.length ? [word, candidate] : [candidate, word];
  return (
    long.startsWith(short) &&
    long.length - short.length <= 3 &&
    /^(?:s|es|d|ed|ing|ly|al|ic|er|ers|e)$/.test(long.slice(short.length))
  );
}

/**
 * Misspellings whose general-English correction has the wrong sense in a manuscript. The general
 * list turns "unsignificant" into "insignificant" (unimportant); in "to weed out unsignificant
 * correlations" the writer means the statistical sense, which editors write "non-significant"
 * (AMA: "nonsignificant").
 */
const SCIENTIFIC_SENSE: Record<string, { word: Record<Variety, string>; general: string }> = {
  unsignificant: { word: { US: 'nonsignificant', UK: 'non-significant' }, general: 'insignificant' },
  unsignificantly: { word: { US: 'nonsignificantly', UK: 'non-significantly' }, general: 'insignificantly' },
};

/** The scientific-sense correction of a misspelling, and the general word it is not. */
export function scientificSense(variety: Variety, lower: string): { word: string; general: string } | undefined {
  const entry = SCIENTIFIC_SENSE[lower];
  return entry && { word: entry.word[variety], general: entry.general };
}

export function knownMisspelling(variety: Variety, lower: string): string[] | undefined {
  return commonMisspelling(variety, lower);
}
