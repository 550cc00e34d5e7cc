/**
 * The rules that differ between two journals' formats, side by side: only the fields some check
 * reads (limits, counts, citation and reference style, spelling variety, statements, footnotes,
 * separators, P values, title case, authorship), each with both values as a writer reads them.
 * The guideline links (journal_URL) always differ and are no rule, so they are left out.
 */
import { CHECKS } from '../checks/index.ts';
import { SECTIONS } from '../checks/word-limits/index.ts';
import type { RuleDifference } from '../contract/api/retarget.ts';
import { FORMAT_FIELDS, NOT_REQUESTED, type FormatConfig } from '../contract/format-config.ts';

const MEASURE_LABEL: Record<string, string> = {
  words: 'words',
  characters_with_space: 'characters (spaces included)',
  characters_without_space: 'characters (spaces excluded)',
};

/** "Abstract: words" for max_words_abstract; the label of every other field a check reads. */
const LIMIT_LABELS: Record<string, string> = Object.fromEntries(
  SECTIONS.flatMap((section) =>
    section.measures.map((m) => [`max_${m}_${section.key}`, `${section.label}: ${MEASURE_LABEL[m]}`]),
  ),
);

const LABELS: Record<string, string> = {
  ...LIMIT_LABELS,
  max_references: 'References',
  max_figures: 'Figures',
  max_tables: 'Tables',
  max_tables_figures: 'Tables and figures',
  max_num_keywords: 'Keywords: most',
  min_num_keywords: 'Keywords: fewest',
  citation_style: 'Citation style',
  reference_style: 'Reference style',
  language: 'Spelling (variety of English)',
  activated_thousand_separator: 'Thousand separator in numbers of five digits or more',
  option_thousand_separator: 'Thousand separator',
  four_digit_thousand_separator: 'Thousand separator in four-digit numbers',
  numbers_under_ten: 'Counts under ten (numerals or words)',
  option_decimal_separator: 'Decimal separator',
  footnotes_style: 'Footnotes',
  key_point_summary_info: 'Key summary points wording',
  authorship_restriction: 'Authors: most',
  authors_requirements: 'What each author entry carries',
  disclosures_inclusion: 'Disclosure statement required',
  disclosures_wording: 'Disclosure statement wording',
  additional_documents: 'Additional documents',
  additional_documents_requested: 'Additional documents required at submission',
  non_commissioned_reviews_allowed: 'Reviews it did not commission accepted',
  title_case: 'Title case',
  p_value_style: 'P values',
};

const KIND = new Map(FORMAT_FIELDS.map((field) => [field.key, field.kind]));

export function ruleLabel(field: string): string {
  return LABELS[field] ?? field.replaceAll('_', ' ');
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
