/**
 * statistics: P values in the journal's style (case of P, leading zero, spaces around the
 * comparison sign: "P < .001", "P < 0.001", "p < 0.001", "p < .001"; under "P < .001" also AMA's
 * precision, precision.ts and scientific.ts) and confidence intervals
 * written one way throughout (label punctuation and range word), suggesting the majority form.
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import { P_VALUE_STYLE_OPTIONS } from '../../contract/format-config.ts';
import { finding, noFormat, noFormatRow, notUnderstood, readOption, type1 } from '../framework/index.ts';
import { proseBlocks } from '../language/prose.ts';
import { inside, quotedSpans, sentenceStarts } from '../language/text.ts';
import { amaPrecision } from './precision.ts';
import { amaPowerEdits } from './scientific.ts';
import { betaEdits } from './beta.ts';
import { eNotationEdits } from './e-notation.ts';
import type { Citation } from '../../docx/model.ts';
import { MARK, withoutMarks } from '../numbers-units/marks.ts';
import { pWordEdits } from './p-words.ts';
import { pColumnEdits } from './p-column.ts';
import { ciLabelEdits, normalLabel } from './ci-label.ts';
import type { Block } from '../../docx/model.ts';

const ID = 'statistics';
export const STYLES = ['P < .001', 'P < 0.001', 'p < 0.001', 'p < .001'] as const;
export type PStyle = (typeof STYLES)[number];

// "P<0.05", "p = .03", "P ≤ 0·001", "(p-value < 0.05)"; the value is below 1. Malformed values
// ("P <00.05", "p = 0..03") are read too, so they can be put right.
// The comparison may be written in words ("p-value less than 0.05").
const P_VALUE =
  /(?<![\p{L}\d])([Pp])(?:[- ]?values?)?(\s*)(=\s*[<>]|[<>]=|[<>=≤≥]|(?:less|lower|smaller|greater|higher) than)(\s*)(0*)([.·]{1,2})(\d+)(?![\d.·]\d)/gu;

const SIGN_OF_WORDS: Record<string, string> = { less: '<', lower: '<', smaller: '<', greater: '>', higher: '>' };

/** "<" for "<", "less than" and "= <" ("p = <0.001" says p < 0.001); "≤" for "<=". */
function signOf(written: string): string {
  const word = SIGN_OF_WORDS[written.split(' ')[0]!];
  if (word) return word;
  if (written.startsWith('=') && written.length > 1) return written.slice(-1);
  if (written === '<=') return '≤';
  if (written === '>=') return '≥';
  return written;
}

// "a p-value < 0.05 was considered significant": after an article the words stay (the sentence
// needs its noun); elsewhere "p-value < 0.05" is written as the journal writes P values, "p < 0.05".
const KEEPS_NOUN =
  /\b(?:a|an|the|its|their|each|any|all|two-sided|one-sided|two-tailed|one-tailed|adjusted|corresponding|overall|nominal)\s+$/iu;

/** The decimal mark the format sets for numbers, when it sets one. */
export type DecimalMark = '.' | ',' | '·';

/** Any one space character (normal, thin, hair, no-break) already separates: it is kept. */
function spaced(written: string): string {
  return /^\s$/u.test(written) && written !== '\t' ? written : ' ';
}

export interface PValueEdit {
  start: number;
  end: number;
  correction: string;
  /** Why, when it is more than the journal's style. */
  reason?: string;
}

// A sentence that sets a significance threshold ("P < .0001 was considered significant",
// "alpha was set at p = 0.0125") states the authors' choice, not a result: it is not rounded.
const THRESHOLD = /\b(?:thresholds?|considered|deemed|set at|significance level|level of significance|alpha)\b|α/iu;

// "P" as a quantity, not a reported P value: a value the authors set ("we set P = 0.8"), a point
// on a curve ("the points just below and above P = 0.8"), P written as a function or an estimate
// in the same sentence ("P(C)", "P̂"), or a sentence about statistical power.
const SET_BEFORE =
  /\b(?:(?:we|to|then)\s+set|setting|(?:above|below)\s+and\s+(?:above|below)|just\s+(?:above|below))\s+$/iu;
const QUANTITY_SENTENCE = /\bpower\b|\bP\(|P\u0302|\bP_/u;

function quantityP(text: string, at: number, sentence: string): boolean {
  const lead = text.slice(Math.max(0, at - 40), at);
  return SET_BEFORE.test(lead) || QUANTITY_SENTENCE.test(sentence);
}

function sentenceAround(text: string, at: number, starts: readonly number[]): string {
  const from = Math.max(0, ...starts.filter((s) => s <= at));
  const to = starts.find((s) => s > at) ?? text.length;
  return text.slice(from, to);
}

export function pValueEdits(
  text: string,
  style: PStyle,
  starts: readonly number[] = sentenceStarts(text),
  decimalMark: DecimalMark | null = null,
): PValueEdit[] {
  const letter = style.startsWith('P') ? 'P' : 'p';
  const zero = style.includes('0.') ? '0' : '';
  // AMA (P < .001) also sets how many digits a P value has; the other styles set only its form.
  const ama = style === 'P < .001';
  const out: PValueEdit[] = [];
  for (const m of text.matchAll(P_VALUE)) {
    // "p-value < 0.05" keeps its words; only the letter, the spaces and the zero change.
    const written = m[0];
    if (quantityP(text, m.index, sentenceAround(text, m.index, starts))) continue;
    const [, , before, signWritten, after, zeros, mark, digits] = m as unknown as string[];
    const sign = signOf(signWritten!);
    const writtenHead = written.slice(
      0,
      written.length -
        (before!.length + signWritten!.length + after!.length + zeros!.length + mark!.length + digits!.length),
    );
    const head =
      writtenHead.length > 1 && !KEEPS_NOUN.test(text.slice(Math.max(0, m.index - 20), m.index))
        ? writtenHead.charAt(0)
        : writtenHead;
    // A capital P that opens a sentence stays ("P < 0.05 was considered …"); a lower-case p is
    // never raised to a capital the journal does not write ("p<0.001; significant results in
    // bold", a footnote legend, is not a sentence).
    // "p-value" is written "P value" (AMA) or "p value" (The Lancet): no hyphen in either.
    const headOut =
      (starts.includes(m.index) && head.startsWith('P') ? 'P' : letter) + head.slice(1).replace(/^-/u, ' ');
    const malformed = zeros!.length > 1 || mark!.length > 1;
    // Without its zero a value keeps a full stop: "·015" would read as a stray dot. With it, the
    // value takes the journal's decimal mark ("p<0.001" → "p < 0·001" in The Lancet), so the one
    // correction is the whole form.
    const decimal = zero === '' ? '.' : (decimalMark ?? mark!.charAt(0));
    // "p = 0.000" is not a value: it is below the last digit shown.
    if (sign === '=' && /^0+$/.test(digits!)) {
      const shown = `${'0'.repeat(digits!.length - 1)}1`;
      const capped = ama && shown.length > 3; // "p = .0000" is "P < .001" in AMA style
      const bound = `${zero}${decimal}${capped ? '001' : shown}`;
      out.push({
        start: m.index,
        end: m.index + written.length,
        correction: `${headOut}${spaced(before!)}<${spaced(after!)}${bound}`,
        reason: `A P value is never exactly zero: "${written}" means below ${zero}${decimal}${shown}.${capped ? ' AMA style writes no P value below .001.' : ''}`,
      });
      continue;
    }
    const precise = ama && !THRESHOLD.test(sentenceAround(text, m.index, starts)) ? amaPrecision(sign!, digits!) : null;
    const correction = `${headOut}${spaced(before!)}${precise?.sign ?? sign}${spaced(after!)}${zero}${decimal}${precise?.digits ?? digits}`;
    if (correction === written) continue;
    const reasons = [
      ...(malformed ? [`"${written}" is a malformed number.`] : []),
      ...(decimal !== mark!.charAt(0) && zero !== '' ? [`The journal's decimal mark is "${decimal}".`] : []),
      ...(precise ? [precise.reason] : []),
    ];
    out.push({
      start: m.index,
      end: m.index + written.length,
      correction,
      ...(reasons.length > 0 ? { reason: reasons.join(' ') } : {}),
    });
  }
  const eNotation = eNotationEdits(
    text,
    letter,
    ama,
    zero === '' ? '.' : (decimalMark ?? '.'),
    (at) => starts.includes(at) && text.charAt(at) === 'P',
  );
  out.push(...eNotation.filter((e) => !out.some((o) => o.start < e.end && e.start < o.end)));
  out.sort((a, b) => a.start - b.start);
  if (!ama) return out;
  const powers = amaPowerEdits(text).filter((e) => !THRESHOLD.test(sentenceAround(text, e.start, starts)));
  return [...out, ...powers].sort((a, b) => a.start - b.start);
}

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

export const DECIMAL_MARK: Record<string, DecimalMark> = { Point: '.', Comma: ',', 'Mid-line point': '·' };

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
