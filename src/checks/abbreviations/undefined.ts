/**
 * Abbreviations a document uses but never defines, reported at their first use in the abstract
 * and at their first use in the main text (each part defines its own). Candidates are tokens with
 * at least two capitals ("GRADE", "RCTs" counted as "RCT", "qPCR", "raRoB"); never one the
 * document defines anywhere ("hazard ratio (HR)", "HR (hazard ratio)", "HR, hazard ratio;" in a
 * table footnote, "(least absolute shrinkage and selection operator, LASSO)", an abbreviations
 * list), one readers know without a definition (standard.ts), a Roman numeral, an instrument code
 * ("SF-36"), a product name in camel case ("PubMed", "REDCap"), a chemical formula ("NaCl"), a
 * Boolean operator of a search string, a US state in an address, a token in italics (a gene) or
 * in a line set in capitals.
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import { hunspellFor } from '../language/dictionaries.ts';
import { STANDARD_UNDEFINED } from './standard.ts';
import { definitionsIn } from './definitions.ts';

/** A token with two capitals or more, optionally after one or two lower-case letters ("qPCR"), plural s apart. */
const CANDIDATE =
  /(?<![\p{L}\d\-.·_@#]|[\p{Lu}\d]\/)(\p{Ll}{0,2}\p{Lu}[\p{L}]{1,7}?(?:-\d{1,2}\p{Lu}?)?)(s?)(?![\p{L}\d_]|-\d|\.\d|['’]s\p{L})/gu;

/** The parts judged apart: the abstract, the main text, and highlights or key points (issue 31). */
export type Area = 'abstract' | 'main text' | 'key points';

export interface Undefined {
  short: string;
  area: Area;
  block: number;
  start: number;
  end: number;
  /** Uses in the whole document (running text, tables, captions). */
  uses: number;
  /** A phrase of the document whose initials spell the abbreviation, written without it ("false discovery rate"). */
  writtenOut: string | null;
  /** Explained only where the part's own text does not count: a table or figure note, or (for the abstract) the main text. */
  explainedOutside: boolean;
  /** Explained in the running text of its part, but only after this use ("… using LASSO", then "(least absolute …, LASSO)"). */
  explainedLater?: true;
}

/** Whether a token reads as an abbreviation to define, by its shape alone. */
function abbreviationShape(token: string): boolean {
  const capitals = token.match(/\p{Lu}/gu)?.length ?? 0;
  if (capitals < 2 || token.length > 8) return false;
  if (/^\p{Lu}\p{Ll}{2,}/u.test(token)) return false; // "PubMed", "GitHub", "ChatGPT": a name
  if (/\p{Ll}{2,}$/u.test(token)) return false; // "REDCap", "NVivo": a name
  if (/\p{Ll}{2,}/u.test(token.slice(1)) && capitals < 3) return false; // "LaTeX"-like names
  return true;
}

/** Roman numerals as numbering (I–XXXIX): "type II", "stage IV", "Table III". */
const ROMAN = /^X{0,3}(?:IX|IV|V?I{0,3})$/;

/** Chemical formulas with a two-letter element: "NaCl", "HCl", "NaOH", "MgSO". */
const FORMULA = /^(?:(?:Na|Cl|Ca|Mg|Fe|Zn|Cu|Mn|Co|Ni|Al|Si|Br|Li|Ag|Au|Pt|Pb|Hg|Cd|Cr|Se|Sr|Ba|Ti|[CHONPSKFIB]))+$/u;

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

function italicAt(block: Block, start: number): boolean {
  return block.runs.some((r) => r.format.italic && r.start <= start && r.end > start);
}

const MINOR = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'with', 'to', 'a', 'an', 'by', 'at', 'or', '&']);

/** Whether the first words of `phrase` spell `short` by their initials (minor words skipped, hyphenated parts counted). */
function initialsSpell(short: string, phrase: string): boolean {
  const letters = short.replace(/[^\p{L}]/gu, '').toLowerCase();
  const parts = (phrase.match(/[\p{L}][\p{L}'’]*/gu) ?? []).filter((w) => !MINOR.has(w.toLowerCase()));
  let initials = '';
  for (const part of parts) {
    initials += part[0]!.toLowerCase();
    if (initials === letters) return true;
    if (!letters.startsWith(initials)) return false;
  }
  return false;
}

/** Schwartz–Hearst: the letters of `short` in order in `phrase`, the first opening the phrase. */
function lettersSpell(short: string, phrase: string): boolean {
  const letters = short.replace(/[^\p{L}]/gu, '').toLowerCase();
  const text = phrase.toLowerCase();
  if (text[0] !== letters[0]) return false;
  let at = 0;
  for (const c of letters) {
    at = text.indexOf(c, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/**
 * Whether an occurrence of `short` at `at` in `text` is explained there: "HR (hazard ratio)",
 * "HR, hazard ratio;", "HR: …", "HR = …", "(least absolute shrinkage and selection operator,
 * LASSO)", "analysis of variance (forthwith referred to as ANOVA)", "(OH)" alone after words.
 */
function explainedAt(text: string, at: number, short: string, spelledOnly = false): boolean {
  const end = at + short.length;
  const after = text.slice(end, end + 120).replace(/^s/u, '');
  // "HR (hazard ratio)", "HR, hazard ratio;", "PECOTS – Population, Exposure, Comparator, …".
  const gloss = /^\s*(?:\(\s*([^()]{3,100})\)|[:=–—\t-]\s*([^;.()\n]{3,120})|,\s*([^;.,()\n]{3,100}))/u.exec(after);
  const phrase = gloss?.[1] ?? gloss?.[2] ?? gloss?.[3];
  if (phrase) {
    const words = phrase.trim();
    if (initialsSpell(short, words) || (lettersSpell(short, words) && words.split(/\s+/u).length <= short.length * 2))
      return true;
  }
  const before = text.slice(Math.max(0, at - 120), at);
  // "(least absolute shrinkage and selection operator, LASSO)", "(LASSO: least absolute …)".
  const reversed = /\(([^()]{3,120}?)[,;:]\s*$/u.exec(before);
  if (reversed && after.startsWith(')') && initialsSpell(short, reversed[1]!)) return true;
  if (spelledOnly) return false;
  if (
    /\b(?:referred to as|hereafter|henceforth|hereinafter|called|termed|known as|abbreviated(?: as)?)\s*$/iu.test(
      before,
    )
  )
    return true;
  // "(OH)" alone after words: the writer's definition, whatever its letters.
  // "(CMEA-10)" after "Central Medical Evaluation Agreement 10": a number may end the words.
  if (text[at - 1] === '(' && after.startsWith(')') && /[\p{L}\d]\s$/u.test(text.slice(at - 3, at - 1))) return true;
  return false;
}

/** Occurrences of `short` as a whole token in the document, and whether any of them explains it. */
export function explainedElsewhere(blocks: readonly Block[], short: string): boolean {
  return explainingBlock(blocks, short) !== null;
}

/**
 * The first of `blocks` that explains `short` ("(least absolute shrinkage …, LASSO)"), or null;
 * `spelledOnly`: only an explanation whose words spell it, not "(ABBR)" alone after any words or
 * a compound ("SF-12-Scale").
 */
function explainingBlock(blocks: readonly Block[], short: string, spelledOnly = false): Block | null {
  for (const block of blocks) {
    const text = block.text;
    for (let at = text.indexOf(short); at !== -1; at = text.indexOf(short, at + 1)) {
      if (/[\p{L}\d]/u.test(text[at - 1] ?? ' ')) continue;
      const next = text.slice(at + short.length, at + short.length + 2);
      if (/^[\p{L}\d]/u.test(next) && !/^s(?![\p{L}\d])/u.test(next)) continue;
      if (explainedAt(text, at, short, spelledOnly)) return block;
      // Opens a compound ("MDR-TB") the document defines as a whole.
      if (!spelledOnly && /^-\p{Lu}/u.test(next)) return block;
    }
  }
  return null;
}

/** Authors' initials: "(AFK, HBA)", "one author (KRG)", "by JGLL", "AB and CD screened". */
function initialsAt(text: string, start: number, end: number): boolean {
  if (end - start > 4) return false; // initials are two to four letters; "selected by LASSO" is a method
  const before = text.slice(Math.max(0, start - 60), start);
  if (
    /\b(?:authors?|by|investigators?|reviewers?|researchers?)\s*\(?\s*(?:\p{Lu}{2,5},?\s+(?:and\s+)?)*$/u.test(before)
  )
    return true;
  // A list of initials in brackets in a sentence about who did what: "(AFK, HBA) screened".
  const group = /\(([^()]*)$/u.exec(before)?.[1];
  if (group !== undefined) {
    const close = text.indexOf(')', end);
    const inside = `${group}${text.slice(start, close < 0 ? end : close)}`;
    if (
      /^\s*\p{Lu}{2,4}(?:\s*(?:,|and|&)\s*\p{Lu}{2,4})+\s*$/u.test(inside) &&
      /\b(?:screen|extract|review|assess|independent|author|rated|coded|checked|resolved|appraised)/iu.test(text)
    )
      return true;
  }
  return /^\s+and\s+\p{Lu}{2,4}\s+(?:independently|screened|extracted|reviewed|assessed)/u.test(text.slice(end));
}

/** Notation, not an abbreviation: "QM(3)", "CH > TH", "21 CFR 1140", "GA:HC". */
function notationAt(text: string, start: number, end: number): boolean {
  return (
    /^(?:\(|\s*[>→<+×]|\s+\d|:\w|\/[\p{Lu}\d])/u.test(text.slice(end, end + 3)) ||
    /(?:[>→<+×]|(?<=[\p{Lu}\d])\/)\s*$/u.test(text.slice(Math.max(0, start - 4), start))
  );
}

/**
 * After capitalised words that name it and hold its letters in order: "German Socio-Economic Panel
 * SOEP". Capitalised words that do not spell it are a name the abbreviation follows, not its long
 * form: "the NHS Scotland Open Data API", "University of Pennsylvania IRB", "Sayana-Press SC
 * injection" leave API, IRB and SC to define.
 */
function namedAfterCapitals(text: string, start: number, short: string): boolean {
  const before = text.slice(Math.max(0, start - 20), start);
  if (
    !/(?<!\b(?:This|The|These|Those|That|A|An|Each|Every|All|In|For|With|Of|On|At|By|And|Or|But|From|To|Using|Via|Both)\s+)(?<=\p{Lu}\p{Ll}+\s+)$/u.test(
      before,
    )
  )
    return false;
  // The run of capitalised words just before (minor words between them kept): any of its word-opening tails may spell it.
  // An opening bracket between is no break: "Guideline Development Tool (GRADEpro GDT)".
  const near = text.slice(Math.max(0, start - 100), start).replace(/\(/gu, '');
  const run = /(?:\p{Lu}[\p{L}‐–-]*(?:\s+(?:of|and|for|the|&)\s+|\s+))+$/u.exec(near)?.[0];
  if (!run) return false;
  const words = run.trim().split(/\s+/u);
  return words.some((_, i) => lettersSpell(short, words.slice(i).join(' ')));
}

/**
 * A maker before its product's name ("BD Multitest", "IBM SPSS Statistics"), but not an
 * organisation's letters before a name of three words or more ("the FDA Adverse Event Reporting System").
 */
function makerBefore(text: string, start: number, end: number): boolean {
  return (
    /^\s+\p{Lu}\p{Ll}/u.test(text.slice(end, end + 3)) &&
    !(
      /\b(?:the|The)\s+$/u.test(text.slice(Math.max(0, start - 5), start)) &&
      /^\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u.test(text.slice(end, end + 60))
    )
  );
}

/** Written after its long form without brackets: "Beck Depression Inventory BDI". */
function afterItsWords(text: string, start: number, short: string): boolean {
  const before = text.slice(Math.max(0, start - 80), start).match(/\p{L}[\p{L}-]*/gu) ?? [];
  const initials = before
    .slice(-short.length)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return initials === short.toUpperCase();
}

/** Words that give no letter to an abbreviation's long form ("classified as a parent is" is no long form of CAPI). */
const FUNCTION_WORDS = new Set(
  (
    'the a an as is are was were be been it its this that these those which who whom than then not no we our their there here if so such also only but ' +
    'may can will would should could might must has have had do does did ' +
    'different first second third new other more most main many several some each every all both'
  ).split(' '),
);

/**
 * The phrases of the text whose initials spell an abbreviation, written out without it ("false
 * discovery rate" for FDR), by their initials in lower case (the first phrase met for each):
 * consecutive words within one clause, each giving one letter (its hyphenated parts one each),
 * "of", "and", "for", "in", "on", "with", "to" between them, no function word, adverb, possessive
 * or punctuation, and one case throughout ("Food and Drug Administration", not "maintenance
 * Rituximab infusions"). Built once per document.
 */
const phraseCache = new Map<string, Map<string, string>>();

/** The phrases of one paragraph by their initials (cached by text, like the definitions). */
function writtenOutPhrases(text: string): Map<string, string> {
  const cached = phraseCache.get(text);
  if (cached) return cached;
  const index = new Map<string, string>();
  const linking = new Set(['of', 'and', 'for', 'in', 'on', 'with', 'to']);
  for (const clause of text.split(/[,;:.()[\]"“”?!]/u)) {
    const words = clause.split(/\s+/u).filter(Boolean);
    for (let i = 0; i < words.length; i += 1) {
      let initials = '';
      let capitalised = 0;
      let content = 0;
      for (let j = i; j < words.length && initials.length < 8; j += 1) {
        const word = words[j]!;
        if (!/^\p{L}+(?:-\p{L}+)*$/u.test(word) || FUNCTION_WORDS.has(word.toLowerCase()) || /ly$/u.test(word)) break;
        if (linking.has(word.toLowerCase())) {
          if (j === i) break;
          continue;
        }
        if (/^\p{Lu}{2,}/u.test(word)) break; // another abbreviation, not words
        initials += word
          .split('-')
          .map((p) => p[0]!.toLowerCase())
          .join('');
        content += 1;
        if (/^\p{Lu}/u.test(word)) capitalised += 1;
        if (j > i && initials.length >= 3 && (capitalised === 0 || capitalised === content) && !index.has(initials))
          index.set(initials, words.slice(i, j + 1).join(' '));
      }
    }
  }
  if (phraseCache.size > 5000) phraseCache.clear();
  phraseCache.set(text, index);
  return index;
}

const countCache = new Map<string, Map<string, number>>();

/** How many times each token ("RCT", "RCTs", the "TMD" of "TMD-expert") stands in a paragraph, cached by text. */
function tokenCounts(text: string): Map<string, number> {
  let counts = countCache.get(text);
  if (!counts) {
    counts = new Map();
    for (const m of text.matchAll(/[\p{L}\d]+/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
    if (countCache.size > 5000) countCache.clear();
    countCache.set(text, counts);
  }
  return counts;
}

/** The letters of a numbered instrument or version: "SF" of "SF-36", "EQ" of "EQ-5D". */
export function baseOf(short: string): string {
  return short.replace(/-\d.*$/u, '');
}

/** How many times a hyphenated token ("SF-36") stands whole in a paragraph. */
function countWhole(text: string, token: string): number {
  let n = 0;
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1))
    if (!/[\p{L}\d-]/u.test(text[at - 1] ?? ' ') && !/[\p{L}\d]/u.test(text[at + token.length] ?? ' ')) n += 1;
  return n;
}

/** The first phrase of the running text whose initials spell `short`. */
function writtenOutIn(blocks: readonly { block: Block }[], short: string): string | null {
  const key = short.toLowerCase();
  for (const { block } of blocks) {
    const phrase = writtenOutPhrases(block.text).get(key);
    if (phrase) return phrase;
  }
  return null;
}

function dictionaryWord(word: string): boolean {
  return hunspellFor('US').correct(word) || hunspellFor('UK').correct(word);
}

interface Candidate {
  short: string;
  block: Block;
  start: number;
  end: number;
}

/** The candidate uses in one paragraph, in order, with the exclusions that hold for a single use. */
/** A glossary or legend written as a run of "ABBR, long form;" pairs: "WGS, whole-genome sequencing; mt RD, …". */
const glossaryCache = new Map<string, boolean>();

export function glossaryLike(text: string): boolean {
  let known = glossaryCache.get(text);
  if (known === undefined) {
    known =
      /[;\n]/u.test(text) &&
      (text.match(/(?<![\p{L}\d])\p{L}{0,3}\p{Lu}[\p{L}\d-]*s?\s*[,:=]\s+\p{L}[^;,\n]*[;\n]/gu)?.length ?? 0) >= 3;
    if (glossaryCache.size > 5000) glossaryCache.clear();
    glossaryCache.set(text, known);
  }
  return known;
}

/** Inside quotation marks: an example or a quoted text ("“Upper Limb FMA” instead of just “FMA”"), not the authors' own use. */
function quotedAt(text: string, start: number): boolean {
  const before = text.slice(0, start);
  return (before.match(/“/gu)?.length ?? 0) > (before.match(/”/gu)?.length ?? 0);
}

/** Nucleotide sequences and codons ("GCA", "NpCpG", "ACNTT"), not abbreviations. */
function sequenceAt(text: string, short: string): boolean {
  if (/^(?:[ACGTUN]p){1,}[ACGTUN]$/u.test(short)) return true;
  return (
    /^[ACGTUN]{3,}$/u.test(short) &&
    /codon|nucleotide|strand|triplet|motif|primer|substitution|rCRS|sequence/iu.test(text)
  );
}

/**
 * A name, not an abbreviation to spell out: a software package "MAd (Version 0.8.2.1", a group
 * author "(…, & PBC, 2021)", a product ("TBNK kit", "QIAGEN DNeasy"), a cell line ("LNCaP"),
 * a label "(BECKER: …", a gene or protein among others ("TMEM119, and MERTK").
 */
function productAt(text: string, start: number, end: number, short: string): boolean {
  const after = text.slice(end, end + 40);
  const before = text.slice(Math.max(0, start - 40), start);
  if (/^\s*\((?:[Vv]ersion|v)\s*\d/u.test(after) || /^,\s*(?:19|20)\d\d\w?\)/u.test(after)) return true;
  if (/^\s+(?:kits?|assays?|software|package|reagents?|Kit|platform)\b/u.test(after)) return true;
  if (/^\s+\p{Lu}[\p{L}]*\p{Ll}/u.test(after) && /^\p{Lu}+$/u.test(short) && before.endsWith('(')) return true;
  if (/\p{Lu}{2,}\p{Ll}+\p{Lu}/u.test(short)) return true; // "LNCaP", "HeLa"-like cell lines
  if (before.endsWith('(') && /^:\s/u.test(after)) return true;
  const neighbour = /(?:^|[\s,(])(\p{Lu}[\p{Lu}\d]*\d[\p{Lu}\d]*)(?:,\s*(?:and\s+)?|\s+and\s+)$/u;
  return neighbour.test(before) || /^(?:,\s*(?:and\s+)?|\s+and\s+)\p{Lu}[\p{Lu}\d]*\d/u.test(after);
}

/** "physical OR mental", "AND": a word in capitals for emphasis or a Boolean operator, not odds ratio. */
function emphasisAt(text: string, start: number, end: number, short: string): boolean {
  if (!/^(?:OR|AND|NOT|NEAR|ADJ)$/u.test(short)) return false;
  const before = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, start - 30), start))?.[1];
  const after = /^\s+(\p{L}+)/u.exec(text.slice(end, end + 30))?.[1];
  return (
    before !== undefined &&
    after !== undefined &&
    /^\p{Ll}/u.test(before) &&
    /^\p{Ll}/u.test(after) &&
    !/^(?:the|an|adjusted|crude|pooled|summary|and|of)$/u.test(before) &&
    after !== 'of'
  );
}

function candidatesIn(
  block: Block,
  defined: ReadonlySet<string>,
  parts: ReadonlySet<string>,
  named: Set<string>,
  cell = false,
): Candidate[] {
  const text = block.text;
  const letters = text.replace(/[^\p{L}]/gu, '');
  // A line in capitals is emphasis; a table cell holding one token ("DM", "CHF") is a row label.
  const oneToken = cell && /^\s*[\p{L}\d-]+\s*$/u.test(text);
  if (!oneToken && letters.length > 0 && letters.replace(/\p{Lu}/gu, '').length * 4 < letters.length) return [];
  if (glossaryLike(text)) return [];
  const boolean = /\b(?:AND|NOT)\b|\*|\[(?:tiab|mesh|MeSH|ti|ab)/u.test(text);
  const out: Candidate[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const token = m[1]!;
    const short = token;
    if (!abbreviationShape(token)) continue;
    // A numbered instrument or version ("SF-36", "EQ-5D", "PHQ-9") is judged as a whole, unless its
    // letters alone are known, defined or part of a defined name ("COVID-19", "GPT-4" after GPT).
    const base = baseOf(short);
    if (base !== short && (STANDARD_UNDEFINED.has(base) || defined.has(base) || parts.has(base))) continue;
    if (STANDARD_UNDEFINED.has(short) || defined.has(short) || defined.has(`${short}${m[2]}`) || parts.has(short))
      continue;
    if (ROMAN.test(short) || (FORMULA.test(short) && /\p{Ll}/u.test(short)) || sequenceAt(text, short)) continue;
    if (boolean && /^(?:OR|AND|NOT|NEAR|ADJ)$/u.test(short)) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (italicAt(block, start) || quotedAt(text, start) || emphasisAt(text, start, end, short)) continue;
    // A name as a source records it: "(also reported as MMF, CellCept, or Myfortic)".
    if (/\b(?:reported|listed|coded|recorded|marketed|sold)\s+as\s*$/u.test(text.slice(Math.max(0, start - 30), start)))
      continue;
    // A US state or country code in an address: "College Station, TX, USA", "(Armonk, NY)".
    if (US_STATES.has(short) && /\p{Lu}\p{Ll}+,\s*$/u.test(text.slice(Math.max(0, start - 20), start))) continue;
    // A unit after a number: "5 GB to 45 TB".
    if (/\d\s?$/u.test(text.slice(Math.max(0, start - 2), start))) continue;
    if (notationAt(text, start, end) || productAt(text, start, end, short)) continue;
    // Initials, or a name written after its words: the token is that throughout the document.
    if (
      initialsAt(text, start, end) ||
      afterItsWords(text, start, short) ||
      bracketedAfterItsWords(text, start, end) ||
      namedAfterCapitals(text, start, short)
    ) {
      named.add(short);
      continue;
    }
    if (makerBefore(text, start, end)) continue;
    out.push({ short, block, start, end });
  }
  return out;
}

/**
 * Abbreviations in brackets after the words they shorten together: "National Center for
 * Biotechnology Information’s Sequence Read Archive (NCBI SRA)".
 */
function bracketedAfterItsWords(text: string, start: number, end: number): boolean {
  const open = text.lastIndexOf('(', start);
  const close = text.indexOf(')', end);
  if (open < 0 || close < 0 || text.slice(open + 1, start).includes(')')) return false;
  const inside = text.slice(open + 1, close).trim();
  if (!/^\p{Lu}{2,}(?:\s+\p{Lu}{2,})+$/u.test(inside)) return false;
  return initialsSpellEnd(inside.replace(/\s+/gu, ''), text.slice(Math.max(0, open - 200), open));
}

/** Whether the last words of `before` spell `short` by their initials (minor words skipped, "’s" dropped). */
function initialsSpellEnd(short: string, before: string): boolean {
  const words = (before.replace(/['’]s\b/gu, '').match(/[\p{L}][\p{L}-]*/gu) ?? []).filter(
    (w) => !MINOR.has(w.toLowerCase()),
  );
  const initials = words
    .slice(-short.length)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return initials === short.toUpperCase();
}

/** A noun after a word in capitals that makes it the name of an instrument, study or scheme. */
const NAMED_BY_NOUN =
  /^[\s\u00a0]+(?:tool|score|scale|instrument|questionnaire|checklist|criteria|index|trial|study|cohort|registry|database|framework|algorithm|model|programme|program)s?\b/u;

/** One part of the manuscript as the check reads it for undefined abbreviations. */
export interface UndefinedScope {
  area: Area;
  /** The part's running paragraphs, where first uses are found. */
  prose: readonly { block: Block }[];
  /** Abbreviations defined for this part ("long form (SHORT)"), which are not judged here. */
  defined: ReadonlySet<string>;
  /** Paragraphs whose explanations ("HR, hazard ratio") count for this part. */
  explainedIn: readonly Block[];
}

/**
 * Undefined abbreviations: the first use in each part (abstract, main text) of an abbreviation
 * that nothing defines for that part. The abstract stands alone, so only its own paragraphs
 * explain its abbreviations; the main text counts every paragraph of the document (tables,
 * captions, notes, an abbreviations list).
 */
export function undefinedAbbreviations(manuscript: Manuscript, scopes: readonly UndefinedScope[]): Undefined[] {
  const named = new Set<string>();
  const firsts: (Candidate & { scope: UndefinedScope })[] = [];
  for (const scope of scopes) {
    const seen = new Set<string>();
    // Parts of defined compounds: "tuberculosis (MDR-TB)" makes TB part of a defined name.
    const parts = new Set([...scope.defined].flatMap((d) => (d.includes('-') ? d.split('-') : [])));
    const all = scope.prose.flatMap(({ block }) => candidatesIn(block, scope.defined, parts, named));
    // Letters used alone as well as numbered ("GPT" and "GPT-4"): the letters are what to define.
    const bare = new Set(all.filter((c) => !c.short.includes('-')).map((c) => c.short));
    for (const c of all) {
      if (c.short !== baseOf(c.short) && bare.has(baseOf(c.short))) continue;
      if (seen.has(baseOf(c.short))) continue;
      seen.add(baseOf(c.short));
      firsts.push({ ...c, scope });
    }
  }
  const everywhere = manuscript.blocks;
  const out: Undefined[] = [];
  const running = scopes.flatMap((a) => a.prose);
  for (const c of firsts) {
    if (named.has(c.short) || named.has(baseOf(c.short))) continue;
    const explaining = explainingBlock(c.scope.explainedIn, c.short);
    // Explained in the main text's running prose, but only after this first use (issue 31).
    const later =
      explaining !== null &&
      c.scope.area === 'main text' &&
      explaining.index > c.block.index &&
      c.scope.prose.some((p) => p.block === explaining) &&
      explainingBlock(c.scope.explainedIn, c.short, true) === explaining;
    if (explaining && !later) continue;
    const uses = everywhere.reduce((n, b) => {
      const counts = tokenCounts(b.text);
      if (c.short.includes('-')) return n + countWhole(b.text, c.short);
      return n + (counts.get(c.short) ?? 0) + (counts.get(`${c.short}s`) ?? 0);
    }, 0);
    // A word set in capitals once ("SUMMARY", "MORE") is emphasis; GRADE or LASSO used again is a name to define.
    // It is a name, not emphasis, when a noun that names an instrument follows it ("the TROOPS tool").
    if (
      uses === 1 &&
      /^\p{Lu}{4,}$/u.test(c.short) &&
      dictionaryWord(c.short.toLowerCase()) &&
      !NAMED_BY_NOUN.test(c.block.text.slice(c.end))
    )
      continue;
    out.push({
      short: c.short,
      area: c.scope.area,
      block: c.block.index,
      start: c.start,
      end: c.end,
      uses,
      writtenOut: /^\p{L}{3,}$/u.test(c.short) ? writtenOutIn(running, c.short) : null,
      explainedOutside: explainedElsewhere(everywhere, c.short),
      ...(later ? { explainedLater: true } : {}),
    });
  }
  return out;
}

/** An abbreviation left out of its table's note, which lists the table's other abbreviations. */
export interface TableNoteGap {
  short: string;
  block: number;
  start: number;
  end: number;
  /** The table's label as its caption gives it ("Table 1"), when it has one. */
  label: string | null;
  /** The abbreviations the note lists, in order. */
  listed: string[];
}

/** "WBC: white blood cell count;", "AST, aspartate aminotransferase;", "IV = intravenous": one entry of a note's list. */
const NOTE_ENTRY =
  /(?<![\p{L}\d])([\p{L}\d-]*\p{Lu}[\p{L}\d-]*)\s*[:=,]\s+(?=\p{Ll})(?!(?:and|or|nor|but|with|in|of|the|an?|which|that|who|as|to)\b)/gu;

/**
 * Tables whose caption or note lists the abbreviations the table uses ("WBC: white blood cell
 * count; AST: …") but leaves some out: a table is read on its own, and a note that defines the
 * table's other abbreviations makes a missing one an omission, not a house choice. The list must
 * hold at least two entries; a token the caption or note mentions in any way (in any case:
 * "FIO2" for "FiO2") or the table itself defines is covered.
 */
export function tableNoteGaps(manuscript: Manuscript): TableNoteGap[] {
  const blocks = manuscript.blocks;
  const roles = manuscript.structure.roles;
  const captions = new Map(manuscript.structure.captions.filter((c) => c.kind === 'table').map((c) => [c.block, c]));
  const legendRole = (i: number) => captions.has(i) || roles[i]?.role === 'caption' || roles[i]?.role === 'table-note';
  const tables = new Map<number, Block[]>();
  for (const b of blocks) {
    if (!b.table || b.kind !== 'table-cell') continue;
    const list = tables.get(b.table.table) ?? [];
    list.push(b);
    tables.set(b.table.table, list);
  }
  const out: TableNoteGap[] = [];
  for (const cells of tables.values()) {
    const first = cells[0]!.index;
    const last = cells[cells.length - 1]!.index;
    const legend: number[] = [];
    // The caption above (the nearest non-empty paragraph, within three) and the notes below.
    for (let i = first - 1; i >= Math.max(0, first - 3); i--) {
      if (blocks[i]!.table) break;
      if (blocks[i]!.text.trim() === '') continue;
      if (legendRole(i)) legend.push(i);
      break;
    }
    for (let i = last + 1; i < Math.min(blocks.length, last + 7); i++) {
      if (blocks[i]!.table) break;
      if (blocks[i]!.text.trim() === '') continue;
      if (!legendRole(i)) break;
      legend.push(i);
    }
    const legendText = legend.map((i) => blocks[i]!.text).join('\n');
    const listed = [...legendText.matchAll(NOTE_ENTRY)].map((m) => m[1]!).filter((s) => abbreviationShape(s));
    if (new Set(listed).size < 2) continue;
    const label = legend.map((i) => captions.get(i)?.label).find((l) => l) ?? null;
    const covered = new Set((legendText.match(/[\p{L}\d-]+/gu) ?? []).map((t) => t.toUpperCase()));
    const defined = new Set<string>();
    for (const c of cells) for (const d of definitionsIn(c.text)) defined.add(d.short);
    const seen = new Set<string>();
    const named = new Set<string>();
    for (const c of cells)
      for (const cand of candidatesIn(c, defined, new Set(), named, true)) {
        const upper = cand.short.toUpperCase();
        const singular = upper.endsWith('S') ? upper.slice(0, -1) : upper;
        // A footnote letter set on the line: "ANCOVAa", "AUCc" (the a–h marks of the table's notes).
        const marked = /\p{Lu}[a-h]$/u.test(cand.short) ? upper.slice(0, -1) : upper;
        if (covered.has(upper) || covered.has(singular) || covered.has(marked) || seen.has(upper)) continue;
        seen.add(upper);
        out.push({
          short: cand.short,
          block: c.index,
          start: cand.start,
          end: cand.end,
          label,
          listed: [...new Set(listed)],
        });
      }
  }
  return out;
}
