/**
 * A range with one end in words and the other in numerals: "(range two to 45)", "between six and
 * 93 study sites", "a zero to 100 scale". Both ends take numerals — the larger end is 10 or more,
 * which every style writes in numerals (AMA 18.1; The Lancet writes only one to ten in words), and
 * a range is one quantity written one way. After "range" the range takes the en dash as every
 * other range does ("range 2–45"); "from … to" and "between … and" keep their words ("between 6
 * and 93"), since a dash there would be wrong.
 *
 * Left as written: a word end that opens a sentence or is capitalised, a word end that is part of a
 * larger number ("twenty one to 45"), a numeral end below 10 (the journal's under-ten style decides
 * which way such a pair goes), and a year ("from one to 2010" is not a range of counts).
 */
import type { Edit } from './rules.ts';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const MIXED = new RegExp(
  `(?<![\\p{L}\\d'’-])(${WORDS.join('|')})(\\s+(?:to|and)\\s+)(\\d+(?:[.,·]\\d+)?)(?![\\d.,·]?\\d|[\\p{L}'’-])`,
  'gu',
);

const LARGER_BEFORE =
  /(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|\d)[\s-]+(?:and\s+)?$/iu;

export function mixedRanges(text: string, starts: readonly number[]): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(MIXED)) {
    const start = m.index;
    const [, word, joint, numeral] = m as unknown as [string, string, string, string];
    if (starts.includes(start)) continue;
    const large = Number(numeral.replace(/[,·]/gu, '.'));
    if (!(large >= 10) || /^(?:1[89]|20)\d{2}$/u.test(numeral)) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    if (LARGER_BEFORE.test(before)) continue;
    const connective = joint.trim();
    // "between six and 93", "from one to 27": the pair of words is the range's; "six and 93" alone is a list.
    if (connective === 'and' && !/\bbetween\s+$/iu.test(before)) continue;
    const small = String(WORDS.indexOf(word));
    if (connective === 'to' && /\brange[sd]?[,:]?\s+$/iu.test(before)) {
      const correction = `${small}–${numeral}`;
      edits.push({
        start,
        end: start + m[0].length,
        correction,
        rule: 'mixed-range',
        reasoning: `A range is written one way, in numerals, with an en dash: "range ${correction}".`,
      });
      continue;
    }
    edits.push({
      start,
      end: start + word.length,
      correction: small,
      rule: 'mixed-range',
      reasoning: `A range is written one way: its other end is a numeral, so "${word}" is "${small}" ("${small}${joint}${numeral}").`,
    });
  }
  return edits;
}
