/**
 * numbers-units: thousand and decimal separators as the format asks, a space between a number
 * and its unit (5mg → 5 mg; never before %), en dashes in numeric ranges, "±" with spaces, and
 * no numeral opening a sentence. The separator rules follow the format; the others are house
 * style that each have a parameter to switch them off.
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import {
  DECIMAL_SEPARATOR_OPTIONS,
  NUMBERS_UNDER_TEN_OPTIONS,
  THOUSAND_SEPARATOR_OPTIONS,
} from '../../contract/format-config.ts';
import { finding, noFormat, noFormatRow, notUnderstood, readOption, row, type1 } from '../framework/index.ts';
import { proseBlocks } from '../language/prose.ts';
import { inside, sentenceStarts, type Span } from '../language/text.ts';
import type { Block, Citation } from '../../docx/model.ts';
import { MARK, withoutMarks } from '../framework/number-marks.ts';
import { smallNumbers, type SmallNumbers } from './small-numbers.ts';
import { yearsSpelledOut } from './years.ts';
import { largeNumberWords } from './number-words.ts';
import { mixedRanges } from './mixed-ranges.ts';
import { DECIMAL_MARK, pValueEdits, STYLES, type PStyle } from '../framework/p-values/index.ts';
import {
  decimalSeparators,
  numberOpeningSentence,
  percentSpacing,
  plusMinus,
  rangeDashes,
  thousandSeparators,
  unitSpacing,
  type DecimalStyle,
  type Edit,
  type FourDigits,
  type ThousandStyle,
} from './rules.ts';

const ID = 'numbers-units';
const YES_NO = ['Yes', 'No'] as const;
const THOUSAND = ['Comma', 'Thin space', 'Space', 'None'] as const;
const DECIMAL = ['Point', 'Comma', 'Mid-line point'] as const;
const UNDER_TEN = ['Numerals', 'Words'] as const;

interface Plan {
  thousand: { activated: boolean; style: ThousandStyle | null; fourDigits: FourDigits } | null;
  decimal: DecimalStyle | null;
  underTen: SmallNumbers | null;
  warnings: ResultItem[];
}

function plan(format: CheckInput['format']): Plan {
  const warnings: ResultItem[] = [];
  const activated = readOption(format, 'activated_thousand_separator', YES_NO);
  const style = readOption(format, 'option_thousand_separator', THOUSAND);
  const decimal = readOption(format, 'option_decimal_separator', DECIMAL);
  const four = readOption(format, 'four_digit_thousand_separator', YES_NO);
  const fourDigits: FourDigits = four.kind === 'value' ? four.value : null;
  const underTen = readOption(format, 'numbers_under_ten', UNDER_TEN);
  if (underTen.kind === 'unknown')
    warnings.push(notUnderstood(ID, 'numbers_under_ten', underTen.value, NUMBERS_UNDER_TEN_OPTIONS));
  if (four.kind === 'unknown') warnings.push(notUnderstood(ID, 'four_digit_thousand_separator', four.value));
  if (activated.kind === 'unknown') warnings.push(notUnderstood(ID, 'activated_thousand_separator', activated.value));
  if (style.kind === 'unknown')
    warnings.push(notUnderstood(ID, 'option_thousand_separator', style.value, THOUSAND_SEPARATOR_OPTIONS));
  if (decimal.kind === 'unknown')
    warnings.push(notUnderstood(ID, 'option_decimal_separator', decimal.value, DECIMAL_SEPARATOR_OPTIONS));
  let thousand: Plan['thousand'] = null;
  if (activated.kind === 'value' && activated.value === 'No') thousand = { activated: false, style: null, fourDigits };
  else if (style.kind === 'value') thousand = { activated: style.value !== 'None', style: style.value, fourDigits };
  else if (activated.kind === 'value' && activated.value === 'Yes') {
    warnings.push(
      row(
        ID,
        'Format field option_thousand_separator',
        'warning',
        'The format asks for a thousand separator but does not say which one, so separators were not checked.',
        {
          key: 'format:option_thousand_separator',
        },
      ),
    );
  }
  return {
    thousand,
    decimal: decimal.kind === 'value' ? decimal.value : null,
    underTen: underTen.kind === 'value' ? underTen.value : null,
    warnings,
  };
}

interface Rules {
  /** The statistics check's P-value style, when the format sets one: it writes those values whole. */
  pStyle: PStyle | null;
  thousand: Plan['thousand'];
  decimal: DecimalStyle | null;
  underTen: SmallNumbers | null;
  params: CheckInput['params'];
  /** The paragraph is a cell of a table that writes decimal commas ("0,42"). */
  commaIsDecimal: boolean;
  tableCell: boolean;
  /** Headings and table cells are not sentences a numeral may not open. */
  sentences: boolean;
  /** Running text, where counts under ten follow the format (not captions: The Lancet excepts figures and tables). */
  runningText: boolean;
}

/** A cheap test before looking for P values: a "p" or "P" before a comparison. */
const MAY_HOLD_P_VALUE = /[Pp](?:[- ]?values?)?\s*(?:[<>=≤≥]|(?:less|lower|smaller|greater|higher) than)/u;

/**
 * Every edit the rules make on a paragraph, one per stretch of text, outside citations and
 * identifiers. `text` has its citation and note marks blanked (framework/number-marks.ts); `cited` are the
 * citations' spans.
 */
function editsOf(text: string, rules: Rules, cited: readonly Span[]): Edit[] {
  // Citation ranges ("[3-5]") belong to the citation checks.
  const inCitation = (start: number, end: number) =>
    inside(cited, start, end) ||
    (/[[(]\s*$/.test(text.slice(Math.max(0, start - 2), start)) && /^\s*[\]),]/.test(text.slice(end, end + 2)));
  const edits: Edit[] = [];
  const { thousand, decimal, params } = rules;
  if (thousand) {
    const { commaIsDecimal, tableCell } = rules;
    edits.push(
      ...thousandSeparators(text, thousand.activated, thousand.style, {
        commaIsDecimal,
        tableCell,
        fourDigits: thousand.fourDigits,
      }),
    );
  }
  if (decimal) edits.push(...decimalSeparators(text, decimal, rules.commaIsDecimal));
  if (params.unit_spacing !== false)
    edits.push(...unitSpacing(text), ...percentSpacing(text), ...yearsSpelledOut(text));
  if (params.range_dash !== false) edits.push(...rangeDashes(text, inCitation));
  if (params.plus_minus !== false) edits.push(...plusMinus(text));
  if (params.sentence_start !== false && rules.sentences) {
    edits.push(...numberOpeningSentence(text, sentenceStarts(text)));
  }
  if (rules.underTen && rules.runningText) {
    edits.push(
      ...smallNumbers(text, rules.underTen, sentenceStarts(text)),
      ...largeNumberWords(text, sentenceStarts(text)),
      ...mixedRanges(text, sentenceStarts(text)),
    );
  }
  // A DOI, URL or file path in running text is an identifier, whatever its digits look like.
  const identifiers = !/10\.\d|https?:|www\.|doi:/iu.test(text)
    ? []
    : [...text.matchAll(/\S*(?:\b10\.\d{4,}\/|https?:\/\/|www\.|doi:)\S*/giu)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
      }));
  // A P value the statistics check rewrites is written whole there, decimal mark included
  // ("p<0.001" → "p < 0·001"): no second, overlapping correction here.
  const pValues =
    rules.pStyle && edits.some((e) => e.rule === 'decimal-separator') && MAY_HOLD_P_VALUE.test(text)
      ? pValueEdits(text, rules.pStyle, sentenceStarts(text), DECIMAL_MARK[rules.decimal ?? ''] ?? null)
      : [];
  return edits
    .filter((e) => !(e.rule === 'decimal-separator' && inside(pValues, e.start, e.end)))
    .filter(
      (e) => !inside(cited, e.start, e.end) && !inside(identifiers, e.start, e.end) && !e.correction.includes(MARK),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Edits that touch the same stretch of text ("2.72-12.5" under the mid-line point: a range and
 * two decimals; "6-8h": a range and a unit) become one edit whose correction is the whole form:
 * the rules are re-applied to the corrected stretch until none fires there, so accepting the
 * correction leaves nothing for the check to report again.
 */
/** Characters read on each side of a stretch when its rules are re-applied. */
const WINDOW = 48;

const SELF_CONTAINED = new Set([
  'decimal-separator',
  'thousand-separator',
  'sentence-start',
  'numbers-under-ten',
  'number-words',
]);

function merged(text: string, edits: Edit[], rules: Rules, cited: readonly Span[]): Edit[] {
  const out: Edit[] = [];
  let i = 0;
  while (i < edits.length) {
    const cluster = [edits[i]!];
    let end = edits[i]!.end;
    while (i + cluster.length < edits.length && edits[i + cluster.length]!.start < end) {
      const next = edits[i + cluster.length]!;
      cluster.push(next);
      end = Math.max(end, next.end);
    }
    i += cluster.length;
    // A lone separator or sentence-start edit is whole; a range, unit or ± edit holds other numbers.
    const alone = cluster.length === 1 && SELF_CONTAINED.has(cluster[0]!.rule);
    out.push(alone ? cluster[0]! : whole(text, cluster, end, rules, cited));
  }
  return out;
}

function whole(text: string, cluster: Edit[], clusterEnd: number, rules: Rules, cited: readonly Span[]): Edit {
  let start = cluster[0]!.start;
  let end = clusterEnd;
  let current = text;
  let stop = end;
  const reasons = new Set<string>();
  const names = new Set<string>();
  let pending = cluster;
  for (let round = 0; round < 4 && pending.length > 0; round++) {
    // Apply the non-overlapping edits right to left, widest first.
    const chosen: Edit[] = [];
    for (const edit of pending) if (!chosen.some((c) => edit.start < c.end && c.start < edit.end)) chosen.push(edit);
    for (const edit of chosen.sort((a, b) => b.start - a.start)) {
      current = current.slice(0, edit.start) + edit.correction + current.slice(edit.end);
      stop += edit.correction.length - (edit.end - edit.start);
      reasons.add(edit.reasoning);
      names.add(edit.rule);
    }
    // An edit that reaches past the stretch ("6–8h": the unit after the range) widens it. The
    // rules are local: a window around the stretch is read, not the whole paragraph again.
    const from = Math.max(0, start - WINDOW);
    const window = current.slice(from, stop + WINDOW);
    const near = cited.map((c) => ({ start: c.start - from, end: c.end - from }));
    pending = editsOf(window, rules, near)
      .map((e) => ({ ...e, start: e.start + from, end: e.end + from }))
      .filter((e) => e.start < stop && e.end > start);
    for (const e of pending) {
      if (e.end > stop) {
        end += e.end - stop;
        stop = e.end;
      }
      start = Math.min(start, e.start);
    }
  }
  const correction = current.slice(start, stop);
  if (cluster.length === 1 && correction === cluster[0]!.correction) return cluster[0]!;
  // Each rule's reason without its own quoted example, then the whole correction once.
  const said = [...reasons].map((r, n) => {
    const bare = r.replace(/(?::\s*"[^"]*")?\.$/u, '');
    return n === 0 ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
  });
  return { start, end, correction, rule: [...names].join('+'), reasoning: `${said.join('; ')}: "${correction}".` };
}

function tableKey(block: Block): string {
  return `${block.part}#${block.table?.table}`;
}

/**
 * Tables that write decimal commas: a cell with "0,42" or "-0,9", or more cells with a comma
 * before one or two digits ("8,1 (7,3–9,8)": never a thousands group) than cells with a decimal
 * point, three at least. Their commas are decimal marks.
 */
function decimalCommaTables(manuscript: CheckInput['manuscript']): Set<string> {
  const tables = new Set<string>();
  const votes = new Map<string, { comma: number; point: number }>();
  for (const block of manuscript.blocks) {
    if (!block.table) continue;
    const key = tableKey(block);
    if (/(?<![\d.,])0,\d/u.test(block.text)) tables.add(key);
    const vote = votes.get(key) ?? { comma: 0, point: 0 };
    if (/(?<![\d.,])\d{1,3},\d{1,2}(?![\d,])/u.test(block.text)) vote.comma += 1;
    if (/\d\.\d/u.test(block.text)) vote.point += 1;
    votes.set(key, vote);
  }
  for (const [key, vote] of votes) if (vote.comma >= 3 && vote.comma > vote.point) tables.add(key);
  return tables;
}

export function run(input: CheckInput): CheckResult {
  const { manuscript, format, params } = input;
  if (noFormat(input)) return type1([noFormatRow(ID, 'the number style (separators, ranges, units)')]);
  const { thousand, decimal, underTen, warnings } = plan(format);
  const pRead = readOption(format, 'p_value_style', STYLES);
  const pStyle = pRead.kind === 'value' ? pRead.value : null;
  const citations = new Map<number, Citation[]>();
  for (const c of manuscript.structure.citations) {
    const list = citations.get(c.block) ?? [];
    list.push(c);
    citations.set(c.block, list);
  }
  const items: ResultItem[] = [...warnings];
  const commaTables = decimalCommaTables(manuscript);
  const captions = new Set(manuscript.structure.captions.map((c) => c.block));
  // Tables, captions and notes after the reference list are the authors' numbers too.
  for (const prose of proseBlocks(manuscript, 'everywhere')) {
    const blockCitations = citations.get(prose.block.index) ?? [];
    const text = withoutMarks(prose.block, blockCitations);
    const cited: Span[] = blockCitations.map((c) => ({ start: c.start, end: c.end }));
    const rules: Rules = {
      pStyle,
      thousand,
      decimal,
      underTen,
      params,
      sentences: !prose.isHeading && prose.block.kind !== 'table-cell',
      runningText: !prose.isHeading && prose.block.kind === 'paragraph' && !captions.has(prose.block.index),
      commaIsDecimal: prose.block.table !== null && commaTables.has(tableKey(prose.block)),
      tableCell: prose.block.kind === 'table-cell',
    };
    // A field's result (a caption number, a cross-reference, a page number) is Word's to write:
    // an edit there could not be applied, so it is not proposed.
    const fields = prose.block.runs.filter((r) => r.inField);
    for (const edit of merged(text, editsOf(text, rules, cited), rules, cited)) {
      if (fields.some((f) => f.start < edit.end && edit.start < f.end)) continue;
      items.push(
        finding(ID, manuscript, prose.block.index, edit.start, edit.end, {
          correction: edit.correction,
          suggestions: [edit.correction],
          reasoning: edit.reasoning,
          key: edit.rule,
        }),
      );
    }
  }
  return type1(items);
}

function toggle(name: string, label: string, description: string) {
  return { name, label, type: 'boolean' as const, defaultValue: true, description };
}

export const numbersUnits: CheckDefinition = {
  id: ID,
  version: 2,
  category: 'language-style',
  name: 'Numbers and units',
  icon: 'hash',
  description:
    'Thousand and decimal separators as the journal asks, a space between a number and its unit, en dashes in ranges, spacing around ±, and sentences that open with a numeral.',
  resultType: 'type1',
  formatFields: [
    'activated_thousand_separator',
    'option_thousand_separator',
    'four_digit_thousand_separator',
    'option_decimal_separator',
    'numbers_under_ten',
  ],
  parameters: [
    toggle('unit_spacing', 'Space between number and unit', '5mg → 5 mg (never before %); "yrs" → "years".'),
    toggle('range_dash', 'En dash in ranges', '10-20 → 10–20.'),
    toggle('plus_minus', 'Spaces around ±', '5±2 → 5 ± 2; +/- → ±.'),
    toggle('sentence_start', 'No numeral opening a sentence', '12 patients died → Twelve patients died.'),
  ],
  run,
};
