/**
 * reference-verify (type4, issue 28): each reference looked up in Crossref and PubMed — by its DOI
 * or PMID, else by title and first author — and reported when the identifier is not found, when
 * the record's title, first author, year or journal disagrees with the entry, when a retraction,
 * expression of concern or correction is recorded against the work, and (with a correction to
 * accept) when a confident match has a DOI or PMID the entry lacks. Every finding names its record.
 * The run is pure: the answers come in `input.lookups` (src/services/reference-lookup asks).
 */
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import type { EntryLookups, IdentifierLookup, WorkRecord } from '../../contract/reference-lookups.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding, notFoundRow, plural, row, type4 } from '../framework/index.ts';
import type { CheckDefinition, CheckInput } from '../types.ts';
import { entryFacts, referenceQueries, type EntryFacts } from './entries.ts';
import {
  confidentMatch,
  describeNotice,
  disagreements,
  doiLink,
  noticesOfKind,
  plainTitle,
  pmidLink,
  recordName,
} from './records.ts';

const ID = 'reference-verify';

/** The one warning when Crossref did not answer at all (issue 28: never a pass). */
export const NOT_REACHED = 'References not verified: Crossref could not be reached';
const NOT_ASKED = 'References not verified: this run did not ask Crossref or PubMed.';

function warningRow(name: string, details: string, key: string): ResultItem {
  return { ...row(ID, name, 'warning', details, { key }), reasoning: details };
}

/** The place of an identifier in the entry (the DOI or PMID as written), else the whole entry. */
function identifierFinding(
  manuscript: Manuscript,
  facts: EntryFacts,
  value: string,
  fields: Parameters<typeof finding>[5],
) {
  const at = facts.entry.text.toLowerCase().indexOf(value.toLowerCase());
  const start = facts.entry.textStart + Math.max(at, 0);
  const end = at === -1 ? facts.entry.textStart + facts.entry.text.length : start + value.length;
  return finding(ID, manuscript, facts.entry.block, start, end, fields);
}

function entryFinding(manuscript: Manuscript, facts: EntryFacts, fields: Parameters<typeof finding>[5]) {
  const start = facts.entry.textStart;
  return finding(ID, manuscript, facts.entry.block, start, start + facts.entry.text.length, fields);
}

function quote(field: string, entry: string, record: string): string {
  return field === 'year'
    ? `${field} ${record} where the entry has ${entry}`
    : `${field} "${record}" where the entry has "${entry}"`;
}

/** An identifier looked up: not found, or found with fields that disagree. */
function identifierItems(
  manuscript: Manuscript,
  facts: EntryFacts,
  kind: 'DOI' | 'PMID',
  lookup: IdentifierLookup,
): ResultItem[] {
  const value = kind === 'DOI' ? facts.doi! : facts.pmid!;
  const link = kind === 'DOI' ? doiLink(value) : pmidLink(value);
  if (lookup.status === 'not-found') {
    const reasoning =
      kind === 'DOI'
        ? `Reference ${facts.label}: Crossref has no record of the DOI ${value} (${link}). Check the DOI against the article's own page; a DOI of a data set or software registered with DataCite is not in Crossref.`
        : `Reference ${facts.label}: PubMed has no record of PMID ${value} (${link}). Check the PMID against the article's PubMed page.`;
    return [identifierFinding(manuscript, facts, value, { status: 'failed', key: `${kind}-not-found`, reasoning })];
  }
  if (lookup.status !== 'found') return [];
  const differ = disagreements(facts, lookup.record);
  if (differ.length === 0) return [];
  const another = differ.some((d) => d.field === 'title' || d.field === 'first author');
  const said = differ.map((d) => quote(d.field, d.entry, d.record)).join('; ');
  const reasoning = another
    ? `Reference ${facts.label}: the ${kind} ${value} is recorded for another work — ${recordName(lookup.record)} gives ${said}. Check the ${kind}.`
    : `Reference ${facts.label}: ${recordName(lookup.record)} gives ${said}. Check the entry against the record.`;
  return [
    identifierFinding(manuscript, facts, value, {
      status: another ? 'failed' : 'warning',
      key: `${kind}-mismatch`,
      reasoning,
    }),
  ];
}

/** Retractions, expressions of concern and corrections recorded against the cited work. */
function noticeItems(manuscript: Manuscript, facts: EntryFacts, record: WorkRecord): ResultItem[] {
  const items: ResultItem[] = [];
  const retractions = noticesOfKind(record, 'retraction');
  if (retractions.length > 0)
    items.push(
      entryFinding(manuscript, facts, {
        status: 'failed',
        key: 'retracted',
        reasoning: `Reference ${facts.label} cites a retracted work: ${recordName(record)} records ${retractions.map(describeNotice).join(' and ')}. Cite it only as a retracted work, never as evidence.`,
      }),
    );
  for (const kind of ['expression-of-concern', 'correction'] as const) {
    const notices = noticesOfKind(record, kind);
    if (notices.length === 0) continue;
    const advice =
      kind === 'correction'
        ? 'Check that what the manuscript takes from it still stands after the correction.'
        : 'The journal has doubts about the work: check before relying on it.';
    items.push(
      entryFinding(manuscript, facts, {
        status: 'warning',
        key: kind,
        reasoning: `Reference ${facts.label}: ${recordName(record)} records ${notices.map(describeNotice).join(' and ')}. ${advice}`,
      }),
    );
  }
  for (const target of record.noticeOf ?? []) {
    items.push(
      entryFinding(manuscript, facts, {
        status: 'warning',
        key: 'cites-notice',
        reasoning: `Reference ${facts.label}: ${recordName(record)} is itself a ${target.kind.replace(/-/g, ' ')} notice for ${target.doi} (${doiLink(target.doi)}). Check that the entry means to cite the notice rather than the work.`,
      }),
    );
  }
  return items;
}

/** The identifier a confident match has and the entry lacks, as a correction to accept. */
function addIdentifierItem(manuscript: Manuscript, facts: EntryFacts, record: WorkRecord): ResultItem | null {
  const addition = record.doi ? `doi:${record.doi}` : record.pmid ? `PMID: ${record.pmid}` : null;
  if (!addition) return null;
  const text = facts.entry.text.replace(/\s+$/, '');
  const correction = `${text}${/[.]$/.test(text) ? '' : '.'} ${addition}`;
  const what = record.doi ? `the DOI ${record.doi}` : `PMID ${record.pmid}`;
  return entryFinding(manuscript, facts, {
    status: 'warning',
    key: record.doi ? 'add-doi' : 'add-pmid',
    correction,
    suggestions: [correction],
    reasoning: `Reference ${facts.label} gives no ${record.doi ? 'DOI' : 'PMID'}: ${recordName(record)} has the same title ("${plainTitle(record.title)}"), first author (${record.authors[0] ?? ''}) and year${record.year ? ` (${record.year})` : ''}, under ${what}.`,
  });
}

/** Distinct works among the candidates that match the entry confidently. */
function confidentCandidates(facts: EntryFacts, candidates: WorkRecord[]): WorkRecord[] {
  const seen = new Set<string>();
  return candidates.filter((record) => {
    if (!confidentMatch(facts, record)) return false;
    const key = record.doi?.toLowerCase() ?? `pmid:${record.pmid ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Tally {
  asked: number;
  answered: number;
  searchedWithoutMatch: number;
}

function entryItems(manuscript: Manuscript, facts: EntryFacts, lookups: EntryLookups, tally: Tally): ResultItem[] {
  tally.asked += 1;
  const answers = [lookups.doi, lookups.pmid, lookups.search].filter((a) => a !== undefined);
  if (answers.length === 0 || answers.some((a) => a.status === 'unanswered')) return [];
  tally.answered += 1;
  const items: ResultItem[] = [];
  for (const [kind, lookup] of [
    ['DOI', lookups.doi],
    ['PMID', lookups.pmid],
  ] as const) {
    if (!lookup) continue;
    items.push(...identifierItems(manuscript, facts, kind, lookup));
    if (lookup.status === 'found') items.push(...noticeItems(manuscript, facts, lookup.record));
  }
  if (lookups.search?.status === 'answered') {
    const matches = confidentCandidates(facts, lookups.search.candidates);
    // Two different works matching equally well: which one the entry means cannot be told.
    const match = matches.length === 1 ? matches[0]! : undefined;
    if (!match) tally.searchedWithoutMatch += 1;
    else {
      const add = addIdentifierItem(manuscript, facts, match);
      if (add) items.push(add);
      items.push(...noticeItems(manuscript, facts, match));
    }
  }
  return items;
}

function countsRow(total: number, tally: Tally): ResultItem {
  const notLooked = total - tally.asked;
  const unanswered = tally.asked - tally.answered;
  const parts = [`${tally.answered} of ${plural(total, 'reference')} verified against Crossref and PubMed`];
  if (tally.searchedWithoutMatch > 0)
    parts.push(`${tally.searchedWithoutMatch} of them searched by title and first author without a confident match`);
  if (notLooked > 0)
    parts.push(`${notLooked} not looked up (no DOI or PMID, and no title and first author the check could read)`);
  if (unanswered > 0) {
    const details = `${parts.join('; ')}. ${plural(unanswered, 'reference got', 'references got')} no answer from the services in time, so ${unanswered === 1 ? 'it was' : 'they were'} not verified: run the check again later.`;
    return warningRow('References verified', details, 'partial');
  }
  return row(ID, 'References verified', 'pass', `${parts.join('; ')}.`, { key: 'counts' });
}

/** Rows that say some or all references went unverified for want of an answer. */
const UNVERIFIED_ROWS = new Set([
  row(ID, 'References not verified', 'warning', '', { key: 'not-reached' }).hash,
  row(ID, 'References not verified', 'warning', '', { key: 'not-asked' }).hash,
  row(ID, 'References verified', 'warning', '', { key: 'partial' }).hash,
]);

function provisional(result: CheckResult): boolean {
  return result.results.some((item) => UNVERIFIED_ROWS.has(item.hash));
}

function run(input: CheckInput) {
  const { manuscript, lookups } = input;
  const facts = entryFacts(manuscript);
  if (facts.length === 0)
    return type4([notFoundRow(ID, 'Reference list', 'reference list', 'no reference was verified')]);
  if (!lookups) return type4([warningRow('References not verified', NOT_ASKED, 'not-asked')]);
  if (!lookups.crossrefReached) return type4([warningRow('References not verified', NOT_REACHED, 'not-reached')]);
  const byEntry = new Map(lookups.entries.map((e) => [e.entry, e]));
  const tally: Tally = { asked: 0, answered: 0, searchedWithoutMatch: 0 };
  const items: ResultItem[] = [];
  for (const entry of facts) {
    const answer = byEntry.get(entry.index);
    if (answer) items.push(...entryItems(manuscript, entry, answer, tally));
  }
  return type4([...items, countsRow(facts.length, tally)]);
}

export const referenceVerify: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'references-citations',
  name: 'Reference verification',
  icon: 'shield-check',
  description:
    'Looks each reference up in Crossref and PubMed: DOIs and PMIDs that do not exist or belong to another work, titles, first authors, years and journals that disagree with the record, retracted or corrected works, and DOIs or PMIDs a confident match has that the entry lacks.',
  resultType: 'type4',
  parameters: [],
  referenceQueries,
  provisional,
  run,
};
