/**
 * Counts under ten in running text, as the format's `numbers_under_ten` asks:
 *
 * - "Numerals" (AMA Manual of Style, 11th ed., 18.1: "numerals are used to express numbers in most
 *   circumstances (eg, 5 not five)"): "four patients" → "4 patients", "two or three days" →
 *   "2 or 3 days";
 * - "Words" (The Lancet's formatting guidelines: "Numbers one to ten are written out in words unless
 *   they are used as a unit of measurement, except in figures and tables"): "4 patients" → "four
 *   patients".
 *
 * Only a count of things is rewritten: a number word or numeral of two to ten directly before a
 * plural noun, in running text (never in tables, headings or figures). Left as written, as both styles leave them: a number
 * that opens a sentence (the sentence-start rule's), "one" (a pronoun or idiom as often as a
 * count: "one of the", "one-sided"), compounds ("two-sided", "three-fold", "4-week"), ordinals,
 * numbers with units ("5 mg", "3 days" under "Words": units of time and measure keep numerals),
 * numbers in a sentence that also holds another number of two digits, a percentage or a statistic
 * under "Words" ("3 of 12 patients": one style for a mixture), and anything inside parentheses or beside a statistic under "Words".
 */
import { type Edit, isIdentifier } from './rules.ts';

export type SmallNumbers = 'Numerals' | 'Words';

const WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

// Units of time and measure keep numerals under "Words" too ("3 days", "5 years").
const UNIT_NOUNS =
  /^(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|decades?|times?|fold|points?|percent|per|degrees?|units?|doses?|mg|g|kg|ml|mL|cm|mm|km|m)$/u;

// Words after a number that are not a plural count ("nine was", "two is").
const PLURAL = /^\p{Ll}{3,}s$/u;
// Common fractions are words in every style ("two thirds"); the rest are not plural nouns.
const NOT_NOUNS = new Set([
  'was',
  'has',
  'does',
  'this',
  'thus',
  'its',
  'his',
  'yes',
  'plus',
  'less',
  'halves',
  'thirds',
  'quarters',
  'fourths',
  'fifths',
  'sixths',
  'sevenths',
  'eighths',
  'ninths',
  'tenths',
]);

export function pluralNoun(word: string): boolean {
  return PLURAL.test(word) && !word.endsWith('ss') && !NOT_NOUNS.has(word);
}

/** "Numerals": "four patients" → "4 patients"; "two or three days" → "2 or 3 days". */
function toNumerals(text: string, starts: readonly number[]): Edit[] {
  const edits: Edit[] = [];
  const word = 'two|three|four|five|six|seven|eight|nine|ten';
  const pattern = new RegExp(
    `(?<![\\p{L}\\d'’-])(${word})(?:(\\s+(?:to|or|and)\\s+)(${word}))?(?=\\s+(\\p{Ll}+)(?![\\p{L}'’-]))`,
    'gu',
  );
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    const end = start + m[0].length;
    if (starts.includes(start)) continue; // a sentence opens with words
    const noun = m[4]!;
    if (!pluralNoun(noun) && !UNIT_NOUNS.test(noun)) continue;
    if (/[-–]$/u.test(text.slice(end, end + 1))) continue;
    // "one or two patients": the first count is a word the rule does not rewrite, so the pair stays.
    if (/\bone\s+(?:or|to|and)\s+$/iu.test(text.slice(Math.max(0, start - 12), start))) continue;
    // "twenty four titles" is 24, not "twenty 4" (number-words.ts writes it whole).
    if (
      /\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\s+$/iu.test(
        text.slice(Math.max(0, start - 10), start),
      )
    )
      continue;
    const first = String(WORDS.indexOf(m[1]!.toLowerCase()));
    const second = m[3] ? String(WORDS.indexOf(m[3].toLowerCase())) : '';
    const correction = m[3] ? `${first}${m[2]}${second}` : first;
    edits.push({
      start,
      end,
      correction,
      rule: 'numbers-under-ten',
      reasoning: `The journal writes counts under ten as numerals: "${correction} ${noun}".`,
    });
  }
  return edits;
}

const COUNT_BEFORE = new Set(
  (
    'in of to for with and or than the these those all only were was are is had have has from among by on at into ' +
    'between about approximately nearly almost over under least most including included another other first last ' +
    'remaining further additional each both just some within across after before every enrolled recruited identified ' +
    'excluded selected'
  ).split(' '),
);

/** "Words": "4 patients" → "four patients", where the sentence holds no count of ten or more. */
function toWords(text: string, starts: readonly number[]): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(
    /(?<![\p{L}\d.,·/:'’±<>=≤≥+\-−–])(?<![\d±<>=≤≥][,;]?\s)([2-9]|10)(?=\s+(\p{Ll}+)(?![\p{L}'’-]))/gu,
  )) {
    const start = m.index;
    const end = start + m[1]!.length;
    if (starts.includes(start)) continue; // the sentence-start rule's
    // A count follows punctuation or a word that introduces one ("in 8 species", "the 6 studies",
    // "more than 2 kids"); after any other word it is a label's number ("Table 3 depicts",
    // "cluster 2 cells", "group 5 drugs"), and after "3 to" the end of a range.
    const lead = text.slice(Math.max(0, start - 24), start);
    const word = /(\p{L}+)\s$/u.exec(lead)?.[1];
    if (word !== undefined && !COUNT_BEFORE.has(word.toLowerCase())) continue;
    if (isIdentifier(text, start) || /\d\s*(?:to|and|or|[-–])\s*$/u.test(lead)) continue;
    const noun = m[2]!;
    if (!pluralNoun(noun) || UNIT_NOUNS.test(noun)) continue;
    const sentenceFrom = Math.max(0, ...starts.filter((s) => s <= start));
    const sentenceTo = starts.find((s) => s > start) ?? text.length;
    const sentence = text.slice(sentenceFrom, start) + text.slice(end, sentenceTo);
    // One style for a mixture: a count above ten, a percentage or a statistic in the sentence keeps numerals.
    if (/\d{2,}|%|[=<>±]|\d[.·]\d/u.test(sentence)) continue;
    if (/\(\s*$/u.test(text.slice(Math.max(0, start - 2), start))) continue;
    const words = WORDS[Number(m[1])]!;
    edits.push({
      start,
      end,
      correction: words,
      rule: 'numbers-under-ten',
      reasoning: `The journal writes counts under ten in words: "${words} ${noun}".`,
    });
  }
  return edits;
}

export function smallNumbers(text: string, style: SmallNumbers, starts: readonly number[]): Edit[] {
  return style === 'Numerals' ? toNumerals(text, starts) : toWords(text, starts);
}
