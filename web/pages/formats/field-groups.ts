/**
 * The format editor's groups (issue 18): the format's fields grouped by the check that reads them,
 * each shown under its FORMAT_FIELDS label. Fields the table does not name fall into "Other fields", so a field
 * added to FORMAT_FIELDS still gets a control.
 */
import { FORMAT_FIELDS, type FormatFieldDescriptor } from '../../../src/contract/format-config.ts';

const GROUPS: readonly { title: string; keys: readonly string[] }[] = [
  { title: 'Journal', keys: ['journal_URL'] },
  {
    title: 'Word and character limits',
    keys: [
      'max_words_abstract',
      'max_characters_with_space_abstract',
      'max_characters_without_space_abstract',
      'max_words_key_summary_points',
      'max_characters_with_space_key_summary_points',
      'max_characters_without_space_key_summary_points',
      'max_words_plain_language_summary',
      'max_characters_with_space_plain_language_summary',
      'max_characters_without_space_plain_language_summary',
      'max_words_main_part',
    ],
  },
  { title: 'Element counts', keys: ['max_references', 'max_figures', 'max_tables', 'max_tables_figures'] },
  { title: 'Keywords', keys: ['max_num_keywords', 'min_num_keywords'] },
  { title: 'Citations and references', keys: ['citation_style', 'reference_style'] },
  { title: 'Spelling and language', keys: ['language', 'title_case'] },
  {
    title: 'Numbers and statistics',
    keys: [
      'activated_thousand_separator',
      'option_thousand_separator',
      'four_digit_thousand_separator',
      'option_decimal_separator',
      'numbers_under_ten',
      'p_value_style',
    ],
  },
  { title: 'Footnotes', keys: ['footnotes_style'] },
  { title: 'Authorship', keys: ['authorship_restriction', 'authors_requirements'] },
  { title: 'Disclosures', keys: ['disclosures_inclusion', 'disclosures_wording'] },
  { title: 'Template structure', keys: ['key_point_summary_info'] },
  {
    title: 'Submission',
    keys: ['additional_documents', 'additional_documents_requested', 'non_commissioned_reviews_allowed'],
  },
];

export interface FieldGroup {
  title: string;
  fields: FormatFieldDescriptor[];
}

export function fieldGroups(): FieldGroup[] {
  const byKey = new Map(FORMAT_FIELDS.map((f) => [f.key, f]));
  const placed = new Set<string>();
  const groups: FieldGroup[] = [];
  for (const group of GROUPS) {
    const fields = group.keys.flatMap((key) => {
      const field = byKey.get(key);
      if (!field) return [];
      placed.add(key);
      return [field];
    });
    if (fields.length > 0) groups.push({ title: group.title, fields });
  }
  const rest = FORMAT_FIELDS.filter((f) => !placed.has(f.key));
  if (rest.length > 0) groups.push({ title: 'Other fields', fields: [...rest] });
  return groups;
}
