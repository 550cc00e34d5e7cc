/**
 * The rules that differ between two journals' formats, side by side: only the fields some check
 * reads (limits, counts, citation and reference style, spelling variety, statements, footnotes,
 * separators, P values, title case, authorship), each with both values as a writer reads them.
 * The guideline links (journal_URL) always differ and are no rule, so they are left out.
 */
import { CHECKS } from '../checks/index.ts';
import type { RuleDifference } from '../contract/api/retarget.ts';
import { FORMAT_FIELDS, NOT_REQUESTED, type FormatConfig } from '../contract/format-config.ts';

/** By any key, a stored field the table does not know included (it has no kind and no label). */
const KIND = new Map<string, string>(FORMAT_FIELDS.map((field) => [field.key, field.kind]));

const LABEL = new Map<string, string>(FORMAT_FIELDS.map((field) => [field.key, field.label]));

/** The field's label from FORMAT_FIELDS (the one the format form shows); an unknown field by its key. */
export function ruleLabel(field: string): string {
  return LABEL.get(field) ?? field.replaceAll('_', ' ');
}

/** A rule's value as a writer reads it: 0 is "no limit", "Not requested" and blank are "not set". */
export function ruleText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '' || value === NOT_REQUESTED) return 'not set';
  if (KIND.get(field) === 'number' && value === 0) return field.startsWith('min_') ? 'none required' : 'no limit';
  if (typeof value === 'number') return value.toLocaleString('en-GB');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : 'not set';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields the checks read, in the format template's order (limits first), without duplicates. */
const ORDER = new Map(FORMAT_FIELDS.map((field, index) => [field.key, index]));
const RULE_FIELDS = [...new Set(CHECKS.flatMap((check) => check.formatFields ?? []))]
  .filter((field) => field !== 'journal_URL')
  .sort((a, b) => (ORDER.get(a) ?? FORMAT_FIELDS.length) - (ORDER.get(b) ?? FORMAT_FIELDS.length));

/** The rules two formats (defaults filled in) set differently, each with both values. */
export function differingRules(from: FormatConfig, to: FormatConfig): RuleDifference[] {
  return RULE_FIELDS.filter((field) => ruleText(field, from[field]) !== ruleText(field, to[field])).map((field) => ({
    field,
    label: ruleLabel(field),
    from: ruleText(field, from[field]),
    to: ruleText(field, to[field]),
  }));
}
