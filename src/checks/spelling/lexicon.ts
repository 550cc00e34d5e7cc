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
  inLargeEnglish,
  isPersonName,
  scientificTermFor,
  type Variety,
} from '../language/dictionaries.ts';

const knownCache = new Map<string, boolean>();

/**
 * Words of medical writing that no list holds: Latin ("post partum") and the vocabulary of
 * statistics ("covariate" and "multinomial" are in neither Hunspell, the large list nor the
 * scientific lists). Known words, and words a slip may be of ("multinominal" → "multinomial").
 */
const SUPPLEMENT = new Set([
  'partum',
  'multinomial',
  'multinomially',
  'covariate',
  'covariates',
  'dichotomise',
  'dichotomised',
  'dichotomisation',
  'dichotomization',
  'trichotomised',
  'underdispersion',
  'interrater',
  'intrarater',
  'geospatial',
  'geocoded',
  'winsorised',
  'winsorized',
  'winsorisation',
  'winsorization',
  'reweighting',
  'overadjustment',
  'homoskedasticity',
  'heteroskedasticity',
  'autoregressive',
  'metaregression',
]);

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
    isPersonName(word) ||
    SUPPLEMENT.has(lower) ||
    // The large list holds rare words that are also common misspellings ("eduction" for
    // "education"): there the misspelling is far likelier.
    (inLargeEnglish(word) && !commonMisspelling('US', lower) && !commonMisspelling('UK', lower));
  if (knownCache.size > 200_000) knownCache.clear();
  knownCache.set(word, known);
  return known;
}

/** Damerau–Levenshtein distance (optimal string alignment), capped at `limit + 1`. */
export function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** How a word differs from the known word it is a slip of, most telling first. */
export type Slip = 'swapped' | 'tripled' | 'doubled' | 'missing' | 'extra' | 'transposed' | 'substituted';

export interface Typo {
  /** The known word, in the case the dictionaries write it ("Glasgow", "Bonferroni", "research"). */
  word: string;
  slip: Slip;
  /** Where in the written word the slip is. */
  at: number;
  /** True when the dictionaries know the word only capitalised: a place, a person, an eponym. */
  name: boolean;
}

/**
 * The form of `candidate` (lower case) the variety's lists know, if any: the lower-case word, or
 * a word they know only capitalised ("bonferroni" → "Bonferroni", "glasgow" → "Glasgow").
 */
function knownForm(candidate: string, variety: Variety, capitalised: boolean): { word: string; name: boolean } | null {
  const speller = hunspellFor(variety);
  // The scientific lists hold species epithets ("galla", "kasai"): a name is not their slip, and
  // a lower-case word only a long one's ("valgancicliovir" → "valganciclovir").
  const scientific = (w: string) => !capitalised && w.length >= 7 && scientificTermFor(variety, w);
  if ((speller.hasForm(candidate) && speller.correct(candidate)) || SUPPLEMENT.has(candidate) || scientific(candidate))
    return { word: candidate, name: false };
  const capital = candidate.charAt(0).toUpperCase() + candidate.slice(1);
  // A word written in lower case may be a slip of an eponym ("bonferoni") but not of a place or
  // a person ("limma" is not "Lima"), nor of a genus ("ornithodoros"); a capitalised one of a
  // name Hunspell knows ("Glasgow") or a long eponym of the scientific lists ("Utstein").
  const named = capitalised
    ? (speller.hasForm(capital) && speller.correct(capital)) ||
      (capital.length >= 6 && scientificTermFor(variety, capital))
    : eponym(capital, variety);
  return named ? { word: capital, name: true } : null;
}

function eponym(capital: string, variety: Variety): boolean {
  return !/(?:us|um|ae|is|ii|a|es)$/u.test(capital) && scientificTermFor(variety, capital);
}

// Letters written for one another by sound, and the UK/US endings, which are spelling-variant's.
// Drug names differ so between INN and US names (valaciclovir, valacyclovir).
const VARIANT_LETTERS = new Set(['s:z', 'z:s', 'y:z', 'z:y', 'y:i', 'i:y']);

/**
 * Known words of the variety that `lower` (a lower-case word) is a typing slip of, best first:
 * two letters swapped ("teh", "resaerch"), a letter typed three times ("tweeen") or twice
 * ("accute"; not the British doubling before -ed/-ing: "focussed"), a letter left out or one too
 * many inside a word of six letters or more ("patiets", "utsein", "multinominal"), or, in a word
 * of seven letters or more, two letters swapped across a third ("caterogy") or one letter written
 * for another ("glascow", "sandwish"). Letters at
 * either end are not changed: a missing or extra first or last letter is another word or an
 * inflection ("funders" is not "sunders"). `plainOnly`: swapped, tripled and doubled letters
 * only (for names, where nothing else is proposed).
 */
const typoCache = new Map<string, Typo[]>();

export function typoOf(lower: string, variety: Variety, capitalised = false, plainOnly = false): Typo[] {
  // Remembered per process, as known words are: a server thread meets the same names again.
  const key = `${variety}${capitalised ? 'C' : 'l'}${plainOnly ? 'P' : 'a'}${lower}`;
  const cached = typoCache.get(key);
  if (cached) return cached;
  const found = slipsOf(lower, variety, capitalised, plainOnly);
  if (typoCache.size > 50_000) typoCache.clear();
  typoCache.set(key, found);
  return found;
}

function slipsOf(lower: string, variety: Variety, capitalised: boolean, plainOnly: boolean): Typo[] {
  const found: Typo[] = [];
  const seen = new Set<string>([lower]);
  const consider = (candidate: string, slip: Slip, at: number) => {
    if (seen.has(candidate)) return;
    seen.add(candidate);
    // "homoeopathy", "anaemia": the British oe/ae, which spelling-variant judges, not a slip.
    if (slip === 'extra' && /[oa]/u.test(lower[at]!) && lower[at + 1] === 'e') return;
    const form = knownForm(candidate, variety, capitalised);
    // A slip where two known words join is a compound the lists lack ("hotspots" is not "hotpots").
    if (!form || (slip !== 'swapped' && slip !== 'tripled' && joinsTwoWords(lower, at))) return;
    found.push({ ...form, slip, at });
  };
  for (let i = 1; i < lower.length - 1; i += 1)
    consider(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2), 'swapped', i);
  for (let i = 2; i < lower.length; i += 1)
    if (lower[i] === lower[i - 1] && lower[i] === lower[i - 2])
      consider(lower.slice(0, i) + lower.slice(i + 1), 'tripled', i);
  for (let i = 1; i < lower.length; i += 1) {
    if (lower[i] !== lower[i - 1]) continue;
    if (/^(?:ed|ing|er|ers)$/.test(lower.slice(i + 1))) continue;
    consider(lower.slice(0, i) + lower.slice(i + 1), 'doubled', i);
  }
  if (plainOnly) return found;
  if (lower.length >= 6) {
    for (let i = 1; i < lower.length - 1; i += 1)
      for (const ch of LETTERS) consider(lower.slice(0, i) + ch + lower.slice(i), 'missing', i);
    for (let i = 1; i < lower.length - 1; i += 1) consider(lower.slice(0, i) + lower.slice(i + 1), 'extra', i);
  }
  // Two letters swapped across a third ("caterogy" → "category"), in a word of seven letters or
  // more, only where no plainer slip fits.
  if (lower.length >= 7 && found.length === 0)
    for (let i = 1; i < lower.length - 3; i += 1)
      if (lower[i] !== lower[i + 2])
        consider(lower.slice(0, i) + lower[i + 2] + lower[i + 1] + lower[i] + lower.slice(i + 3), 'transposed', i);
  // One letter for another is proposed only where no other slip fits: not looked for otherwise.
  if (lower.length >= 7 && found.length === 0) {
    for (let i = 1; i < lower.length - 1; i += 1)
      for (const ch of LETTERS)
        if (ch !== lower[i] && !VARIANT_LETTERS.has(`${lower[i]}:${ch}`))
          consider(lower.slice(0, i) + ch + lower.slice(i + 1), 'substituted', i);
  }
  return found;
}

/** True when the word splits, next to `at`, into two words the dictionaries know ("hot" + "spots"). */
function joinsTwoWords(lower: string, at: number): boolean {
  const known = (w: string) =>
    w.length >= 3 && (hunspellFor('US').correct(w) || hunspellFor('UK').correct(w) || scientificTermFor('US', w));
  for (const b of [at - 1, at, at + 1]) if (known(lower.slice(0, b)) && known(lower.slice(b))) return true;
  return false;
}

/**
 * Names the dictionaries know only capitalised that a short capitalised word is the end of with
 * its last letter lost, as in a two-word place name ("New Yor" → "New York").
 */
export function nameMissingLastLetter(word: string, variety: Variety): string[] {
  const speller = hunspellFor(variety);
  const out: string[] = [];
  for (const ch of LETTERS) {
    const candidate = word + ch;
    if (speller.correct(candidate) && !speller.correct(candidate.toLowerCase())) out.push(candidate);
  }
  return out;
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
  'up',
  'down',
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
