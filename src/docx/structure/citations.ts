/**
 * In-text citations: numeric in square brackets ("[3]", "[3–5, 8]", "[3]–[5]"), numeric in round
 * brackets, superscript numbers, and author–year ("(Smith et al., 2010; Jones 2011a)"). Numeric
 * ranges are expanded; a malformed range ("5–3") is kept and flagged.
 */
import type { Block, Citation, CitationStyle, ReferenceEntry } from '../model.ts';

const DASH = '[-‐‑–—]';
const ITEM = `\\d{1,4}[a-z]?(?:\\s*${DASH}\\s*\\d{0,4})?`;
const LIST = `${ITEM}(?:\\s*[,;]\\s*${ITEM})*`;
// Sticky: tried only where the text has an opening bracket (found with indexOf, much faster than
// letting the regular expression search for one).
const SQUARE = new RegExp(`\\[\\s*(${LIST})\\s*\\](?:\\s*${DASH}\\s*\\[\\s*(${LIST})\\s*\\])?`, 'y');
const ROUND = new RegExp(`\\(\\s*(${LIST})\\s*\\)`, 'y');
const SUPERSCRIPT_TEXT = new RegExp(`^\\s*[(\\[]?\\s*(${LIST})\\s*[)\\]]?[.,;]?\\s*$`);

const RANGE = new RegExp(`^(\\d+)[a-z]?\\s*${DASH}\\s*(\\d*)$`);
/** What may turn "[3]" into the range "[3]–[5]": a dash and an opening bracket after it. */
const DASHED_BRACKET = new RegExp(`\\s*${DASH}\\s*\\[`, 'y');

interface Expanded {
  numbers: number[];
  malformed: boolean;
}

function expand(list: string): Expanded {
  const numbers: number[] = [];
  let malformed = false;
  for (const item of list.split(/\s*[,;]\s*/)) {
    const range = RANGE.exec(item.trim());
    if (range) {
      const from = Number(range[1]);
      const to = range[2] ? Number(range[2]) : NaN;
      if (!Number.isFinite(to) || to < from || to - from > 200) {
        malformed = true;
        numbers.push(from);
        if (Number.isFinite(to)) numbers.push(to);
      } else {
        for (let n = from; n <= to; n++) numbers.push(n);
      }
    } else {
      const value = parseInt(item, 10);
      if (Number.isFinite(value)) numbers.push(value);
    }
  }
  return { numbers, malformed };
}

/** Adds a block's numeric citations to `result` (one array for all blocks, not one per block). */
function numericCitations(
  block: Block,
  pattern: RegExp,
  style: CitationStyle,
  maxReference: number,
  result: Citation[],
): void {
  const text = block.text;
  const open = style === 'numeric-square' ? '[' : '(';
  const close = style === 'numeric-square' ? 93 : 41;
  for (let at = text.indexOf(open); at !== -1; at = text.indexOf(open, at)) {
    // The usual citation, one number of up to four digits ("[12]"): read here, not by the
    // expression, unless a dash and a bracket follow (a "[3]–[5]" range is the expression's).
    let end = at + 1;
    let value = 0;
    for (
      let digit = text.charCodeAt(end) - 48;
      digit >= 0 && digit <= 9 && end - at <= 4;
      digit = text.charCodeAt(end) - 48
    ) {
      value = value * 10 + digit;
      end++;
    }
    if (end > at + 1 && text.charCodeAt(end) === close) {
      end++;
      // A range needs a dash or a space right after the bracket (most citations end in "." or ",").
      const after = text.charCodeAt(end);
      DASHED_BRACKET.lastIndex = end;
      if (style !== 'numeric-square' || !(after <= 32 || after >= 0x7f || after === 45) || !DASHED_BRACKET.test(text)) {
        const start = at;
        at = end;
        // Round brackets also hold years, doses and counts: only plausible reference numbers.
        if (style === 'numeric-round' && (maxReference === 0 || value < 1 || value > maxReference)) continue;
        result.push({
          block: block.index,
          start,
          end,
          raw: text.slice(start, end),
          style,
          numbers: [value],
          malformed: false,
        });
        continue;
      }
    }
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) {
      at++;
      continue;
    }
    at = match.index + match[0].length;
    const first = expand(match[1] ?? '');
    let numbers = first.numbers;
    let malformed = first.malformed;
    if (match[2] !== undefined) {
      // "[3]–[5]": two citations joined by a dash cite everything between them.
      const second = expand(match[2]);
      const from = numbers[numbers.length - 1] ?? 0;
      const to = second.numbers[0] ?? 0;
      const between: number[] = [];
      if (to > from && to - from <= 200) for (let n = from + 1; n < to; n++) between.push(n);
      else malformed = true;
      numbers = [...numbers, ...between, ...second.numbers];
      malformed ||= second.malformed;
    }
    if (numbers.length === 0) continue;
    // Round brackets also hold years, doses and counts: accept only plausible reference numbers.
    if (style === 'numeric-round' && (maxReference === 0 || numbers.some((n) => n < 1 || n > maxReference))) continue;
    result.push({
      block: block.index,
      start: match.index,
      end: match.index + match[0].length,
      raw: match[0],
      style,
      numbers,
      malformed,
    });
  }
}

function superscriptCitations(block: Block, maxReference: number): Citation[] {
  const result: Citation[] = [];
  let i = 0;
  const runs = block.runs;
  while (i < runs.length) {
    const run = runs[i];
    if (!run?.format.superscript) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < runs.length && runs[end + 1]?.format.superscript && runs[end + 1]?.start === runs[end]?.end) end++;
    const start = run.start;
    const stop = runs[end]?.end ?? run.end;
    const raw = block.text.slice(start, stop);
    const match = SUPERSCRIPT_TEXT.exec(raw);
    if (match) {
      const { numbers, malformed } = expand(match[1] ?? '');
      if (numbers.length > 0 && (maxReference === 0 || numbers.every((n) => n >= 1 && n <= maxReference))) {
        result.push({ block: block.index, start, end: stop, raw, style: 'superscript', numbers, malformed });
      }
    }
    i = end + 1;
  }
  return result;
}

interface AuthorKey {
  /** First word of the first author's surname, lower case ("gerhardsson" for "Gerhardsson de Verdier M"). */
  surname: string;
  /** Every year the entry mentions (titles can hold years too: "from 1996 to 2006 … 2009"). */
  years: Set<string>;
  text: string;
}

function referenceKey(entry: ReferenceEntry): AuthorKey | null {
  const surname = /^\s*([\p{Lu}][\p{L}'’-]+)/u.exec(entry.text)?.[1];
  const years = new Set(entry.text.match(/\b(?:19|20)\d{2}(?=[a-z]?\b)/g) ?? []);
  return surname && years.size > 0 ? { surname: surname.toLowerCase(), years, text: entry.text } : null;
}

const AUTHOR_YEAR_GROUP = /\(([^()]*?\b(?:19|20)\d{2}[a-z]?\b[^()]*)\)/g;
const NARRATIVE =
  /([\p{Lu}][\p{L}'’-]+)(?:\s+(?:et al\.?|and|&)\s*(?:[\p{Lu}][\p{L}'’-]+)?)?,?\s+\(((?:19|20)\d{2}[a-z]?)\)/gu;

function authorYearCitations(block: Block, keys: (AuthorKey | null)[]): Citation[] {
  const find = (surname: string, year: string): number | null => {
    const name = surname.toLowerCase();
    const base = year.slice(0, 4);
    const candidates = keys.flatMap((key, index) =>
      key && key.surname === name && key.years.has(base) ? [index] : [],
    );
    // "2009a": the entry that carries the suffix, when the list has several 2009s.
    const exact = year.length > 4 ? candidates.find((index) => keys[index]?.text.includes(year)) : undefined;
    const index = exact ?? candidates[0];
    return index === undefined ? null : index + 1;
  };
  const result: Citation[] = [];
  AUTHOR_YEAR_GROUP.lastIndex = 0;
  for (let match = AUTHOR_YEAR_GROUP.exec(block.text); match; match = AUTHOR_YEAR_GROUP.exec(block.text)) {
    const numbers: number[] = [];
    for (const part of (match[1] ?? '').split(/;/)) {
      const surname = /([\p{Lu}][\p{L}'’-]+)/u.exec(
        part.replace(/^\s*(e\.g\.|see|cf\.|reviewed in|for review,?|and)\s+/i, ''),
      )?.[1];
      if (!surname) continue;
      for (const year of part.match(/\b(?:19|20)\d{2}[a-z]?\b/g) ?? []) {
        const n = find(surname, year);
        if (n !== null) numbers.push(n);
      }
    }
    if (numbers.length > 0) {
      result.push({
        block: block.index,
        start: match.index,
        end: match.index + match[0].length,
        raw: match[0],
        style: 'author-year',
        numbers,
        malformed: false,
      });
    }
  }
  NARRATIVE.lastIndex = 0;
  for (let match = NARRATIVE.exec(block.text); match; match = NARRATIVE.exec(block.text)) {
    const n = find(match[1] ?? '', match[2] ?? '');
    if (n !== null) {
      result.push({
        block: block.index,
        start: match.index,
        end: match.index + match[0].length,
        raw: match[0],
        style: 'author-year',
        numbers: [n],
        malformed: false,
      });
    }
  }
  return result.sort((a, b) => a.start - b.start);
}

export function findCitations(blocks: Block[], references: ReferenceEntry[]): Citation[] {
  const numbered = references.filter((entry) => entry.number !== null).length;
  const maxReference = numbered > 0 ? Math.max(references.length, ...references.map((entry) => entry.number ?? 0)) : 0;
  const authorYear = references.length > 0 && numbered < references.length / 2;
  const square: Citation[] = [];
  for (const block of blocks) numericCitations(block, SQUARE, 'numeric-square', maxReference, square);
  if (authorYear) {
    const keys = references.map(referenceKey);
    const found = blocks.flatMap((block) => authorYearCitations(block, keys));
    if (found.length > 0) return found;
  }
  if (square.length > 0) return square;
  const superscript = blocks.flatMap((block) => superscriptCitations(block, maxReference));
  if (superscript.length > 0) return superscript;
  const round: Citation[] = [];
  for (const block of blocks) numericCitations(block, ROUND, 'numeric-round', maxReference, round);
  return round;
}

/** Reference numbers in order of first citation. */
export function citationOrder(citations: Citation[]): number[] {
  const seen = new Set<number>();
  const order: number[] = [];
  for (const citation of citations) {
    for (const n of citation.numbers) {
      if (!seen.has(n)) {
        seen.add(n);
        order.push(n);
      }
    }
  }
  return order;
}
