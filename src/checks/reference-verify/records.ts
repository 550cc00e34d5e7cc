/**
 * How a finding names the record it rests on, and what a record says against an entry:
 * the fields that disagree (each quoted both ways), the notices recorded against the work, and
 * whether a search candidate is a confident match.
 */
import type { NoticeKind, UpdateNotice, WorkRecord } from '../../contract/reference-lookups.ts';
import { compareFirstAuthors, compareJournals, compareTitles, compareYears } from './compare.ts';
import type { EntryFacts } from './entries.ts';

export const doiLink = (doi: string): string => `https://doi.org/${doi}`;
export const pmidLink = (pmid: string): string => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

/** "Crossref record 10.1136/bmj.b2803 (https://doi.org/10.1136/bmj.b2803)" or the PubMed equivalent. */
export function recordName(record: WorkRecord): string {
  if (record.service === 'crossref' && record.doi) return `Crossref record ${record.doi} (${doiLink(record.doi)})`;
  if (record.pmid) return `PubMed record PMID ${record.pmid} (${pmidLink(record.pmid)})`;
  return `${record.service === 'crossref' ? 'Crossref' : 'PubMed'} record`;
}

export interface Disagreement {
  field: 'title' | 'first author' | 'year' | 'journal';
  entry: string;
  record: string;
}

/** The fields where the record plainly says something else than the entry. */
export function disagreements(facts: EntryFacts, record: WorkRecord): Disagreement[] {
  const found: Disagreement[] = [];
  if (facts.title && compareTitles(facts.title, record.title) === 'differ')
    found.push({ field: 'title', entry: facts.title, record: plainTitle(record.title) });
  const first = record.authors[0];
  if (facts.firstAuthor && first && compareFirstAuthors(facts.firstAuthor, first) === 'differ')
    found.push({ field: 'first author', entry: facts.firstAuthor, record: first });
  if (compareYears(facts.year, record.year) === 'differ')
    found.push({ field: 'year', entry: String(facts.year), record: String(record.year) });
  if (compareJournals(facts.journal, record.journals) === 'differ')
    found.push({ field: 'journal', entry: facts.journal ?? '', record: record.journals[0] ?? '' });
  return found;
}

/** A record title for quoting: mark-up and entities out, spaces tidied. */
export function plainTitle(title: string): string {
  return title
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A confident match for an entry without identifiers: the same title and the same first author,
 * and no year more than one apart. Anything less never proposes an identifier.
 */
export function confidentMatch(facts: Pick<EntryFacts, 'title' | 'firstAuthor' | 'year'>, record: WorkRecord): boolean {
  if (!facts.title || !facts.firstAuthor) return false;
  return (
    compareTitles(facts.title, record.title) === 'agree' &&
    compareFirstAuthors(facts.firstAuthor, record.authors[0]) === 'agree' &&
    compareYears(facts.year, record.year) !== 'differ'
  );
}

const NOTICE_WORDS: Record<NoticeKind, string> = {
  retraction: 'a retraction',
  'expression-of-concern': 'an expression of concern',
  correction: 'a correction',
};

const SOURCE_WORDS: Record<string, string> = {
  publisher: 'deposited by the publisher',
  'retraction-watch': 'from the Retraction Watch database',
  pubmed: 'PubMed publication type',
};

/** "a retraction (10.1016/…, https://doi.org/…, 2020-06-05; from the Retraction Watch database)". */
export function describeNotice(notice: UpdateNotice): string {
  const parts = [
    ...(notice.doi ? [`${notice.doi}, ${doiLink(notice.doi)}`] : []),
    ...(notice.date ? [notice.date] : []),
  ];
  const source = SOURCE_WORDS[notice.source] ?? `source: ${notice.source}`;
  return `${NOTICE_WORDS[notice.kind]} (${[...parts, source].join(', ').replace(/, (?=[^,]*$)/, '; ')})`;
}

/** Notices of one kind, the same notice asserted twice (publisher and Retraction Watch) told once. */
export function noticesOfKind(record: WorkRecord, kind: NoticeKind): UpdateNotice[] {
  const seen = new Set<string>();
  const out: UpdateNotice[] = [];
  for (const notice of record.notices) {
    if (notice.kind !== kind) continue;
    const key = notice.doi?.toLowerCase() ?? `${notice.source}:${notice.date ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(notice);
  }
  return out;
}
