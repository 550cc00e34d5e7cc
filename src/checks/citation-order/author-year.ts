/**
 * Author–year citations written in the text, read on their own (issue 24): in an author–year
 * manuscript, one no entry of the list can stand for ("Hume et al., 2013" with no Hume 2013 in
 * the list); in a numbered manuscript, author–year citations are a second citation system.
 * Lenient on purpose: an entry that holds the first author's surname and the year anywhere counts
 * as a match, so only a citation with no candidate at all is reported.
 */
import type { Manuscript } from '../../docx/model.ts';

const NAME = "\\p{Lu}[\\p{L}'’-]+(?:\\s(?:van|von|de|der|den|du|da)\\s\\p{Lu}[\\p{L}'’-]+)?";
/** One citation inside brackets: "Hume et al., 2013", "Smith and Jones 2010a", "Smith & Jones, 2010". */
const ONE = new RegExp(`(${NAME})(?:\\s+et\\s+al\\.?|\\s+(?:and|&)\\s+${NAME})?,?\\s+((?:19|20)\\d{2})[a-z]?`, 'u');
/** A bracket whose every part is an author–year citation ("(Hume et al., 2013; Smith, 2010)"). */
const GROUP = /\(([^()]{6,200})\)/gu;

export interface WrittenCitation {
  block: number;
  start: number;
  end: number;
  /** "Hume et al., 2013" as written. */
  text: string;
  surname: string;
  year: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Author–year citations in brackets in the body text (not the reference list, not tables or notes). */
export function writtenAuthorYear(manuscript: Manuscript): WrittenCitation[] {
  const list = new Set(manuscript.structure.references.map((r) => r.block));
  const found: WrittenCitation[] = [];
  for (const block of manuscript.blocks) {
    if (block.kind !== 'paragraph' || list.has(block.index) || block.outlineLevel !== null) continue;
    for (const group of block.text.matchAll(GROUP)) {
      const parts = group[1]!.split(/;\s*/);
      const read = parts.map((p) => ONE.exec(p.trim()));
      // Every part must read as a citation, and a part must be nothing more ("see Hume et al., 2013" aside).
      if (read.some((m, i) => !m || parts[i]!.trim().replace(/^(see|e\.g\.,?|cf\.)\s+/i, '') !== m[0])) continue;
      let offset = group.index! + 1;
      for (const [i, m] of read.entries()) {
        const part = parts[i]!;
        const at = block.text.indexOf(m![0], offset);
        found.push({
          block: block.index,
          start: at,
          end: at + m![0].length,
          text: m![0],
          surname: m![1]!,
          year: m![2]!,
        });
        offset += part.length + 1;
      }
    }
  }
  return found;
}

/**
 * True when some entry of the list holds the surname and the year, or a year one apart (that
 * entry is cited with another year, which the uncited test reports: one cause, one finding).
 */
export function hasCandidate(manuscript: Manuscript, citation: WrittenCitation): boolean {
  const surname = fold(citation.surname);
  const year = Number(citation.year);
  const years = [year - 1, year, year + 1].map(String);
  return manuscript.structure.references.some((r) => {
    const text = fold(r.text);
    return text.includes(surname) && years.some((y) => text.includes(y));
  });
}
