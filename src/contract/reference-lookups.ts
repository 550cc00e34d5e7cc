/**
 * What the reference-verify check asks of the bibliographic services and what they answered
 * (issue 28). The check stays pure: the caller (the server's check executor, Run all, the command
 * line, the accuracy harness) asks Crossref and PubMed for the check's queries
 * (src/services/reference-lookup) and hands the answers to the run as `CheckInput.lookups`.
 * Plain data only: it crosses thread boundaries and is cached as JSON.
 */

/** One reference entry's identifiers and the fields a title-and-author search needs. */
export interface ReferenceQuery {
  /** Index of the entry in `structure.references`. */
  entry: number;
  doi?: string;
  pmid?: string;
  /** Only for an entry with neither a DOI nor a PMID: what to search by. */
  search?: { title: string; author: string; year?: number };
}

export type NoticeKind = 'retraction' | 'expression-of-concern' | 'correction';

/** A notice recorded against a work: Crossref's `updated-by` / `relation`, or PubMed's publication type. */
export interface UpdateNotice {
  kind: NoticeKind;
  /** The notice's own DOI, when the service gives it. */
  doi?: string;
  /** ISO date (YYYY-MM-DD, or shorter) of the notice, when given. */
  date?: string;
  /** Who asserted it: "publisher", "retraction-watch" (Crossref's Retraction Watch data), "pubmed". */
  source: string;
}

/** A work as Crossref or PubMed records it, reduced to what the check compares. */
export interface WorkRecord {
  service: 'crossref' | 'pubmed';
  doi?: string;
  pmid?: string;
  title: string;
  /** Family names in order (a group author as written). */
  authors: string[];
  year?: number;
  /** Journal names the record gives: full and abbreviated. */
  journals: string[];
  /** Notices recorded against this work. */
  notices: UpdateNotice[];
  /** Set when the record is itself a notice (Crossref `update-to`): the works it retracts or corrects. */
  noticeOf?: { kind: NoticeKind; doi: string }[];
}

export type IdentifierLookup =
  | { status: 'found'; record: WorkRecord }
  | { status: 'not-found' }
  /** The service did not answer (down, timed out, rate-limited past the retries, time budget spent). */
  | { status: 'unanswered' };

export type SearchLookup = { status: 'answered'; candidates: WorkRecord[] } | { status: 'unanswered' };

export interface EntryLookups {
  entry: number;
  doi?: IdentifierLookup;
  pmid?: IdentifierLookup;
  search?: SearchLookup;
}

export interface ReferenceLookups {
  /** False when Crossref could not be reached at all: the check then verifies nothing. */
  crossrefReached: boolean;
  entries: EntryLookups[];
}
