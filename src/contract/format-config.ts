/**
 * The format config: a journal's author-guideline rules as a JSON object (SPEC §3 "Format config
 * template"). One table of field descriptors (key, kind, label, help, editor group, allowed values,
 * default) is the single source for the template served by `GET /api/formatting/template` and its
 * TypeBox schema (src/contract/api/formats.ts), the 422 type check of `POST/PUT /api/formatting`,
 * the format editor's controls and groups, retarget's labels, the checks' typed readers and
 * formatFields, and docs/formats.md. Unknown fields are kept untouched.
 *
 * Numbers: 0 means "no limit". Options default to "Not requested" (the journal states nothing).
 */

export const NOT_REQUESTED = 'Not requested';

export type FieldKind = 'number' | 'text' | 'option' | 'string-list';

/** The format editor's groups, in the order it shows them (each named for what its checks look at). */
export const FORMAT_GROUPS = [
  'Journal',
  'Word and character limits',
  'Element counts',
  'Keywords',
  'Citations and references',
  'Spelling and language',
  'Numbers and statistics',
  'Footnotes',
  'Authorship',
  'Disclosures',
  'Template structure',
  'Submission',
] as const;
export type FormatGroup = (typeof FORMAT_GROUPS)[number];

export interface FormatFieldDescriptor<K extends string = string, Kind extends FieldKind = FieldKind> {
  key: K;
  /**
   * The field's name in a writer's words, the one label every screen shows: the format form, the
   * "Rules that differ" table of "Check against another journal", the user guide.
   */
  label: string;
  kind: Kind;
  /** The format editor's group the field is shown in. */
  group: FormatGroup;
  /** Allowed values of an option field, "Not requested" included. */
  options?: readonly string[];
  defaultValue: number | string | string[];
  /** What the field means (the editor's help text, docs/formats.md, the OpenAPI description). */
  description: string;
}

const YES_NO = [NOT_REQUESTED, 'Yes', 'No'] as const;

/** A field written out whole (its key and kind kept as literal types). */
function field<K extends string, Kind extends FieldKind>(
  descriptor: FormatFieldDescriptor<K, Kind>,
): FormatFieldDescriptor<K, Kind> {
  return descriptor;
}

function limit<K extends string>(
  key: K,
  label: string,
  group: FormatGroup,
  description: string,
): FormatFieldDescriptor<K, 'number'> {
  return { key, label, kind: 'number', group, defaultValue: 0, description: `${description} (0 = no limit).` };
}

function option<K extends string>(
  key: K,
  label: string,
  group: FormatGroup,
  options: readonly string[],
  description: string,
): FormatFieldDescriptor<K, 'option'> {
  return { key, label, kind: 'option', group, options, defaultValue: NOT_REQUESTED, description };
}

function text<K extends string>(
  key: K,
  label: string,
  group: FormatGroup,
  description: string,
): FormatFieldDescriptor<K, 'text'> {
  return { key, label, kind: 'text', group, defaultValue: '', description };
}

/** A section's three limits, labelled "Abstract: words" as the word-limits check names its rows. */
function sectionLimits<S extends string>(section: S, name: string) {
  const lower = name.toLowerCase();
  const group = 'Word and character limits';
  return [
    limit(`max_words_${section}`, `${name}: words`, group, `Maximum words in the ${lower}`),
    limit(
      `max_characters_with_space_${section}`,
      `${name}: characters (spaces included)`,
      group,
      `Maximum characters, spaces included, in the ${lower}`,
    ),
    limit(
      `max_characters_without_space_${section}`,
      `${name}: characters (spaces excluded)`,
      group,
      `Maximum characters, spaces excluded, in the ${lower}`,
    ),
  ] as const;
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

/**
 * The one table of the format's fields: the contract's TypeBox schema (src/contract/api/formats.ts),
 * the 422 check below, the editor's controls and groups, retarget's labels, the checks' readers
 * (keys typed by kind) and docs/formats.md are all derived from it. Its order is the template's
 * (and so the stored JSON's) and every screen's.
 */
export const FORMAT_FIELDS = [
  field({
    key: 'journal_URL',
    label: 'Author guidelines link',
    kind: 'string-list',
    group: 'Journal',
    defaultValue: [],
    description: "Links to the journal's author guidelines the format was taken from.",
  }),
  ...sectionLimits('abstract', 'Abstract'),
  ...sectionLimits('key_summary_points', 'Key summary points'),
  ...sectionLimits('plain_language_summary', 'Plain language summary'),
  limit(
    'max_words_main_part',
    'Main text: words',
    'Word and character limits',
    'Maximum words in the main text (introduction to discussion)',
  ),
  limit('max_references', 'References', 'Element counts', 'Maximum number of references'),
  limit('max_figures', 'Figures', 'Element counts', 'Maximum number of figures'),
  limit('max_tables', 'Tables', 'Element counts', 'Maximum number of tables'),
  limit('max_tables_figures', 'Tables and figures', 'Element counts', 'Maximum number of tables and figures together'),
  option(
    'citation_style',
    'Citation style',
    'Citations and references',
    CITATION_STYLE_OPTIONS,
    'How in-text citations are written.',
  ),
  option(
    'reference_style',
    'Reference style',
    'Citations and references',
    REFERENCE_STYLE_OPTIONS,
    'Style of the reference list.',
  ),
  limit('max_num_keywords', 'Keywords: most', 'Keywords', 'Maximum number of keywords'),
  field({
    key: 'min_num_keywords',
    label: 'Keywords: fewest',
    kind: 'number',
    group: 'Keywords',
    defaultValue: 0,
    description: 'Minimum number of keywords (0 = none required).',
  }),
  option(
    'language',
    'Spelling (variety of English)',
    'Spelling and language',
    LANGUAGE_OPTIONS,
    'Variety of English the journal prints.',
  ),
  option(
    'activated_thousand_separator',
    'Thousand separator in numbers of five digits or more',
    'Numbers and statistics',
    YES_NO,
    'Whether numbers of five digits or more take a thousand separator.',
  ),
  option(
    'option_thousand_separator',
    'Thousand separator',
    'Numbers and statistics',
    THOUSAND_SEPARATOR_OPTIONS,
    'The thousand separator, when one is used.',
  ),
  option(
    'four_digit_thousand_separator',
    'Thousand separator in four-digit numbers',
    'Numbers and statistics',
    YES_NO,
    'Whether four-digit numbers take the thousand separator too: "Yes" 1,066 (AMA), "No" 1066 (The Lancet; a journal that groups with a space closes them up).',
  ),
  option(
    'numbers_under_ten',
    'Counts under ten (numerals or words)',
    'Numbers and statistics',
    NUMBERS_UNDER_TEN_OPTIONS,
    'How counts under ten are written in running text: "Numerals" (AMA: 4 patients), "Words" (four patients); a sentence never opens with a numeral either way.',
  ),
  option(
    'option_decimal_separator',
    'Decimal separator',
    'Numbers and statistics',
    DECIMAL_SEPARATOR_OPTIONS,
    'The decimal separator ("Mid-line point" is The Lancet\'s 0·5).',
  ),
  option(
    'footnotes_style',
    'Footnotes',
    'Footnotes',
    FOOTNOTES_STYLE_OPTIONS,
    'Whether footnotes are allowed and how they are marked.',
  ),
  text(
    'key_point_summary_info',
    'Key summary points wording',
    'Template structure',
    'The journal\'s wording for key summary points (e.g. "Key Summary Points", "What is already known").',
  ),
  limit('authorship_restriction', 'Authors: most', 'Authorship', 'Maximum number of authors'),
  text(
    'authors_requirements',
    'What each author entry carries',
    'Authorship',
    'What each author entry must carry, in words the authorship check understands: "ORCID", "affiliations", "corresponding author e-mail".',
  ),
  option(
    'disclosures_inclusion',
    'Disclosure statement required',
    'Disclosures',
    YES_NO,
    'Whether a disclosure / competing-interests statement is required.',
  ),
  text(
    'disclosures_wording',
    'Disclosure statement wording',
    'Disclosures',
    'The disclosure statement as the journal wants it: its heading (a label such as "Declaration of interests"), the opening it must start with (ending in a colon), or its whole wording (a sentence).',
  ),
  text(
    'additional_documents',
    'Additional documents',
    'Submission',
    'The additional documents the journal asks for (e.g. "cover letter; CONSORT checklist").',
  ),
  option(
    'non_commissioned_reviews_allowed',
    'Reviews it did not commission accepted',
    'Submission',
    YES_NO,
    'Whether the journal accepts review articles it did not commission.',
  ),
  option(
    'additional_documents_requested',
    'Additional documents required at submission',
    'Submission',
    YES_NO,
    'Whether the additional documents are required at submission.',
  ),
  option(
    'title_case',
    'Case of the article title',
    'Spelling and language',
    TITLE_CASE_OPTIONS,
    'Case style of the article title.',
  ),
  option(
    'p_value_style',
    'P values',
    'Numbers and statistics',
    P_VALUE_STYLE_OPTIONS,
    'How P values are written (case of P and leading zero); "P < .001" also applies AMA\'s precision (two decimals, three below .01, nothing below .001).',
  ),
] as const;

/** A field of the table, its key and kind as literal types. */
export type FormatField = (typeof FORMAT_FIELDS)[number];

/** Every known field's key: a key the table does not have is a type error wherever a key is named. */
export type FormatFieldKey = FormatField['key'];

/** The keys of the fields of one kind (the checks' readers take these: a limit is read as a number). */
export type FormatFieldKeyOf<Kind extends FieldKind> = Extract<FormatField, { kind: Kind }>['key'];

/**
 * A format config as a check or a service holds it: the known fields by key, each value as stored
 * (a check reads it through src/checks/framework/format-options.ts, which tells a value it does not
 * understand from a rule). Fields the table does not know are kept in the stored JSON untouched;
 * code names only the table's keys, so a misspelt or renamed key does not compile.
 */
export type FormatConfig = { [K in FormatFieldKey]?: unknown };

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
