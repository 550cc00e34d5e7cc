/**
 * What each reference entry states that a bibliographic record can confirm: its DOI and PMID,
 * and its title, first author, year and journal as the shared reference parser reads them
 * (src/checks/references/parse.ts), and the queries the services are asked.
 */
import type { ReferenceQuery } from '../../contract/reference-lookups.ts';
import type { Manuscript, ReferenceEntry } from '../../docx/model.ts';
import { parseReference } from '../references/parse.ts';

const WELL_FORMED_DOI = /^10\.\d{4,9}\/\S+$/;
const WELL_FORMED_PMID = /^\d{1,8}$/;

export interface EntryFacts {
  index: number;
  entry: ReferenceEntry;
  /** "12" — the entry's number, else its place in the list. */
  label: string;
  doi?: string;
  pmid?: string;
  title?: string;
  firstAuthor?: string;
  year?: number;
  journal?: string;
}

export function entryFacts(manuscript: Manuscript): EntryFacts[] {
  return manuscript.structure.references.map((entry, index) => {
    const label = String(entry.number ?? index + 1);
    const { item, shape } = parseReference(entry.text, label);
    const doi = item.DOI?.replace(/[.,;:)\]]+$/, '');
    const first = item.author?.[0];
    const read = shape !== 'unknown';
    return {
      index,
      entry,
      label,
      ...(doi && WELL_FORMED_DOI.test(doi) ? { doi } : {}),
      ...(item.PMID && WELL_FORMED_PMID.test(item.PMID) ? { pmid: item.PMID } : {}),
      ...(read && item.title ? { title: item.title } : {}),
      ...(read && first ? { firstAuthor: first.family ?? first.literal ?? '' } : {}),
      ...(read && item.issued?.['date-parts'][0]?.[0] ? { year: item.issued['date-parts'][0][0] } : {}),
      ...(read && item['container-title'] ? { journal: item['container-title'] } : {}),
    };
  });
}

/** A title and first author good enough to search by: a few words of title, a family name. */
function searchable(facts: EntryFacts): facts is EntryFacts & { title: string; firstAuthor: string } {
  return (facts.title?.split(/\s+/).length ?? 0) >= 3 && (facts.firstAuthor?.length ?? 0) >= 2;
}

/** The queries for the services: identifiers where the entry has them, else a title-and-author search. */
export function referenceQueries(manuscript: Manuscript): ReferenceQuery[] {
  const queries: ReferenceQuery[] = [];
  for (const facts of entryFacts(manuscript)) {
    if (facts.doi || facts.pmid) {
      queries.push({
        entry: facts.index,
        ...(facts.doi ? { doi: facts.doi } : {}),
        ...(facts.pmid ? { pmid: facts.pmid } : {}),
      });
    } else if (searchable(facts)) {
      queries.push({
        entry: facts.index,
        search: { title: facts.title, author: facts.firstAuthor, ...(facts.year ? { year: facts.year } : {}) },
      });
    }
  }
  return queries;
}
