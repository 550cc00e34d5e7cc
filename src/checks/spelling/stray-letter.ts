/**
 * A stray letter after a paragraph's last full stop ("…shifts in prescribing due to
 * COVID-19.x"): a key hit after the sentence ended. Only a single lower-case letter at the very
 * end of a paragraph of prose (eight words or more), after a word that holds letters, so
 * abbreviations ("e.g", "i.e"), versions ("3.x") and file names ("data.R") are left alone.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';

const STRAY_AT_END = /(?<=(?:^|\s)(\S*\p{L}\S*?[\p{L}\d)\]%]))\.(\p{Ll})\s*$/u;

export function strayLetterAtEnd(manuscript: Manuscript, block: Block): ResultItem[] {
  const m = STRAY_AT_END.exec(block.text);
  if (!m || block.text.split(/\s+/u).length < 8) return [];
  const before = m[1]!;
  // "e.g" / "i.e" / "a.m": letters and full stops in turn are an abbreviation, not a sentence's end.
  if (/(?:^|\.)\p{L}$/u.test(before)) return [];
  return [
    finding('spelling', manuscript, block.index, m.index, m.index + 2, {
      correction: '.',
      suggestions: ['.'],
      reasoning: `"${m[2]}" stands alone after the paragraph's last full stop: a stray letter to delete.`,
    }),
  ];
}
