/**
 * Case conversion of a title. Sentence case keeps proper nouns, acronyms and symbols
 * (decided from the dictionary and from how the manuscript's own text writes each word) and
 * lowers an ordinary word after a colon or a spaced dash too (Lancet, BMJ: "…: a systematic
 * review"), since a sentence-case subtitle is not a new sentence; title
 * case follows AMA: capitalise every word except articles, coordinating conjunctions and
 * prepositions of three letters or fewer, which stay lower case unless they open the title or
 * follow a colon.
 */
export type CaseStyle = 'Sentence case' | 'Title case';

const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'yet',
  'so',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'out',
  'per',
  'to',
  'up',
  'via',
  'vs',
  'v',
]);

/** Prefixes of hyphenated compounds ("Co-morbidities", "Non-inferiority"), ordinary words in a title. */
const PREFIXES = new Set([
  'co',
  'non',
  'pre',
  'post',
  'anti',
  're',
  'sub',
  'semi',
  'multi',
  'inter',
  'intra',
  'extra',
  'self',
  'pro',
  'mid',
  'over',
  'under',
  'cross',
  'meta',
  'micro',
  'macro',
  'bi',
  'tri',
  'peri',
  'para',
  'pseudo',
  'neo',
  'ultra',
  'hyper',
  'hypo',
  'long',
  'short',
  'low',
  'high',
  'well',
  'follow',
  'double',
  'single',
  'open',
]);

export interface WordEvidence {
  /** True when the word is an ordinary lower-case word (not a proper noun). */
  isCommon(word: string): boolean;
  /** True when the word is known as a proper noun (Hodgkin, Norway). Defaults to "not common". */
  isProperNoun?(word: string): boolean;
  /** True when the word at this offset of the title belongs to a name to keep as written. */
  keep?(start: number): boolean;
  /** The word as a known multi-word name writes it ("Rift", "Valley"), whatever the title's case. */
  named?(start: number): string | undefined;
}

/** A word with more than one capital, or a digit, or a capital after the first letter (mRNA, HbA1c, COVID, p53) is a symbol. */
function isSymbol(word: string): boolean {
  if (/\d/.test(word)) return true;
  if (/^\p{Lu}$/u.test(word)) return true; // "Phase I", "Type A"
  return /.\p{Lu}/u.test(word);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

interface Token {
  word: string;
  start: number;
  /** Opens the title or follows a colon, question mark or full stop. */
  opens: boolean;
  /** The very first word of the title. */
  first: boolean;
  /** Opens a subtitle: follows a colon or a spaced en/em dash ("…: A systematic review", "… – Results from"). */
  subtitle: boolean;
  /** "A" used as the article ("A systematic review"), not a label ("Type A"). */
  article: boolean;
  /** Follows a hyphen inside a compound ("Follow-up"). */
  afterHyphen: boolean;
  /** Is followed by a hyphen inside a compound ("Co-morbidities"). */
  beforeHyphen: boolean;
  /** Follows a hyphen after a prefix ("Meta-analysis", "Non-discrete", "Long-term"). */
  afterPrefix: boolean;
  /** Follows a number and a hyphen: a unit or label ("18-y", "5-mg", "12-month") is left as written. */
  afterNumber: boolean;
  /** Opens a line of a title written over several paragraphs, as a subtitle would ("…patients⏎A Korean cohort study"). */
  opensLine: boolean;
  last: boolean;
}

/**
 * A line break inside a title written over several paragraphs: the next line goes on the
 * sentence ("Comparing⏎Large Language Models…", "…for⏎Assigning…", "…Leone⏎from 2019") when the
 * line ends in a minor word, an "-ing" form or a comma, or the next starts in lower case; otherwise
 * it opens a subtitle ("…Disease patients⏎A Korean National Cohort Study").
 */
function lineGoesOn(previous: string | undefined, between: string, next: string): boolean {
  if (/[,;(–—-]\s*\n/.test(between) || /^\p{Ll}/u.test(next)) return true;
  const word = (previous ?? '').toLowerCase();
  return MINOR_WORDS.has(word) || /ing$/.test(word) || ['with', 'from', 'among', 'between', 'into'].includes(word);
}

function tokens(title: string): Token[] {
  const found: Token[] = [];
  let previousEnd = 0;
  for (const m of title.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu)) {
    const between = title.slice(previousEnd, m.index);
    const opensLine =
      found.length > 0 &&
      between.includes('\n') &&
      !/[:?!.]\s*$/.test(between) &&
      !lineGoesOn(found.at(-1)?.word, between, m[0]);
    const subtitle = found.length > 0 && (/:\s*$/.test(between) || /\s[—–]\s+$/.test(between));
    found.push({
      word: m[0],
      start: m.index,
      first: found.length === 0,
      subtitle,
      article: m[0] === 'A' && /^\s+\p{L}/u.test(title.slice(m.index + 1)),
      opens: found.length === 0 || /[:?!.]\s*$/.test(between) || /[—–]\s+$/.test(between) || opensLine,
      afterHyphen: found.length > 0 && between === '-',
      beforeHyphen: title.charAt(m.index + m[0].length) === '-',
      afterNumber: between === '-' && /\d$/.test(found.at(-1)?.word ?? ''),
      opensLine,
      afterPrefix: between === '-' && PREFIXES.has((found.at(-1)?.word ?? '').toLowerCase()),
      last: false,
    });
    previousEnd = m.index + m[0].length;
  }
  if (found.length) found[found.length - 1]!.last = true;
  return found;
}

function convertWord(token: Token, style: CaseStyle, evidence: WordEvidence): string {
  const { word } = token;
  const named = evidence.named?.(token.start);
  if (named) return token.first && style === 'Sentence case' ? capitalise(named) : named;
  if (style === 'Sentence case' && token.subtitle && token.article) return 'a';
  if (isSymbol(word) || token.afterNumber || evidence.keep?.(token.start)) return word;
  if (style === 'Sentence case') {
    if (token.first) return capitalise(word);
    // The second part of a compound ("Co-Morbidities") follows the first unless it is a name ("Non-Hodgkin").
    if (token.afterHyphen && /^\p{Lu}/u.test(word)) {
      const proper = evidence.isProperNoun ? evidence.isProperNoun(word) : !evidence.isCommon(word);
      return proper ? word : word.toLowerCase();
    }
    if (token.beforeHyphen && PREFIXES.has(word.toLowerCase())) return word.toLowerCase();
    // A subtitle after a colon or a spaced dash is not a new sentence: its ordinary first word is
    // lowered like any other ("…: a randomised trial"); after "?", "!" or "." the capital stays.
    if ((token.opens && !token.subtitle) || !/^\p{Lu}/u.test(word)) return word;
    return evidence.isCommon(word) ? word.toLowerCase() : word;
  }
  // After a hyphen: a capital is kept ("Long-Term", "Home-Based"); after a prefix journals differ
  // ("Meta-analysis", "Long-term" in JAMA), so a lower-case part stays; otherwise AMA capitalises.
  if (token.afterHyphen && (/^\p{Lu}/u.test(word) || token.afterPrefix)) return word;
  const lower = word.toLowerCase();
  // The first part of a compound is not a preposition: "Off-Label", "In-Hospital", "Out-of-Hospital".
  if (token.beforeHyphen && !token.afterHyphen) return capitalise(word);
  if (!token.opens && !token.last && MINOR_WORDS.has(lower))
    return /^\p{Lu}/u.test(word) && !evidence.isCommon(word) ? word : lower;
  return capitalise(word);
}

export function convertTitle(title: string, style: CaseStyle, evidence: WordEvidence): string {
  let out = '';
  let cursor = 0;
  for (const token of tokens(title)) {
    out += title.slice(cursor, token.start) + convertWord(token, style, evidence);
    cursor = token.start + token.word.length;
  }
  return out + title.slice(cursor);
}
