/**
 * A finding's kind, for "Accept all / Reject all" of one kind and the kind filter (issue 26): what
 * the check says about it with the particular text left out — the first clause of its reasoning,
 * quoted text and numbers replaced by "…". 'A range takes an en dash: "1964–2019".' and
 * 'A range takes an en dash: "0–2".' are one kind, "A range takes an en dash"; '"recieved" is a
 * common misspelling of "received".' is "“…” is a common misspelling of “…”".
 */
import type { ResultItem } from '../../../src/contract/checks.ts';

const MAX_KIND = 90;

export function kindOf(item: ResultItem): string {
  const reasoning = (item.reasoning ?? '').trim();
  if (reasoning === '') return 'Other findings';
  const general = reasoning
    .replace(/"[^"]*"|“[^”]*”|‘[^’]*’|«[^»]*»/gu, '“…”')
    .replace(/\d(?:[\d,.\u00B7\u2009\u202F]*\d)?/gu, '…');
  const clause = /^(.*?)(?:[:;]|[.!?](?=\s|$))/su.exec(general)?.[1]?.trim() || general;
  return clause.length > MAX_KIND ? `${clause.slice(0, MAX_KIND - 1)}…` : clause;
}

export interface KindCount {
  kind: string;
  count: number;
}

/** The kinds of these findings with how many of each, in the order they first appear. */
export function kindsOf(items: readonly ResultItem[]): KindCount[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const kind = kindOf(item);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => ({ kind, count }));
}
