/**
 * Crossref's REST API (https://api.crossref.org/swagger-ui/index.html): `/works/{doi}` for a DOI,
 * `/works?query.bibliographic=…&query.author=…&rows=…` for a title-and-author search. A work's
 * `updated-by` (notices against it, publisher or Retraction Watch), `relation` and `update-to` (the
 * work is itself a notice) carry retractions, expressions of concern and corrections.
 */
import type { NoticeKind, UpdateNotice, WorkRecord } from '../../contract/reference-lookups.ts';
import { getJson, type JsonAnswer, type RequestOptions } from './http.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Crossref's update types, as this product groups them; other types (new_version, …) are not notices. */
const UPDATE_KINDS: Record<string, NoticeKind> = {
  retraction: 'retraction',
  partial_retraction: 'retraction',
  withdrawal: 'retraction',
  removal: 'retraction',
  expression_of_concern: 'expression-of-concern',
  correction: 'correction',
  erratum: 'correction',
  corrigendum: 'correction',
  addendum: 'correction',
  clarification: 'correction',
};

function kindOf(type: unknown): NoticeKind | undefined {
  return typeof type === 'string' ? UPDATE_KINDS[type.toLowerCase().replace(/[\s-]+/g, '_')] : undefined;
}

/** "2020-06-05" from Crossref's {"date-parts": [[2020, 6, 5]]}. */
function dateOf(value: unknown): string | undefined {
  const parts = isObject(value) && Array.isArray(value['date-parts']) ? value['date-parts'][0] : undefined;
  if (!Array.isArray(parts) || typeof parts[0] !== 'number') return undefined;
  return parts
    .filter((p): p is number => typeof p === 'number')
    .map((p, i) => (i === 0 ? String(p) : String(p).padStart(2, '0')))
    .join('-');
}

function yearOf(work: Json): number | undefined {
  for (const field of ['issued', 'published-print', 'published-online', 'published']) {
    const year = Number(dateOf(work[field])?.slice(0, 4));
    if (year > 0) return year;
  }
  return undefined;
}

function notices(work: Json): UpdateNotice[] {
  const out: UpdateNotice[] = [];
  for (const update of Array.isArray(work['updated-by']) ? work['updated-by'] : []) {
    if (!isObject(update)) continue;
    const kind = kindOf(update.type);
    if (!kind) continue;
    const date = dateOf(update.updated);
    out.push({
      kind,
      ...(typeof update.DOI === 'string' ? { doi: update.DOI } : {}),
      ...(date ? { date } : {}),
      source: typeof update.source === 'string' ? update.source : 'publisher',
    });
  }
  // Relations a publisher deposits against the work ("is-retracted-by", "has-correction", …).
  const relation = isObject(work.relation) ? work.relation : {};
  for (const [name, targets] of Object.entries(relation)) {
    const kind = /retract/i.test(name)
      ? 'retraction'
      : /concern/i.test(name)
        ? 'expression-of-concern'
        : /correct|erratum/i.test(name)
          ? 'correction'
          : undefined;
    if (!kind || !/^(is-|has-)/.test(name)) continue;
    for (const target of Array.isArray(targets) ? targets : []) {
      if (isObject(target) && target['id-type'] === 'doi' && typeof target.id === 'string')
        out.push({ kind, doi: target.id, source: 'publisher' });
    }
  }
  return out;
}

/** A Crossref work (`message` of /works/{doi}, or an item of a search) reduced to a WorkRecord. */
export function crossrefRecord(work: Json): WorkRecord {
  const authors = (Array.isArray(work.author) ? work.author : [])
    .filter(isObject)
    .map((a) => (typeof a.family === 'string' ? a.family : typeof a.name === 'string' ? a.name : ''))
    .filter((name) => name !== '');
  const noticeOf = (Array.isArray(work['update-to']) ? work['update-to'] : []).flatMap((u) => {
    const kind = isObject(u) ? kindOf(u.type) : undefined;
    return kind && isObject(u) && typeof u.DOI === 'string' ? [{ kind, doi: u.DOI }] : [];
  });
  const year = yearOf(work);
  return {
    service: 'crossref',
    ...(typeof work.DOI === 'string' ? { doi: work.DOI } : {}),
    title: strings(work.title)[0] ?? '',
    authors,
    ...(year ? { year } : {}),
    journals: [...strings(work['container-title']), ...strings(work['short-container-title'])],
    notices: notices(work),
    ...(noticeOf.length > 0 ? { noticeOf } : {}),
  };
}

export interface CrossrefClient {
  work(doi: string): Promise<WorkRecord | null>;
  search(title: string, author: string, rows: number): Promise<WorkRecord[]>;
}

export function crossrefClient(baseUrl: string, mailto: string | null, request: () => RequestOptions): CrossrefClient {
  const polite = mailto ? `mailto=${encodeURIComponent(mailto)}` : '';
  const withMailto = (path: string): string =>
    `${baseUrl}${path}${polite ? `${path.includes('?') ? '&' : '?'}${polite}` : ''}`;
  const message = (answer: JsonAnswer): Json | null =>
    answer.status === 200 && isObject(answer.body) && isObject(answer.body.message) ? answer.body.message : null;
  return {
    async work(doi) {
      const answer = await getJson(withMailto(`/works/${encodeURIComponent(doi)}`), request());
      const work = message(answer);
      return work ? crossrefRecord(work) : null;
    },
    async search(title, author, rows) {
      const query = new URLSearchParams({ 'query.bibliographic': title, 'query.author': author, rows: String(rows) });
      const answer = await getJson(withMailto(`/works?${query.toString()}`), request());
      const items = message(answer)?.items;
      return Array.isArray(items) ? items.filter(isObject).map(crossrefRecord) : [];
    },
  };
}
