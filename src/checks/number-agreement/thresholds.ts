/**
 * A cut-off on a named scale, strict in the summary and inclusive in the body (or the reverse):
 * "a score of more than 20 on the BDI-II" in the plain-language summary against "BDI-II score
 * ≥20" and "scoring 20 or above on the Beck Depression Inventory-II" in the body. Tied by the
 * number and the scale (its abbreviation, "BDI-II", "PHQ-9", or its name written out, whose
 * initials give it) with "score" or "scoring" beside it; reported only when every other place
 * that states the cut-off (the body at least once) states it the other way.
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding, headingOf } from '../framework/index.ts';

const ID = 'number-agreement';
const STRICT = '(?:more than|greater than|higher than|above|over|exceeding|>)';
const INCLUSIVE_BEFORE = '(?:at least|≥|>=|≧)';
const INCLUSIVE_AFTER = '(?:or (?:above|more|higher|greater|over))';
const CUT = new RegExp(
  String.raw`(?:(${STRICT})\s*(\d+(?:\.\d+)?)(?!\s*${INCLUSIVE_AFTER})|(${INCLUSIVE_BEFORE})\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s+${INCLUSIVE_AFTER})`,
  'gi',
);
const SCALE = /\b[A-Z]{2,}(?:-[A-Z0-9]+)*\b/g;
/** A scale written out: three capitalised words or more, and its edition ("Beck Depression Inventory-II"). */
const NAMED_SCALE = /\b((?:[A-Z][a-z]+\s){2,}[A-Z][a-z]+)(-[A-Z0-9]+)?\b/g;

interface Cut {
  block: number;
  start: number;
  end: number;
  value: string;
  inclusive: boolean;
  scales: string[];
  text: string;
}

function cutsIn(manuscript: Manuscript, blocks: readonly number[]): Cut[] {
  const out: Cut[] = [];
  for (const block of blocks) {
    const text = manuscript.blocks[block]!.text;
    for (const m of text.matchAll(CUT)) {
      const around = text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60);
      if (!/\bscor(?:e|es|ed|ing)\b/i.test(around)) continue;
      const scales = [
        ...[...around.matchAll(SCALE)].map((s) => s[0]),
        // "Beck Depression Inventory-II" is the BDI-II.
        ...[...around.matchAll(NAMED_SCALE)].map(
          (s) =>
            s[1]!
              .split(/\s+/)
              .map((w) => w[0])
              .join('') + (s[2] ?? ''),
        ),
      ].filter((s) => !/^(?:CI|SD|OR|HR|RR|II)$/.test(s));
      if (scales.length === 0) continue;
      out.push({
        block,
        start: m.index,
        end: m.index + m[0].length,
        value: m[2] ?? m[4] ?? m[5]!,
        inclusive: m[1] === undefined,
        scales,
        text: m[0],
      });
    }
  }
  return out;
}

export function thresholdFindings(manuscript: Manuscript, summary: number[], body: number[]): ResultItem[] {
  const inSummary = cutsIn(manuscript, summary);
  if (inSummary.length === 0) return [];
  const inBody = cutsIn(manuscript, body);
  const items: ResultItem[] = [];
  for (const s of inSummary) {
    // The same cut-off written anywhere else (the abstract beside a plain-language summary too).
    const tie = (b: Cut) => b !== s && b.value === s.value && b.scales.some((x) => s.scales.includes(x));
    const same = [...inSummary.filter(tie), ...inBody.filter(tie)];
    const b = inBody.find(tie);
    if (!b || same.some((o) => o.inclusive === s.inclusive)) continue;
    const other = manuscript.blocks[b.block]!;
    const heading = headingOf(manuscript, b.block);
    const scale = b.scales.find((x) => s.scales.includes(x));
    items.push(
      finding(ID, manuscript, s.block, s.start, s.end, {
        status: 'failed',
        key: 'threshold',
        reasoning: `The summary gives the ${scale} cut-off as "${s.text}" (${s.inclusive ? 'including' : 'excluding'} ${s.value}); ${heading ? `"${heading}"` : 'the text'} gives it as "${b.text}" ("${other.text.slice(Math.max(0, b.start - 40), b.end).trim()}", characters ${other.start + b.start}–${other.start + b.end})${same.length > 1 ? ` and ${same.length - 1} other ${same.length === 2 ? 'place' : 'places'} the same way` : ''}, ${b.inclusive ? 'including' : 'excluding'} ${s.value}. Correct whichever is wrong.`,
      }),
    );
  }
  return items;
}
