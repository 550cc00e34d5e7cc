/**
 * Citations written in a second system, which the reader leaves out (issue 24): it keeps only the
 * manuscript's main citation system, so "All 24 citations use numbers in square brackets" passed a
 * superscript citation among them and "Lanphear et al. (2005)" in a numbered one. Read here in
 * body paragraphs from the first citation on (not headings, table cells, notes or the list):
 * - a superscript number of the list (1…N) in a bracket-citing manuscript, not opening a paragraph
 *   (a note marker), not after a digit or a one- or two-letter symbol (a power: "10⁵", "m²", "R²");
 * - a narrative author–year citation ("Lanphear et al. (2005)", "Slade and Spencer (1994)") in a
 *   numbered manuscript, unless its number follows ("Wamsley et al. (2024) [7]": a mention).
 * A round-bracket number in a square-bracket manuscript is not read: on the ledger's manuscripts
 * nearly every one was a count ("Toxoplasma gondii (4), Lassa mammarenavirus (3)") or a score band
 * ("moderate (10–14)"). Bracketed author–year ones ("(Hume et al., 2013)") are citation-order's
 * "second citation system" finding: one cause, one finding.
 */
import type { Block, Citation, CitationStyle, Manuscript } from '../../docx/model.ts';
import { superscriptMarks } from '../framework/index.ts';

const LIST = /^\s*(\d{1,3}(?:\s*[,–-]\s*\d{1,3})*)\s*$/;
const NAME = "\\p{Lu}[\\p{Ll}'’-]+";
const NARRATIVE = new RegExp(
  `${NAME}(?:\\s+et\\s+al\\.?|\\s+(?:and|&)\\s+${NAME})\\s+\\(((?:19|20)\\d{2})[a-z]?\\)`,
  'gu',
);
function numbers(list: string): number[] {
  return list.split(/\s*[,–-]\s*/).map(Number);
}

function cited(list: string, listed: number): number[] | null {
  const found = numbers(list);
  return found.every((n) => n >= 1 && n <= listed) ? found : null;
}

function superscriptStrays(block: Block, listed: number): Citation[] {
  const out: Citation[] = [];
  for (const { start, end } of superscriptMarks(block)) {
    const match = LIST.exec(block.text.slice(start, end));
    const before = block.text.slice(Math.max(0, start - 4), start);
    // At the start of a paragraph it marks a note ("²Percentage of …"), not a citation.
    const opens = block.text.slice(0, start).trim() === '';
    if (!match || opens || /\d$/.test(before) || /(?:^|[^\p{L}])\p{L}{1,2}$/u.test(before)) continue;
    const found = cited(match[1]!, listed);
    if (found)
      out.push({
        block: block.index,
        start,
        end,
        raw: block.text.slice(start, end),
        style: 'superscript',
        numbers: found,
        malformed: false,
      });
  }
  return out;
}

function narrativeStrays(block: Block, numbered: readonly Citation[]): Citation[] {
  // "Wamsley et al. (2024) [7]": a name and year before the number is a mention with its citation.
  const citedAt = (end: number) =>
    numbered.some((c) => c.block === block.index && c.start >= end && c.start - end <= 2);
  return [...block.text.matchAll(NARRATIVE)]
    .filter((match) => !citedAt(match.index + match[0].length))
    .map((match) => ({
      block: block.index,
      start: match.index,
      end: match.index + match[0].length,
      raw: match[0],
      style: 'author-year' as const,
      numbers: [],
      malformed: false,
    }));
}

/** Citations in a system other than the manuscript's own (`main`), which the reader left out. */
export function strayCitations(manuscript: Manuscript, main: CitationStyle): Citation[] {
  const { citations, references } = manuscript.structure;
  const listed = Math.max(references.length, ...references.map((r) => r.number ?? 0));
  if (citations.length < 5 || listed === 0 || main === 'author-year') return [];
  const inList = new Set(references.map((r) => r.block));
  const firstCited = Math.min(...citations.map((c) => c.block));
  const known = new Set(citations.map((c) => `${c.block}:${c.start}`));
  const out: Citation[] = [];
  for (const block of manuscript.blocks) {
    if (block.kind !== 'paragraph' || block.outlineLevel !== null || inList.has(block.index)) continue;
    if (block.index < firstCited) continue;
    const found = [
      ...(main !== 'superscript' ? superscriptStrays(block, listed) : []),
      ...narrativeStrays(block, citations),
    ];
    out.push(...found.filter((c) => !known.has(`${c.block}:${c.start}`)));
  }
  return out;
}

export interface PlainCitation {
  block: number;
  /** The number's place in the block (with its round brackets when it has them). */
  start: number;
  end: number;
  name: string;
  number: number;
  /** Written in round brackets ("Slade & Spencer (5)", "the original OHIP study (5)") in a square-bracket manuscript. */
  round?: true;
}

/** A first author at the end of the text before a number: "Slade", "Slade et al.", "Slade & Spencer". */
const AUTHOR_BEFORE = new RegExp(`(\\p{Lu}[\\p{L}'’-]+)(?:\\s+et\\s+al\\.?|\\s+(?:and|&)\\s+${NAME})?$`, 'u');

/** Words naming a cited work, after which "(5)" is the work's citation: "the original OHIP study (5)". */
const WORK = /\b(?:study|studies|trial|trials|review|survey|report|paper|article|guidelines?|meta-analysis)$/u;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘]/g, "'");

/**
 * A citation typed as plain text on the line after its first author's name ("Laird 19", "Laird
 * et al. 19") in a numbered manuscript: taken for one only when reference 19's first author is
 * Laird, so "Table 19", "COVID 19" and "day 19" never are.
 */
export function plainCitations(manuscript: Manuscript): PlainCitation[] {
  const { citations, references } = manuscript.structure;
  if (citations.length < 5 || citations.some((c) => c.style === 'author-year')) return [];
  const firstAuthor = new Map<number, string>();
  for (const [i, r] of references.entries()) {
    const name = /^\s*(?:(?:van|von|de|der|den|da|di|du|le|la)\s+)*(\p{Lu}[\p{L}'’-]+)/u.exec(r.text)?.[1];
    if (name) firstAuthor.set(r.number ?? i + 1, fold(name));
  }
  const inList = new Set(references.map((r) => r.block));
  const known = new Set(citations.map((c) => `${c.block}:${c.start}`));
  const squareOnly = citations.every((c) => c.style === 'numeric-square');
  const squareNumbers = new Set(citations.flatMap((c) => c.numbers));
  const out: PlainCitation[] = [];
  for (const block of manuscript.blocks) {
    if (block.kind !== 'paragraph' || block.outlineLevel !== null || inList.has(block.index)) continue;
    for (const m of block.text.matchAll(/(\p{Lu}[\p{L}'’-]+)(?:\s+et\s+al\.?)?\s+(\d{1,3})(?=[\s.,;:)]|$)/gu)) {
      const number = Number(m[2]);
      const start = m.index + m[0].length - m[2]!.length;
      if (firstAuthor.get(number) !== fold(m[1]!) || known.has(`${block.index}:${start}`)) continue;
      if (block.runs.some((r) => r.format.superscript && r.start <= start && r.end > start)) continue;
      out.push({ block: block.index, start, end: start + m[2]!.length, name: m[1]!, number });
    }
    if (!squareOnly) continue;
    // "(5)" in a manuscript that cites "[5]": after reference 5's first author ("Slade & Spencer
    // (5)", "Slade et al. (5)"), or after a word naming a work when [5] is cited elsewhere.
    for (const m of block.text.matchAll(/\((\d{1,3})\)/gu)) {
      const number = Number(m[1]);
      const before = block.text.slice(Math.max(0, m.index - 60), m.index).trimEnd();
      const written = AUTHOR_BEFORE.exec(before);
      const author = written?.[1];
      const byAuthor = author !== undefined && firstAuthor.get(number) === fold(author);
      const byWork = WORK.test(before) && squareNumbers.has(number);
      if (!byAuthor && !byWork) continue;
      out.push({
        block: block.index,
        start: m.index,
        end: m.index + m[0].length,
        name: byAuthor ? written![0] : (/(\S+)$/u.exec(before)?.[1] ?? ''),
        number,
        round: true,
      });
    }
  }
  return out;
}
