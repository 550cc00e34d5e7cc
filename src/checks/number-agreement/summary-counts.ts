/**
 * A count the summary names with the same words as the results: "data from 127 rodent trapping
 * studies" in the abstract, "with 126 rodent trapping studies included" in the results. The words
 * after the number — one or two that qualify it and the noun it counts ("rodent trapping
 * studies", "randomised controlled trials") — tie the two counts. Compared only when the
 * summary's count of those words is written nowhere in the body with them, and the body counts
 * them with exactly one other number, within a factor of two (a slip, not another quantity), not
 * in the introduction nor approximate ("about 9,000 practices"); words that make a count partial ("other", "additional",
 * "further", "new", "remaining" …) or a single noun ("patients") tie nothing.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, headingOf } from '../framework/index.ts';

const ID = 'number-agreement';
const COUNTED =
  'patients|participants|women|men|children|adolescents|infants|adults|subjects|individuals|people|persons|respondents|cases|controls|trials|studies|articles|records|reports|reviews|meta-analyses|cohorts|households|hospitals|practices|centres|centers|sites|countries|samples|species|pregnancies|births|deaths|eyes|teeth|nights';
const COUNT = new RegExp(
  String.raw`(?<![\w.,·/−-])(\d{1,3}(?:,\d{3})+|\d{2,})\s((?:[a-z][a-z-]+\s){1,2}(?:${COUNTED}))\b`,
  'g',
);
const PARTIAL =
  /\b(?:other|additional|further|new|remaining|more|fewer|excluded|eligible|potentially|relevant|duplicate|unique|first|last|previous|earlier|later|recent|older|younger|male|female)\b/;

const BACKGROUND = /^(?:[\d.]+\s*)?(?:introduction|background|rationale)\b/i;
const APPROXIMATE =
  /\b(?:approximately|about|around|almost|nearly|over|more than|fewer than|less than|up to|some|half of(?: the)?)\s*$/i;

interface Count {
  block: number;
  value: string;
  phrase: string;
  start: number;
  end: number;
}

function countsIn(manuscript: Manuscript, blocks: readonly number[]): Count[] {
  const out: Count[] = [];
  for (const block of blocks) {
    const text = manuscript.blocks[block]?.text ?? '';
    for (const m of text.matchAll(COUNT)) {
      const phrase = m[2]!.toLowerCase();
      if (PARTIAL.test(phrase) || /^(?:19|20)\d\d$/.test(m[1]!)) continue;
      out.push({ block, value: m[1]!.replace(/,/g, ''), phrase, start: m.index, end: m.index + m[0].length });
    }
  }
  return out;
}

/** Two counts of four digits or more that differ in one digit only: "942,669" for "942,629". */
function oneDigitSlip(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 4) return false;
  let differ = 0;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) differ += 1;
  return differ === 1;
}

/** A sentence about the authors' own work: "Here we have synthesised data from 126 … studies". */
const OWN_WORK = /\b(?:we|our|here|this (?:study|review|analysis|trial))\b/i;

function sentenceAround(text: string, start: number, end: number): string {
  const from = Math.max(0, ...['. ', '? ', '! '].map((s) => text.lastIndexOf(s, start) + 1));
  const stops = ['. ', '? ', '! '].map((s) => text.indexOf(s, end)).filter((i) => i >= 0);
  return text.slice(from, stops.length > 0 ? Math.min(...stops) : text.length);
}

/**
 * `side` names where the compared counts stand: the summary (abstract, key points), or the
 * discussion, where only a sentence about the authors' own work ("Here we …", "our review") is
 * compared — the discussion's other counts are other studies'.
 */
export function summaryCountFindings(
  manuscript: Manuscript,
  summary: number[],
  body: number[],
  side: 'summary' | 'discussion' = 'summary',
): ResultItem[] {
  const inSummary = countsIn(manuscript, summary).filter(
    (s) =>
      side === 'summary' ||
      (OWN_WORK.test(sentenceAround(manuscript.blocks[s.block]!.text, s.start, s.end)) &&
        !APPROXIMATE.test(manuscript.blocks[s.block]!.text.slice(Math.max(0, s.start - 30), s.start))),
  );
  if (inSummary.length === 0) return [];
  // The results, not the background: the introduction's counts are other people's.
  const inBody = countsIn(
    manuscript,
    body.filter((i) => !BACKGROUND.test(headingOf(manuscript, i) ?? '')),
  ).filter((b) => !APPROXIMATE.test(manuscript.blocks[b.block]!.text.slice(Math.max(0, b.start - 30), b.start)));
  const items: ResultItem[] = [];
  for (const s of inSummary) {
    const same = inBody.filter((b) => b.phrase === s.phrase);
    if (same.length === 0 || same.some((b) => b.value === s.value)) continue;
    // One number for those words in the body; or, among several ("601,184 trap nights", "a further
    // 341,445 trap nights", "an estimate of 942,629 trap nights"), exactly one a one-digit slip of a
    // count of four digits or more (942,669).
    const values = new Set(same.map((b) => b.value));
    const slips = values.size === 1 ? same : same.filter((b) => oneDigitSlip(b.value, s.value));
    if (new Set(slips.map((b) => b.value)).size !== 1) continue;
    const b = slips[0]!;
    // A slip, not another quantity: the two counts within a factor of two.
    if (Math.max(+b.value, +s.value) > 2 * Math.min(+b.value, +s.value)) continue;
    const other = manuscript.blocks[b.block]!;
    const heading = headingOf(manuscript, b.block);
    const where = other.kind === 'table-cell' ? 'a table' : heading ? `"${heading}"` : 'the text';
    const summaryText = manuscript.blocks[s.block]!.text.slice(s.start, s.end);
    items.push(
      finding(ID, manuscript, s.block, s.start, s.end, {
        status: 'failed',
        key: 'summary-count',
        reasoning: `The ${side} counts ${summaryText}; ${where} counts ${s.phrase} as ${other.text.slice(b.start, b.end)} ("${other.text.slice(Math.max(0, b.start - 40), b.end).trim()}", characters ${other.start + b.start}–${other.start + b.end})${slips.length > 1 ? `, ${slips.length} times` : ''}. Correct whichever is wrong.`,
      }),
    );
  }
  return items;
}
