/**
 * NCBI E-utilities (https://www.ncbi.nlm.nih.gov/books/NBK25499/): `esummary.fcgi?db=pubmed&id=…`
 * (many PMIDs in one request) and `esearch.fcgi?db=pubmed&term=…` for a title-and-first-author
 * search, both with `retmode=json`, `tool`, `email` and `api_key` as NCBI asks.
 */
import type { UpdateNotice, WorkRecord } from '../../contract/reference-lookups.ts';
import { getJson, type RequestOptions } from './http.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Smith JA" → "Smith"; a group author ("GBD 2019 Collaborators") stays whole. */
function familyOf(name: string): string {
  return name.replace(/\s+[A-Z]{1,4}$/, '').trim();
}

/** An esummary document (`result[uid]`) reduced to a WorkRecord; null for "cannot get document summary". */
export function pubmedRecord(doc: Json): WorkRecord | null {
  if (typeof doc.error === 'string' || typeof doc.uid !== 'string') return null;
  const ids = Array.isArray(doc.articleids) ? doc.articleids.filter(isObject) : [];
  const doi = ids.find((id) => id.idtype === 'doi' && typeof id.value === 'string')?.value as string | undefined;
  const year = Number(/\b(1[89]|20)\d{2}\b/.exec(typeof doc.pubdate === 'string' ? doc.pubdate : '')?.[0]);
  const pubtypes = Array.isArray(doc.pubtype) ? doc.pubtype : [];
  const notices: UpdateNotice[] = pubtypes.includes('Retracted Publication')
    ? [{ kind: 'retraction', source: 'pubmed' }]
    : [];
  const authors = (Array.isArray(doc.authors) ? doc.authors : [])
    .filter(isObject)
    .filter((a) => a.authtype === undefined || a.authtype === 'Author' || a.authtype === 'CollectiveName')
    .map((a) => (typeof a.name === 'string' ? familyOf(a.name) : ''))
    .filter((n) => n !== '');
  return {
    service: 'pubmed',
    pmid: doc.uid,
    ...(doi ? { doi } : {}),
    title: typeof doc.title === 'string' ? doc.title.replace(/\.$/, '') : '',
    authors,
    ...(year > 0 ? { year } : {}),
    journals: [doc.fulljournalname, doc.source].filter((j): j is string => typeof j === 'string' && j !== ''),
    notices,
  };
}

export interface PubmedClient {
  /** PMID → its record, or null when PubMed has none. */
  summaries(pmids: string[]): Promise<Map<string, WorkRecord | null>>;
  /** PMIDs whose title has these words and whose first author is `author`. */
  search(title: string, author: string, rows: number): Promise<string[]>;
}

export function pubmedClient(
  baseUrl: string,
  identity: { email: string | null; apiKey: string | null },
  request: () => RequestOptions,
): PubmedClient {
  const url = (tool: string, params: Record<string, string>): string => {
    const query = new URLSearchParams({ db: 'pubmed', retmode: 'json', ...params, tool: 'manuscript-checker' });
    if (identity.email) query.set('email', identity.email);
    if (identity.apiKey) query.set('api_key', identity.apiKey);
    return `${baseUrl}/${tool}?${query.toString()}`;
  };
  return {
    async summaries(pmids) {
      const found = new Map<string, WorkRecord | null>(pmids.map((id) => [id, null]));
      if (pmids.length === 0) return found;
      const answer = await getJson(url('esummary.fcgi', { id: pmids.join(',') }), request());
      const result = answer.status === 200 && isObject(answer.body) ? answer.body.result : undefined;
      if (!isObject(result)) return found;
      for (const id of pmids) {
        const doc = result[id];
        found.set(id, isObject(doc) ? pubmedRecord(doc) : null);
      }
      return found;
    },
    async search(title, author, rows) {
      const words = title
        .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const term = `${words}[ti] AND ${author}[1au]`;
      const answer = await getJson(url('esearch.fcgi', { term, retmax: String(rows) }), request());
      const result = answer.status === 200 && isObject(answer.body) ? answer.body.esearchresult : undefined;
      const ids = isObject(result) && Array.isArray(result.idlist) ? result.idlist : [];
      return ids.filter((id): id is string => typeof id === 'string');
    },
  };
}
