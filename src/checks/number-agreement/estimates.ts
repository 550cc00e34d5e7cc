/**
 * Effect estimates with their confidence intervals, in the summaries (abstract, key points,
 * plain-language summary) against the results text and tables. Two reports are tied to one
 * quantity only when they share the measure and two of the three numbers (estimate, lower and
 * upper bound) exactly as written: then a different third number is a disagreement, not another
 * quantity. Tied reports whose certainty of evidence (GRADE) differs are a disagreement too.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, headingOf } from '../framework/index.ts';
import { NUM, parseNumber } from './numbers.ts';

const ID = 'number-agreement';

export interface Estimate {
  measure: string | null;
  values: [string, string, string];
  block: number;
  start: number;
  end: number;
  /** The estimate as written. */
  text: string;
  certainty: string | null;
}

const MEASURE =
  /\b(a?HRs?|a?ORs?|a?RRs?|IRRs?|SMDs?|WMDs?|MDs?|RDs?|ARR|NNT|hazard ratios?|odds ratios?|risk ratios?|relative risks?|rate ratios?|mean differences?|risk differences?|Hedges[’']? ?g|Cohen[’']?s? ?d|β|beta|r)\s*(?:[=:,]|of|was|were)?\s*$/i;
const TRIPLE = new RegExp(
  String.raw`(${NUM})\s*(?:[([]|,|;)\s*(?:(?:95|90|99)\s?%\s?(?:CI|CrI|confidence intervals?(?:\s?\((?:CI|CrI)\))?|credible intervals?|UI)\s*[:,=]?\s*)?(${NUM})\s*(?:–|—|-|to|,)\s*(${NUM})\s*[)\]]?`,
  'g',
);
const CERTAINTY =
  /\b(very low|high|moderate|low)[- ]certainty\b|\bcertainty of (?:the )?evidence (?:(?:was|is|as|to|were)\s|(?:rated|judged|graded|downgraded|considered|assessed)\s|(?:one|two|three) levels? )*(?:as )?(very low|high|moderate|low)\b/i;

function normalMeasure(raw: string | undefined): string | null {
  if (!raw) return null;
  const m = raw
    .toLowerCase()
    .replace(/s$/, '')
    .replace(/^a(?=hr|or|rr)/, '');
  const names: Record<string, string> = {
    'hazard ratio': 'hr',
    'odds ratio': 'or',
    'risk ratio': 'rr',
    'relative risk': 'rr',
    'rate ratio': 'irr',
    'mean difference': 'md',
    'risk difference': 'rd',
    beta: 'β',
  };
  return names[m] ?? m.replace(/[’'\s]/g, '');
}

/** The words that belong to one estimate: from its sentence's start (or the previous estimate) to the next estimate. */
function windowOf(text: string, start: number, previousEnd: number, nextStart: number): string {
  const sentence = text.lastIndexOf('. ', start) + 1;
  return text.slice(Math.max(sentence, previousEnd), nextStart);
}

/**
 * Texts to read: a paragraph, or all paragraphs of one table cell joined ("2.5" above "(1.6–3.9)"
 * in one cell is one estimate). Offsets of a joined cell count from its first paragraph.
 */
function units(manuscript: Manuscript, blocks: readonly number[]): { block: number; text: string; joined: boolean }[] {
  const out: { block: number; text: string; joined: boolean }[] = [];
  let cellKey = '';
  for (const index of blocks) {
    const block = manuscript.blocks[index];
    if (!block) continue;
    const key = block.table ? `${block.part}|${block.table.table}|${block.table.row}|${block.table.cell}` : '';
    const last = out[out.length - 1];
    if (key && key === cellKey && last) {
      last.text += ` ${block.text}`;
      last.joined = true;
    } else out.push({ block: index, text: block.text, joined: false });
    cellKey = key;
  }
  return out;
}

/** Every "a–b" interval written in the blocks, normalised ("1.6|3.9"). */
export function intervalsIn(manuscript: Manuscript, blocks: readonly number[]): Set<string> {
  const set = new Set<string>();
  const pattern = new RegExp(String.raw`(${NUM})\s*(?:–|—|-|to|,)\s*(${NUM})`, 'g');
  for (const unit of units(manuscript, blocks))
    for (const m of unit.text.matchAll(pattern)) set.add(`${norm(m[1]!)}|${norm(m[2]!)}`);
  return set;
}

function norm(v: string): string {
  return v
    .replace('·', '.')
    .replace('−', '-')
    .replace(/,(?=\d{3}\b)/g, '');
}

/** Equal as written, or equal once the more precise one is rounded to the other's decimals. */
export function agree(a: string, b: string): boolean {
  if (a === b) return true;
  const x = parseNumber(a);
  const y = parseNumber(b);
  if (!x || !y) return false;
  const decimals = Math.min(x.decimals, y.decimals);
  const round = (v: number) => Math.round(v * 10 ** decimals + (v >= 0 ? 1e-9 : -1e-9));
  return round(x.value) === round(y.value);
}

export function estimatesIn(manuscript: Manuscript, blocks: readonly number[]): Estimate[] {
  const found: Estimate[] = [];
  for (const unit of units(manuscript, blocks)) {
    const index = unit.block;
    const block = manuscript.blocks[index]!;
    if (!/\d/.test(unit.text)) continue;
    const text = unit.text;
    const matches = [...text.matchAll(TRIPLE)];
    for (const [m, match] of matches.entries()) {
      const [e, l, u] = [parseNumber(match[1]!), parseNumber(match[2]!), parseNumber(match[3]!)];
      if (!e || !l || !u) continue;
      // An interval around its estimate; "2010-2015" and page ranges are not.
      if (!(l.value <= e.value && e.value <= u.value) || l.value === u.value) continue;
      const hasInterval = /%\s?(?:CI|CrI|confidence|credible|UI)/i.test(match[0]);
      const measure = normalMeasure(MEASURE.exec(text.slice(Math.max(0, match.index - 30), match.index))?.[1]);
      if (!hasInterval && !measure && block.kind !== 'table-cell') continue;
      const previous = matches[m - 1];
      const next = matches[m + 1];
      const certainty = CERTAINTY.exec(
        windowOf(text, match.index, previous ? previous.index + previous[0].length : 0, next?.index ?? text.length),
      );
      // A joined table cell has no single place in one paragraph: the place is its first paragraph.
      const [start, end] = unit.joined ? [0, block.text.length] : [match.index, match.index + match[0].length];
      found.push({
        measure,
        values: [match[1]!, match[2]!, match[3]!].map(norm) as [string, string, string],
        block: index,
        start,
        end,
        text: match[0],
        certainty: certainty ? (certainty[1] ?? certainty[2] ?? '').toLowerCase() : null,
      });
    }
  }
  return found;
}

const key = (e: Estimate) => e.values.join('|');
const PART = ['estimate', 'lower bound', 'upper bound'];

function place(manuscript: Manuscript, e: Estimate): string {
  const block = manuscript.blocks[e.block]!;
  const heading = headingOf(manuscript, e.block);
  const where = block.kind === 'table-cell' ? 'a table' : heading ? `"${heading}"` : 'the text';
  return `${where} ("${e.text.trim()}", characters ${block.start + e.start}–${block.start + e.end})`;
}

/** Summary estimates whose tied report in the results differs in one number or in certainty. */
export function estimateFindings(
  manuscript: Manuscript,
  summary: number[],
  body: number[],
  from: 'summary' | 'text' = 'summary',
): ResultItem[] {
  const inSummary = estimatesIn(manuscript, summary);
  if (inSummary.length === 0) return [];
  const inBody = estimatesIn(manuscript, body);
  const bodyIntervals = intervalsIn(manuscript, body);
  const summaryKeys = new Set(inSummary.map(key));
  const same = (a: Estimate, b: Estimate) => a.values.every((v, i) => agree(v, b.values[i]!));
  const items: ResultItem[] = [];
  for (const s of inSummary) {
    const exact = inBody.filter((b) => same(b, s));
    if (exact.length > 0) {
      const other = exact.find((b) => b.certainty && s.certainty && b.certainty !== s.certainty);
      if (other) {
        items.push(
          finding(ID, manuscript, s.block, s.start, s.end, {
            status: 'failed',
            key: from === 'summary' ? 'certainty' : 'text-certainty',
            reasoning: `The ${from} rates this result ${s.certainty} certainty; the same result in ${place(manuscript, other)} is rated ${other.certainty} certainty. Use one rating.`,
          }),
        );
      }
      continue;
    }
    const near = inBody.filter((b) => {
      if (summaryKeys.has(key(b))) return false;
      if (s.measure && b.measure && s.measure !== b.measure) return false;
      // Two shared numbers that are not both trivial (1.00, 0, …).
      const shared = b.values.filter((v, i) => agree(v, s.values[i]!));
      return shared.length === 2 && shared.some((v) => !/^-?[01](?:\.0+)?$/.test(v));
    });
    // None, or ambiguous (near misses that differ from each other): not tied to one quantity. The
    // same result written twice (text and table) is one near miss.
    const b = near[0];
    if (!b || near.some((other) => !same(other, b))) continue;
    const differs = b.values.findIndex((v, i) => !agree(v, s.values[i]!));
    // The summary's interval written elsewhere in the results: the result is there, in another
    // layout, and the near miss is another quantity — unless the near miss has that very interval
    // and only its estimate differs.
    if (differs !== 0 && bodyIntervals.has(`${s.values[1]}|${s.values[2]}`)) continue;
    items.push(
      finding(ID, manuscript, s.block, s.start, s.end, {
        status: 'failed',
        key: from === 'summary' ? 'estimate' : 'text-estimate',
        reasoning: `The ${PART[differs]} differs: the ${from} has ${s.values[differs]}, ${place(manuscript, b)} has ${b.values[differs]} for the same result (the other two numbers agree). Correct whichever is wrong.`,
      }),
    );
  }
  return items;
}
