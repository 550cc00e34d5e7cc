/**
 * Shares of a total stated once in a paragraph: "In total 73,164 small mammals were trapped with
 * 62,574 (85%) identified to species level and 7,760 (11%) identified to genus"; "The 140
 * identified species were Rodentia (110, 76%) and Soricomorpha (30, 21%)". Each "n (p%)" or
 * "(n, p%)" is recomputed against the count the paragraph states before it that the other shares
 * of the paragraph bear out (two of them are that count's share, rounded; or one, when the count
 * and the share stand in one sentence). A share is
 * reported only when no number of the paragraph (nor the count just before "of which") is a
 * denominator it rounds from: then the percentage is not n/N for any total the text gives, and
 * the finding names the total and the shares that agree with it. "of which Muridae (82, 73%)"
 * is a share of the count before it (110). Percentages with their own n/N beside them are
 * percentages.ts's.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import { parseNumber, type Stated } from './numbers.ts';
import { explicitShareSpans, roundsTo, shareWords } from './percentages.ts';

const ID = 'number-agreement';
const INT = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
const PCT = String.raw`(\d+(?:[.·]\d+)?)\s?%`;
/** Words between a count and its percentage that make it a measure, not a count of things. */
const UNIT =
  /^(?:years?|months?|weeks?|days?|hours?|minutes?|points?|times?|mg|g|kg|ml|mL|l|cm|mm|m|km|per|fold|units?|IU|mmol|µg|ng)$/i;

/** Words before a number that make it a name ("Table 2", "phase 3", "day 14"), not a count. */
const NAMED_BY_NUMBER =
  /\b(?:tables?|figures?|figs?|appendix|supplementary|versions?|phases?|days?|weeks?|months?|years?|grades?|stages?|steps?|waves?|rounds?|visits?|cycles?|items?|questions?|models?|groups?|arms?|cohorts?|studies|study|trials?|sections?|chapters?|pages?|references?|aged?|over|under|than|[<>≤≥=~])\.?\s*$/i;

const SHARE = new RegExp(
  [
    // (110, 76%)
    String.raw`\(\s?(?<a>${INT})\s?[,;]\s?${PCT.replace('(', '(?<ap>')}\s?\)`,
    // 62,574 (85%) · 49 studies (38%)
    String.raw`(?<![\w.,/·−–-])(?<b>${INT})(?<words>(?:\s[A-Za-z][\w-]*){0,2})\s?\(\s?${PCT.replace('(', '(?<bp>')}\s?\)`,
  ].join('|'),
  'g',
);
/** A stated count: a whole number before the words it counts ("126 rodent trapping studies"), or "N = 120". */
const COUNT = new RegExp(
  String.raw`(?<![\w.,/·−–-])(${INT})(?![.·]\d|\s?%|\s?[-–]\s?\d|\s?(?:to|and)\s\d)(?=\s[A-Za-z(])|\b[Nn]\s?=\s?(${INT})\b`,
  'g',
);
/** A count and the words it counts, up to the verb or preposition that follows them. */
const COUNTED_WORDS =
  /^\S+(?:\s(?!(?:were|was|are|is|had|has|have|with|in|of|for|from|to|and|or|at|on|by|tested|included)\b)[A-Za-z][\w-]*){0,4}/;
const OF_WHICH = /\bof (?:which|whom|these|them|those)\b[^()]{0,60}$/i;

interface Share {
  n: number;
  percent: Stated;
  start: number;
  end: number;
}

interface Count {
  value: number;
  start: number;
  end: number;
}

function sharesIn(text: string): Share[] {
  const explicit = explicitShareSpans(text);
  const out: Share[] = [];
  for (const m of text.matchAll(SHARE)) {
    const g = m.groups!;
    const n = parseNumber(g.a ?? g.b!);
    const percent = parseNumber(g.ap ?? g.bp!);
    if (!n || !percent || n.value === 0 || percent.value >= 100 || percent.value === 0) continue;
    const words = (g.words ?? '').trim().split(/\s+/).filter(Boolean);
    if (words.some((w) => UNIT.test(w))) continue;
    // A year is not a count ("In 2019 (45%)").
    if (/^(?:19|20)\d\d$/.test(g.a ?? g.b!)) continue;
    // "45 of 120 (37.5%)": the percentage of an explicit n/N (percentages.ts).
    if (/(?:\/|\bof|\bout of)\s?$/.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    const end = m.index + m[0].length;
    if (explicit.some(([s, e]) => s < end && e > m.index)) continue;
    out.push({ n: n.value, percent, start: m.index, end });
  }
  return out;
}

function countsIn(text: string): Count[] {
  const out: Count[] = [];
  for (const m of text.matchAll(COUNT)) {
    const raw = m[1] ?? m[2]!;
    if (/^(?:19|20)\d\d$/.test(raw)) continue;
    const value = parseNumber(raw)?.value;
    if (value === undefined || value < 2) continue;
    // "12 months", "65 years": a measure; "Table 2", "phase 3", "day 14": a name, not a total.
    const nextWord = /^\s([A-Za-z]+)/.exec(text.slice(m.index + raw.length))?.[1] ?? '';
    if (UNIT.test(nextWord) || NAMED_BY_NUMBER.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    out.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Every number written in the paragraph: a share that rounds from any of them is not reported. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d{1,3}(?:,\d{3})+|\d+/g)].map((m) => Number(m[0].replace(/,/g, '')));
}

export function shareFindings(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const block of manuscript.blocks) {
    if (block.table || !block.text.includes('%')) continue;
    const text = block.text;
    const shares = sharesIn(text);
    if (shares.length < 2) continue;
    const counts = countsIn(text).filter((c) => !shares.some((s) => c.start >= s.start && c.start < s.end));
    const numbers = numbersIn(text);
    for (const [i, share] of shares.entries()) {
      if (numbers.some((total) => total >= share.n && roundsTo(share.n, total, share.percent))) continue;
      const previous = shares[i - 1];
      if (previous && OF_WHICH.test(text.slice(previous.end, share.start))) {
        // "Rodentia (110, 76%) and Soricomorpha (30, 21%), of which Muridae (82, 73%)": a share of
        // the nearest count before it that can hold it.
        const whole = shares.slice(0, i).findLast((s) => s.n >= share.n);
        if (!whole || /[.;]\s/.test(text.slice(whole.end, share.start))) continue;
        const where = `the share "of which" refers to, "${text.slice(whole.start, whole.end)}"`;
        items.push(report(manuscript, block.index, share, whole.n, where, []));
        continue;
      }
      let best: { count: Count; agree: Share[] } | null = null;
      for (const count of counts) {
        if (count.end > share.start || count.value < share.n) continue;
        const agree = shares.filter(
          (s) => s !== share && s.start > count.end && s.n <= count.value && roundsTo(s.n, count.value, s.percent),
        );
        // Two shares bear the total out, or one when the total and the share stand in one sentence.
        if (agree.length < 2 && /[.?!;]\s/.test(text.slice(count.start, share.end))) continue;
        if (!best || agree.length >= best.agree.length) best = { count, agree };
      }
      if (!best) continue;
      // The count with the words it counts: "126 rodent trapping studies".
      const quoted = text.slice(best.count.start).match(COUNTED_WORDS)![0];
      items.push(
        report(
          manuscript,
          block.index,
          share,
          best.count.value,
          `"${quoted}", earlier in this paragraph`,
          best.agree.map((s) => text.slice(s.start, s.end)),
        ),
      );
    }
  }
  return items;
}

function report(
  manuscript: Manuscript,
  block: number,
  share: Share,
  total: number,
  where: string,
  agreeing: string[],
): ResultItem {
  const exact = (100 * share.n) / total;
  const others =
    agreeing.length > 0
      ? ` The other shares of ${total.toLocaleString('en-US')} here agree with it (${agreeing.map((t) => `"${t}"`).join(', ')}), and no other number of the paragraph is a total that gives ${share.percent.text}%.`
      : ` No number of the paragraph is a total that gives ${share.percent.text}%.`;
  return finding(ID, manuscript, block, share.start, share.end, {
    status: 'failed',
    key: 'share',
    reasoning: `${share.n.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${where}) is ${shareWords(exact, share.percent)}.${others} Correct the count, the total or the percentage.`,
  });
}
