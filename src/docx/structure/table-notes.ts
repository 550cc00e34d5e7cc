/**
 * Table footnotes: the short notes under a table (abbreviations, symbols, "Data are mean (SD)").
 * They are not main text (the corpus counting rules and journals' word limits agree), but Word
 * has no element for them: they are ordinary paragraphs after the table. A paragraph right
 * after a table is a note unless it reads like running text: it refers to a table, figure or
 * reference, or opens like a sentence of prose.
 */
import { countWords } from './words.ts';

const PROSE_OPENING = /^(There (was|were|is|are)|We |Our |In (the|this|our|a|total|addition|contrast)\b|Finally|Overall|Across|Apart|With respect|The association|However|Moreover|Furthermore|Similarly|Of the|Among|As (shown|expected|seen))/;
const REFERS = /\b(Tables?|Fig(ure)?s?\.?)\s+S?\d|\[\d+([,–-]\d+)*\]/;

export function isTableFootnote(text: string): boolean {
  const trimmed = text.trim();
  if (/^[*†‡§¶#:a-z]/.test(trimmed)) return true;
  if (/^(Notes?|Abbreviations?|Key|Source|Data (are|were)|Values (are|were))\b/i.test(trimmed)) return true;
  if (REFERS.test(trimmed)) return false;
  if (PROSE_OPENING.test(trimmed)) return false;
  return countWords(trimmed) <= 200;
}
