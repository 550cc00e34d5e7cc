/**
 * An institution's name misspelt beside its correct spelling ("Rutgers School of Public Health,
 * Ruthers University"): a capitalised word no list knows, naming an institution (the next word is
 * University, Institute, Hospital…), one plain slip from a capitalised word the same paragraph
 * writes and the lists know. Both spellings side by side cannot both be right, and the one the
 * lists know is the name. Words of six letters or more only: short names differ by a letter.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import { distance, isKnownWord } from './lexicon.ts';

const INSTITUTION =
  /^\s+(?:University|Universit[yé]|Institute|Hospital|College|School|Centre|Center|Clinic|Foundation|Faculty|Department|Medical)\b/u;

/** The known capitalised word of the paragraph that `word` (at `end` in `block`) is a slip of, if exactly one. */
export function institutionNameSlip(block: Block, word: string, end: number): string | null {
  if (word.length < 6 || !INSTITUTION.test(block.text.slice(end, end + 14))) return null;
  const near = new Set<string>();
  for (const m of block.text.matchAll(/(?<!\p{L})\p{Lu}\p{Ll}{4,}(?!\p{L})/gu))
    if (m[0] !== word && distance(m[0], word, 1) === 1 && isKnownWord(m[0])) near.add(m[0]);
  return near.size === 1 ? [...near][0]! : null;
}

/**
 * The affiliations, which the prose checks do not read (names, addresses), read for this slip
 * only: an address line misspells an institution the same line writes right.
 */
export function affiliationSlips(manuscript: Manuscript): ResultItem[] {
  const items: ResultItem[] = [];
  for (const index of manuscript.structure.affiliations?.blocks ?? []) {
    const block = manuscript.blocks[index];
    if (!block) continue;
    for (const m of block.text.matchAll(/(?<![\p{L}\d-])\p{Lu}\p{Ll}{5,}(?![\p{L}\d-])/gu)) {
      if (isKnownWord(m[0])) continue;
      const name = institutionNameSlip(block, m[0], m.index + m[0].length);
      if (!name) continue;
      items.push(
        finding('spelling', manuscript, index, m.index, m.index + m[0].length, {
          correction: name,
          suggestions: [name],
          reasoning: `"${m[0]}" is in none of the dictionaries; the same paragraph writes "${name}".`,
        }),
      );
    }
  }
  return items;
}
