/**
 * citation-order (type4): numeric citations numbered in order of first appearance; references
 * never cited; citations of references that do not exist; malformed ranges. Author–year
 * manuscripts get the completeness tests only (order means nothing there).
 */
import type { Citation, Manuscript } from '../../docx/model.ts';
import { citedWithOtherYear, type OtherYearCitation } from '../../docx/structure/citations.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { blockFinding, finding, notFoundRow, plural, row, type4 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { hasCandidate, writtenAuthorYear } from './author-year.ts';
import { citationsBeyondList } from './beyond-list.ts';

const ID = 'citation-order';

/**
 * Reference number → block. The engine's labels are used when they number the list 1…N; an
 * author–year list (or labels that do not run 1…N) is numbered by position, as citations are.
 */
function referenceNumbers(manuscript: Manuscript): Map<number, number> {
  const references = manuscript.structure.references;
  const labelled = references.every((entry, i) => entry.number === i + 1);
  const byNumber = new Map<number, number>();
  for (const [position, entry] of references.entries()) {
    byNumber.set(labelled ? entry.number! : position + 1, entry.block);
  }
  return byNumber;
}

/** Numbers as a reader writes a list of them: "3, 5–9, 12". */
function numberList(numbers: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length; i++) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    parts.push(j - i >= 2 ? `${numbers[i]}–${numbers[j]}` : numbers.slice(i, j + 1).join(', '));
    i = j;
  }
  return parts.join(', ');
}

interface OrderBreak {
  /** The citation that cited a high number early: every break it causes is one finding. */
  cause: Citation;
  highest: number;
  /** The first citation of each reference cited late, in reading order. */
  late: { citation: Citation; number: number }[];
}

/**
 * A reference first cited after a higher-numbered one breaks the order of first citation. A
 * number skipped altogether is not an order problem (the uncited test names it), so one defect
 * gives one finding, not a cascade: every reference first cited after the same early citation of
 * a high number (a box or list citing references 30–56 before the text cites 1–29) is one finding,
 * at the first late citation, naming them all. Citations inside a table count as cited there but
 * are not judged for order: references first cited in a table are numbered where the table is
 * first mentioned (ICMJE), and a table of included studies is often sorted by author. A number
 * past the end of the list is not judged for order (the missing test names it).
 */
function orderFindings(manuscript: Manuscript, numeric: Citation[], byNumber: Map<number, number>): ResultItem[] {
  const seen = new Set<number>();
  let highest = 0;
  let raisedBy: Citation | null = null;
  const breaks = new Map<Citation, OrderBreak>();
  for (const citation of numeric) {
    if (citation.malformed) continue;
    if (manuscript.blocks[citation.block]?.kind === 'table-cell') {
      for (const n of citation.numbers) seen.add(n);
      continue;
    }
    for (const n of citation.numbers) {
      // A number the list lacks is reported as missing (one cause, one finding): it sets no order,
      // or every later first citation would be "after reference 48" in a list of 43.
      if (seen.has(n) || !byNumber.has(n)) continue;
      seen.add(n);
      if (n < highest && raisedBy) {
        const group = breaks.get(raisedBy) ?? { cause: raisedBy, highest, late: [] };
        group.late.push({ citation, number: n });
        breaks.set(raisedBy, group);
      }
      if (n > highest) {
        highest = n;
        raisedBy = citation;
      }
    }
  }
  return [...breaks.values()].map(({ cause, highest: high, late }) => {
    const first = late[0]!;
    const { citation } = first;
    if (late.length === 1)
      return finding(ID, manuscript, citation.block, citation.start, citation.end, {
        status: 'failed',
        key: `order:${first.number}`,
        reasoning: `Reference ${first.number} is cited for the first time here, after reference ${high}: references are numbered in order of first citation, so renumber them.`,
      });
    const numbers = [...new Set(late.map((l) => l.number))].sort((a, b) => a - b);
    const context = manuscript.blocks[cause.block]?.text.slice(Math.max(0, cause.start - 40), cause.start).trim();
    return finding(ID, manuscript, citation.block, citation.start, citation.end, {
      status: 'failed',
      key: `order:${first.number}`,
      reasoning: `References ${numberList(numbers)} are cited for the first time from here on, after reference ${high}, which is cited earlier (${cause.raw}${context ? ` after "…${context}"` : ''}): references are numbered in order of first citation, so renumber them from that earlier citation on.`,
    });
  });
}

/**
 * Citations of references the list does not have. Three or more such citations are one cause (the
 * list stops short, or the citations belong to another list): one finding at the first, naming
 * every missing number.
 */
function missingFindings(
  manuscript: Manuscript,
  numeric: Citation[],
  byNumber: Map<number, number>,
  listed: number,
): ResultItem[] {
  const places = numeric
    .filter((c) => !c.malformed)
    .map((citation) => ({ citation, missing: citation.numbers.filter((n) => !byNumber.has(n)) }))
    .filter((p) => p.missing.length > 0);
  const one = (citation: Citation, missing: number[], reasoning: string) =>
    finding(ID, manuscript, citation.block, citation.start, citation.end, {
      status: 'failed',
      key: `missing:${missing.join(',')}`,
      reasoning,
    });
  if (places.length < 3)
    return places.map(({ citation, missing }) =>
      one(
        citation,
        missing,
        `${missing.length === 1 ? `Reference ${missing[0]} does` : `References ${missing.join(', ')} do`} not exist: the list has ${plural(listed, 'reference')}.`,
      ),
    );
  const numbers = [...new Set(places.flatMap((p) => p.missing))].sort((a, b) => a - b);
  const first = places[0]!;
  return [
    one(
      first.citation,
      first.missing,
      `${places.length} citations, from here on, cite references the list does not have (${numberList(numbers)}): the list has ${plural(listed, 'reference')}. Complete the list or correct the citations.`,
    ),
  ];
}

/**
 * References never cited. In a numbered list, a run of three or more in a row (a list of further
 * reading, the references of a box or a table the text never cites) is one cause: one finding at
 * the first. An author–year list is alphabetical, so neighbours there are unrelated works.
 */
function uncitedFindings(
  manuscript: Manuscript,
  byNumber: Map<number, number>,
  cited: Set<number>,
  otherYears: Map<number, OtherYearCitation[]>,
  numbered: boolean,
): ResultItem[] {
  const items: ResultItem[] = [];
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  let run: number[] = [];
  const flush = () => {
    if (numbered && run.length >= 3) {
      items.push(
        blockFinding(ID, manuscript, byNumber.get(run[0]!)!, {
          status: 'failed',
          key: `uncited:${run[0]}`,
          reasoning: `References ${numberList(run)} are never cited in the text: cite them or remove them.`,
        }),
      );
    } else
      for (const number of run)
        items.push(
          blockFinding(ID, manuscript, byNumber.get(number)!, {
            status: 'failed',
            key: `uncited:${number}`,
            reasoning: `Reference ${number} is never cited in the text: cite it or remove it.`,
          }),
        );
    run = [];
  };
  for (const number of numbers) {
    if (cited.has(number)) {
      flush();
      continue;
    }
    const other = otherYears.get(number);
    if (other) {
      flush();
      items.push(
        blockFinding(ID, manuscript, byNumber.get(number)!, {
          status: 'failed',
          key: `uncited:${number}`,
          reasoning: `Reference ${number} is cited with another year: cited as ${other.map((c) => c.shown).join('; ')}; listed as ${other[0]?.listed}: make the years agree.`,
        }),
      );
      continue;
    }
    if (run.length > 0 && run.at(-1)! + 1 !== number) flush();
    run.push(number);
  }
  flush();
  return items;
}

/**
 * Author–year citations read from the text (author-year.ts): in an author–year manuscript, each
 * citation no entry can stand for ("Hume et al., 2013"), once; in a numbered one, the author–year
 * citations are a second citation system: one finding at the first, naming them.
 */
function authorYearFindings(manuscript: Manuscript, citations: Citation[]): ResultItem[] {
  const written = writtenAuthorYear(manuscript);
  if (authorYearOnly(citations)) {
    const seen = new Set<string>();
    return written
      .filter((c) => !hasCandidate(manuscript, c))
      .filter((c) => !seen.has(c.text) && seen.add(c.text))
      .map((c) =>
        finding(ID, manuscript, c.block, c.start, c.end, {
          status: 'failed',
          key: `unlisted:${c.text}`,
          reasoning: `No entry in the reference list is by ${c.surname} in ${c.year}: "${c.text}" has no reference. Add it to the list or correct the citation.`,
        }),
      );
  }
  if (written.length === 0) return [];
  const first = written[0]!;
  const names = [...new Set(written.map((c) => c.text))];
  const shown = names
    .slice(0, 4)
    .map((n) => `"${n}"`)
    .join(', ');
  return [
    finding(ID, manuscript, first.block, first.start, first.end, {
      status: 'warning',
      key: 'second-system',
      reasoning: `The manuscript cites its references by number, but ${plural(names.length, 'citation')} in the text ${names.length === 1 ? 'is' : 'are'} author–year (${shown}${names.length > 4 ? ', …' : ''}): use one citation system, numbering these as references.`,
    }),
  ];
}

function authorYearOnly(citations: Citation[]): boolean {
  return citations.every((c) => c.style === 'author-year');
}

/**
 * Author–year citations naming a listed first author with a year one apart or "n.d." ("Holze et al.,
 * 2023" for Holze 2022): the entry is cited, with a year to correct — not a source to remove.
 */
function otherYearCitations(manuscript: Manuscript): ReturnType<typeof citedWithOtherYear> {
  const { references } = manuscript.structure;
  const listBlocks = new Set(references.map((entry) => entry.block));
  return citedWithOtherYear(
    manuscript.blocks.filter((block) => !listBlocks.has(block.index)),
    references,
  );
}

export const citationOrder: CheckDefinition = {
  id: ID,
  version: 3,
  category: 'references-citations',
  name: 'Citation order',
  icon: 'arrow-down-1-0',
  description:
    'Checks that numeric citations follow the order of first appearance, that every reference is cited and that every citation has a reference.',
  resultType: 'type4',
  parameters: [],
  formatFields: [],
  run({ manuscript }: CheckInput) {
    const { citations, references } = manuscript.structure;
    if (references.length === 0 && citations.length === 0) {
      return type4([
        row(
          ID,
          'References',
          'warning',
          'No reference list and no in-text citations were found, so there is nothing to check.',
        ),
      ]);
    }
    const uncertain = manuscript.structure.citationsUncertain;
    if (uncertain) {
      return type4([
        row(
          ID,
          'Citations',
          'warning',
          `${uncertain}, so citation order and completeness were not judged: check them by hand.`,
        ),
      ]);
    }
    const byNumber = referenceNumbers(manuscript);
    const numeric = citations.filter((c) => c.style !== 'author-year');
    const items: ResultItem[] = [];

    for (const citation of citations) {
      if (citation.malformed) {
        items.push(
          finding(ID, manuscript, citation.block, citation.start, citation.end, {
            status: 'failed',
            key: 'malformed',
            reasoning: `The range in ${citation.raw} is malformed: write it from the lower to the higher number, e.g. 3–5.`,
          }),
        );
      }
    }
    if (references.length > 0) {
      // Numbers past the list that the reader did not take for citations (beyond-list.ts).
      const beyond = citationsBeyondList(manuscript, Math.max(...byNumber.keys()));
      const all = [...numeric, ...beyond].sort((a, b) => a.block - b.block || a.start - b.start);
      items.push(...missingFindings(manuscript, all, byNumber, references.length));
    }
    items.push(...orderFindings(manuscript, numeric, byNumber));

    if (references.length > 0 && citations.length > 0) items.push(...authorYearFindings(manuscript, citations));
    const cited = new Set(citations.flatMap((c) => c.numbers));
    if (citations.length > 0) {
      const otherYears = authorYearOnly(citations)
        ? otherYearCitations(manuscript)
        : new Map<number, OtherYearCitation[]>();
      items.push(...uncitedFindings(manuscript, byNumber, cited, otherYears, !authorYearOnly(citations)));
    } else if (references.length > 0) {
      items.push(
        row(
          ID,
          'Citations',
          'warning',
          `The manuscript has ${plural(references.length, 'reference')} but no in-text citation was recognised, so order and completeness could not be checked.`,
        ),
      );
    }

    if (items.length === 0 && references.length === 0) {
      items.push(
        notFoundRow(ID, 'Citation order', 'reference list', 'citation order and completeness could not be checked'),
      );
    }
    if (items.length === 0) {
      items.push(
        row(
          ID,
          'Citation order',
          'pass',
          `All ${plural(references.length, 'reference')} are cited, in order of first citation, and every citation has a reference.`,
        ),
      );
    }
    return type4(items);
  },
};
