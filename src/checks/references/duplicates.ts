/** When two entries of a reference list are the same work listed twice. */
import type { ParsedReference } from './parse.ts';

function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * What makes two entries the same work: the same DOI; else, for entries read completely, the same
 * title and year; else the same whole text. A title from an entry the parser could not read may be
 * a fragment ("Liao, Y.-K"), so two different papers by one author are never keyed by it.
 */
export function duplicateKey(parsed: ParsedReference, text: string): string {
  if (parsed.item.DOI) return `doi:${parsed.item.DOI.toLowerCase()}`;
  if (parsed.complete && parsed.item.title) {
    const year = parsed.item.issued?.['date-parts'][0]?.[0] ?? '';
    return `title:${normalised(parsed.item.title)}|${year}`;
  }
  return `text:${normalised(text.replace(/^\s*(?:\[\d+\]|\d+\.)\s*/, ''))}`;
}
