/**
 * The format config: a journal's author-guideline rules as a JSON object (SPEC §3 "Format config
 * template"). One table of field descriptors is the single source for the template served by
 * `GET /api/formatting/template`, the 422 type check of `POST/PUT /api/formatting`, the checks
 * that read the fields and docs/formats.md. Unknown fields are kept untouched.
 *
 * Numbers: 0 means "no limit". Options default to "Not requested" (the journal states nothing).
 */

export const NOT_REQUESTED = 'Not requested';

export type FieldKind = 'number' | 'text' | 'option' | 'string-list';

export interface FormatFieldDescriptor {
  key: string;
  /**
   * The field's name in a writer's words, the one label every screen shows: the format form, the
   * "Rules that differ" table of "Check against another journal", the user guide.
   */
  label: string;
  kind: FieldKind;
  /** Allowed values of an option field, "Not requested" included. */
  options?: readonly string[];
  defaultValue: number | string | string[];
  description: string;
}

const YES_NO = [NOT_REQUESTED, 'Yes', 'No'] as const;

function limit(key: string, label: string, description: string): FormatFieldDescriptor {
  return { key, label, kind: 'number', defaultValue: 0, description: `${description} (0 = no limit).` };
}

/** A section's three limits, labelled "Abstract: words" as the word-limits check names its rows. */
function sectionLimits(section: string, name: string): FormatFieldDescriptor[] {
  const lower = name.toLowerCase();
  return [
    limit(`max_words_${section}`, `${name}: words`, `Maximum words in the ${lower}`),
    limit(
      `max_characters_with_space_${section}`,
      `${name}: characters (spaces included)`,
      `Maximum characters, spaces included, in the ${lower}`,
    ),
    limit(
      `max_characters_without_space_${section}`,
      `${name}: characters (spaces excluded)`,
      `Maximum characters, spaces excluded, in the ${lower}`,
    ),
  ];
}

export const LANGUAGE_OPTIONS = [NOT_REQUESTED, 'English (UK)', 'English (US)'] as const;
export const THOUSAND_SEPARATOR_OPTIONS = [NOT_REQUESTED, 'Comma', 'Thin space', 'Space', 'None'] as const;
export const DECIMAL_SEPARATOR_OPTIONS = [NOT_REQUESTED, 'Point', 'Comma', 'Mid-line point'] as const;
export const NUMBERS_UNDER_TEN_OPTIONS = [NOT_REQUESTED, 'Numerals', 'Words'] as const;
export const CITATION_STYLE_OPTIONS = [
  NOT_REQUESTED,
  'Numeric, square brackets',
  'Numeric, round brackets',
  'Numeric, superscript',
  'Author–year',
] as const;
export const REFERENCE_STYLE_OPTIONS = [NOT_REQUESTED, 'Vancouver', 'AMA', 'APA', 'Harvard'] as const;
export const FOOTNOTES_STYLE_OPTIONS = [NOT_REQUESTED, 'Not allowed', 'Symbols', 'Numbers'] as const;
export const TITLE_CASE_OPTIONS = [NOT_REQUESTED, 'Sentence case', 'Title case'] as const;
export const P_VALUE_STYLE_OPTIONS = [
  NOT_REQUESTED,
  'P < .001', // capital italic-free P, no leading zero (AMA / JAMA / NEJM)
  'P < 0.001', // capital P, leading zero (BMJ, Vancouver journals)
  'p < 0.001', // lower-case p, leading zero
  'p < .001', // lower-case p, no leading zero (APA)
] as const;

export const FORMAT_FIELDS: readonly FormatFieldDescriptor[] = [
  {
    key: 'journal_URL',
    label: 'Author guidelines link',
    kind: 'string-list',
    defaultValue: [],
    description: "Links to the journal's author guidelines the format was taken from.",
  },
  ...sectionLimits('abstract', 'Abstract'),
  ...sectionLimits('key_summary_points', 'Key summary points'),
  ...sectionLimits('plain_language_summary', 'Plain language summary'),
  limit('max_words_main_part', 'Main text: words', 'Maximum words in the main text (introduction to discussion)'),
  limit('max_references', 'References', 'Maximum number of references'),
  limit('max_figures', 'Figures', 'Maximum number of figures'),
  limit('max_tables', 'Tables', 'Maximum number of tables'),
  limit('max_tables_figures', 'Tables and figures', 'Maximum number of tables and figures together'),
  {
    key: 'citation_style',
    label: 'Citation style',
    kind: 'option',
    options: CITATION_STYLE_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description: 'How in-text citations are written.',
  },
  {
    key: 'reference_style',
    label: 'Reference style',
    kind: 'option',
    options: REFERENCE_STYLE_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description: 'Style of the reference list.',
  },
  limit('max_num_keywords', 'Keywords: most', 'Maximum number of keywords'),
  {
    key: 'min_num_keywords',
    label: 'Keywords: fewest',
    kind: 'number',
    defaultValue: 0,
    description: 'Minimum number of keywords (0 = none required).',
  },
  {
    key: 'language',
    label: 'Spelling (variety of English)',
    kind: 'option',
    options: LANGUAGE_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description: 'Variety of English the journal prints.',
  },
  {
    key: 'activated_thousand_separator',
    label: 'Thousand separator in numbers of five digits or more',
    kind: 'option',
    options: YES_NO,
    defaultValue: NOT_REQUESTED,
    description: 'Whether numbers of five digits or more take a thousand separator.',
  },
  {
    key: 'option_thousand_separator',
    label: 'Thousand separator',
    kind: 'option',
    options: THOUSAND_SEPARATOR_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description: 'The thousand separator, when one is used.',
  },
  {
    key: 'four_digit_thousand_separator',
    label: 'Thousand separator in four-digit numbers',
    kind: 'option',
    options: YES_NO,
    defaultValue: NOT_REQUESTED,
    description:
      'Whether four-digit numbers take the thousand separator too: "Yes" 1,066 (AMA), "No" 1066 (The Lancet; a journal that groups with a space closes them up).',
  },
  {
    key: 'numbers_under_ten',
    label: 'Counts under ten (numerals or words)',
    kind: 'option',
    options: NUMBERS_UNDER_TEN_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description:
      'How counts under ten are written in running text: "Numerals" (AMA: 4 patients), "Words" (four patients); a sentence never opens with a numeral either way.',
  },
  {
    key: 'option_decimal_separator',
    label: 'Decimal separator',
    kind: 'option',
    options: DECIMAL_SEPARATOR_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description: 'The decimal separator ("Mid-line point" is The Lancet\'s 0·5).',
  },
  {
    key: 'footnotes_style',
    label: 'Footnotes',
    kind: 'option',
    options: FOOTNOTES_STYLE_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description: 'Whether footnotes are allowed and how they are marked.',
  },
  {
    key: 'key_point_summary_info',
    label: 'Key summary points wording',
    kind: 'text',
    defaultValue: '',
    description: 'The journal\'s wording for key summary points (e.g. "Key Summary Points", "What is already known").',
  },
  limit('authorship_restriction', 'Authors: most', 'Maximum number of authors'),
  {
    key: 'authors_requirements',
    label: 'What each author entry carries',
    kind: 'text',
    defaultValue: '',
    description:
      'What each author entry must carry, in words the authorship check understands: "ORCID", "affiliations", "corresponding author e-mail".',
  },
  {
    key: 'disclosures_inclusion',
    label: 'Disclosure statement required',
    kind: 'option',
    options: YES_NO,
    defaultValue: NOT_REQUESTED,
    description: 'Whether a disclosure / competing-interests statement is required.',
  },
  {
    key: 'disclosures_wording',
    label: 'Disclosure statement wording',
    kind: 'text',
    defaultValue: '',
    description:
      'The disclosure statement as the journal wants it: its heading (a label such as "Declaration of interests"), the opening it must start with (ending in a colon), or its whole wording (a sentence).',
  },
  {
    key: 'additional_documents',
    label: 'Additional documents',
    kind: 'text',
    defaultValue: '',
    description: 'The additional documents the journal asks for (e.g. "cover letter; CONSORT checklist").',
  },
  {
    key: 'non_commissioned_reviews_allowed',
    label: 'Reviews it did not commission accepted',
    kind: 'option',
    options: YES_NO,
    defaultValue: NOT_REQUESTED,
    description: 'Whether the journal accepts review articles it did not commission.',
  },
  {
    key: 'additional_documents_requested',
    label: 'Additional documents required at submission',
    kind: 'option',
    options: YES_NO,
    defaultValue: NOT_REQUESTED,
    description: 'Whether the additional documents are required at submission.',
  },
  {
    key: 'title_case',
    label: 'Case of the article title',
    kind: 'option',
    options: TITLE_CASE_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description: 'Case style of the article title.',
  },
  {
    key: 'p_value_style',
    label: 'P values',
    kind: 'option',
    options: P_VALUE_STYLE_OPTIONS,
    defaultValue: NOT_REQUESTED,
    description:
      'How P values are written (case of P and leading zero); "P < .001" also applies AMA\'s precision (two decimals, three below .01, nothing below .001).',
  },
];

export type FormatConfig = Record<string, unknown>;

/** The config of a new format: every known field at its default. */
export function formatTemplate(): FormatConfig {
  const template: FormatConfig = {};
  for (const field of FORMAT_FIELDS) {
    template[field.key] = Array.isArray(field.defaultValue) ? [...field.defaultValue] : field.defaultValue;
  }
  return template;
}

/** A bad field of a format config, named for the 422 answer. */
export interface FormatFieldProblem {
  field: string;
  /** The field's key and what it must be: "max_words_abstract must be a whole number…" (JSON, 422). */
  message: string;
  /** What the field must be, without its key: "Must be a whole number…" (the form, under its label). */
  requirement: string;
}

/**
 * Type-checks the known fields of a config. Unknown fields are allowed and kept.
 * Returns one problem per bad field, in template order.
 */
export function validateFormatConfig(config: unknown): FormatFieldProblem[] {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    return [{ field: 'config', message: 'config must be a JSON object', requirement: 'Must be a JSON object' }];
  }
  const values = config as Record<string, unknown>;
  const problems: FormatFieldProblem[] = [];
  for (const field of FORMAT_FIELDS) {
    if (!(field.key in values)) continue;
    const value = values[field.key];
    const requirement = fieldRequirement(field, value);
    if (requirement)
      problems.push({
        field: field.key,
        message: `${field.key} ${requirement}`,
        requirement: requirement.charAt(0).toUpperCase() + requirement.slice(1),
      });
  }
  return problems;
}

/** What a bad value must be instead ("must be text"), or null when the value is fine. */
function fieldRequirement(field: FormatFieldDescriptor, value: unknown): string | null {
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0
        ? null
        : 'must be a whole number of 0 or more (0 = no limit)';
    case 'text':
      return typeof value === 'string' ? null : 'must be text';
    case 'string-list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? null
        : 'must be a list of strings';
    case 'option':
      return typeof value === 'string' && (field.options ?? []).includes(value)
        ? null
        : `must be one of: ${(field.options ?? []).map((o) => `"${o}"`).join(', ')}`;
  }
}

/** A config with the template's defaults filled in for every field it leaves out. */
export function withDefaults(config: FormatConfig): FormatConfig {
  return { ...formatTemplate(), ...config };
}
