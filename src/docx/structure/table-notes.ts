/**
 * Table footnotes: the notes under a table (abbreviations, symbols, "Data are mean (SD)"). They
 * are not main text (the corpus counting rules and journals' word limits agree), but Word has no
 * element for them: they are ordinary paragraphs after the table. Evidence, strongest first:
 *
 * - *strong*: a footnote mark opening it (a symbol "*", "†", "‡"…, a superscript letter or
 *   number, a lone letter before a capital "a Adjusted for age"), a note label ("Note:",
 *   "Source:", "Abbreviations:"), a sentence notes are made of ("Data are mean (SD)"), a list of
 *   abbreviation definitions ("SD, standard deviation; CI, confidence interval"), or a
 *   note-styled paragraph ("Table Footnote", "Table Note");
 * - *weak*: a lower-case opening, a single "OR, odds ratio" definition, or a short paragraph
 *   (≤ 70 words) in the vocabulary of notes (adjusted, estimated, model, HR, p value, "the
 *   table") that cites nothing.
 *
 * A short paragraph (≤ 70 words) with neither continues the notes when the paragraph before it
 * was a note.
 *
 * A paragraph right after a table is a note when it has either; one that reads like running text
 * (refers to a table, figure or reference, opens like prose) is not, whatever its length. Notes
 * separated from their table by running text ("further down") are notes only on strong evidence.
 */
import type { Block } from '../model.ts';
import { countWords } from './words.ts';

export type NoteEvidence = 'strong' | 'weak' | 'continues' | null;

const NOTE_LABEL = /^(Notes?|Sources?|Abbreviations?( used)?|Footnotes?|Key|Legend)\s*[:.—–-]/i;
const NOTE_SENTENCE =
  /^(Note that|Data (are|were)|Values (are|were)|Percent(ages)?|Results of|Bold (values|type|font)|Significant|Results (are|were)|All percentages|Adjusted for|Analys[ie]s (restricted|adjusted|based|limited)|Estimates (are|were)|Models? (adjusted|included)|Numbers (are|may)|Totals? may|Figures (are|in) (in )?(brackets|parentheses))\b/i;
const NOTE_STYLE = /table ?(foot)?note|footnote text|table ?legend|table ?source/i;
const SYMBOL_MARK = /^[*†‡§¶#]/;
/** "a Adjusted for age", "b. Excluding …": a footnote letter typed in line. */
const LETTER_MARK = /^[a-h][.)]?\s+\p{Lu}/u;
const DEFINITION = /^[^\s,;:(]{1,25}(\s[^\s,;:(]{1,20}){0,2}\s?(,|=)\s|^[^\s:(]{1,25}(\s[^\s:(]{1,20}){0,4}:\s/;
/** Two or more "AB, words" definitions separated by ";" or ".". */
const DEFINITION_LIST = /^([^\s,;:=]{0,12}\p{Lu}[^\s,;:=]{0,12}\s?[,=:]\s[^;.]{2,80}[;.]\s*){2,}/u;
const PROSE_OPENING =
  /^(There (was|were|is|are)|We |Our |In |Finally|Overall|Across|Apart|With respect|The association|However|Moreover|Furthermore|Similarly|Of the|Among|As (shown|expected|seen|a))/;
/** Running text refers to tables, figures and the literature ("[12]", "(Smith et al., 2010)"). */
const REFERS = /\b(Tables?|Fig(ure)?s?\.?)\s+S?\d|\[\d+([,–-]\d+)*\]|\(\p{Lu}[^()]{1,60}\d{4}[a-z]?\)/u;
/** What notes under a table talk about: the models, estimates and symbols of the table. */
const NOTE_VOCABULARY =
  /\b(adjusted|estimated|models?|defined as|reference (group|category)|p[- ]?values?|percentages|confidence intervals?|odds ratios?|hazard ratios?|HRs?|ORs?|CIs?|SD|IQR|not applicable|NA|the table|this table|Note that)\b/;
/** "(See Tables S1–S12 for actual values)" points elsewhere the way notes do. */
const SEE_ALSO = /\((see|cf\.)\b[^)]*\)/gi;

function opensWithSuperscript(block: Block): boolean {
  const first = block.runs.find((run) => block.text.slice(run.start, run.end).trim().length > 0);
  return (first?.format.superscript ?? false) && block.text.slice(0, first?.start ?? 0).trim() === '';
}

/** How strongly a paragraph reads like a table note. */
export function tableNoteEvidence(block: Block): NoteEvidence {
  const text = block.text.trim();
  if (text.length === 0) return null;
  if (NOTE_STYLE.test(block.styleName ?? '')) return 'strong';
  if (SYMBOL_MARK.test(text) || opensWithSuperscript(block) || LETTER_MARK.test(text)) return 'strong';
  if (NOTE_LABEL.test(text) || NOTE_SENTENCE.test(text) || DEFINITION_LIST.test(text)) return 'strong';
  if (/^[:a-z]/.test(text)) return 'weak';
  if (PROSE_OPENING.test(text)) return null;
  if (DEFINITION.test(text)) return 'weak';
  if (REFERS.test(text.replace(SEE_ALSO, ''))) return null;
  const words = countWords(text);
  if (words <= 70 && NOTE_VOCABULARY.test(text)) return 'weak';
  // "GRADE Working Group grades of evidence:", "Explanations": a label over the notes that follow.
  if (words <= 8 && (/:$/.test(text) || words <= 2)) return 'weak';
  return words <= 70 ? 'continues' : null;
}
