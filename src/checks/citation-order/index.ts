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

/**
 * A reference first cited after a higher-numbered one breaks the order of first citation. A
 * number skipped altogether is not an order problem (the uncited test names it), so one defect
 * gives one finding, not a cascade. Citations inside a table count as cited there but are not
 * judged for order: references first cited in a table are numbered where the table is first
 * mentioned (ICMJE), and a table of included studies is often sorted by author.
 */
function orderFindings(manuscript: Manuscript, numeric: Citation[]): ResultItem[] {
  const items: ResultItem[] = [];
  const seen = new Set<number>();
  let highest = 0;
  for (const citation of numeric) {
    if (citation.malformed) continue;
    if (manuscript.blocks[citation.block]?.kind === 'table-cell') {
      for (const n of citation.numbers) seen.add(n);
      continue;
    }
    for (const n of citation.numbers) {
      if (seen.has(n)) continue;
      seen.add(n);
      if (n < highest) {
        items.push(
          finding(ID, manuscript, citation.block, citation.start, citation.end, {
            status: 'failed',
            key: `order:${n}`,
            reasoning: `Reference ${n} is cited for the first time here, after reference ${highest}: references are numbered in order of first citation, so renumber them.`,
          }),
        );
      }
      highest = Math.max(highest, n);
    }
  }
  return items;
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
  version: 1,
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
      for (const citation of numeric) {
        const missing = citation.numbers.filter((n) => !byNumber.has(n));
        if (missing.length > 0 && !citation.malformed) {
          items.push(
            finding(ID, manuscript, citation.block, citation.start, citation.end, {
              status: 'failed',
              key: `missing:${missing.join(',')}`,
              reasoning: `${missing.length === 1 ? `Reference ${missing[0]} does` : `References ${missing.join(', ')} do`} not exist: the list has ${plural(references.length, 'reference')}.`,
            }),
          );
        }
      }
    }
    items.push(...orderFindings(manuscript, numeric));

    const cited = new Set(citations.flatMap((c) => c.numbers));
    if (citations.length > 0) {
      const otherYears = authorYearOnly(citations)
        ? otherYearCitations(manuscript)
        : new Map<number, OtherYearCitation[]>();
      for (const [number, block] of byNumber) {
        if (cited.has(number)) continue;
        const other = otherYears.get(number);
        items.push(
          blockFinding(ID, manuscript, block, {
            status: 'failed',
            key: `uncited:${number}`,
            reasoning: other
              ? `Reference ${number} is cited with another year: cited as ${other.map((c) => c.shown).join('; ')}; listed as ${other[0]?.listed}: make the years agree.`
              : `Reference ${number} is never cited in the text: cite it or remove it.`,
          }),
        );
      }
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
