/**
 * Free-text reference → CSL-JSON fields. No JavaScript library does this (STACK.md), so it is ours,
 * and it is measured (src/checks/references/parse.test.ts runs it over every reference of the corpus).
 *
 * Two shapes cover what medical manuscripts use:
 * - "Vancouver-like": `Authors. Title. Journal. 2003;35(2):85–87. doi:…` (also AMA, NLM, BMJ);
 * - "author-year": `Authors (2003) Title. Journal 35: 85–87.` (PLOS) and
 *   `Authors (2003). Title. Journal, 35(2), 85–87.` (APA / Harvard).
 * A parse says how sure it is: `complete` is true only when every word of the entry was placed in
 * a field, so a restyled reference never silently loses text.
 */

export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
}

export interface CslItem {
  id: string;
  type: 'article-journal' | 'book' | 'webpage' | 'report';
  author?: CslName[];
  title?: string;
  'container-title'?: string;
  issued?: { 'date-parts': number[][] };
  volume?: string;
  issue?: string;
  page?: string;
  DOI?: string;
  PMID?: string;
  URL?: string;
  publisher?: string;
  'publisher-place'?: string;
}

export type ReferenceShape = 'vancouver' | 'author-year' | 'unknown';

export interface ParsedReference {
  item: CslItem;
  shape: ReferenceShape;
  /** "et al." closes the author list as written. */
  etAl: boolean;
  /** Every word of the entry was placed in a field. */
  complete: boolean;
  /** Text left over that no field took. */
  leftover: string;
}

const DOI_PATTERN = /(?:https?:\/\/(?:dx\.)?doi\.org\/|\bdoi:?\s*)?(10\.\d{4,9}\/[^\s]+)/i;
const PMID_PATTERN = /\bPMID:?\s*(\d{1,9})\b/i;
const PMCID_PATTERN = /;?\s*(?:PubMed Central\s+)?PMCID:?\s*PMC\w+\.?/i;
const URL_PATTERN = /\b(?:Available(?: from| at)?:?\s*)?(?:URL\s+)?(https?:\/\/[^\s]+)/i;
const ACCESSED_PATTERN = /\b(?:Accessed|Cited|\[cited)\b[^.]*\.?\]?/i;
const EPUB_PATTERN = /\bEpub(?: ahead of print)?\s*[\d/]*\.?/i;

/** Trailing punctuation that is not part of a DOI or URL. */
function trimIdentifier(value: string): string {
  return value.replace(/[.,;)\]]+$/, '');
}

function takePattern(text: string, pattern: RegExp): { value: string | null; rest: string } {
  const match = pattern.exec(text);
  if (!match) return { value: null, rest: text };
  const value = trimIdentifier(match[1] ?? match[0]);
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();
  return { value, rest };
}

/** "GA" → "G. A.", "J.-P." → "J.-P.": citeproc reads each letter as an initial, not a name "Ga". */
function spellInitials(initials: string): string {
  const compact = initials.replace(/[.\s]/g, '');
  if (!/^[A-Z](?:-?[A-Z])*$/.test(compact)) return compact;
  return compact.replace(/-?[A-Z]/g, (letter) => `${letter}.`).replace(/\.(?=[A-Z])/g, '. ');
}

const INITIALS = /^(?:[A-Z][a-z]?\.?-?){1,4}$/; // "A", "JP", "MJJM", "J.-P.", "Th"

/** Splits "Lopez A, Murray C, et al" (Vancouver) into names. */
export function parseVancouverAuthors(text: string): { names: CslName[]; etAl: boolean } | null {
  let list = text.trim().replace(/\.$/, '');
  let etAl = false;
  const etAlMatch = /,?\s*et\.?\s*al\.?\.?$/i.exec(list);
  if (etAlMatch) {
    etAl = true;
    list = list.slice(0, etAlMatch.index);
  }
  const parts = list.split(/,\s*/).filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  const names: CslName[] = [];
  for (const part of parts) {
    const words = part.trim().split(/\s+/);
    const last = words[words.length - 1] ?? '';
    if (words.length >= 2 && INITIALS.test(last)) {
      names.push({ family: words.slice(0, -1).join(' '), given: spellInitials(last) });
    } else if (parts.length === 1) {
      names.push({ literal: part.trim() }); // a group author: "Institute of Medicine"
    } else {
      return null;
    }
  }
  return { names, etAl };
}

/** Splits "Smith, J. A., Jones, K., & Brown, L." (APA / Harvard) into names. */
export function parseInvertedAuthors(text: string): { names: CslName[]; etAl: boolean } | null {
  let list = text.trim();
  let etAl = false;
  const etAlMatch = /,?\s*et\.?\s*al\.?$/i.exec(list);
  if (etAlMatch) {
    etAl = true;
    list = list.slice(0, etAlMatch.index);
  }
  list = list.replace(/,?\s*(?:&|and)\s+/g, ', ');
  const tokens = list.split(/,\s*/).filter((t) => t.length > 0);
  if (tokens.length < 2 || tokens.length % 2 !== 0) return null;
  const names: CslName[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const family = tokens[i]!.trim();
    const given = tokens[i + 1]!.trim();
    // A family name starts with a letter (or a particle's apostrophe: "d'Souza"), after APA's ellipsis
    // before the last author ("… Schonberg, T."); "1, D. J. R." is a garbled entry, and a restyle
    // must not carry it into its proposal.
    if (!/^(?:(?:…|\.\s?\.\s?\.)\s*)?[\p{L}'’]/u.test(family)) return null;
    if (!/^(?:[A-Z]\.\s?-?)+$/.test(given.replace(/\s/g, '')) && !/^(?:[A-Z]\.?\s?)+$/.test(given)) return null;
    names.push({ family, given: spellInitials(given) });
  }
  return { names, etAl };
}

function looksLikeAuthorList(text: string): boolean {
  const parsed = parseVancouverAuthors(text);
  if (!parsed) return false;
  return parsed.names.some((n) => n.family !== undefined) || parsed.names.length === 1;
}

interface SourceFields {
  journal: string;
  year?: number;
  /** Month (1–12) and day of an NLM date ("2013 Feb;", "2023 Apr 3;", "Mar 2005;", "Sep 2 2023;"). */
  month?: number;
  day?: number;
  volume?: string;
  issue?: string;
  page?: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?';

/**
 * "Nat Med. 1998;4(2):1241–1243" — journal, then year;volume(issue):pages. An NLM date keeps its
 * month and day ("2013 Feb;", "2023 Apr 3;", and PubMed's "Mar 2005;" and "Sep 2 2023;" with the month first).
 */
const VANCOUVER_SOURCE = new RegExp(
  `^(?<journal>.+?)\\.?\\s+(?:(?<monthBefore>${MONTH})(?:\\s+(?<dayBefore>\\d{1,2}))?\\s+)?(?<year>(?:19|20)\\d{2})[a-z]?(?:\\s+(?:(?<month>${MONTH})|[A-Z][a-z]+)(?:\\s+(?<day>\\d{1,2}))?)?(?:;\\s*(?<volume>[\\w.]+)?(?:\\s*\\((?<issue>[^)]+)\\))?(?::\\s*(?<page>[\\w\\s–\\-—]+?))?)\\.?$`,
  'u',
);

/** The number (1–12) of a month name or abbreviation, or undefined. */
function monthNumber(name: string | undefined): number | undefined {
  const at = name ? MONTHS.indexOf(name.slice(0, 3).toLowerCase()) : -1;
  return at === -1 ? undefined : at + 1;
}

/**
 * "Nat Med 4: 1241–1243" or "Nat Med 4(2): 1241–1243" (PLOS) and "Nat Med, 4(2), 1241–1243" (APA);
 * PLOS files sometimes lose the space before the volume ("J Infect Dis12: 410–416").
 */
const AUTHOR_YEAR_SOURCE =
  /^(?<journal>[^,]+?),?(?:\s+|(?<=\p{L}))(?<volume>\d+[A-Za-z]?)(?:\s*\((?<issue>[^)]+)\))?(?::|,)\s*(?:pp?\.\s*)?(?<page>[\w–\-—]+(?:\s*[–\-—]\s*\w+)?)\.?$/u;

/**
 * An article number or e-locator standing where a volume would ("BMJ. 2021;n71", "Environ Int.
 * 2025;109786", "PLoS One. 2012;e38142", "Cochrane Database Syst Rev. 2005;CD001497"): a letter
 * before the digits, a Cochrane review number, or more digits than any volume has. It is the
 * entry's page; whether the entry lacks a volume is reference-details' question.
 */
const ARTICLE_NUMBER = /^(?:[a-z]\d+|CD\d{6}|\d{5,})$/i;

/** Pages without spaces around the dash; an e-page after the range keeps its space ("568-84 e23"). */
function pagesOf(text: string): string {
  return text
    .trim()
    .replace(/\s*([–\-—])\s*/g, '$1')
    .replace(/\s+/g, ' ');
}

/**
 * An editor named before the journal ("Wesolowski A, editor. PLoS Comput Biol." — a reference
 * manager's export of the academic editor) is no part of a journal reference: such an entry is
 * not read as one, so no proposal carries the editor along as title or journal.
 */
const EDITOR_STATEMENT = /,\s*(?:editors?|eds?\.)(?:\.|\s|$)/i;

/** The journal, year, volume, issue and pages a source pattern names, or null when it does not match. */
function sourceFields(pattern: RegExp, text: string): SourceFields | null {
  const g = pattern.exec(text.trim())?.groups;
  if (!g || EDITOR_STATEMENT.test(g.journal!)) return null;
  const articleNumber = g.volume && !g.issue && !g.page && ARTICLE_NUMBER.test(g.volume) ? g.volume : undefined;
  const volume = articleNumber ? undefined : g.volume;
  const page = articleNumber ?? (g.page ? pagesOf(g.page) : undefined);
  return {
    journal: g.journal!.trim(),
    ...(g.year ? { year: Number(g.year) } : {}),
    ...(monthNumber(g.month ?? g.monthBefore) ? { month: monthNumber(g.month ?? g.monthBefore) } : {}),
    ...((g.day ?? g.dayBefore) && (g.month ?? g.monthBefore) ? { day: Number(g.day ?? g.dayBefore) } : {}),
    ...(volume ? { volume } : {}),
    ...(g.issue ? { issue: g.issue } : {}),
    ...(page ? { page } : {}),
  };
}

const sourceFromVancouver = (text: string): SourceFields | null => sourceFields(VANCOUVER_SOURCE, text);
const sourceFromAuthorYear = (text: string): SourceFields | null => sourceFields(AUTHOR_YEAR_SOURCE, text);

/**
 * Splits at sentence boundaries of a reference: ". " or "? " or "! " followed by an upper-case
 * letter, a digit or a quote, but not after an initial ("J. A.") or a common abbreviation.
 */
export function splitSegments(text: string): string[] {
  const segments: string[] = [];
  let start = 0;
  const boundary = /([.?!])\s+(?=[A-Z0-9‘“"'([])/g;
  for (const match of text.matchAll(boundary)) {
    const before = text.slice(start, match.index);
    const lastWord = before.split(/\s+/).pop() ?? '';
    if (match[1] === '.' && /^(?:[A-Z]|[A-Z][a-z]|vs|Vol|No|pp|Ed|eds|St|Dr|Jr|Sr|e\.g|i\.e|al)$/.test(lastWord))
      continue;
    segments.push(text.slice(start, match.index + (match[1] === '.' ? 0 : 1)).trim());
    start = match.index + match[0].length;
  }
  const tail = text.slice(start).trim();
  if (tail) segments.push(tail.replace(/\.$/, ''));
  return segments.filter((s) => s.length > 0);
}

function buildItem(id: string, fields: Partial<CslItem>): CslItem {
  const item: CslItem = { id, type: 'article-journal' };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') (item as unknown as Record<string, unknown>)[key] = value;
  }
  return item;
}

/** Parses one reference entry (without its leading number). */
/** A complete journal-article entry: its authors, title and a parsed source. */
function journalArticle(
  id: string,
  shape: ReferenceShape,
  authors: { names: CslName[]; etAl: boolean },
  title: string,
  source: SourceFields,
  issued: CslItem['issued'] | undefined,
  identifiers: Partial<CslItem>,
): ParsedReference {
  return {
    item: buildItem(id, {
      author: authors.names,
      title,
      'container-title': source.journal,
      ...(issued ? { issued } : {}),
      volume: source.volume,
      issue: source.issue,
      page: source.page,
      ...identifiers,
    }),
    shape,
    etAl: authors.etAl,
    // A journal name ending in a bare number before the volume ("Trials 14 13: 209") or in a colon
    // ("Developmental Neuropsychology :") is a garbled source: the entry is checked by hand.
    complete: !/\s\d+$|\s*[:;,]$/.test(source.journal),
    leftover: '',
  };
}

export function parseReference(rawText: string, id = 'ref'): ParsedReference {
  let text = rawText.replace(/\s+/g, ' ').trim();
  const doi = takePattern(text, DOI_PATTERN);
  text = doi.rest;
  const pmid = takePattern(text, PMID_PATTERN);
  text = pmid.rest;
  text = text.replace(PMCID_PATTERN, '').trim();
  text = text.replace(EPUB_PATTERN, '').trim();
  const url = takePattern(text, URL_PATTERN);
  text = url.rest
    .replace(ACCESSED_PATTERN, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,\s]+$/, '');

  const identifiers: Partial<CslItem> = {
    ...(doi.value ? { DOI: doi.value } : {}),
    ...(pmid.value ? { PMID: pmid.value } : {}),
    ...(url.value ? { URL: url.value } : {}),
  };

  const authorYear = /^(?<authors>.+?)\s*\((?<year>(?:19|20)\d{2})[a-z]?\)\.?\s+(?<rest>.+)$/u.exec(text);
  if (authorYear?.groups) {
    return parseAuthorYear(
      id,
      authorYear.groups.authors!,
      Number(authorYear.groups.year),
      authorYear.groups.rest!,
      identifiers,
    );
  }
  return parseVancouver(id, text, identifiers);
}

/**
 * A title with a question or exclamation inside ("Payback time? Influence of … in old age.") is
 * split at its "?" like a sentence, so its second half lands in front of the journal: give it back.
 */
function keepTitleWhole(title: string, source: SourceFields): { title: string; source: SourceFields } {
  const at = source.journal.lastIndexOf('. ');
  if (at === -1) return { title, source };
  const second = source.journal.slice(0, at);
  // A title of two sentences ("… on local muscle function. A systematic review of the literature."):
  // a journal name is never a phrase of several words with lower-case ones among them.
  // Nor is a run of four or more words without an abbreviating full stop before the journal a part
  // of its name: a second sentence of the title or a group named under it ("… and study.
  // International Chronic Fatigue Syndrome Study Group. Ann Intern Med").
  const sentence =
    (/^\p{Lu}\S*(?:\s+\S+){2,}$/u.test(second) && /\s\p{Ll}{2,}\s/u.test(` ${second} `)) ||
    (/^[^.]+$/.test(second) && second.split(/\s+/).length >= 4);
  if (!/[?!]$/.test(title) && !sentence) return { title, source };
  return {
    title: `${title}${/[?!]$/.test(title) ? '' : '.'} ${second}`,
    source: { ...source, journal: source.journal.slice(at + 2) },
  };
}

/** An author–year book's source: "Cambridge University Press" (no place, no digits, a few words). */
const AUTHOR_YEAR_BOOK = /^(?<publisher>[\p{Lu}][^:;.\d]{1,60}?)\.?$/u;
const PUBLISHER_WORD =
  /\b(?:Press|Publish\w*|Publications|Books|Wiley|Springer|Elsevier|Routledge|Sage|Karger|Thieme)\b/;

function parseAuthorYear(
  id: string,
  authorsText: string,
  year: number,
  rest: string,
  identifiers: Partial<CslItem>,
): ParsedReference {
  const authors = parseInvertedAuthors(authorsText) ?? parseVancouverAuthors(authorsText);
  const segments = splitSegments(rest);
  const title = segments[0]?.replace(/\.$/, '');
  const sourceText = segments.slice(1).join('. ');
  const source = sourceText ? sourceFromAuthorYear(sourceText) : null;
  const issued = { 'date-parts': [[year]] };
  if (authors && title && source) {
    const whole = keepTitleWhole(title, source);
    return journalArticle(id, 'author-year', authors, whole.title, whole.source, issued, identifiers);
  }
  // A book in APA 7's form: "Kimura, M. (1984). The neutral theory of molecular evolution.
  // Cambridge University Press." — a publisher's name (no place, no digits) after the title. Not a
  // book with a link (a report or web page, which the numbered styles print otherwise), a place
  // ("Manual, Vienna, Austria: R Foundation …" holds more than a place), or a bracket in its title
  // ("… Guide (1st ed.)", "(Second)"): those are left to be checked by hand.
  const book = AUTHOR_YEAR_BOOK.exec(sourceText);
  const plainBook = !identifiers.URL && !/[()]/.test(title ?? '');
  if (authors && title && plainBook && book?.groups && PUBLISHER_WORD.test(book.groups.publisher!)) {
    return {
      item: {
        ...buildItem(id, {
          author: authors.names,
          title,
          publisher: book.groups.publisher!.trim(),
          issued,
          ...identifiers,
        }),
        type: 'book',
      },
      shape: 'author-year',
      etAl: authors.etAl,
      complete: true,
      leftover: '',
    };
  }
  return {
    item: buildItem(id, {
      ...(authors ? { author: authors.names } : {}),
      ...(title ? { title } : {}),
      issued,
      ...identifiers,
    }),
    shape: 'author-year',
    etAl: authors?.etAl ?? false,
    complete: false,
    leftover: sourceText,
  };
}

/** One Vancouver author: "Lopez A", "van der Heijden JF", "Boutron-Ruault M-C" — initials without full stops. */
const VANCOUVER_AUTHOR = /^[^,.;:()\d][^,.;:()]{0,60}\s(?:[A-Z]{1,4}|[A-Z][a-z])(?:-[A-Z]{1,2})?$/u;

/** Finds where the author list of a Vancouver entry ends ("…, Murray C. Title…"), scanning once. */
function scanVancouverAuthorList(text: string): { authorsText: string; rest: string } | null {
  let position = 0;
  for (let count = 0; count < 500; count++) {
    const comma = text.indexOf(', ', position);
    const stop = text.indexOf('. ', position);
    if (stop < 0) return null;
    if (comma >= 0 && comma < stop) {
      const name = text.slice(position, comma);
      if (/^et\.?\s*al$/i.test(name)) return null;
      if (!VANCOUVER_AUTHOR.test(name) && count > 0 && !/^[A-Z][\w\s&-]+$/.test(name)) return null;
      position = comma + 2;
      continue;
    }
    const last = text.slice(position, stop);
    if (VANCOUVER_AUTHOR.test(last) || /^et\.?\s*al\.?$/i.test(last)) {
      return { authorsText: text.slice(0, stop), rest: text.slice(stop + 2) };
    }
    return null;
  }
  return null;
}

function splitVancouverAuthors(text: string): { authorsText: string; rest: string } | null {
  const scanned = scanVancouverAuthorList(text);
  if (scanned) return scanned;
  const segments = splitSegments(text);
  if (segments.length >= 2 && looksLikeAuthorList(segments[0]!)) {
    return { authorsText: segments[0]!, rest: segments.slice(1).join('. ') };
  }
  return null;
}

function parseVancouver(id: string, text: string, identifiers: Partial<CslItem>): ParsedReference {
  const split = splitVancouverAuthors(text);
  const authors = split ? parseVancouverAuthors(split.authorsText) : null;
  const afterAuthors = splitSegments(authors && split ? split.rest : text);
  if (afterAuthors.length < 2 && !authors) {
    return { item: buildItem(id, identifiers), shape: 'unknown', etAl: false, complete: false, leftover: text };
  }
  const title = afterAuthors[0]?.replace(/\.$/, '');
  const sourceText = afterAuthors.slice(1).join('. ');
  const source = sourceText ? sourceFromVancouver(sourceText) : null;
  if (authors && title && source) {
    const date = [source.year ?? 0, ...(source.month ? [source.month, ...(source.day ? [source.day] : [])] : [])];
    const issued = source.year ? { 'date-parts': [date] } : undefined;
    const whole = keepTitleWhole(title, source);
    return journalArticle(id, 'vancouver', authors, whole.title, whole.source, issued, identifiers);
  }
  // A book: "Authors. Title. Place: Publisher; Year."
  const book = /^(?:(?<place>[^:;]+):\s*)?(?<publisher>[^;:]+);\s*(?<year>(?:19|20)\d{2})$/u.exec(sourceText);
  // "Vol. 8, BMJ Open. BMJ Publishing Group; 2018": a journal exported as a book's source, garbled.
  if (authors && title && book?.groups && !/\bVol\.?\s*\d/i.test(book.groups.publisher!)) {
    return {
      item: {
        ...buildItem(id, {
          author: authors.names,
          title,
          publisher: book.groups.publisher!.trim(),
          ...(book.groups.place ? { 'publisher-place': book.groups.place.trim() } : {}),
          issued: { 'date-parts': [[Number(book.groups.year)]] },
          ...identifiers,
        }),
        type: 'book',
      },
      shape: 'vancouver',
      etAl: authors.etAl,
      complete: true,
      leftover: '',
    };
  }
  const yearMatch = /\b((?:19|20)\d{2})\b/.exec(sourceText);
  return {
    item: buildItem(id, {
      ...(authors ? { author: authors.names } : {}),
      ...(title ? { title } : {}),
      ...(yearMatch ? { issued: { 'date-parts': [[Number(yearMatch[1])]] } } : {}),
      ...identifiers,
    }),
    shape: authors ? 'vancouver' : 'unknown',
    etAl: authors?.etAl ?? false,
    complete: false,
    leftover: sourceText,
  };
}
