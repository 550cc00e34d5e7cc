/**
 * Looks up a reference-verify run's queries (issue 28): cached answers first (cache.ts), then
 * Crossref for DOIs and title-and-author searches, PubMed for PMIDs (one esummary for many) and
 * for searches Crossref found no confident match for. The first Crossref request is a probe with a
 * short time limit: on a closed network it fails at once, every other Crossref question is skipped,
 * and for a minute later runs in this process do not try again — the check then answers its one
 * warning quickly instead of waiting out every time limit. Everything answered is cached.
 */
import type {
  EntryLookups,
  IdentifierLookup,
  ReferenceLookups,
  ReferenceQuery,
  SearchLookup,
  WorkRecord,
} from '../../contract/reference-lookups.ts';
import type { ReferenceLookupSettings } from '../../config/index.ts';
import { confidentMatch } from '../../checks/reference-verify/records.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';
import { databaseLookupCache, type LookupCache } from './cache.ts';
import { crossrefClient } from './crossref.ts';
import { Unanswered, type RequestOptions } from './http.ts';
import { RequestPacer } from './pacer.ts';
import { pubmedClient } from './pubmed.ts';

export interface ReferenceLookupOptions {
  settings: ReferenceLookupSettings;
  cache: LookupCache;
  fetch?: typeof fetch;
  /** The whole lookup's time (default 40 s, inside a check run's 60 s): what is not answered by then is "unanswered". */
  budgetMs?: number;
  /** Time limit of the first Crossref request (default 3 s). */
  probeTimeoutMs?: number;
  /** Time limit of every other request (default 10 s). */
  requestTimeoutMs?: number;
  /** After Crossref could not be reached, how long later runs skip it (default 60 s). */
  unreachableForMs?: number;
  /**
   * The pace of a recorded or local stand-in for both services (the accuracy ledger's replay):
   * the public services' published rates below do not apply to a server on this machine.
   */
  pace?: { perSecond: number; concurrency: number };
}

export interface ReferenceLookupService {
  lookup(queries: readonly ReferenceQuery[]): Promise<ReferenceLookups>;
  /** Requests sent so far, per service (the bench's measured rate). */
  requests(): { crossref: number; pubmed: number };
}

const SEARCH_ROWS = 5;
const ESUMMARY_BATCH = 200;

const normalised = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const workKey = (doi: string): string => `crossref:work:${doi.toLowerCase()}`;
const summaryKey = (pmid: string): string => `pubmed:summary:${pmid}`;
const searchKey = (service: 'crossref' | 'pubmed', search: NonNullable<ReferenceQuery['search']>): string =>
  `${service}:search:${normalised(search.title)}|${normalised(search.author)}`;

export function createReferenceLookup(options: ReferenceLookupOptions): ReferenceLookupService {
  const { settings, cache } = options;
  const fetchFn = options.fetch ?? fetch;
  const budgetMs = options.budgetMs ?? 40_000;
  const unreachableForMs = options.unreachableForMs ?? 60_000;
  const { pace } = options;
  // Crossref: the polite pool with a contact address (10 a second, 3 at once), else the public pool (5, 1).
  const crossrefPacer = pace
    ? new RequestPacer(pace.perSecond, pace.concurrency)
    : settings.crossrefMailto
      ? new RequestPacer(10, 3)
      : new RequestPacer(5, 1);
  // NCBI: 3 requests a second without an API key, 10 with one.
  const pubmedPacer = pace
    ? new RequestPacer(pace.perSecond, pace.concurrency)
    : settings.ncbiApiKey
      ? new RequestPacer(10, 3)
      : new RequestPacer(3, 1);
  const pacers = { crossref: crossrefPacer, pubmed: pubmedPacer };
  let crossrefDownUntil = 0;

  return {
    requests: () => ({ crossref: crossrefPacer.started, pubmed: pubmedPacer.started }),
    async lookup(queries) {
      const deadline = Date.now() + budgetMs;
      const clients = clientsUntil(options, { pacers, fetchFn }, deadline);
      const searches = queries.flatMap((q) => (q.search ? [q.search] : []));
      const keys = [
        ...queries.flatMap((q) => [...(q.doi ? [workKey(q.doi)] : []), ...(q.pmid ? [summaryKey(q.pmid)] : [])]),
        ...searches.flatMap((s) => [searchKey('crossref', s), searchKey('pubmed', s)]),
      ];
      const known = await cache.getMany([...new Set(keys)]);
      const run: LookupRun = {
        queries,
        searches,
        deadline,
        known,
        fresh: new Map(),
        crossrefAnswered: [...known.keys()].some((key) => key.startsWith('crossref:')),
        crossrefDown: Date.now() < crossrefDownUntil,
      };
      await askCrossref(run, clients.crossref, () => {
        crossrefDownUntil = Date.now() + unreachableForMs;
      });
      const pubmedSearches = await askPubmed(run, clients.pubmed);
      await cache.putMany(run.fresh);
      return lookupsOf(run, pubmedSearches);
    },
  };
}

type CrossrefClient = ReturnType<typeof crossrefClient>;
type PubmedClient = ReturnType<typeof pubmedClient>;
type Search = NonNullable<ReferenceQuery['search']>;

/** One lookup's state: its queries, what the cache knew, what was answered now, how Crossref fared. */
interface LookupRun {
  queries: readonly ReferenceQuery[];
  searches: Search[];
  deadline: number;
  known: Map<string, unknown>;
  fresh: Map<string, unknown>;
  crossrefAnswered: boolean;
  crossrefDown: boolean;
}

const answerOf = (run: LookupRun, key: string): unknown => run.fresh.get(key) ?? run.known.get(key);

/**
 * This lookup's clients, each request paced and limited by what is left of the budget; the first
 * Crossref request is the probe, with its short time limit.
 */
function clientsUntil(
  options: ReferenceLookupOptions,
  { pacers, fetchFn }: { pacers: { crossref: RequestPacer; pubmed: RequestPacer }; fetchFn: typeof fetch },
  deadline: number,
): { crossref: CrossrefClient; pubmed: PubmedClient } {
  const { settings } = options;
  const probeTimeoutMs = options.probeTimeoutMs ?? 3_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const userAgent = `ManuscriptChecker/1.0 (reference verification${settings.crossrefMailto ? `; mailto:${settings.crossrefMailto}` : ''})`;
  const requestOptions = (pacer: RequestPacer, timeoutMs: number): RequestOptions => ({
    pacer,
    headers: { 'user-agent': userAgent, accept: 'application/json' },
    timeoutMs: Math.max(1, Math.min(timeoutMs, deadline - Date.now())),
    retries: 3,
    deadline,
    fetch: fetchFn,
  });
  let probed = false;
  const crossref = crossrefClient(settings.crossrefApiUrl, settings.crossrefMailto, () => {
    const first = !probed;
    probed = true;
    return requestOptions(pacers.crossref, first ? probeTimeoutMs : requestTimeoutMs);
  });
  const pubmed = pubmedClient(
    settings.pubmedEutilsUrl,
    { email: settings.crossrefMailto, apiKey: settings.ncbiApiKey },
    () => requestOptions(pacers.pubmed, requestTimeoutMs),
  );
  return { crossref, pubmed };
}

/**
 * Crossref's questions the cache cannot answer (DOIs, then searches): the probe first, alone; the
 * rest after it, paced. A probe that cannot reach Crossref skips the rest and calls `down`.
 */
async function askCrossref(run: LookupRun, crossref: CrossrefClient, down: () => void): Promise<void> {
  const ask = async (key: string, question: () => Promise<unknown>): Promise<void> => {
    if (run.crossrefDown || Date.now() >= run.deadline) return;
    try {
      run.fresh.set(key, await question());
      run.crossrefAnswered = true;
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error;
      if (error.unreachable && !run.crossrefAnswered) {
        run.crossrefDown = true;
        down();
      }
    }
  };
  const questions: [string, () => Promise<unknown>][] = [];
  for (const doi of new Set(run.queries.flatMap((q) => (q.doi ? [q.doi] : [])))) {
    if (run.known.has(workKey(doi))) continue;
    questions.push([
      workKey(doi),
      async (): Promise<IdentifierLookup> => {
        const record = await crossref.work(doi);
        return record ? { status: 'found', record } : { status: 'not-found' };
      },
    ]);
  }
  for (const search of run.searches) {
    const key = searchKey('crossref', search);
    if (run.known.has(key) || questions.some(([k]) => k === key)) continue;
    questions.push([key, () => crossref.search(search.title, search.author, SEARCH_ROWS)]);
  }
  const [probe, ...rest] = questions;
  if (probe) await ask(...probe);
  await Promise.all(rest.map((question) => ask(...question)));
}

/**
 * PubMed: the entries' PMIDs, and searches where Crossref had no confident match (searched, then
 * their records fetched with the PMIDs, many to one esummary). Answers the searches asked of it.
 */
async function askPubmed(run: LookupRun, pubmed: PubmedClient): Promise<Search[]> {
  const { queries, known, deadline } = run;
  const pubmedSearches = run.searches.filter((search) => {
    const found = answerOf(run, searchKey('crossref', search)) as WorkRecord[] | undefined;
    if (found === undefined || known.has(searchKey('pubmed', search))) return false;
    return !found.some((record) =>
      confidentMatch({ title: search.title, firstAuthor: search.author, year: search.year }, record),
    );
  });
  const searchIds = new Map<string, string[]>();
  await Promise.all(
    pubmedSearches.map(async (search) => {
      if (Date.now() >= deadline) return;
      try {
        searchIds.set(searchKey('pubmed', search), await pubmed.search(search.title, search.author, SEARCH_ROWS));
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
      }
    }),
  );
  const pmids = new Set([
    ...queries.flatMap((q) => (q.pmid && !known.has(summaryKey(q.pmid)) ? [q.pmid] : [])),
    ...[...searchIds.values()].flat(),
  ]);
  const summaries = await pubmedSummaries(pubmed, [...pmids], deadline);
  for (const q of queries) {
    if (q.pmid && summaries.has(q.pmid)) {
      const record = summaries.get(q.pmid);
      run.fresh.set(summaryKey(q.pmid), record ? { status: 'found', record } : { status: 'not-found' });
    }
  }
  for (const [key, ids] of searchIds) {
    if (ids.every((id) => summaries.has(id)))
      run.fresh.set(
        key,
        ids.flatMap((id) => summaries.get(id) ?? []),
      );
  }
  return pubmedSearches;
}

/** PubMed's records of `pmids` (null: no such record), ESUMMARY_BATCH to a request; unanswered ones left out. */
async function pubmedSummaries(
  pubmed: PubmedClient,
  pmids: string[],
  deadline: number,
): Promise<Map<string, WorkRecord | null>> {
  const summaries = new Map<string, WorkRecord | null>();
  const batches: string[][] = [];
  for (let i = 0; i < pmids.length; i += ESUMMARY_BATCH) batches.push(pmids.slice(i, i + ESUMMARY_BATCH));
  await Promise.all(
    batches.map(async (batch) => {
      if (Date.now() >= deadline) return;
      try {
        for (const [id, record] of await pubmed.summaries(batch)) summaries.set(id, record);
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
      }
    }),
  );
  return summaries;
}

/** What the check reads: each entry's DOI, PMID and search answers, and whether Crossref was reached. */
function lookupsOf(run: LookupRun, pubmedSearches: Search[]): ReferenceLookups {
  const identifier = (key: string): IdentifierLookup =>
    (answerOf(run, key) as IdentifierLookup | undefined) ?? { status: 'unanswered' };
  const search = (s: Search): SearchLookup => {
    const fromCrossref = answerOf(run, searchKey('crossref', s)) as WorkRecord[] | undefined;
    if (fromCrossref === undefined) return { status: 'unanswered' };
    const fromPubmed = answerOf(run, searchKey('pubmed', s)) as WorkRecord[] | undefined;
    const pubmedAsked = pubmedSearches.includes(s);
    if (pubmedAsked && fromPubmed === undefined) return { status: 'unanswered' };
    return { status: 'answered', candidates: [...fromCrossref, ...(fromPubmed ?? [])] };
  };
  const entries: EntryLookups[] = run.queries.map((q) => ({
    entry: q.entry,
    ...(q.doi ? { doi: identifier(workKey(q.doi)) } : {}),
    ...(q.pmid ? { pmid: identifier(summaryKey(q.pmid)) } : {}),
    ...(q.search ? { search: search(q.search) } : {}),
  }));
  const askedCrossref = run.queries.some((q) => q.doi || q.search);
  return { crossrefReached: !askedCrossref || run.crossrefAnswered, entries };
}

/** The service as the server and the worker process use it: answers cached in the database. */
export function databaseReferenceLookup(
  settings: ReferenceLookupSettings,
  db: Kysely<Database>,
): ReferenceLookupService {
  return createReferenceLookup({ settings, cache: databaseLookupCache(db, settings.cacheMaxAgeDays) });
}
