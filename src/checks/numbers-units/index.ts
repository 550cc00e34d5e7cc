/**
 * numbers-units: thousand and decimal separators as the format asks, a space between a number
 * and its unit (5mg → 5 mg; never before %), en dashes in numeric ranges, "±" with spaces, and
 * no numeral opening a sentence. The separator rules follow the format; the others are house
 * style that each have a parameter to switch them off.
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import { DECIMAL_SEPARATOR_OPTIONS, THOUSAND_SEPARATOR_OPTIONS } from '../../contract/format-config.ts';
import { finding, noFormat, noFormatRow, notUnderstood, readOption, row, type1 } from '../framework/index.ts';
import { proseBlocks } from '../language/prose.ts';
import { inside, sentenceStarts, type Span } from '../language/text.ts';
import {
  decimalSeparators,
  numberOpeningSentence,
  plusMinus,
  rangeDashes,
  thousandSeparators,
  unitSpacing,
  type DecimalStyle,
  type Edit,
  type ThousandStyle,
} from './rules.ts';

const ID = 'numbers-units';
const YES_NO = ['Yes', 'No'] as const;
const THOUSAND = ['Comma', 'Thin space', 'Space', 'None'] as const;
const DECIMAL = ['Point', 'Comma', 'Mid-line point'] as const;

interface Plan {
  thousand: { activated: boolean; style: ThousandStyle | null } | null;
  decimal: DecimalStyle | null;
  warnings: ResultItem[];
}

function plan(format: CheckInput['format']): Plan {
  const warnings: ResultItem[] = [];
  const activated = readOption(format, 'activated_thousand_separator', YES_NO);
  const style = readOption(format, 'option_thousand_separator', THOUSAND);
  const decimal = readOption(format, 'option_decimal_separator', DECIMAL);
  if (activated.kind === 'unknown') warnings.push(notUnderstood(ID, 'activated_thousand_separator', activated.value));
  if (style.kind === 'unknown')
    warnings.push(notUnderstood(ID, 'option_thousand_separator', style.value, THOUSAND_SEPARATOR_OPTIONS));
  if (decimal.kind === 'unknown')
    warnings.push(notUnderstood(ID, 'option_decimal_separator', decimal.value, DECIMAL_SEPARATOR_OPTIONS));
  let thousand: Plan['thousand'] = null;
  if (activated.kind === 'value' && activated.value === 'No') thousand = { activated: false, style: null };
  else if (style.kind === 'value') thousand = { activated: style.value !== 'None', style: style.value };
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
  return { thousand, decimal: decimal.kind === 'value' ? decimal.value : null, warnings };
}

export function run(input: CheckInput): CheckResult {
  const { manuscript, format, params } = input;
  if (noFormat(input)) return type1([noFormatRow(ID, 'the number style (separators, ranges, units)')]);
  const { thousand, decimal, warnings } = plan(format);
  const citations = new Map<number, Span[]>();
  for (const c of manuscript.structure.citations) {
    const list = citations.get(c.block) ?? [];
    list.push({ start: c.start, end: c.end });
    citations.set(c.block, list);
  }
  const items: ResultItem[] = [...warnings];
  for (const prose of proseBlocks(manuscript)) {
    const text = prose.block.text;
    const cited = citations.get(prose.block.index) ?? [];
    // Citation ranges ("[3-5]") belong to the citation checks.
    const inCitation = (start: number, end: number) =>
      inside(cited, start, end) ||
      (/[[(]\s*$/.test(text.slice(Math.max(0, start - 2), start)) && /^\s*[\]),]/.test(text.slice(end, end + 2)));
    const edits: Edit[] = [];
    if (thousand) edits.push(...thousandSeparators(text, thousand.activated, thousand.style));
    if (decimal) edits.push(...decimalSeparators(text, decimal));
    if (params.unit_spacing !== false) edits.push(...unitSpacing(text));
    if (params.range_dash !== false) edits.push(...rangeDashes(text, inCitation));
    if (params.plus_minus !== false) edits.push(...plusMinus(text));
    if (params.sentence_start !== false && !prose.isHeading && prose.block.kind !== 'table-cell') {
      edits.push(...numberOpeningSentence(text, sentenceStarts(text)));
    }
    // A DOI, URL or file path in running text is an identifier, whatever its digits look like.
    const identifiers = !/10\.\d|https?:|www\.|doi:/iu.test(text)
      ? []
      : [...text.matchAll(/\S*(?:\b10\.\d{4,}\/|https?:\/\/|www\.|doi:)\S*/giu)].map((m) => ({
          start: m.index,
          end: m.index + m[0].length,
        }));
    edits.sort((a, b) => a.start - b.start || b.end - a.end);
    let reached = -1;
    for (const edit of edits) {
      if (edit.start < reached || inside(cited, edit.start, edit.end)) continue; // one edit per stretch of text
      if (inside(identifiers, edit.start, edit.end)) continue;
      reached = edit.end;
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
  version: 1,
  category: 'language-style',
  name: 'Numbers and units',
  icon: 'hash',
  description:
    'Thousand and decimal separators as the journal asks, a space between a number and its unit, en dashes in ranges, spacing around ±, and sentences that open with a numeral.',
  resultType: 'type1',
  formatFields: ['activated_thousand_separator', 'option_thousand_separator', 'option_decimal_separator'],
  parameters: [
    toggle('unit_spacing', 'Space between number and unit', '5mg → 5 mg (never before %).'),
    toggle('range_dash', 'En dash in ranges', '10-20 → 10–20.'),
    toggle('plus_minus', 'Spaces around ±', '5±2 → 5 ± 2; +/- → ±.'),
    toggle('sentence_start', 'No numeral opening a sentence', '12 patients died → Twelve patients died.'),
  ],
  run,
};
