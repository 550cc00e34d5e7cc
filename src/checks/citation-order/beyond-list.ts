/**
 * Citations of numbers past the end of the list, which the reader does not take for citations
 * (issue 24): it accepts a superscript or round-bracket number only when the list has that
 * reference, so that exponents, counts and table notes are not read as citations. In a manuscript
 * that cites in superscript, a superscript number in running text past the list ("the JADER⁴⁸
 * database", 43 references) is a citation of a reference the list lacks; in one that cites in
 * round brackets, so is "(119)" closing a sentence ("… the data. (119)"), where a count never
 * stands. Judged only in body paragraphs (not headings, table cells, notes or the list itself).
 */
import type { Citation, Manuscript } from '../../docx/model.ts';
import { superscriptMarks } from '../framework/index.ts';

/** "48", "48,49", "48–50": numbers, commas and dashes only. */
const NUMBERS = /^\s*(\d{1,4}(?:\s*[,–-]\s*\d{1,4})*)\s*$/;

function numbersOf(list: string): number[] {
  return list.split(/\s*[,–-]\s*/).map(Number);
}

function dominantStyle(citations: readonly Citation[]): Citation['style'] | null {
  const counts = new Map<Citation['style'], number>();
  for (const c of citations) counts.set(c.style, (counts.get(c.style) ?? 0) + 1);
  const [style, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return style && count !== undefined && count >= 5 && count * 2 > citations.length ? style : null;
}

/** Number-only citations past the list (`listed` references), in the manuscript's own system. */
export function citationsBeyondList(manuscript: Manuscript, listed: number): Citation[] {
  const { citations, references } = manuscript.structure;
  const style = dominantStyle(citations);
  if (listed === 0 || (style !== 'superscript' && style !== 'numeric-round')) return [];
  const known = new Set(citations.map((c) => `${c.block}:${c.start}`));
  const inList = new Set(references.map((r) => r.block));
  const firstCited = Math.min(...citations.map((c) => c.block));
  const found: Citation[] = [];
  for (const block of manuscript.blocks) {
    // Before the first citation lie the title page's affiliation markers.
    if (block.kind !== 'paragraph' || block.outlineLevel !== null || inList.has(block.index)) continue;
    if (block.index < firstCited) continue;
    const candidates: { start: number; end: number; list: string }[] = [];
    if (style === 'superscript') {
      for (const { start, end } of superscriptMarks(block)) {
        const match = NUMBERS.exec(block.text.slice(start, end));
        // After a digit it is a power ("10⁴⁸"), not a citation.
        if (match && !/\d$/.test(block.text.slice(0, start))) candidates.push({ start, end, list: match[1]! });
      }
    } else {
      for (const match of block.text.matchAll(/[.?!]\s*\((\d{1,4}(?:\s*[,–-]\s*\d{1,4})*)\)/g)) {
        const at = match.index + match[0].indexOf('(');
        candidates.push({ start: at, end: match.index + match[0].length, list: match[1]! });
      }
    }
    for (const { start, end, list } of candidates) {
      const numbers = numbersOf(list);
      if (known.has(`${block.index}:${start}`) || !numbers.some((n) => n > listed)) continue;
      // A number far past the list is something else (a year, a count).
      if (numbers.some((n) => n < 1 || n > listed * 2)) continue;
      found.push({
        block: block.index,
        start,
        end,
        raw: block.text.slice(start, end),
        style,
        numbers,
        malformed: false,
      });
    }
  }
  return found;
}
