/**
 * "yrs" for years: no journal abbreviates years so (AMA 11th ed. spells out "years" in text; The
 * Lancet, Vancouver journals and APA write "years"), and an editor writes "57.1 ± 12.2 years" and
 * "Age (years)". Only the plural "yrs" is read: "yr" and "y" are AMA's own abbreviations in tables.
 * A full stop after "yrs" is the abbreviation's when the sentence goes on ("12 yrs. and"), and goes
 * with it; before a capital or at the paragraph's end it may close the sentence, and stays.
 */
import type { Edit } from './rules.ts';

const YRS = /(?<!\p{L})([Yy])rs(?:\.(?=\s+[\p{Ll}\d(]))?(?![\p{L}\d])/gu;

export function yearsSpelledOut(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(YRS)) {
    const correction = `${m[1]}ears`;
    edits.push({
      start: m.index,
      end: m.index + m[0].length,
      correction,
      rule: 'years',
      reasoning: `Journals spell out years: "${correction}", not "${m[0]}".`,
    });
  }
  return edits;
}
