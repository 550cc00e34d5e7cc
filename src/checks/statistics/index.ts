/**
 * statistics: P values in the journal's style (case of P, leading zero, spaces around the
 * comparison sign: "P < .001", "P < 0.001", "p < 0.001", "p < .001"; under "P < .001" also AMA's
 * precision; the rewriting itself is framework/p-values, shared with numbers-units) and confidence intervals
 * written one way throughout (label punctuation and range word), suggesting the majority form.
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import { P_VALUE_STYLE_OPTIONS } from '../../contract/format-config.ts';
import { finding, noFormat, noFormatRow, notUnderstood, readOption, type1 } from '../framework/index.ts';
import { proseBlocks } from '../language/prose.ts';
import { inside, quotedSpans, sentenceStarts } from '../language/text.ts';
import { betaEdits } from './beta.ts';
import type { Citation } from '../../docx/model.ts';
import { MARK, withoutMarks } from '../framework/number-marks.ts';
import { DECIMAL_MARK, pValueEdits, STYLES } from '../framework/p-values/index.ts';
import { pWordEdits } from './p-words.ts';
import { pColumnEdits } from './p-column.ts';
import { ciLabelEdits, normalLabel } from './ci-label.ts';
import type { Block } from '../../docx/model.ts';

const ID = 'statistics';

interface CiUse {
  block: number;
  start: number;
  end: number;
  lower: string;
  upper: string;
  labelStart: number;
  label: string;
  labelSep: string;
  rangeSep: string;
}

const CI =
  /(95\s?%\s?(?:CI|CIs|confidence intervals?)(?:\s*\[CI\]|\s*\(CI\))?)(\s*[:,=]?\s*)(-?\d+(?:[.·]\d+)?)(\s*(?:–|-|—|\bto\b|,)\s*)(-?\d+(?:[.·]\d+)?)/gu;

function rangeClass(sep: string): string {
  const s = sep.trim();
  return s === 'to' ? ' to ' : s === ',' ? ', ' : '–';
}

function labelClass(sep: string): string {
  const s = sep.trim();
  return s === '' ? ' ' : s === '=' ? ' = ' : `${s} `;
}

function ciUses(manuscript: CheckInput['manuscript']): CiUse[] {
  const uses: CiUse[] = [];
  for (const prose of proseBlocks(manuscript)) {
    for (const m of prose.block.text.matchAll(CI)) {
      const labelEnd = m.index + m[1]!.length;
      uses.push({
        block: prose.block.index,
        start: labelEnd,
        end: m.index + m[0].length,
        lower: m[3]!,
        upper: m[5]!,
        labelStart: m.index,
        label: m[1]!,
        labelSep: labelClass(m[2]!),
        rangeSep: rangeClass(m[4]!),
      });
    }
  }
  return uses;
}

function majority(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (sorted.length < 2) return null;
  // A clear majority only: with a tie there is no house form to suggest.
  return sorted[0]![1] > sorted[1]![1] ? sorted[0]![0] : null;
}

export function run(input: CheckInput): CheckResult {
  const { manuscript, format, params } = input;
  if (noFormat(input)) return type1([noFormatRow(ID, 'the P-value style')]);
  const items: ResultItem[] = [];
  const style = readOption(format, 'p_value_style', STYLES);
  if (style.kind === 'unknown') items.push(notUnderstood(ID, 'p_value_style', style.value, P_VALUE_STYLE_OPTIONS));
  if (style.kind === 'value') {
    const decimalMark = DECIMAL_MARK[String(format?.option_decimal_separator)] ?? null;
    const citations = citationsByBlock(manuscript);
    const columns = pColumnEdits(manuscript, style.value, decimalMark, pValueEdits);
    const letter = style.value.startsWith('P') ? 'P' : 'p';
    // Tables, captions and notes after the reference list hold P values too.
    for (const prose of proseBlocks(manuscript, 'everywhere')) {
      const quoted = quotedSpans(prose.block.text); // a quoted source keeps its own style
      // A citation or note mark is never a P value's digit ("p = 0.03⁵" is 0.03 and citation 5).
      const text = withoutMarks(prose.block, citations.get(prose.block.index) ?? []);
      const cell = prose.block.kind === 'table-cell';
      // A table cell is a label, not a sentence: its P takes the journal's case ("P-value" → "p value").
      const starts = cell ? [] : sentenceStarts(text);
      // A table heading's note letter may be typed plain: "P-valuea" is "P-value" and note a.
      const noted = withNoteLetters(prose.block, text);
      const labelled = cell ? noted.replace(/(values?)\p{Ll}(\s*)$/u, `$1${MARK}$2`) : noted;
      for (const edit of pWordEdits(labelled, letter, starts)) {
        if (inside(quoted, edit.start, edit.end)) continue;
        items.push(
          finding(ID, manuscript, prose.block.index, edit.start, edit.end, {
            correction: edit.correction,
            suggestions: [edit.correction],
            reasoning: `The journal writes P values as "${style.value}": "${edit.correction}".`,
            key: 'p-word',
          }),
        );
      }
      const column = columns.get(prose.block.index);
      if (column) {
        items.push(
          finding(ID, manuscript, prose.block.index, column.start, column.end, {
            correction: column.correction,
            suggestions: [column.correction],
            reasoning: `${column.reason ? `${column.reason} ` : ''}This column holds P values, and the journal writes them as "${style.value}": "${column.correction}".`,
            key: 'p-value',
          }),
        );
      }
      for (const edit of pValueEdits(text, style.value, sentenceStarts(text), decimalMark)) {
        if (inside(quoted, edit.start, edit.end)) continue;
        items.push(
          finding(ID, manuscript, prose.block.index, edit.start, edit.end, {
            correction: edit.correction,
            suggestions: [edit.correction],
            reasoning: edit.reason
              ? `${edit.reason} The journal writes P values as "${style.value}".`
              : `The journal writes P values as "${style.value}".`,
            key: 'p-value',
          }),
        );
      }
    }
  }
  for (const prose of proseBlocks(manuscript)) {
    for (const edit of betaEdits(prose.block.text, prose.block.lang)) {
      items.push(
        finding(ID, manuscript, prose.block.index, edit.start, edit.end, {
          correction: 'β',
          suggestions: ['β'],
          reasoning: 'A German "ß" (sharp s) stands where the Greek letter beta "β" is meant.',
          key: 'beta',
        }),
      );
    }
  }
  if (params.ci_consistency !== false) {
    const consistency = ciFindings(manuscript);
    items.push(...consistency.items, ...labelFindings(manuscript, consistency.spans));
  }
  return type1(items);
}

/** The text with superscript note letters blanked ("P-valueᵃ" is "P-value" and note a). */
function withNoteLetters(block: Block, text: string): string {
  let out = text;
  for (const run of block.runs) {
    if (!run.format.superscript || run.end - run.start > 2) continue;
    if (!/^\p{Ll}+$/u.test(text.slice(run.start, run.end))) continue;
    out = out.slice(0, run.start) + MARK.repeat(run.end - run.start) + out.slice(run.end);
  }
  return out;
}

function citationsByBlock(manuscript: CheckInput['manuscript']): Map<number, Citation[]> {
  const out = new Map<number, Citation[]>();
  for (const c of manuscript.structure.citations) {
    const list = out.get(c.block) ?? [];
    list.push(c);
    out.set(c.block, list);
  }
  return out;
}

/** "95%CI" and "95% C.I." outside the intervals ciFindings rewrites whole. */
function labelFindings(manuscript: CheckInput['manuscript'], taken: Map<number, Span[]>): ResultItem[] {
  const out: ResultItem[] = [];
  for (const prose of proseBlocks(manuscript, 'everywhere')) {
    const spans = taken.get(prose.block.index) ?? [];
    for (const edit of ciLabelEdits(prose.block.text)) {
      if (spans.some((s) => s.start < edit.end && edit.start < s.end)) continue;
      out.push(
        finding(ID, manuscript, prose.block.index, edit.start, edit.end, {
          correction: edit.correction,
          suggestions: [edit.correction],
          reasoning: `A confidence interval is labelled with a space after the percent sign and "CI" without full stops: "${edit.correction}".`,
          key: 'ci-label',
        }),
      );
    }
  }
  return out;
}

interface Span {
  start: number;
  end: number;
}

function ciFindings(manuscript: CheckInput['manuscript']): { items: ResultItem[]; spans: Map<number, Span[]> } {
  const spans = new Map<number, Span[]>();
  const none = { items: [], spans };
  const uses = ciUses(manuscript);
  if (uses.length < 3) return none;
  const form = majority(uses.map((u) => `${u.labelSep}|${u.rangeSep}`));
  if (!form) return none;
  const [labelSep, rangeSep] = form.split('|') as [string, string];
  const example = `95% CI${labelSep.trimEnd() === '' ? ' ' : labelSep}1.2${rangeSep}3.4`;
  const out: ResultItem[] = [];
  for (const use of uses) {
    if (`${use.labelSep}|${use.rangeSep}` === form) continue;
    const text = manuscript.blocks[use.block]!.text;
    const correction = `${normalLabel(use.label)}${labelSep}${use.lower}${rangeSep}${use.upper}`;
    const original = text.slice(use.labelStart, use.end);
    if (correction === original) continue;
    spans.set(use.block, [...(spans.get(use.block) ?? []), { start: use.labelStart, end: use.end }]);
    out.push(
      finding(ID, manuscript, use.block, use.labelStart, use.end, {
        correction,
        suggestions: [correction],
        reasoning: `Most confidence intervals in this document are written like "${example}"; write them all one way.`,
        key: 'ci',
      }),
    );
  }
  return { items: out, spans };
}

export const statistics: CheckDefinition = {
  id: ID,
  version: 3,
  category: 'language-style',
  name: 'Statistics reporting',
  icon: 'sigma',
  description:
    'P values in the journal\'s style (P or p, leading zero, spacing; AMA\'s number of decimals under "P < .001") and confidence intervals written one way throughout.',
  resultType: 'type1',
  formatFields: ['p_value_style', 'option_decimal_separator'],
  parameters: [
    {
      name: 'ci_consistency',
      label: 'Confidence intervals written one way',
      type: 'boolean',
      defaultValue: true,
      description:
        'Suggests the form most confidence intervals in the document use ("95% CI 1.2–3.4" or "95% CI: 1.2 to 3.4").',
    },
  ],
  run,
};
