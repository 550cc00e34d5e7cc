/**
 * A recorded-response stand-in for Crossref's REST API and NCBI's E-utilities on 127.0.0.1 (an
 * ephemeral port), for tests and the bench without a network (issue 28). It answers in the
 * services' documented JSON shapes — Crossref `{status, message-type, message}` for
 * `/works/{doi}` and `/works?query.bibliographic=…&query.author=…`, a plain-text 404 "Resource not
 * found."; E-utilities `esummary.fcgi` (`result.uids` and one document per PMID, or `error` for an
 * unknown one) and `esearch.fcgi` (`esearchresult.idlist`) — from the works it is given, and can
 * misbehave on purpose: 429 with Retry-After, a 503, or silence past the client's time limit.
 * Point CROSSREF_API_URL at `crossrefUrl` and PUBMED_EUTILS_URL at `pubmedUrl`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** A Crossref work as `/works/{doi}` returns it in `message` (only the fields the product reads need be set). */
export type CrossrefWork = Json & { DOI: string; title: string[] };
/** A PubMed esummary document (`result[uid]`). */
export type PubmedSummary = Json & { uid: string; title: string };

/** How the server misbehaves for one DOI, search words or PMID. */
export type Misbehaviour =
  /** 429 Too Many Requests with Retry-After: 1, `times` times, then the real answer. */
  | { kind: '429'; times: number }
  /** 503 every time. */
  | { kind: '503' }
  /** No answer for this long (ms): past the client's time limit. */
  | { kind: 'silence'; ms: number };

export interface ReferenceServicesFixtures {
  works?: CrossrefWork[];
  summaries?: PubmedSummary[];
  /** Keyed by lower-case DOI, PMID, or "search" (every Crossref search). */
  misbehave?: Record<string, Misbehaviour>;
}

export interface RecordedRequest {
  service: 'crossref' | 'pubmed';
  path: string;
  userAgent: string;
  at: number;
}

export interface ReferenceServices {
  crossrefUrl: string;
  pubmedUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const words = (text: string): string[] =>
  text
    .replace(/<[^>]*>/g, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/** Every word of the title in the query, and the first author's family name in the author query. */
function matchesSearch(title: string, firstAuthor: string | undefined, query: string, author: string): boolean {
  const asked = new Set(words(query));
  const own = words(title);
  return (
    own.length > 0 &&
    own.every((w) => asked.has(w)) &&
    !!firstAuthor &&
    words(author).join(' ') === words(firstAuthor).join(' ')
  );
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export async function startReferenceServices(fixtures: ReferenceServicesFixtures = {}): Promise<ReferenceServices> {
  const works = new Map((fixtures.works ?? []).map((w) => [w.DOI.toLowerCase(), w]));
  const summaries = new Map((fixtures.summaries ?? []).map((s) => [s.uid, s]));
  const misbehave = new Map(Object.entries(fixtures.misbehave ?? {}));
  const served = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  const held = new Set<ServerResponse>();

  /** True when the answer was a misbehaviour (already sent or deliberately withheld). */
  const misbehaved = (key: string, res: ServerResponse): boolean => {
    const rule = misbehave.get(key);
    if (!rule) return false;
    const count = (served.get(key) ?? 0) + 1;
    served.set(key, count);
    if (rule.kind === '429' && count <= rule.times) {
      json(res, 429, { status: 'error', message: 'Too Many Requests' }, { 'retry-after': '1' });
      return true;
    }
    if (rule.kind === '503') {
      json(res, 503, { status: 'error', message: 'Service Unavailable' });
      return true;
    }
    if (rule.kind === 'silence') {
      held.add(res);
      setTimeout(() => {
        held.delete(res);
        if (!res.destroyed) json(res, 504, { status: 'error' });
      }, rule.ms).unref();
      return true;
    }
    return false;
  };

  const crossref = (url: URL, res: ServerResponse): void => {
    const doiPath = /^\/crossref\/works\/(.+)$/.exec(url.pathname);
    if (doiPath) {
      const doi = decodeURIComponent(doiPath[1]!).toLowerCase();
      if (misbehaved(doi, res)) return;
      const work = works.get(doi);
      if (!work) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Resource not found.');
        return;
      }
      json(res, 200, { status: 'ok', 'message-type': 'work', 'message-version': '1.0.0', message: work });
      return;
    }
    if (url.pathname === '/crossref/works') {
      if (misbehaved('search', res)) return;
      const query = url.searchParams.get('query.bibliographic') ?? '';
      const author = url.searchParams.get('query.author') ?? '';
      const rows = Number(url.searchParams.get('rows') ?? '20');
      const items = [...works.values()]
        .filter((w) => {
          const first = (w.author as Json[] | undefined)?.[0];
          return matchesSearch(w.title[0] ?? '', first?.family as string | undefined, query, author);
        })
        .slice(0, rows)
        .map((w) => ({ ...w, score: 60 }));
      json(res, 200, {
        status: 'ok',
        'message-type': 'work-list',
        'message-version': '1.0.0',
        message: {
          'total-results': items.length,
          items,
          'items-per-page': rows,
          query: { 'start-index': 0, 'search-terms': null },
        },
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Resource not found.');
  };

  const pubmed = (url: URL, res: ServerResponse): void => {
    if (url.pathname === '/pubmed/esummary.fcgi') {
      const ids = (url.searchParams.get('id') ?? '').split(',').filter((id) => id !== '');
      if (ids.some((id) => misbehaved(id, res))) return;
      const result: Json = { uids: ids.filter((id) => summaries.has(id)) };
      for (const id of ids) result[id] = summaries.get(id) ?? { uid: id, error: 'cannot get document summary' };
      json(res, 200, { header: { type: 'esummary', version: '0.3' }, result });
      return;
    }
    if (url.pathname === '/pubmed/esearch.fcgi') {
      const term = url.searchParams.get('term') ?? '';
      const [titlePart = '', authorPart = ''] = term.split(/\s+AND\s+/);
      const title = titlePart.replace(/\[ti\]$/, '');
      const author = authorPart.replace(/\[1au\]$/, '');
      const idlist = [...summaries.values()]
        .filter((s) => {
          const first = (s.authors as Json[] | undefined)?.[0]?.name as string | undefined;
          return matchesSearch(s.title, first?.replace(/\s+[A-Z]{1,4}$/, ''), title, author);
        })
        .map((s) => s.uid);
      json(res, 200, {
        header: { type: 'esearch', version: '0.3' },
        esearchresult: { count: String(idlist.length), retmax: String(idlist.length), retstart: '0', idlist },
      });
      return;
    }
    json(res, 400, { error: 'unknown E-utility' });
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const service = url.pathname.startsWith('/pubmed/') ? 'pubmed' : 'crossref';
    requests.push({
      service,
      path: `${url.pathname}${url.search}`,
      userAgent: req.headers['user-agent'] ?? '',
      at: Date.now(),
    });
    if (service === 'pubmed') pubmed(url, res);
    else crossref(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    crossrefUrl: `${base}/crossref`,
    pubmedUrl: `${base}/pubmed`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
