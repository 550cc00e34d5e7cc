/**
 * Comparing what a reference entry says with what Crossref or PubMed record: titles, first
 * authors, years and journals. Each answer is `agree`, `differ` or `unsure`; the check reports only
 * `differ`, so a loose abbreviation or a subtitle left out is never called a mismatch.
 */

export type Agreement = 'agree' | 'differ' | 'unsure';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Crossref titles carry JATS/HTML mark-up ("<i>Plasmodium</i>", "&amp;", "<sub>2</sub>"). */
function withoutMarkup(text: string): string {
  return text.replace(/<[^>]*>/g, '').replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Words of a text in lower case, without diacritics, mark-up or punctuation. */
export function plainWords(text: string): string[] {
  return withoutMarkup(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function diceOfWords(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(word, left - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

function startsWithWords(whole: string[], part: string[]): boolean {
  return part.length > 0 && part.length <= whole.length && part.every((word, i) => whole[i] === word);
}

/**
 * Titles agree when their words are the same (case, punctuation, diacritics, mark-up aside), when
 * one is the other's main title (a subtitle left out), or when nearly all words are shared (a
 * word spelt the British way, a hyphen); they differ when fewer than half are shared.
 */
export function compareTitles(entry: string, record: string): Agreement {
  const a = plainWords(entry);
  const b = plainWords(record);
  if (a.length === 0 || b.length === 0) return 'unsure';
  if (a.join(' ') === b.join(' ')) return 'agree';
  if (startsWithWords(a, b) || startsWithWords(b, a)) return Math.min(a.length, b.length) >= 3 ? 'agree' : 'unsure';
  const dice = diceOfWords(a, b);
  if (dice >= 0.8) return 'agree';
  return dice < 0.5 ? 'differ' : 'unsure';
}

/** A family name as compared: letters only, lower case, no diacritics ("Ramalho-de Oliveira" → "ramalhodeoliveira"). */
function nameKey(name: string): string {
  return plainWords(name).join('');
}

/**
 * The first author: the same family name, or one holding the other (compound names written
 * in part: "Ramalho-de Oliveira" / "Oliveira"). Group authors and records without authors: unsure.
 */
export function compareFirstAuthors(entry: string, record: string | undefined): Agreement {
  if (!record) return 'unsure';
  const a = nameKey(entry);
  const b = nameKey(record);
  if (a.length < 2 || b.length < 2) return 'unsure';
  if (a === b || a.includes(b) || b.includes(a)) return 'agree';
  // A group or a long literal name on either side is not a family name to compare.
  if (plainWords(entry).length > 3 || plainWords(record).length > 3) return 'unsure';
  return 'differ';
}

/** Years a year apart agree: online-first and print years of one article often are. */
export function compareYears(entry: number | undefined, record: number | undefined): Agreement {
  if (entry === undefined || record === undefined) return 'unsure';
  return Math.abs(entry - record) <= 1 ? 'agree' : 'differ';
}

const JOURNAL_FILLER = new Set(['the', 'of', 'and', 'for', 'in', 'on', 'de', 'la', 'der', 'und', 'section']);

function journalWords(name: string): string[] {
  return plainWords(name).filter((word) => !JOURNAL_FILLER.has(word));
}

/** Share of `abbreviated`'s words that open a word of `full`, in order ("J Cardiovasc Nurs" in "Journal of Cardiovascular Nursing"). */
function abbreviationCover(abbreviated: string[], full: string[]): number {
  if (abbreviated.length === 0) return 0;
  let at = 0;
  let matched = 0;
  for (const word of abbreviated) {
    const found = full.findIndex((candidate, i) => i >= at && candidate.startsWith(word));
    if (found === -1) continue;
    matched += 1;
    at = found + 1;
  }
  return matched / abbreviated.length;
}

/**
 * The journal: agree when the entry's name (abbreviated or full) fits one of the record's names
 * word by word; differ only when less than half of it fits any of them (renamed journals and odd
 * abbreviations stay unsure).
 */
export function compareJournals(entry: string | undefined, record: readonly string[]): Agreement {
  if (!entry || record.length === 0) return 'unsure';
  const a = journalWords(entry);
  if (a.length === 0) return 'unsure';
  let best = 0;
  for (const name of record) {
    const b = journalWords(name);
    if (b.length === 0) continue;
    if (a.join(' ') === b.join(' ')) return 'agree';
    best = Math.max(best, abbreviationCover(a, b), abbreviationCover(b, a));
    // Initialisms: "PNAS", "JAMA", "BMJ" against the record's own abbreviation.
    if (a.length === 1 && b.map((word) => word[0]).join('') === a[0]) return 'agree';
  }
  if (best === 1) return 'agree';
  return best < 0.5 ? 'differ' : 'unsure';
}
