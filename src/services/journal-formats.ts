/**
 * Ready-made formats for real medical journals, filled from their published author guidelines
 * for the main research article type (each lists the pages it was taken from in `journal_URL`).
 * Values use the option strings of src/contract/format-config.ts; a rule a journal does not state
 * stays at its default ("Not requested", 0 = no limit), so no check enforces an invented rule.
 * Guidelines change: an editor updates the tenant's copy in the Formats screen.
 */
import { withDefaults, type FormatConfig } from '../contract/format-config.ts';

export interface JournalFormat {
  name: string;
  config: FormatConfig;
}

const LANCET: FormatConfig = {
  journal_URL: [
    'https://www.thelancet.com/lancet/information-for-authors',
    'https://www.thelancet.com/lancet/information-for-authors/article-types-manuscript-requirements',
  ],
  // Articles: summary ≤300 words, text ≤4500 words, ≤30 references.
  max_words_abstract: 300,
  max_words_main_part: 4500,
  max_references: 30,
  citation_style: 'Numeric, superscript',
  reference_style: 'Vancouver',
  language: 'English (UK)',
  // The Lancet prints 0·5 and groups five-digit numbers with a thin space (10 000).
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Thin space',
  option_decimal_separator: 'Mid-line point',
  // Formatting guidelines: "Numbers one to ten are written out in words unless they are used as a
  // unit of measurement, except in figures and tables"; four-digit numbers closed up (2066).
  four_digit_thousand_separator: 'No',
  numbers_under_ten: 'Words',
  p_value_style: 'p < 0.001',
  key_point_summary_info:
    'Research in context: Evidence before this study; Added value of this study; Implications of all the available evidence',
  authors_requirements: 'affiliations, corresponding author e-mail',
  disclosures_inclusion: 'Yes',
  disclosures_wording: 'Declaration of interests',
  additional_documents:
    'cover letter; ICMJE disclosure forms; reporting checklist (e.g. CONSORT, STROBE, PRISMA); trial protocol for randomised trials',
  additional_documents_requested: 'Yes',
  title_case: 'Sentence case',
};

const BMJ: FormatConfig = {
  journal_URL: [
    'https://www.bmj.com/about-bmj/resources-authors/article-types/research',
    'https://authors.bmj.com/writing-and-formatting/formatting-your-paper/',
  ],
  citation_style: 'Numeric, superscript',
  reference_style: 'Vancouver',
  language: 'English (UK)',
  option_decimal_separator: 'Point',
  p_value_style: 'P < 0.001',
  key_point_summary_info: 'What is already known on this topic; What this study adds',
  authors_requirements: 'ORCID, affiliations, corresponding author e-mail',
  disclosures_inclusion: 'Yes',
  disclosures_wording:
    'All authors have completed the ICMJE uniform disclosure form at www.icmje.org/disclosure-of-interest/ and declare:',
  additional_documents:
    'cover letter; ICMJE disclosure forms; reporting checklist (e.g. CONSORT, STROBE, PRISMA); patient and public involvement statement',
  additional_documents_requested: 'Yes',
  title_case: 'Sentence case',
};

const NEJM: FormatConfig = {
  journal_URL: [
    'https://www.nejm.org/author-center/new-manuscripts',
    'https://www.nejm.org/author-center/article-types',
  ],
  // Original Articles: text ≤2700 words, abstract ≤250 words, ≤5 figures and tables, ≤40 references.
  max_words_abstract: 250,
  max_words_main_part: 2700,
  max_references: 40,
  max_tables_figures: 5,
  citation_style: 'Numeric, superscript',
  reference_style: 'Vancouver',
  language: 'English (US)',
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Comma',
  option_decimal_separator: 'Point',
  p_value_style: 'P < 0.001',
  authors_requirements: 'affiliations, corresponding author e-mail',
  disclosures_inclusion: 'Yes',
  disclosures_wording: 'Disclosure forms provided by the authors are available with the full text of this article.',
  additional_documents:
    'cover letter; ICMJE disclosure forms; trial protocol and statistical analysis plan for clinical trials',
  additional_documents_requested: 'Yes',
  title_case: 'Title case',
};

const JAMA: FormatConfig = {
  journal_URL: ['https://jamanetwork.com/journals/jama/pages/instructions-for-authors'],
  // Original Investigation: text ≤3000 words, structured abstract ≤350 words, Key Points ≤100
  // words, ≤5 tables and figures, ≤50 to 75 references (the lower bound is used).
  max_words_abstract: 350,
  max_words_key_summary_points: 100,
  max_words_main_part: 3000,
  max_references: 50,
  max_tables_figures: 5,
  citation_style: 'Numeric, superscript',
  reference_style: 'AMA',
  language: 'English (US)',
  // AMA Manual of Style, 11th ed., 17.4.3 Number Spacing: "Integers with more than 4 digits are
  // separated into groups of 3 (using a thin space)" and "Four-digit integers are closed up
  // (without a space)"; 18.2.1: "A total of 72 337 postmenopausal women". Not NEJM's comma.
  activated_thousand_separator: 'Yes',
  option_thousand_separator: 'Thin space',
  option_decimal_separator: 'Point',
  // 18.1: "numerals are used to express numbers in most circumstances (eg, 5 not five)".
  four_digit_thousand_separator: 'No',
  numbers_under_ten: 'Numerals',
  p_value_style: 'P < .001',
  key_point_summary_info: 'Key Points: Question; Findings; Meaning',
  authors_requirements: 'ORCID, affiliations, corresponding author e-mail',
  disclosures_inclusion: 'Yes',
  disclosures_wording: 'Conflict of Interest Disclosures',
  additional_documents:
    'cover letter; ICMJE disclosure forms; reporting checklist (e.g. CONSORT, STROBE); trial protocol for clinical trials',
  additional_documents_requested: 'Yes',
  title_case: 'Title case',
};

/** Advances in Therapy and Diabetes Therapy are Springer Nature (Adis) journals with one guide. */
function adis(journalUrl: string): FormatConfig {
  return {
    journal_URL: [journalUrl],
    max_words_abstract: 250,
    citation_style: 'Numeric, square brackets',
    reference_style: 'Vancouver',
    min_num_keywords: 4,
    max_num_keywords: 6,
    option_decimal_separator: 'Point',
    key_point_summary_info: 'Key Summary Points: Why carry out this study?; What was learned from the study?',
    authors_requirements: 'ORCID, affiliations, corresponding author e-mail',
    disclosures_inclusion: 'Yes',
    disclosures_wording: 'Conflict of Interest',
    additional_documents: 'cover letter; medical writing and editorial assistance statement; ethics approval statement',
    additional_documents_requested: 'Yes',
    title_case: 'Sentence case',
  };
}

const RAW: readonly JournalFormat[] = [
  { name: 'The Lancet', config: LANCET },
  { name: 'The BMJ', config: BMJ },
  { name: 'The New England Journal of Medicine (NEJM)', config: NEJM },
  { name: 'JAMA', config: JAMA },
  { name: 'Advances in Therapy', config: adis('https://link.springer.com/journal/12325/submission-guidelines') },
  { name: 'Diabetes Therapy', config: adis('https://link.springer.com/journal/13300/submission-guidelines') },
];

/** Every field present (template defaults filled in), so the Formats screen shows the whole rule set. */
export const JOURNAL_FORMATS: readonly JournalFormat[] = RAW.map((f) => ({
  name: f.name,
  config: withDefaults(f.config),
}));
