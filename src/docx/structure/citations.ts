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

/**
 * The numbers of a citation's text. A range longer than 200 is malformed unless it stays within
 * the reference list (`maxReference`, 0 when unknown): an umbrella review cites "26–242".
 */
function expand(list: string, maxReference: number): Expanded {
  const numbers: number[] = [];
  let malformed = false;
  for (const item of list.split(/\s*[,;]\s*/)) {
    const range = RANGE.exec(item.trim());
    if (range) {
      const from = Number(range[1]);
      const to = range[2] ? Number(range[2]) : NaN;
      if (!Number.isFinite(to) || to < from || (to - from > 200 && !(maxReference > 0 && to <= maxReference))) {
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
    const first = expand(match[1] ?? '', maxReference);
    let numbers = first.numbers;
    let malformed = first.malformed;
    if (match[2] !== undefined) {
      // "[3]–[5]": two citations joined by a dash cite everything between them.
      const second = expand(match[2], maxReference);
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

/** "R²", "m²", "cm³", "χ²", "kg/m²": a power after a unit or symbol, not a citation. */
const BEFORE_EXPONENT = /(?:^|[\s(=/·×])(?:[\p{L}]{1,2}|kg\/m|m\/s)$/u;

function isExponent(text: string, start: number, raw: string): boolean {
  return /^\s*[23]\s*$/.test(raw) && BEFORE_EXPONENT.test(text.slice(Math.max(0, start - 6), start));
}

/** In a table, a number's or an abbreviation's superscript ("1,234¹", "OR²") marks a table note. */
const BEFORE_TABLE_NOTE = /(?:\d|(?:^|[^\p{L}])\p{L}{1,2})$/u;

function isTableNoteMarker(block: Block, start: number): boolean {
  return block.kind === 'table-cell' && BEFORE_TABLE_NOTE.test(block.text.slice(Math.max(0, start - 4), start));
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
    if (match && !isExponent(block.text, start, raw) && !isTableNoteMarker(block, start)) {
      const { numbers, malformed } = expand(match[1] ?? '', maxReference);
      if (numbers.length > 0 && (maxReference === 0 || numbers.every((n) => n >= 1 && n <= maxReference))) {
        result.push({ block: block.index, start, end: stop, raw, style: 'superscript', numbers, malformed });
      }
    }
    i = end + 1;
  }
  return result;
}

interface AuthorKey {
  /** First word of the first author's name, lower case ("gerhardsson" for "Gerhardsson de Verdier M"). */
  first: string;
  /** Every word of the first author's name ("van", "den", "heuvel"; "oxford", "radiocarbon", "unit"). */
  names: Set<string>;
  /** The author part of the entry, lower case (before its first year): where co-authors are looked for. */
  authors: string;
  /** The authors' names in order, lower case ("aguinis", "dalton", "bosco"…). */
  authorNames: string[];
  /** One author only (no "&", "and" or second name before the year). */
  single: boolean;
  /** Every year the entry mentions (titles can hold years too: "from 1996 to 2006 … 2009"). */
  years: Set<string>;
  text: string;
}

const YEAR = /\b(?:19|20)\d{2}(?=[a-z]?\b)/g;
/** Lower case with one apostrophe: "O’Reilly" in the text names "O'Reilly" in the list. */
const fold = (word: string): string => word.toLowerCase().replace(/[’‘`]/g, "'");

/** Initials ("OA", "J.") and particles are not the name a citation uses. */
const INITIALS = /^[\p{Lu}]{1,3}$/u;

function referenceKey(entry: ReferenceEntry): AuthorKey | null {
  // "van Aert, R." and "de Vries J": the name proper follows the lower-case particles.
  const first = /^\s*(?:(?:van|von|de|der|den|da|di|du|le|la|del|dos|das|ten|ter)\s+)*([\p{Lu}][\p{L}'’-]*)/u.exec(
    entry.text,
  )?.[1];
  const years = new Set(entry.text.match(YEAR) ?? []);
  if (!first || years.size === 0) return null;
  // The first author's name: up to the first comma, bracket or full stop and space
  // ("Van Den Heuvel, O. A.", "Oxford Radiocarbon Unit. (2011)", "Smith AB, …").
  const nameEnd = entry.text.search(/,|\(|\.\s|\s(?:19|20)\d{2}\b/);
  const name = nameEnd === -1 ? entry.text.slice(0, 80) : entry.text.slice(0, nameEnd);
  const names = new Set((name.match(/[\p{L}'’-]{2,}/gu) ?? []).filter((word) => !INITIALS.test(word)).map(fold));
  names.add(fold(first));
  const authorsEnd = entry.text.search(/\(|\b(?:19|20)\d{2}/);
  const authorText = entry.text.slice(0, authorsEnd === -1 ? 200 : authorsEnd);
  const authors = fold(authorText);
  const authorNames = (authorText.match(/[\p{L}'’-]{2,}/gu) ?? [])
    .filter((word) => !INITIALS.test(word) && word !== 'and' && word !== 'et' && word !== 'al')
    .map(fold);
  const single = !/[&;]|\band\b|et al/.test(authors) && (authors.match(/,/g) ?? []).length <= 1;
  return { first: fold(first), names, authors, authorNames, single, years, text: entry.text };
}

/** What one author–year citation names: "Smith et al., 2010", "Smith & Jones 2011a", "WHO, 2020". */
interface Cited {
  surname: string;
  /** The other authors it names ("Jones" in "Smith & Jones"). */
  others: string[];
  etAl: boolean;
  year: string;
}

/** Words that open a bracket's text without naming an author. */
const NOT_A_NAME = new Set([
  'table',
  'tables',
  'figure',
  'figures',
  'fig',
  'see',
  'for',
  'in',
  'appendix',
  'supplementary',
  'also',
  'version',
  'et',
]);

/** "Rosenthal’s" names Rosenthal. */
const bareName = (word: string): string => word.replace(/['’]s$/, '');

/** The author–year citations of one bracket's text: split at ";" and after every year. */
function citedIn(group: string): Cited[] {
  const result: Cited[] = [];
  for (const part of group.split(';')) {
    let previous: Omit<Cited, 'year'> | null = null;
    let from = 0;
    for (const match of part.matchAll(/\b((?:19|20)\d{2})([a-z])?\b/g)) {
      const segment = part.slice(from, match.index);
      from = (match.index ?? 0) + match[0].length;
      const words = [...segment.matchAll(/[\p{Lu}][\p{L}'’-]+/gu)]
        .map((m) => bareName(m[0]))
        .filter((word) => !NOT_A_NAME.has(word.toLowerCase()));
      let who: Omit<Cited, 'year'> | null = previous;
      const [surname, ...others] = words;
      if (surname) who = { surname, others, etAl: /et\.? al/.test(segment) };
      if (!who) continue;
      previous = who;
      result.push({ ...who, year: match[0] });
    }
  }
  return result;
}

/**
 * A bracket holding a year: "(Smith et al., 2010; Jones 2011)", "[Smith et al., 2006]". No bracket
 * inside, except that a list may end in a nested citation: "(Lavie, 2010; (O’Reilly et al., 2010)".
 */
const AUTHOR_YEAR_GROUP = /[([]([^()[\]]*?\b(?:19|20)\d{2}[a-z]?\b[^()[\]]*?)(?:[)\]]|;\s*(?=[([]))/g;
const NAME = "[\\p{Lu}][\\p{L}'’-]+";
const NARRATIVE = new RegExp(
  `(${NAME})(?:\\s+(?:et\\.? al\\.?|and colleagues|and co-workers|(?:and|&)\\s*(${NAME})))?,?\\s+\\(((?:19|20)\\d{2}[a-z]?(?:\\s*[,;]\\s*(?:19|20)\\d{2}[a-z]?)*)\\)`,
  'gu',
);

/** A citation manager's unformatted citation keys: "{Barban:2013cl p.373}", "{Grundy:2015gz, Gallo:2003cf}" (Papers, Zotero scannable cite). */
const CITATION_KEYS = /\{[^{}]*?\b[\p{Lu}][\p{L}'’-]+:(?:19|20)\d{2}[^{}]*\}/gu;
const CITATION_KEY = /([\p{Lu}][\p{L}'’-]+):((?:19|20)\d{2})/gu;

/** "first described in 1959 by Sterling". */
const IN_YEAR_BY = new RegExp(`\\bin ((?:19|20)\\d{2}) by (${NAME})`, 'gu');

/** The list entry (1-based) a citation names, or null. */
function matchReference(keys: (AuthorKey | null)[], cited: Cited): number | null {
  const name = fold(cited.surname);
  const base = cited.year.slice(0, 4);
  let best = -1;
  let bestScore = 0;
  for (const [index, key] of keys.entries()) {
    if (!key?.years.has(base)) continue;
    let score = key.first === name ? 4 : key.names.has(name) ? 3 : 0;
    if (score === 0) continue;
    for (const [i, other] of cited.others.entries()) {
      const name = fold(other);
      // A co-author in the list scores; in the same place ("Smith, Jones & Brown") scores more.
      score += key.authors.includes(name)
        ? key.authorNames[key.authorNames.indexOf(key.first) + 1 + i] === name
          ? 3
          : 2
        : -1;
    }
    if (cited.others.length === 0 && !cited.etAl && key.single) score += 1;
    // "2009a": the entry that carries the suffix, when the list has several 2009s.
    if (cited.year.length > 4 && key.text.includes(cited.year)) score += 2;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  return best === -1 ? null : best + 1;
}

/** Lower case, letters and digits only: "Reporting guidelines | The EQUATOR Network" ~ its entry. */
const plainWords = (text: string): string =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A bracket holding an undated citation: ("Reporting guidelines | The EQUATOR Network," n.d.), (WHO, n.d.). */
const UNDATED_GROUP = /\(([^()]*?\bn\.\s?d\.[^()]*?)\)/g;

/**
 * The undated entries (APA "n.d.") an undated citation names by its author or, for an entry without
 * author, by its title in quotes: the entry that begins with those words and is itself undated.
 */
function undatedNumbers(group: string, references: string[]): number[] {
  const numbers: number[] = [];
  for (const part of group.split(';')) {
    const named = /^(.*?),?\s*n\.\s?d\.[a-z]?\s*$/.exec(part.trim())?.[1];
    const words = plainWords(named ?? '');
    if (words.length < 2) continue;
    const at = references.findIndex((text) => /\bn\.\s?d\./.test(text) && plainWords(text).startsWith(words));
    if (at !== -1 && !numbers.includes(at + 1)) numbers.push(at + 1);
  }
  return numbers;
}

function authorYearCitations(block: Block, keys: (AuthorKey | null)[], references: string[]): Citation[] {
  const result: Citation[] = [];
  const push = (start: number, raw: string, numbers: number[]): void => {
    if (numbers.length > 0)
      result.push({
        block: block.index,
        start,
        end: start + raw.length,
        raw,
        style: 'author-year',
        numbers,
        malformed: false,
      });
  };
  AUTHOR_YEAR_GROUP.lastIndex = 0;
  for (let match = AUTHOR_YEAR_GROUP.exec(block.text); match; match = AUTHOR_YEAR_GROUP.exec(block.text)) {
    const numbers: number[] = [];
    for (const cited of citedIn(match[1] ?? '')) {
      const n = matchReference(keys, cited);
      if (n !== null && !numbers.includes(n)) numbers.push(n);
    }
    push(match.index, match[0].replace(/;\s*$/, ''), numbers);
  }
  NARRATIVE.lastIndex = 0;
  for (let match = NARRATIVE.exec(block.text); match; match = NARRATIVE.exec(block.text)) {
    const numbers: number[] = [];
    for (const year of (match[3] ?? '').split(/\s*[,;]\s*/)) {
      const n = matchReference(keys, {
        surname: bareName(match[1] ?? ''),
        others: match[2] ? [match[2]] : [],
        etAl: /et\.? al|colleagues|co-workers/.test(match[0]),
        year,
      });
      if (n !== null && !numbers.includes(n)) numbers.push(n);
    }
    push(match.index, match[0], numbers);
  }
  CITATION_KEYS.lastIndex = 0;
  for (let match = CITATION_KEYS.exec(block.text); match; match = CITATION_KEYS.exec(block.text)) {
    const numbers: number[] = [];
    for (const key of match[0].matchAll(CITATION_KEY)) {
      const n = matchReference(keys, { surname: key[1] ?? '', others: [], etAl: false, year: key[2] ?? '' });
      if (n !== null && !numbers.includes(n)) numbers.push(n);
    }
    push(match.index, match[0], numbers);
  }
  UNDATED_GROUP.lastIndex = 0;
  for (let match = UNDATED_GROUP.exec(block.text); match; match = UNDATED_GROUP.exec(block.text)) {
    // A bracket that also holds a dated citation was taken above; its undated part joins it.
    const numbers = undatedNumbers(match[1] ?? '', references);
    const dated = result.find((c) => c.start === match.index);
    if (dated) dated.numbers.push(...numbers.filter((n) => !dated.numbers.includes(n)));
    else push(match.index, match[0], numbers);
  }
  IN_YEAR_BY.lastIndex = 0;
  for (let match = IN_YEAR_BY.exec(block.text); match; match = IN_YEAR_BY.exec(block.text)) {
    const n = matchReference(keys, { surname: match[2] ?? '', others: [], etAl: false, year: match[1] ?? '' });
    if (n !== null) push(match.index, match[0], [n]);
  }
  return result.sort((a, b) => a.start - b.start);
}

const STYLE_WORDS: Record<CitationStyle, string> = {
  'numeric-square': 'numbers in square brackets',
  'numeric-round': 'numbers in round brackets',
  superscript: 'superscript numbers',
  'author-year': 'author–year citations',
};

/** Whether a citation's text sits in a field result (a citation manager's field, e.g. Zotero or EndNote). */
function inField(citation: Citation, byIndex: Map<number, Block>): boolean {
  const block = byIndex.get(citation.block);
  return (
    block?.runs.some(
      (run) => run.inField && run.start < citation.end && run.end > citation.start && run.end > run.start,
    ) ?? false
  );
}

export interface CitationsFound {
  citations: Citation[];
  /** Set when the evidence for the citation system is mixed: what was seen, for one warning. */
  uncertain: string | null;
}

/**
 * In-text citations of `blocks` (the reference list left out). An author–year list takes
 * author–year citations. A numbered list takes the numeric system with the most evidence:
 * markers in running text (`running`: body paragraphs, not table cells, captions, notes or the
 * front matter's affiliation markers), counted twice when a citation manager's field holds them.
 * A superscript "¹" after a table value is not a citation system; one in the front matter
 * (`frontMatter`: an affiliation marker) is not a citation at all.
 */
export function findCitations(
  blocks: Block[],
  references: ReferenceEntry[],
  running: (index: number) => boolean = () => true,
  frontMatter: (index: number) => boolean = () => false,
): CitationsFound {
  const numbered = references.filter((entry) => entry.number !== null).length;
  const maxReference = numbered > 0 ? Math.max(references.length, ...references.map((entry) => entry.number ?? 0)) : 0;
  const authorYear = references.length > 0 && numbered < references.length / 2;
  if (authorYear) {
    const keys = references.map(referenceKey);
    const texts = references.map((entry) => entry.text);
    const found = blocks.flatMap((block) => authorYearCitations(block, keys, texts));
    if (found.length > 0) return { citations: found, uncertain: null };
  }
  const square: Citation[] = [];
  for (const block of blocks) numericCitations(block, SQUARE, 'numeric-square', maxReference, square);
  // Superscript numbers in the front matter mark affiliations ("Sanders¹, Noetel²").
  const superscript = blocks.flatMap((block) =>
    frontMatter(block.index) ? [] : superscriptCitations(block, maxReference),
  );
  const round: Citation[] = [];
  for (const block of blocks) numericCitations(block, ROUND, 'numeric-round', maxReference, round);
  const byIndex = new Map(blocks.map((block) => [block.index, block]));
  // Evidence: how many distinct list entries a system cites in running text (real citations cite
  // most of the list; scale codes "(1)…(5)" and table markers "¹²" a few), again for those in fields.
  const evidence = (citations: Citation[]): number => {
    const cited = new Set<number>();
    const fielded = new Set<number>();
    for (const citation of citations) {
      if (!running(citation.block)) continue;
      const field = inField(citation, byIndex);
      for (const n of citation.numbers) {
        cited.add(n);
        if (field) fielded.add(n);
      }
    }
    return cited.size + fielded.size;
  };
  // In order of preference when the evidence is equal (none at all: the first system found).
  const systems = [square, superscript, round]
    .map((citations) => ({ citations, score: evidence(citations) }))
    .filter((system) => system.citations.length > 0);
  let best = systems[0];
  for (const system of systems) if (best && system.score > best.score) best = system;
  if (!best) return { citations: [], uncertain: null };
  const rival = systems.filter((system) => system !== best).sort((a, b) => b.score - a.score)[0];
  let uncertain: string | null = null;
  // Unsure when a rival system has half the evidence, unless the leader cites most of the list
  // and clearly more of it than the rival (score bands "(5–9)", equation numbers beside citations).
  const clearLead =
    maxReference > 0 && best.score >= maxReference * 0.8 && rival !== undefined && rival.score < best.score * 0.8;
  if (rival && !clearLead && rival.score >= 5 && rival.score * 2 >= best.score) {
    const told = (system: { citations: Citation[] }): string =>
      `${system.citations.filter((c) => running(c.block)).length} ${STYLE_WORDS[system.citations[0]?.style ?? 'numeric-square']}`;
    uncertain = `The running text holds both ${told(best)} and ${told(rival)} that could be citations`;
  }
  return { citations: best.citations, uncertain };
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

/** An author–year citation that names a listed first author with a year the entry does not give. */
export interface OtherYearCitation {
  /** As the writer would read it: "Holze et al., 2023", "Brüderl et al., n.d.". */
  shown: string;
  /** The entry's own year: "2022". */
  listed: string;
}

function shownCitation(cited: Omit<Cited, 'year'>, year: string): string {
  const authors = cited.others.length > 0 ? [cited.surname, ...cited.others].join(' and ') : cited.surname;
  return `${authors}${cited.etAl ? ' et al.' : ''}, ${year}`;
}

/** The author–year citations of one block, with "n.d." for an undated one ("(Brüderl et al., n.d., p. 25)"). */
function citedInBlock(text: string): Cited[] {
  const result: Cited[] = [];
  for (const match of text.matchAll(AUTHOR_YEAR_GROUP)) result.push(...citedIn(match[1] ?? ''));
  for (const match of text.matchAll(NARRATIVE)) {
    for (const year of (match[3] ?? '').split(/\s*[,;]\s*/)) {
      const others = match[2] ? [match[2]] : [];
      result.push({ surname: bareName(match[1] ?? ''), others, etAl: /et\.? al/.test(match[0]), year });
    }
  }
  for (const match of text.matchAll(UNDATED_GROUP)) {
    for (const part of (match[1] ?? '').split(';')) {
      const named = /^(.*?),?\s*n\.\s?d\./.exec(part.trim())?.[1] ?? '';
      const [surname, ...others] = [...named.matchAll(/[\p{Lu}][\p{L}'’-]+/gu)].map((m) => bareName(m[0]));
      if (surname) result.push({ surname, others, etAl: /et\.? al/.test(named), year: 'n.d.' });
    }
  }
  return result;
}

/**
 * For each list entry (1-based position), the author–year citations that name its first author
 * (and any co-author they name) with another year, where no entry of the list has the year cited:
 * "(Holze et al., 2023)" when the list gives Holze 2022 only. Only a year one apart (an article
 * online one year and in an issue the next) or "n.d." is taken for the same work: a citation of
 * "Hofferth 2001" beside a listed Hofferth 1979 is another paper, not a year to correct.
 */
export function citedWithOtherYear(blocks: Block[], references: ReferenceEntry[]): Map<number, OtherYearCitation[]> {
  const keys = references.map(referenceKey);
  const undatedEntries = references.map((entry) => entry.text).filter((text) => /\bn\.\s?d\./.test(text));
  const found = new Map<number, OtherYearCitation[]>();
  for (const block of blocks) {
    for (const cited of citedInBlock(block.text)) {
      const name = fold(cited.surname);
      const undated = cited.year === 'n.d.';
      if (undated ? undatedEntries.some((text) => fold(text).startsWith(name)) : matchReference(keys, cited) !== null)
        continue;
      for (const [index, key] of keys.entries()) {
        if (key?.first !== name || key.years.has(cited.year.slice(0, 4))) continue;
        if (!cited.others.every((other) => key.authors.includes(fold(other)))) continue;
        const listed = /\(((?:19|20)\d{2})/.exec(key.text)?.[1] ?? [...key.years][0] ?? '';
        if (!undated && Math.abs(Number(listed) - Number(cited.year.slice(0, 4))) !== 1) continue;
        const list = found.get(index + 1) ?? [];
        const shown = shownCitation(cited, cited.year);
        if (!list.some((c) => c.shown === shown)) list.push({ shown, listed });
        found.set(index + 1, list);
      }
    }
  }
  return found;
}
