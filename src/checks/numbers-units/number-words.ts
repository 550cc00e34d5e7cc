/**
 * A count of eleven or more spelled out in running text: "twenty three published reports" →
 * "23 published reports", "the twelve included studies" → "the 12 included studies". Every style
 * the format can ask for writes these as numerals (AMA Manual of Style, 11th ed., 18.1; The Lancet
 * writes only one to ten in words), so the rule runs under either `numbers_under_ten` value.
 *
 * Only a count of things: the number words directly before a plural noun, or before one word and a
 * plural noun ("eleven control variables", "thirty different types"). Left as written: a number that
 * opens a sentence ("Twelve studies were…": a numeral may not open one), a capitalised number inside
 * a sentence (a title, "What Forty Years of Research Says"), compounds ("twenty-year follow-up",
 * "twenty-first"), a part of a larger number ("one hundred and twenty patients", "twenty thousand
 * cases"), and a number paired with another in words ("twenty or thirty patients": one style for
 * the pair is the authors' to choose).
 */
import type { Edit } from './rules.ts';
import { pluralNoun } from './small-numbers.ts';

const TEENS = ['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

const NUMBER_WORDS = new RegExp(
  `(?<![\\p{L}\\d'’-])(?:(${TEENS.join('|')})|(${TENS.join('|')})(?:[- ](${UNITS.join('|')}))?)` +
    `(?=\\s+([\\p{Ll}][\\p{Ll}-]*)(?![\\p{L}\\d'’])(?:\\s+(\\p{Ll}+)(?![\\p{L}\\d'’-]))?)`,
  'gu',
);

// Words that make the number part of a larger one or of a pair ("twenty thousand", "twenty or thirty").
const LARGER = /^(?:hundred|thousand|million|billion|and|or|to|of|percent|per)$/u;
const NUMBER_WORD = new RegExp(`^(?:${[...UNITS, 'ten', ...TEENS, ...TENS].join('|')})$`, 'u');
const PAIRED_BEFORE = new RegExp(
  `(?:hundred|thousand|million|\\d|\\b(?:${[...UNITS, 'ten', ...TEENS, ...TENS].join('|')}))[\\s-]+(?:and\\s+|or\\s+|to\\s+)?$`,
  'iu',
);

function numberOf(m: RegExpMatchArray): number {
  if (m[1]) return 11 + TEENS.indexOf(m[1]);
  return 20 + 10 * TENS.indexOf(m[2]!) + (m[3] ? 1 + UNITS.indexOf(m[3]) : 0);
}

export function largeNumberWords(text: string, starts: readonly number[]): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(NUMBER_WORDS)) {
    const start = m.index;
    const end = start + m[0].length;
    if (starts.includes(start)) continue; // a sentence opens with words
    // The noun follows directly ("twelve studies were"), or after one word ("twelve included studies").
    const next = m[4]!;
    const after = m[5];
    if (LARGER.test(next) || NUMBER_WORD.test(next)) continue;
    const noun = !next.includes('-') && pluralNoun(next) ? next : after;
    if (noun === undefined || LARGER.test(noun) || !pluralNoun(noun)) continue;
    if (PAIRED_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
    const correction = String(numberOf(m));
    edits.push({
      start,
      end,
      correction,
      rule: 'number-words',
      reasoning: `Numbers above ten are written as numerals in running text: "${correction}".`,
    });
  }
  return edits;
}
