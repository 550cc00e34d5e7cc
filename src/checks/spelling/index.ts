/**
 * spelling: misspelled words with suggestions. A word is flagged only when no dictionary knows it
 * (Hunspell of both varieties, the scientific vocabularies, people's names), a correction is
 * close (a known common misspelling, or a known word one edit away that is not just another
 * ending of it), the word is not a name, acronym, code or number-bearing token, and the
 * document does not use it three times or more (a repeated unknown word is a term of art).
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import type { Block } from '../../docx/model.ts';
import { LANGUAGE_OPTIONS } from '../../contract/format-config.ts';
import { byDocumentOrder, citedTitleCells, finding, notUnderstood, readOption, type1 } from '../framework/index.ts';
import type { WordToken } from '../language/text.ts';
import { blockWords, isCheckable } from '../language/checkable.ts';
import { proseBlocks } from '../language/prose.ts';
import { isOtherLanguage } from '../language/tagged.ts';
import { matchCase } from '../language/text.ts';
import { hunspellFor, inLargeEnglish, loadWordLists, type Variety } from '../language/dictionaries.ts';
import {
  distance,
  isInflectionOf,
  isKnownWord,
  knownMisspelling,
  looksDerived,
  nameMissingLastLetter,
  scientificSense,
  type Typo,
  typoOf,
} from './lexicon.ts';
import { digitForLetter } from './digit-slips.ts';
import { confusions } from './confusions.ts';
import { repeatedWords } from './repeated-words.ts';
import { splitWords } from './split-word.ts';
import { nameRunIntoYear } from './glued-years.ts';
import { strayLetterAtEnd } from './stray-letter.ts';
import { affiliationSlips, institutionNameSlip } from './institution-names.ts';
import { runTogether } from './run-together.ts';
import { parseReference } from '../references/parse.ts';
import { slipOfOwnWord } from './own-words.ts';

const ID = 'spelling';

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Words the document writes in capitals ("HELLP", "ICU"): their lower-case form is the same term. */
function acronymsOf(manuscript: CheckInput['manuscript']): Set<string> {
  const out = new Set<string>();
  for (const block of manuscript.blocks) for (const m of block.text.matchAll(/\b\p{Lu}{2,}\b/gu)) out.add(m[0]);
  return out;
}

/**
 * The reference list's entries in English: their titles are the authors' typing too ("Training
 * language mdoels", "HELLP syndrom"), read for lower-case words only (run, below).
 */
function referenceEntries(manuscript: CheckInput['manuscript']): Block[] {
  const out: Block[] = [];
  for (const ref of manuscript.structure.references) {
    const block = manuscript.blocks[ref.block];
    if (block && !isOtherLanguage(manuscript, block)) out.push(block);
  }
  return out;
}
const LANGUAGES = ['English (UK)', 'English (US)'] as const;

interface Candidate {
  block: number;
  start: number;
  end: number;
  text: string;
  /** Judged only as a name: capitalised where the text uses it as a proper noun ("Glascow"). */
  asName: boolean;
  /**
   * Where a name may be corrected: after a preposition or article ("University of Glascow", "the
   * Utsein template"), with no capitalised word beside it ("Theodor Schmidt") and not as an
   * author ("Pagni et al.", "Adlema (2002)").
   */
  placeOfName: boolean;
  /** In a table column of cited papers' titles, which keep their own spelling. */
  citedTitle: boolean;
}

function touchesSuperscript(block: Block, start: number, end: number): boolean {
  return block.runs.some((r) => (r.format.superscript || r.format.subscript) && r.start < end && r.end > start);
}

/**
 * "Childrens IQ" in a cited title: the possessive's apostrophe lost. Not in the journal's name,
 * where NLM's abbreviations drop apostrophes ("Womens Health").
 */
function possessiveInTitle(entry: string, word: string): boolean {
  if (!possessiveOfIrregularPlural(word.toLowerCase())) return false;
  const title = parseReference(entry).item.title ?? '';
  return new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(title);
}

/**
 * A word followed by its version ("purrr (Version 0.3.4", "lme4 v1.1") or introduced as a
 * package or library names software, which keeps its own spelling.
 */
function namesSoftware(text: string, start: number, end: number): boolean {
  return (
    /^\s*(?:\(\s*)?(?:version|ver\.?|v)\s*\d/iu.test(text.slice(end, end + 16)) ||
    /\b(?:package|packages|library|libraries|module|function|command)\s+(?:\p{L}+,\s+)*$/iu.test(
      text.slice(Math.max(0, start - 60), start),
    ) ||
    /^\s+(?:package|library|module|function|command)\b/iu.test(text.slice(end, end + 12))
  );
}

const BEFORE_PLACE = new Set(['in', 'of', 'at', 'from', 'to', 'the', 'near', 'across', 'throughout']);

function placeOfName(text: string, list: WordToken[], i: number): boolean {
  const before = list[i - 1];
  const after = list[i + 1];
  if (!before || !BEFORE_PLACE.has(before.text.toLowerCase())) return false;
  // "Theodor Schmidt" is a name with a name beside it; "Province of Bresia, Italy" a place and
  // its country.
  const besideName = after && /^\p{Lu}/u.test(after.text) && after.text !== 'I';
  if (besideName && !text.slice(list[i]!.end, after.start).includes(',')) return false;
  return !/^\s*(?:et al|\(\s*\d{4}|,?\s*\d{4}\b)/u.test(text.slice(list[i]!.end, list[i]!.end + 12));
}

/**
 * A word broken at a line end ("associ- ations") or the first part of a compound
 * ("Agro-industrial") is not a word on its own.
 */
function brokenOrJoined(text: string, start: number, end: number): boolean {
  return /^-\s*\p{L}/u.test(text.slice(end, end + 3)) || /\p{L}-\s+$/u.test(text.slice(Math.max(0, start - 4), start));
}

/** "disord. 1.15", "Lip. met. disord.": a word cut short with a full stop, alone or after another. */
function abbreviated(text: string, start: number, end: number): boolean {
  if (text[end] !== '.') return false;
  return (
    !/^\.\s*(?:\p{Lu}|$)/u.test(text.slice(end)) ||
    /\b\p{L}{1,6}\.\s+$/u.test(text.slice(Math.max(0, start - 10), start))
  );
}

const OTHER_FUNCTION_WORDS =
  /(?<!\p{L})(?:und|der|das|mit|ist|nicht|zum|zur|von|eine?|auch|oder|och|att|det|som|inte|het|een|niet|selbe|dass)(?!\p{L})/giu;

const ONE_OTHER_FUNCTION_WORD = new RegExp(OTHER_FUNCTION_WORDS.source, 'iu');

/**
 * Letters or function words of German, Scandinavian or Dutch nearby ("zum kleinen teil", "för",
 * "Tabak stress und alkohol"): a note in another language inside English text.
 */
function besideOtherLanguage(text: string, start: number, end: number): boolean {
  const window = text.slice(Math.max(0, start - 60), end + 60);
  const near = text.slice(Math.max(0, start - 20), end + 20);
  return (
    /[äöüßåøæÄÖÜÅØÆ]/u.test(window) ||
    (window.match(OTHER_FUNCTION_WORDS)?.length ?? 0) >= 2 ||
    ONE_OTHER_FUNCTION_WORD.test(near)
  );
}

/** A word the dictionaries know only capitalised ("Britain", "Caribbean"). */
function isName(word: string): boolean {
  const capital = word.charAt(0).toUpperCase() + word.slice(1);
  const lower = word.toLowerCase();
  return (['US', 'UK'] as const).some((v) => hunspellFor(v).correct(capital) && !hunspellFor(v).correct(lower));
}

const IRREGULAR_PLURALS = new Set(['women', 'men', 'children', 'people']);

/**
 * "childrens" → "children’s": a plural that takes no "s" written with one is its possessive
 * without the apostrophe ("Childrens IQ"), whether or not the misspellings list has it. Only
 * where the word is no word itself ("peoples", "mens" are).
 */
function possessiveOfIrregularPlural(lower: string): string | undefined {
  const stem = lower.slice(0, -1);
  return lower.endsWith('s') && IRREGULAR_PLURALS.has(stem) && !isKnownWord(lower) ? `${stem}’s` : undefined;
}

/**
 * The list's corrections that are plausible for this word: within two edits (the list maps some
 * slips to a far word, "unsing" → "unsigned" where "using" was meant), and a possessive for a
 * plural written without its apostrophe ("womens" → "women's").
 */
function plausible(lower: string, listed: string[]): string[] {
  // A known word with an "s" added ("lifes", "missings") may be a plural or a possessive
  // ("life's institutions"): the list cannot say which is meant.
  const stem = lower.slice(0, -1);
  if (lower.endsWith('s') && !IRREGULAR_PLURALS.has(stem) && stem.length >= 3 && isKnownWord(stem)) return [];
  const out: string[] = [];
  for (const s of listed) {
    const target = s.toLowerCase();
    if (s.includes(' ')) {
      if (distance(lower, target.replace(/ /g, ''), 0) > 0) continue;
    } else {
      // Two edits only where the length barely changes ("unsignificant" → "insignificant"); a
      // longer word two letters away is a guess at a different word ("demographs" → "demographics"
      // where "demographers" was meant).
      const d = distance(lower, target, 2);
      if (d > 2 || (d === 2 && Math.abs(lower.length - target.length) > 1)) continue;
    }
    if (IRREGULAR_PLURALS.has(target) && lower === `${target}s`) out.push(`${s}’s`);
    out.push(s);
  }
  return [...new Set(out)];
}

interface Proposal {
  suggestions: string[];
  /** From the common-misspellings list (else a typing slip). */
  listed: boolean;
  /**
   * May a capitalised word the text uses as a name be corrected: 'always' for plain slips to a
   * common word ("Resaerch" → "Research"), 'alone' for a slip of a known name only where no
   * capitalised word stands beside it ("University of Glascow", never "Theodor Schmidt").
   */
  forNames: 'always' | 'alone' | 'never';
  /**
   * Exactly one correction fits, and the slip only loses or swaps letters ("commuities",
   * "patchs"): what a cited title, full of terms the lists lack, is judged for.
   */
  plain?: boolean;
  /** What the finding says, where neither a listed misspelling nor an unknown word says it. */
  why?: (written: string, correction: string) => string;
}

/**
 * Where every candidate is a name and one only is a place or a person the general English list
 * knows, that one ("Bresia" → "Brescia", a city, not the moth genus "Braesia").
 */
function placesFirst(typos: Typo[]): Typo[] {
  if (typos.length < 2 || !typos.every((t) => t.name)) return typos;
  const general = typos.filter((t) => inLargeEnglish(t.word));
  return general.length === 1 ? general : typos;
}

const SIBILANT_END = /(?:ch|sh|ss|x|z)s$/u;

/** "patches" for "patchs": the -es plural the lists know of a known word ending in a sibilant. */
function sibilantPlural(lower: string): string | undefined {
  if (!SIBILANT_END.test(lower)) return undefined;
  const stem = lower.slice(0, -1);
  const plural = `${stem}es`;
  return isKnownWord(stem) && isKnownWord(plural) ? plural : undefined;
}

/**
 * The noun's c written in a verb, a slip in both varieties ("licenced for self-administration":
 * the verb is "license" in US and UK English alike; "licence" is the British noun).
 */
const VERB_WITH_S: Readonly<Record<string, string>> = {
  licenced: 'licensed',
  licencing: 'licensing',
  unlicenced: 'unlicensed',
};

const STRONG: ReadonlySet<Typo['slip']> = new Set(['swapped', 'tripled']);
const PLAIN: ReadonlySet<Typo['slip']> = new Set(['swapped', 'tripled', 'missing', 'transposed']);

/** Suggestions, best first, for an unknown word, or null when no correction is likely enough. */
function propose(
  manuscript: CheckInput['manuscript'],
  lower: string,
  occurrences: Candidate[],
  variety: Variety,
  used: Map<string, number>,
): Proposal | null {
  const first = occurrences[0]!;
  if (lower.length === 3) {
    // "ect." (etc.), "teh": a listed three-letter slip with two letters swapped; "New Yor": a
    // place name's last letter lost after the capitalised word that starts it.
    const listed = (knownMisspelling(variety, lower) ?? []).filter(
      (s) => s.length === 3 && s !== lower && [...s].sort().join('') === [...lower].sort().join(''),
    );
    if (listed.length > 0 && occurrences.every((o) => !o.asName && o.text === lower)) {
      return { suggestions: listed, listed: true, forNames: 'never' };
    }
    if (!/^\p{Lu}/u.test(first.text) || occurrences.length > 2) return null;
    const names = nameMissingLastLetter(first.text, variety);
    const afterName = occurrences.every((o) => {
      const before = manuscript.blocks[o.block]?.text.slice(Math.max(0, o.start - 20), o.start) ?? '';
      return /\b\p{Lu}\p{Ll}+ $/u.test(before);
    });
    return names.length === 1 && afterName ? { suggestions: names, listed: false, forNames: 'always' } : null;
  }
  const possessive = possessiveOfIrregularPlural(lower);
  if (possessive)
    return {
      suggestions: [possessive],
      listed: true,
      forNames: 'always',
      why: (written, correction) => `"${written}" is a possessive without its apostrophe: "${correction}".`,
    };
  // A plural of a word ending in ch, sh, s, x or z written with "s" alone ("patchs" → "patches").
  const plural = sibilantPlural(lower);
  if (plural) return { suggestions: [plural], listed: false, forNames: 'never', plain: true };
  const listed = plausible(lower, knownMisspelling(variety, lower) ?? []);
  // A name (used as one everywhere, never where a place name stands) is corrected only for a
  // plain slip, so only those are looked for.
  const plainOnly = occurrences.every((o) => o.asName && !o.placeOfName);
  const typos = occurrences.length >= 3 ? [] : typoOf(lower, variety, /^\p{Lu}/u.test(first.text), plainOnly);
  if (listed.length > 0) {
    const strong = typos.some(
      (t) => STRONG.has(t.slip) && !t.name && listed.some((l) => l.toLowerCase() === t.word.toLowerCase()),
    );
    // A listed misspelling of a place ("Britian", "Carribean") is judged even mid-sentence when
    // its correction is itself a name: "Ivoke" (a person) is not "invoke".
    return { suggestions: listed, listed: true, forNames: strong || listed.some(isName) ? 'always' : 'never' };
  }
  // A word the document uses three times or more is a term of art the lists lack.
  const verb = VERB_WITH_S[lower];
  if (verb) return { suggestions: [verb], listed: true, forNames: 'never' };
  if (typos.length === 0 && occurrences.length < 3) {
    // A slip of a word the manuscript uses ("Arenviruses" beside "arenavirus" ×10), also where
    // a capital makes it look like a name.
    const own = slipOfOwnWord(lower, used).filter((w) => !isInflectionOf(lower, w));
    if (own.length === 1) return { suggestions: own, listed: false, forNames: 'always', plain: true };
    const institution =
      occurrences.length === 1 ? institutionNameSlip(manuscript.blocks[first.block]!, first.text, first.end) : null;
    if (institution) return { suggestions: [institution], listed: false, forNames: 'always' };
    const parts = occurrences.every((o) => o.text === lower) ? runTogether(lower) : null;
    // "and" run onto a word ending in a vowel ("Valcamonicaand Garda Lake"): names ending in
    // "-and" close it on a consonant ("Scotland", "Ferdinand", "Marstrand"), never on a vowel.
    const glued = occurrences.length === 1 ? /^(\p{L}{4,}[aeiou])and$/u.exec(first.text) : null;
    if (!parts && glued)
      return {
        suggestions: [`${glued[1]} and`],
        listed: false,
        forNames: 'always',
        why: (written, correction) => `"${written}" runs a word and "and" together: "${correction}".`,
      };
    return parts
      ? {
          suggestions: [parts.join(' ')],
          listed: false,
          forNames: 'never',
          why: (written, correction) => `"${written}" runs two words together: "${correction}".`,
        }
      : null;
  }
  if (typos.length === 0 || typos.some((t) => isInflectionOf(lower, t.word.toLowerCase()))) return null;
  const slips = new Set(typos.map((t) => t.slip));
  const best = placesFirst(typos.filter((t) => t.slip !== 'substituted'));
  if (best.length === 0) {
    // One letter written for another: only where a single word fits, and not one made of parts
    // the lists know ("hotspots" is not "hotshots").
    // Where several fit, the one word among them the manuscript itself uses decides ("bastline":
    // "baseline" in a paper that reports baselines, not "bassline").
    if (looksDerived(lower)) return null;
    const fits = typos.length === 1 ? typos : typos.filter((t) => !t.name && (used.get(t.word.toLowerCase()) ?? 0) > 0);
    if (fits.length !== 1) return null;
    const others = typos.filter((t) => t !== fits[0]).map((t) => t.word);
    return {
      suggestions: [fits[0]!.word, ...others].slice(0, 5),
      listed: false,
      forNames: fits[0]!.name ? 'alone' : 'never',
    };
  }
  // A word built from known parts ("funders", "recoding") is a word the lists lack, unless the
  // slip is plain: swapped or tripled letters, or one letter too many in a long word
  // ("multinominal").
  if (
    looksDerived(lower) &&
    !slips.has('swapped') &&
    !slips.has('tripled') &&
    !(slips.has('extra') && lower.length >= 9)
  )
    return null;
  // Words the manuscript itself uses come first ("preditor" → "predictor" in a paper about
  // predictors, before "perditor"), then the plainer slips.
  const inText = (t: Typo) => (used.get(t.word.toLowerCase()) ?? 0) > 0;
  const ranked = [...best].sort(
    (a, b) => Number(inText(b)) - Number(inText(a)) || SLIP_ORDER.indexOf(a.slip) - SLIP_ORDER.indexOf(b.slip),
  );
  const suggestions = [...new Set(ranked.map((t) => t.word))].slice(0, 5);
  const forNames = ranked.some((t) => STRONG.has(t.slip) && !t.name)
    ? 'always'
    : suggestions.length === 1 && ranked[0]!.name
      ? 'alone'
      : 'never';
  const plain = suggestions.length === 1 && ranked.every((t) => PLAIN.has(t.slip));
  return { suggestions, listed: false, forNames, plain };
}

/**
 * The suggestion in the written word's case, except a name's capital ("bonferoni" →
 * "Bonferroni"); a word the scientific list happens to hold capitalised but that reads as a
 * common adjective or noun by its ending keeps the writer's lower case ("lymphotropic").
 */
function casedLike(written: string, suggestion: string): string {
  if (!/^\p{Lu}/u.test(suggestion) || /(?:ic|al|ous|ive|ary|tion|sis|ism|ment|ness)$/u.test(suggestion))
    return matchCase(written, suggestion.toLowerCase());
  return suggestion;
}

const SLIP_ORDER: readonly Typo['slip'][] = [
  'swapped',
  'tripled',
  'doubled',
  'missing',
  'extra',
  'transposed',
  'substituted',
];

/** The findings on the words no dictionary knows: a statistical sense's word, or the proposal for the word. */
function unknownWordFindings(
  manuscript: CheckInput['manuscript'],
  unknown: Map<string, Candidate[]>,
  variety: Variety,
  used: Map<string, number>,
): ResultItem[] {
  const items: ResultItem[] = [];
  for (const [lower, occurrences] of unknown) {
    const sense = scientificSense(variety, lower);
    if (sense) {
      for (const o of occurrences) {
        if (o.asName) continue;
        const word = matchCase(o.text, sense.word);
        items.push(
          finding(ID, manuscript, o.block, o.start, o.end, {
            correction: word,
            suggestions: [word],
            reasoning: `"${o.text}" is not a word; in the statistical sense write "${word}" ("${sense.general}" means unimportant).`,
          }),
        );
      }
      continue;
    }
    const proposal = propose(manuscript, lower, occurrences, variety, used);
    if (!proposal) continue;
    for (const o of occurrences) {
      // In a cited title (a table of studies) only a listed misspelling, or as in a reference
      // entry's title a lower-case word with a single correction ("Ecology of rodent commuities").
      if (o.citedTitle && !proposal.listed && !(proposal.plain && /^\p{Ll}+$/u.test(o.text))) continue;
      if (o.asName && (proposal.forNames === 'never' || (proposal.forNames === 'alone' && !o.placeOfName))) continue;
      const cased = proposal.suggestions.map((s) => casedLike(o.text, s));
      items.push(
        finding(ID, manuscript, o.block, o.start, o.end, {
          correction: cased[0]!,
          suggestions: cased,
          reasoning: proposal.why
            ? proposal.why(o.text, cased[0]!)
            : proposal.listed
              ? `"${o.text}" is a common misspelling of "${cased[0]}".`
              : `"${o.text}" is in none of the dictionaries; did you mean "${cased[0]}"?`,
        }),
      );
    }
  }
  return items;
}

export function run({ manuscript, format }: CheckInput): CheckResult {
  const items: ResultItem[] = [];
  const language = readOption(format, 'language', LANGUAGES);
  if (language.kind === 'unknown') items.push(notUnderstood(ID, 'language', language.value, LANGUAGE_OPTIONS));
  // Suggestions come from the journal's variety; with no language set, from US English, while
  // words of either variety count as known.
  const variety: Variety = language.kind === 'value' && language.value === 'English (UK)' ? 'UK' : 'US';

  const unknown = new Map<string, Candidate[]>();
  const blocks = proseBlocks(manuscript, 'everywhere');
  const citedTitles = citedTitleCells(manuscript);
  const used = new Map<string, number>();
  const acronyms = acronymsOf(manuscript);
  const read: { block: Block; entry: boolean }[] = [
    ...blocks.map((prose) => ({ block: prose.block, entry: false })),
    ...referenceEntries(manuscript).map((block) => ({ block, entry: true })),
  ];
  for (const { block, entry } of read) {
    const list = blockWords(block);
    for (let i = 0; i < list.length; i += 1) {
      const w = list[i]!;
      const text = w.text.replace(/['’]s$/u, '');
      const lowerText = text.toLowerCase();
      used.set(lowerText, (used.get(lowerText) ?? 0) + 1);
      // Words of other alphabets or with accents ("réservoir") belong to other languages.
      if (text.length < 3 || !/^[A-Za-z]+$/.test(text) || isKnownWord(text)) continue;
      // In a reference entry only the title's lower-case words are judged: capitalised ones are
      // authors, journals and the title's own capitals.
      if (entry && !/^\p{Ll}+$/u.test(text) && !possessiveInTitle(block.text, text)) continue;
      // A name or acronym written in lower case ("sweden", "schistosoma", "hellp syndrome" in a
      // title lowered by a reference manager) is a matter of case, not a slip of another word.
      if (/^\p{Ll}/u.test(text) && (acronyms.has(text.toUpperCase()) || isKnownWord(capitalise(text)))) continue;
      if (touchesSuperscript(block, w.start, w.end)) continue; // "Definedᵇ": a footnote mark
      if (/\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u.test(w.text)) continue; // "ccaR", "metaFor", "ANCOVAa": a name or a mark
      if (namesSoftware(block.text, w.start, w.end)) continue;
      let asName = false;
      if (!isCheckable(manuscript, block, i)) {
        // A capitalised word the text uses as a name is judged only as a name: a slip of one
        // the dictionaries know ("Glascow", "Resaerch Ethics Committee"), decided below.
        // "Childrens IQ" is no name whatever its place: read as any word.
        if (!possessiveOfIrregularPlural(lowerText)) {
          if (entry || !/^\p{Lu}\p{Ll}+$/u.test(text) || !isCheckable(manuscript, block, i, true)) continue;
          asName = true;
        }
      }
      // A word broken at a line end, a compound's first part, a word beside another language's
      // words, or one cut short with a full stop ("Lip. met. disord. 1.15") is not judged.
      if (
        (brokenOrJoined(block.text, w.start, w.end) ||
          abbreviated(block.text, w.start, w.end) ||
          besideOtherLanguage(block.text, w.start, w.end)) &&
        !knownMisspelling(variety, text)
      )
        continue;
      const key = text.toLowerCase();
      const occurrences = unknown.get(key) ?? [];
      occurrences.push({
        block: block.index,
        start: w.start,
        end: w.start + text.length,
        text,
        asName,
        placeOfName: placeOfName(block.text, list, i),
        citedTitle: citedTitles.has(block.index),
      });
      unknown.set(key, occurrences);
    }
  }
  items.push(...unknownWordFindings(manuscript, unknown, variety, used));
  // Either variety: a UK or US form is a word here (spelling-variant judges the variety).
  const known = (w: string) => hunspellFor('US').correct(w) || hunspellFor('UK').correct(w);
  for (const prose of blocks) {
    items.push(
      ...splitWords(manuscript, prose.block, known),
      ...digitForLetter(manuscript, prose.block),
      ...confusions(manuscript, prose.block),
      ...repeatedWords(manuscript, prose.block),
      ...nameRunIntoYear(manuscript, prose.block),
      ...strayLetterAtEnd(manuscript, prose.block),
    );
  }
  for (const block of referenceEntries(manuscript)) items.push(...confusions(manuscript, block, true));
  items.push(...affiliationSlips(manuscript));
  items.sort(byDocumentOrder);
  return type1(items);
}

export const spelling: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'language-style',
  name: 'Spelling',
  icon: 'spell-check',
  description:
    "Misspelled words with suggestions, from Hunspell dictionaries for the journal's English plus scientific and medical vocabulary, so medical terms, drugs and names are not flagged.",
  resultType: 'type1',
  formatFields: ['language'],
  parameters: [],
  run,
  prepare: () => loadWordLists('hunspell', 'scientific', 'names', 'misspellings', 'large'),
};
