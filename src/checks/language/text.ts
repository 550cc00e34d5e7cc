/**
 * Word-level reading of paragraph text shared by the language checks: word tokens with their
 * offsets, the whitespace-delimited token around a word, quoted stretches, and sentence starts.
 */

export interface Span {
  start: number;
  end: number;
}

export interface WordToken extends Span {
  text: string;
}

// Letters with inner apostrophes ("patient's", "don’t"); hyphens split words ("tumor-free").
const WORD = /\p{L}[\p{L}\p{M}]*(?:['’]\p{L}+)*/gu;

export function words(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(WORD)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** The whitespace-delimited token that holds [start, end) (e.g. "http://x.org/tumor" around "tumor"). */
export function tokenAround(text: string, start: number, end: number): string {
  let a = start;
  let b = end;
  while (a > 0 && !/\s/u.test(text[a - 1]!)) a -= 1;
  while (b < text.length && !/\s/u.test(text[b]!)) b += 1;
  return text.slice(a, b);
}

/** True when the token is code-like: a URL, an e-mail, a file name, a gene or sample code. */
export function isCodeLike(rawToken: string): boolean {
  // Citation markers and enclosing punctuation are not part of the word: "tumors[12]," is prose.
  const token = rawToken.replace(/\[[^\]]*\]/gu, '').replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
  return /[@/\\_=<>{}#]|www\.|\.(?:com|org|net|gov|edu|uk|pdf|docx?)\b|\p{L}\.\p{L}/u.test(token) || /\d/u.test(token);
}

/**
 * Stretches between quotation marks: “…”, „…“ and straight "…" pairs. Single quotes are left out
 * because they are also apostrophes ("patients’ views").
 */
export function quotedSpans(text: string): Span[] {
  const spans: Span[] = [];
  let open = -1;
  let openChar = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (open < 0) {
      if (ch === '“' || ch === '„' || ch === '"') {
        open = i;
        openChar = ch;
      }
    } else if ((openChar === '"' && ch === '"') || (openChar !== '"' && (ch === '”' || ch === '“'))) {
      spans.push({ start: open, end: i + 1 });
      open = -1;
    }
  }
  return spans;
}

export function inside(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((s) => start >= s.start && end <= s.end);
}

// Abbreviations after which a full stop does not end a sentence.
const NO_BREAK_AFTER =
  /(?:\b(?:Fig|Figs|Tab|Eq|Eqs|Ref|Refs|No|Nos|Vol|vs|approx|ca|cf|e\.g|i\.e|al|Dr|Prof|Mr|Mrs|Ms|St|pp|Suppl|Inc|Ltd|Co|Corp|Dept|Univ|U\.K|U\.S|U\.S\.A|etc|resp|min|max|sp|spp|var|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\b\p{Lu})\.$/u;

/**
 * Offsets where sentences start. A full stop, question or exclamation mark followed by space
 * ends a sentence unless it closes a known abbreviation ("Fig.", "et al.", "e.g.") or an
 * initial ("J."), or the next text starts in lower case.
 */
export function sentenceStarts(text: string): number[] {
  const starts: number[] = [];
  let i = 0;
  while (i < text.length && /[\s"“‘([]/u.test(text[i]!)) i += 1;
  if (i < text.length) starts.push(i);
  // A list or contents label ("C.<tab>Partnership status", "2.1 Data sources", "(iv) Age") is
  // followed by the item's first word, which opens it like a sentence.
  const label = /^(?:\(?(?:[A-Za-z]|\d+(?:\.\d+)*|[ivxlc]+)[.)]|\d+(?:\.\d+)+)[\t ]+(?=\S)/u.exec(text.slice(i));
  if (label) starts.push(i + label[0].length);
  const end = /[.!?][)"”’\]]?\s+/gu;
  for (const m of text.matchAll(end)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index + 1);
    let next = m.index + m[0].length;
    while (next < text.length && /["“‘([]/u.test(text[next]!)) next += 1;
    if (next >= text.length) break;
    const nextChar = text[next]!;
    if (/\p{Ll}/u.test(nextChar)) continue;
    if (text[m.index] === '.' && NO_BREAK_AFTER.test(before)) continue;
    starts.push(next);
  }
  return starts;
}

export function capitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

export function allCaps(word: string): boolean {
  return /^\p{Lu}[\p{Lu}\d]+$/u.test(word) && word.length > 1;
}

/** Gives `replacement` the case pattern of `original` (Tumor → Tumour, TUMOR → TUMOUR). */
export function matchCase(original: string, replacement: string): string {
  if (allCaps(original)) return replacement.toUpperCase();
  if (capitalised(original)) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}
