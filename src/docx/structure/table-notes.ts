/**
 * Table footnotes: the notes under a table (abbreviations, symbols, "Data are mean (SD)"). They
 * are not main text (the corpus counting rules and journals' word limits agree), but Word has no
 * element for them: they are ordinary paragraphs after the table. A paragraph right after a
 * table is a note when it is shaped like one (a symbol or lower-case opening, an abbreviation
 * definition "SD, standard deviation", "n = 12", a short "Label: …"); it is running text when it
 * refers to a table, figure or reference, opens like prose, or is long. The first paragraph of
 * running text ends the notes.
 */
import { countWords } from './words.ts';

const NOTE_OPENING =
  /^(Notes?|Abbreviations?|Key|Sources?|Data (are|were)|Values (are|were)|Percentages|Bold|Significant|Results (are|were)|All percentages|Adjusted|Footnotes?|Analys[ie]s (restricted|adjusted|based|limited)|Results of|Estimates|Models? (adjusted|included))\b/i;
const ABBREVIATION_DEFINITION =
  /^[^\s,;:(]{1,25}(\s[^\s,;:(]{1,20}){0,2}\s?(,|=)\s|^[^\s:(]{1,25}(\s[^\s:(]{1,20}){0,4}:\s/;
const PROSE_OPENING =
  /^(There (was|were|is|are)|We |Our |In |Finally|Overall|Across|Apart|With respect|The association|However|Moreover|Furthermore|Similarly|Of the|Among|As (shown|expected|seen|a))/;
const REFERS = /\b(Tables?|Fig(ure)?s?\.?)\s+S?\d|\[\d+([,–-]\d+)*\]/;
/** "(See Tables S1–S12 for actual values)" points elsewhere the way notes do. */
const SEE_ALSO = /\((see|cf\.)\b[^)]*\)/gi;

export function isTableFootnote(text: string): boolean {
  const trimmed = text.trim();
  if (/^[*†‡§¶#:a-z]/.test(trimmed)) return true;
  if (NOTE_OPENING.test(trimmed)) return true;
  if (PROSE_OPENING.test(trimmed)) return false;
  if (ABBREVIATION_DEFINITION.test(trimmed)) return true;
  if (REFERS.test(trimmed.replace(SEE_ALSO, ''))) return false;
  return countWords(trimmed) <= 70;
}
