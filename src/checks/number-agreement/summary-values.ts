/**
 * Percentages and P values in the summaries (abstract, key points, plain-language summary)
 * against the same quantity in the results text and tables. Such a number carries no interval to
 * tie it by, so it is tied by its words: the content words around it in its clause (its label:
 * the measure, the outcome and the group). A summary number is compared only when
 *  - the value it states is written nowhere in the body as the same kind of number (rounded or not),
 *  - exactly one body number of that kind has a label that holds much of the summary's label
 *    (at least three words and half of them), or one holds clearly more than the others (three
 *    quarters of it, and more words than any other) — else the candidates are another quantity
 *    each, and the summary is left alone;
 * then the two values differ and the finding quotes both.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, headingOf } from '../framework/index.ts';
import { agree } from './estimates.ts';
import { NUM } from './numbers.ts';

const ID = 'number-agreement';

type Kind = 'percentage' | 'P value' | 'count' | 'mean' | 'median' | 'effect size';

interface Value {
  kind: Kind;
  /** The number as written ("47.6"), and the comparison sign of a P value ("=", "<"). */
  value: string;
  sign: string;
  block: number;
  start: number;
  end: number;
  label: Set<string>;
  /** Which way the words before it say the quantity moved ("fell to", "rose by"), if they say. */
  direction: 'up' | 'down' | null;
  /** The content words just before and just after the number ("patients|women" for "patients (68.9 % women"), or "". */
  neighbours: string;
  /** The label's words as written, for the message. */
  text: string;
}

const P_NUM = String.raw`(?:\d*[.·]\d+|\d+)`;
/** Who or what a count counts: the noun that ties "821 women" in the summary to the results. */
const COUNTED =
  'patients|participants|women|men|children|adolescents|infants|adults|subjects|individuals|people|persons|respondents|cases|controls|trials|studies|deaths|events|households|hospitals|practices|samples|articles|records|species|pregnancies|births|eyes|teeth';
const QUANTITY = new RegExp(
  [
    String.raw`(?<![\w.,·/-])(?<pct>${NUM})\s?%(?!\s?(?:CI|CrI|UI|PI|confidence|credible|uncertainty|prediction)\b)`,
    String.raw`\b[Pp](?:[- ]?values?)?\s?(?<sign>[=<>≤≥])\s?(?<p>${P_NUM})(?![\d.])`,
    String.raw`(?<![\w.,·/-])(?<count>\d{1,3}(?:,\d{3})+|\d{2,})\s(?:[a-z-]+\s)?(?<noun>${COUNTED})\b`,
    String.raw`\b(?<average>mean|median)\s(?:[a-z-]+\s){0,3}?(?:was|were|of|=|:)?\s?\(?(?<avg>${NUM})(?![\d.,]*\s?%)`,
    // An effect size stated alone ("Hedges' g = 1.13"); one with its interval is estimates.ts's.
    String.raw`\b(?<measure>Hedges[’']?\s?g|Cohen[’']?s?\s?d|SMD|WMD|aOR|aHR|aRR|OR|HR|RR|IRR)\s?[=:]\s?(?<eff>${NUM})(?![\d.·]|\s*[([,;]\s*(?:95|90|99)\s?%)`,
  ].join('|'),
  'gi',
);
const STOP = new Set(
  'the and for with was were are is this that these those than from into had has have been being which who whom whose their there its per our out all any each both more most less least among between about after before during while when where what than not nor but also only over under within without compared versus vs respectively overall total rate rates proportion proportions percentage percent patients participants group groups study studies those subjects cases case'.split(
    ' ',
  ),
);
const MAX_LABEL_WORDS = 8;
/** Words that name a subgroup: a label naming one the other lacks is another quantity. */
const SUBGROUP = new Set(
  'men women male femal boy girl children adult infant adolescent elderly older younger control placebo intervention treatment usual arm baseline follow-up rural urban'
    .split(' ')
    .map((w) => w.replace(/(?:ing|ed|es|s)$/, '').replace(/e$/, '')),
);

/** Content words, crudely stemmed ("scores" and "score", "increased" and "increase" are one word). */
function labelWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? [])
    .filter((w) => !STOP.has(w))
    .map((w) => w.replace(/(?:ing|ed|es|s)$/, '').replace(/e$/, ''));
}

/** A table cell's label: its row's first cell and its column's header cell. */
function cellLabel(manuscript: Manuscript, index: number, cells: Map<string, string>): string[] {
  const block = manuscript.blocks[index]!;
  const at = block.table;
  if (!at) return [];
  const key = (row: number, cell: number) => `${block.part}|${at.table}|${row}|${cell}`;
  const rowHead = at.cell > 0 ? (cells.get(key(at.row, 0)) ?? '') : '';
  const columnHead = at.row > 0 ? (cells.get(key(0, at.cell)) ?? '') : '';
  return labelWords(`${rowHead} ${columnHead}`);
}

function cellTexts(manuscript: Manuscript): Map<string, string> {
  const cells = new Map<string, string>();
  for (const block of manuscript.blocks) {
    const at = block.table;
    if (!at || (at.row !== 0 && at.cell !== 0)) continue;
    const key = `${block.part}|${at.table}|${at.row}|${at.cell}`;
    cells.set(key, `${cells.get(key) ?? ''} ${block.text}`);
  }
  return cells;
}

/** Where clauses start (after a sentence end, a semicolon or a colon) and end, in one scan. */
function clauseBounds(text: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const m of text.matchAll(/[;:]|[.?!](?=\s|$)/g)) {
    starts.push(m.index + 1);
    if (m[0] !== ':') ends.push(m.index);
  }
  return { starts, ends };
}

/**
 * The values of each block, read once per manuscript and text (summary, text and tables are read
 * twice per run; a block whose text changed since is read again).
 */
const cache = new WeakMap<Manuscript, Map<number, { text: string; values: Value[] }>>();

function valuesIn(manuscript: Manuscript, blocks: readonly number[]): Value[] {
  let read = cache.get(manuscript);
  if (!read) {
    read = new Map();
    cache.set(manuscript, read);
  }
  const found: Value[] = [];
  cellsOf = null; // header cells are read afresh for each call
  for (const index of blocks) {
    const text = manuscript.blocks[index]?.text ?? '';
    let entry = read.get(index);
    if (entry?.text !== text) {
      entry = { text, values: blockValues(manuscript, index) };
      read.set(index, entry);
    }
    for (const v of entry.values) found.push(v);
  }
  return found;
}

let cells: Map<string, string> | null = null;
let cellsOf: Manuscript | null = null;

function blockValues(manuscript: Manuscript, index: number): Value[] {
  const found: Value[] = [];
  {
    const block = manuscript.blocks[index];
    if (!block || !/\d/.test(block.text)) return found;
    const text = block.text;
    const matches = [...text.matchAll(QUANTITY)];
    if (matches.length === 0) return found;
    const { starts, ends } = clauseBounds(text);
    for (const [i, m] of matches.entries()) {
      const start = m.index;
      const end = start + m[0].length;
      const from = starts.findLast((at) => at <= start) ?? 0;
      const to = ends.find((at) => at >= end) ?? text.length;
      // The label runs from the previous quantity to the next one, within the clause: words
      // beyond another such number describe that number.
      const previous = matches[i - 1];
      const next = matches[i + 1];
      const left = previous ? Math.max(from, Math.min(start, previous.index + previous[0].length)) : from;
      const right = next ? Math.min(to, Math.max(end, next.index)) : to;
      const before = labelWords(text.slice(left, start)).slice(-MAX_LABEL_WORDS);
      const after = labelWords(text.slice(end, right)).slice(0, MAX_LABEL_WORDS);
      const words = [...before, ...after];
      if (block.table) {
        if (cellsOf !== manuscript) {
          cells = cellTexts(manuscript);
          cellsOf = manuscript;
        }
        words.push(...cellLabel(manuscript, index, cells!));
      }
      const g = m.groups!;
      const kind: Kind = g.pct
        ? 'percentage'
        : g.p
          ? 'P value'
          : g.count
            ? 'count'
            : g.eff
              ? 'effect size'
              : (g.average!.toLowerCase() as Kind);
      // A count is tied by what it counts: "821 women" is never "821 trials".
      if (g.noun) words.push(`#${g.noun.toLowerCase()}`);
      // An effect size is tied by its measure: a Hedges' g is never an odds ratio.
      if (g.measure) words.push(`#${g.measure.toLowerCase().replace(/[^a-z]/g, '')}`);
      found.push({
        kind,
        value: (g.pct ?? g.p ?? g.count ?? g.eff ?? g.avg!)
          .replace('·', '.')
          .replace(/^\./, '0.')
          .replace(/,(?=\d{3})/g, ''),
        sign: g.sign ?? '=',
        block: index,
        start,
        end,
        label: new Set(words),
        direction: DOWN.test(text.slice(left, start)) ? 'down' : UP.test(text.slice(left, start)) ? 'up' : null,
        neighbours: neighboursOf(text, start, end),
        text: text.slice(left, right).trim(),
      });
    }
  }
  return found;
}

const FUNCTION_WORDS = new Set(
  'the and for with was were are is this that these those than from into had has have been which who its per our all any each both more most less among between about after before during while when where not nor but also only over under within without compared versus respectively'.split(
    ' ',
  ),
);

/** The nearest word either side, within a bracket or punctuation mark; "" unless both are content words. */
function neighboursOf(text: string, start: number, end: number): string {
  const before = /([A-Za-z][A-Za-z-]{2,})[\s([=:,]{1,4}$/.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  const after = /^[\s)\],;:]{0,3}([A-Za-z][A-Za-z-]{2,})/.exec(text.slice(end, end + 40))?.[1];
  if (!before || !after) return '';
  const [b, a] = [before.toLowerCase(), after.toLowerCase()];
  return FUNCTION_WORDS.has(b) || FUNCTION_WORDS.has(a) ? '' : `${b}|${a}`;
}

function same(a: Value, b: Value): boolean {
  return a.kind === b.kind && a.sign === b.sign && agree(a.value, b.value);
}

const DOWN = /\b(?:fell|fall(?:s|ing)?|decreas\w*|declin\w*|dropp?\w*|reduc\w*|sank|lower(?:ed)?)\b/i;
const UP = /\b(?:rose|ris(?:e|es|ing)|increas\w*|grew|grow\w*|climb\w*|higher|exceed\w*)\b/i;

function covered(summary: Value, body: Value): number {
  // "fell to 17.10%" and "rose to 76.96%" are two quantities, whatever words they share.
  if (summary.direction && body.direction && summary.direction !== body.direction) return 0;
  for (const w of SUBGROUP) if (summary.label.has(w) !== body.label.has(w)) return 0;
  for (const w of summary.label) if (w.startsWith('#') && !body.label.has(w)) return 0;
  let shared = 0;
  for (const w of summary.label) if (body.label.has(w)) shared++;
  return shared;
}

const MIN_SHARED = 3;
const MIN_SHARE = 0.5;
const CLEAR_SHARE = 0.75;

function place(manuscript: Manuscript, v: Value): string {
  const block = manuscript.blocks[v.block]!;
  const heading = headingOf(manuscript, v.block);
  const where = block.kind === 'table-cell' ? 'a table' : heading ? `"${heading}"` : 'the text';
  const quoted = block.text.slice(v.start, v.end);
  return `${where} ("${quoted}", characters ${block.start + v.start}–${block.start + v.end})`;
}

function disagreement(manuscript: Manuscript, s: Value, b: Value, from: 'summary' | 'text'): ResultItem | null {
  // "fell to 28.3% of" and "fell by 71.7%" are one quantity seen from both sides.
  if (s.kind === 'percentage' && agree((100 - Number(b.value)).toFixed(6), s.value)) return null;
  const original = manuscript.blocks[s.block]!.text.slice(s.start, s.end);
  return finding(ID, manuscript, s.block, s.start, s.end, {
    status: 'failed',
    key: from === 'summary' ? 'summary-value' : 'text-value',
    reasoning: `The ${from} gives ${original} here ("${s.text}"); the same ${s.kind} in ${place(manuscript, b)} ("${manuscript.blocks[b.block]!.text.slice(Math.max(0, b.start - 80), b.end).trim()}") is ${b.value}. Correct whichever is wrong.`,
  });
}

export function summaryValueFindings(
  manuscript: Manuscript,
  summary: number[],
  body: number[],
  from: 'summary' | 'text' = 'summary',
): ResultItem[] {
  // The shorter side first: nothing to compare when it states no value.
  const [first, second] = summary.length <= body.length ? [summary, body] : [body, summary];
  if (valuesIn(manuscript, first).length === 0) return [];
  const inSummary = valuesIn(manuscript, summary);
  const inBody = valuesIn(manuscript, body);
  if (inSummary.length === 0 || inBody.length === 0 || second.length === 0) return [];
  // Every number written in the body, whatever its kind: "151" in a table's "Usual care (n = 151)"
  // is the summary's "151 patients".
  const written = new Set<string>();
  for (const index of body)
    for (const n of manuscript.blocks[index]!.text.matchAll(/\d[\d,]*(?:[.·]\d+)?/g))
      written.add(n[0].replace(/,(?=\d{3})/g, '').replace('·', '.'));
  const items: ResultItem[] = [];
  for (const s of inSummary) {
    if (s.sign !== '=') continue; // "P < 0.05" bounds a value; it does not state one
    if (written.has(s.value) || inBody.some((b) => same(s, b))) continue;
    // The same words either side ("119 patients (68.2 % women;" and "119 consecutive patients (68.9 %
    // women;"), in exactly one body number of that kind: the same quantity however short the label.
    const beside = s.neighbours
      ? inBody.filter((b) => b.kind === s.kind && b.sign === '=' && b.neighbours === s.neighbours)
      : [];
    if (beside.length === 1 && covered(s, beside[0]!) > 0) {
      const item = disagreement(manuscript, s, beside[0]!, from);
      if (item) items.push(item);
      continue;
    }
    if (s.label.size < MIN_SHARED) continue;
    const tied = inBody
      .filter((b) => b.kind === s.kind && b.sign === '=')
      .map((b) => ({ b, shared: covered(s, b) }))
      .filter((t) => t.shared >= MIN_SHARED && t.shared >= MIN_SHARE * s.label.size)
      .sort((x, y) => y.shared - x.shared);
    // One candidate; or one that shares clearly more (three quarters of the label, and more words
    // than any other candidate).
    const best = tied[0];
    if (!best) continue;
    if (tied.length > 1 && (tied[1]!.shared >= best.shared || best.shared < CLEAR_SHARE * s.label.size)) continue;
    const item = disagreement(manuscript, s, best.b, from);
    if (item) items.push(item);
  }
  return items;
}
