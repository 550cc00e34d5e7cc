/**
 * The number rules, each a pure function from a paragraph's text to edits. An edit replaces
 * [start, end) with `correction`; the check turns it into a finding. Every rule guards against
 * the look-alikes of real manuscripts: codes (NCT01234567, ICD I21.0), versions (4.3.1), dates
 * (2010-05-12), citation ranges, labels (Table 2.1) and numbers glued to letters (COVID-19).
 */

export interface Edit {
  start: number;
  end: number;
  correction: string;
  rule: string;
  reasoning: string;
}

export type ThousandStyle = 'Comma' | 'Thin space' | 'Space' | 'None';
export type DecimalStyle = 'Point' | 'Comma' | 'Mid-line point';

const SEPARATOR: Record<ThousandStyle, string> = { Comma: ',', 'Thin space': '\u2009', Space: ' ', None: '' };
const DECIMAL: Record<DecimalStyle, string> = { Point: '.', Comma: ',', 'Mid-line point': '·' };

/** Words before a number that make it an identifier, never a quantity. */
const IDENTIFIER_BEFORE =
  /(?:\b(?:grant|grants|no|nos|number|numbers|id|code|codes|registration|registry|isrctn|nct|iso|pmid|pmcid|protocol|approval|reference|ref|project|award|contract|version|v|ver|release|isbn|issn|zip|postcode|tel|phone|fax|patent|accession|clone|lot|batch|catalog|catalogue|cat|sample|study|trial|permit|license|licence|irb|ethics|section|sections|table|tables|figure|figures|fig|figs|supplementary|appendix|equation|eq|chapter|page|pages|pp|p|vol|volume|issue|step|model|item|items|line|lines|chromosome|chr|exon|intron|codon|rs|stata|spss|sas|revman|prism|graphpad|matlab|excel|python|nvivo|epidata|jmp|mplus|mlwin|winbugs|openbugs|jags|endnote|zotero|windows|ios|android|gradepro|review manager|epi info|isolate|isolates|strain|strains|serotype|serotypes|genotype|genotypes|lineage|clade|sequence type|st|tel|telephone|mobile|ext|extension)\s*[.:#]?\s*)$/i;

function before(text: string, index: number, n = 24): string {
  return text.slice(Math.max(0, index - n), index);
}

/** The number stands alone: no letter, digit, code punctuation or hyphen glued to either side. */
function standsAlone(text: string, start: number, end: number): boolean {
  const prev = text[start - 1] ?? ' ';
  const prev2 = text[start - 2] ?? ' ';
  const next = text[end] ?? ' ';
  const next2 = text[end + 1] ?? ' ';
  if (/[\p{L}\d_/#@\\]/u.test(prev) || /[\p{L}\d_/#@\\]/u.test(next)) return false;
  if (prev === '-' && /[\p{L}\d]/u.test(prev2)) return false; // COVID-19, R01-123
  if ((prev === '.' || prev === ',' || prev === ':' || prev === '·') && /\d/.test(prev2)) return false; // 4.3.1, 1:2, 0·00083
  if ((next === '.' || next === '-' || next === ':' || next === ',' || next === '·') && /\d/.test(next2)) return false;
  return true;
}

export function isIdentifier(text: string, start: number): boolean {
  return IDENTIFIER_BEFORE.test(before(text, start));
}

/**
 * `commaIsDecimal`: the paragraph belongs to a table that writes decimal commas ("0,42"), where
 * "2,030" is 2·030, not two thousand and thirty: its commas are not read as groupings.
 */
/**
 * Whether four-digit numbers take the separator: "Yes" (AMA: 1,066), "No" (The Lancet: 2066), or
 * null when the format does not say (closed up under a space or no separator, left under a comma).
 */
export type FourDigits = 'Yes' | 'No' | null;

/** Options of the thousands rule beyond the separator itself. */
export interface ThousandOptions {
  /** The paragraph belongs to a table that writes decimal commas ("0,42"). */
  commaIsDecimal?: boolean;
  fourDigits?: FourDigits;
  /** The paragraph is a table cell: a number standing alone in it is a quantity. */
  tableCell?: boolean;
}

/** A number after "n/" is the denominator of a fraction ("88/9 875"), not part of a code. */
function afterFraction(text: string, start: number): boolean {
  // Not a code's or a patent's parts ("MR/N013867/1", "US 12/348024").
  return (
    text[start - 1] === '/' &&
    /\d/.test(text[start - 2] ?? '') &&
    !/[\p{L}/.-]\d*\/$/u.test(before(text, start, 12)) &&
    !/\p{Lu}{2,}\s*\d+\/$/u.test(before(text, start, 16))
  );
}

function standsAloneOrDenominator(text: string, start: number, end: number): boolean {
  if (standsAlone(text, start, end)) return true;
  return afterFraction(text, start) && standsAlone(`${text.slice(0, start - 1)} ${text.slice(start)}`, start, end);
}

// A year (1800–2099) is never grouped: "in 2019 patients…" is a date, not two thousand and nineteen.
const YEAR = /^(?:1[89]|20)\d{2}$/;

export function thousandSeparators(
  text: string,
  activated: boolean,
  style: ThousandStyle | null,
  options: ThousandOptions = {},
): Edit[] {
  const { commaIsDecimal = false, fourDigits = null, tableCell = false } = options;
  const edits: Edit[] = [];
  const wanted = activated && style ? SEPARATOR[style] : '';
  const label =
    activated && style ? (style === 'None' ? 'no separator' : `a ${style.toLowerCase()}`) : 'no thousand separator';
  // Grouped numbers: 12,345 / 12 345 (thin or no-break space) / 1,234,567.
  for (const m of text.matchAll(/\d{1,3}(?:([,\u2009\u202F\u00A0])\d{3})+(?![\d,.·]\d)/gu)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!standsAloneOrDenominator(text, start, end)) continue;
    if (isIdentifier(text, start)) continue;
    // "0,116" is a decimal comma and "N(0,100)" two parameters: a grouped number never opens with 0.
    if (m[1] === ',' && (commaIsDecimal || m[0].startsWith('0'))) continue;
    // In a list of numbers ("days 4, 29,113 and 337") a comma may part two items: not a grouping.
    if (m[1] === ',' && (/\d,\s*$/u.test(before(text, start, 4)) || /^,\s*\d/u.test(text.slice(end, end + 3))))
      continue;
    const digits = m[0].replace(/[,\u2009\u202F\u00A0]/gu, '');
    // Four-digit numbers may go either way in most styles, but a journal that groups with a
    // space (SI style, The Lancet) closes them up: "2,066" → "2066", "9 875" → "9875", never
    // "2 066"; a format that groups four digits with a comma does ("9 875" → "9,875").
    if (digits.length < 5) {
      const closeUp = fourDigits === 'No' || (fourDigits === null && wanted !== ',');
      if (!closeUp) {
        if (fourDigits !== 'Yes' || !wanted || m[1] === wanted || /^\s$/u.test(wanted)) continue;
        edits.push({
          start,
          end,
          correction: group(digits, wanted),
          rule: 'thousand-separator',
          reasoning: `The journal writes numbers of four digits or more with ${label}: "${group(digits, wanted)}".`,
        });
        continue;
      }
      edits.push({
        start,
        end,
        correction: digits,
        rule: 'thousand-separator',
        reasoning: `The journal writes four-digit numbers closed up, without a comma: "${digits}".`,
      });
      continue;
    }
    const correction = group(digits, wanted);
    if (correction === m[0]) continue;
    // A no-break or thin space where the journal asks for the other one looks the same on the
    // page and in print: no invisible rewrite.
    if (/^\s$/u.test(wanted) && /^\s$/u.test(m[1]!)) continue;
    edits.push({
      start,
      end,
      correction,
      rule: 'thousand-separator',
      reasoning: `The journal writes numbers of five digits or more with ${label}: "${correction}".`,
    });
  }
  if (!wanted) return edits;
  // Ungrouped numbers of five digits or more that are quantities: followed by a word ("12345
  // patients"), a unit in capitals ("25979 MMCC"), a percent sign or the close of a parenthesis or
  // clause; a sample size ("N = 13100)"); a table cell's number ("22442", "22442 (45.3)").
  // Eight digits and more, or a leading zero, make an identifier ("grant 2002061749 from"): a
  // quantity that large is written grouped or in words.
  const ungrouped = fourDigits === 'Yes' && !/^\s$/u.test(wanted) ? UNGROUPED_FROM_FOUR : UNGROUPED;
  for (const m of text.matchAll(ungrouped)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!standsAloneOrDenominator(text, start, end)) continue;
    if (isIdentifier(text, start)) continue;
    if (m[0].length === 4 && YEAR.test(m[0])) continue;
    // One group of a spaced phone or code number ("1865 123456"), or a code after a collection's
    // or registry's letters ("ATCC 25922"): an identifier.
    if (/\d[ -]$/u.test(before(text, start, 2)) || /^[ -]\d/u.test(text.slice(end, end + 2))) continue;
    // The number part of a code whose hyphen a space follows ("grant agreement FP7- 223681").
    if (/[\p{L}\d]-\s$/u.test(before(text, start, 3))) continue;
    if (/\b\p{Lu}{2,}\s$/u.test(before(text, start, 12))) continue;
    // A quoted code ("LIKE '21040%'", a search string's prefix), not a count.
    if (/['"‘“]/u.test(text[start - 1] ?? '')) continue;
    // A postal code after a place name ("Rochester, Minnesota 55905, USA"), not a count.
    if (/\p{Lu}\p{Ll}+\s$/u.test(before(text, start, 16)) && /^[,;.]/u.test(text.slice(end, end + 1))) continue;
    // A number alone in parentheses ("FOSSIS 2005-2 (14475)") may be a grant or a case number.
    if (text[start - 1] === '(' && text[end] === ')') continue;
    const quantity =
      /^(?:\s+\p{Ll}|\s+\p{Lu}{2,}\b|\s*%|\s*\)|[,;:](?!\d)|\.(?!\d))/u.test(text.slice(end, end + 8)) ||
      /\b[Nn]\s?=\s?$/u.test(before(text, start, 6)) ||
      (tableCell && /^\s*(?:\(|\[|$|\/)/u.test(text.slice(end)) && /^\s*(?:\d+\s*\/\s*)?$/u.test(text.slice(0, start)));
    if (!quantity) continue;
    // A four-digit number: only before a word or as a count, where it is not a year or a label.
    if (
      m[0].length === 4 &&
      !/^\s+\p{Ll}/u.test(text.slice(end, end + 3)) &&
      !/\b[Nn]\s?=\s?$/u.test(before(text, start, 6))
    )
      continue;
    const correction = group(m[0], wanted);
    const from = m[0].length === 4 ? 'four' : 'five';
    edits.push({
      start,
      end,
      correction,
      rule: 'thousand-separator',
      reasoning: `The journal writes numbers of ${from} digits or more with ${label}: "${correction}".`,
    });
  }
  return edits;
}

const UNGROUPED = /(?<![\d,.·])[1-9]\d{4,6}(?![\d,.·]?\d)/gu;
const UNGROUPED_FROM_FOUR = /(?<![\d,.·])[1-9]\d{3,6}(?![\d,.·]?\d)/gu;

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A section or list number that opens a heading or a table-of-contents line ("2.1 Data
 * sources", "4.3<tab>Measuring fertility<tab>46", "1.2. Aims"): a label, not a decimal.
 */
function isSectionNumber(text: string, start: number, end: number): boolean {
  // An appendix or part letter may open the line: "B.2.1<tab>Input data".
  return (
    /^\s*(?:\p{Lu}\.?\s*)?$/u.test(text.slice(0, start)) && /^\.?(?:\t|\s+\p{Lu}|\.\s)/u.test(text.slice(end, end + 3))
  );
}

/**
 * `commaIsDecimal`: the paragraph belongs to a table that writes decimal commas ("8,1 (7,3–9,8)"),
 * where every comma between digits is a decimal mark.
 */
export function decimalSeparators(text: string, style: DecimalStyle, commaIsDecimal = false): Edit[] {
  const edits: Edit[] = [];
  const wanted = DECIMAL[style];
  const pattern =
    style === 'Comma'
      ? /\d+[.·]\d+/gu
      : commaIsDecimal
        ? style === 'Point'
          ? /\d+[·,]\d+/gu
          : /\d+[.,]\d+/gu
        : style === 'Point'
          ? /\d+[·]\d+|\b0,\d+/gu // a comma only counts as a decimal mark after a leading zero
          : /\d+[.]\d+|\b0,\d+/gu; // "0,1%": a decimal comma after a leading zero
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!standsAlone(text, start, end) || isIdentifier(text, start)) continue;
    if (isSectionNumber(text, start, end)) continue;
    // "N(0,100)": the arguments of a function or distribution, not a decimal comma.
    if (m[0].includes(',') && /\p{L}\($/u.test(before(text, start, 2))) continue;
    if (style === 'Comma' && /^\d{1,3}\.\d{3}$/.test(m[0])) continue; // 1.234 may be a grouped thousand
    const correction = m[0].replace(/[.,·]/u, wanted);
    edits.push({
      start,
      end,
      correction,
      rule: 'decimal-separator',
      reasoning: `The journal's decimal separator is the ${style.toLowerCase()}: "${correction}".`,
    });
  }
  return edits;
}

const UNITS = [
  'mg',
  'g',
  'kg',
  'µg',
  'μg',
  'mcg',
  'ng',
  'pg',
  'mL',
  'ml',
  'L',
  'dL',
  'dl',
  'µL',
  'μL',
  'µl',
  'μl',
  'nL',
  'mmol',
  'µmol',
  'μmol',
  'nmol',
  'pmol',
  'mol',
  'mM',
  'µM',
  'μM',
  'nM',
  'mmHg',
  'cmH2O',
  'cm',
  'mm',
  'km',
  'µm',
  'μm',
  'nm',
  'h',
  'hr',
  'hrs',
  'min',
  'ms',
  'Hz',
  'kHz',
  'MHz',
  'kDa',
  'Da',
  'IU',
  'mIU',
  'mEq',
  'mSv',
  'Sv',
  'Gy',
  'cGy',
  'Gbq',
  'MBq',
  'kcal',
  'cal',
  'kJ',
  'bpm',
  'mg/kg',
  'mg/dL',
  'mg/dl',
  'mg/L',
  'g/L',
  'g/dL',
  'mmol/L',
  'µmol/L',
  'kg/m2',
  'kg/m²',
  'mL/min',
  'ml/min',
  // Lengths and areas ("300m", "1.73m²", "1,000km2") and sequence lengths ("250bp").
  'm',
  'm²',
  'm2',
  'm³',
  'km²',
  'km2',
  'cm²',
  'cm2',
  'mm²',
  'mm2',
  'bp',
  'kb',
  'kbp',
  'Mb',
];
// Units of time written as words glue on too ("11.3years" → "11.3 years"); a sentence may still
// open with them spelled out ("Twelve weeks later").
const TIME_UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes'];
const UNIT_ALTERNATION = [...UNITS, ...TIME_UNITS]
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[/]/g, '\\/'))
  .join('|');
const GLUED_UNIT = new RegExp(`(\\d+(?:[.,·]\\d+)?)(${UNIT_ALTERNATION})(?![\\p{L}\\d²³])`, 'gu');

export function unitSpacing(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(GLUED_UNIT)) {
    const start = m.index;
    const number = m[1]!;
    const unit = m[2]!;
    const prev = text[start - 1] ?? ' ';
    // A number after a unit and a slash ("0.12mg/0.015mg", "60m/min/1.73m²") is still a number;
    // after digits or a code ("12/2019", "MR/N013867/1") it is not.
    const perUnit = prev === '/' && UNITS.includes(/(\p{L}+)\/$/u.exec(before(text, start, 8))?.[1] ?? '');
    // H1N1, COVID-19h, 1.5.2mg, £5m, a citation key "{Proulx:2007dl}"
    if (/[\p{L}\d_\-/.,·:\p{Sc}]/u.test(prev) && !perUnit) continue;
    // Metres glued to a number are a length only where nothing follows that would make "m" part of
    // another unit ("60m/min": millilitres lost a letter) or a word.
    if (unit === 'm' && /^[/.·]\p{L}/u.test(text.slice(start + m[0].length, start + m[0].length + 2))) continue;
    if (isIdentifier(text, start)) continue;
    const correction = `${number} ${unit}`;
    edits.push({
      start,
      end: start + m[0].length,
      correction,
      rule: 'unit-spacing',
      reasoning: `A number and its unit are separated by a space: "${correction}".`,
    });
  }
  return edits;
}

/**
 * No space between a number and its percent sign: "68.9 %" → "68.9%" (AMA, The Lancet, Vancouver
 * journals). The edit spans the number, so a decimal mark changed with it is one correction.
 */
export function percentSpacing(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(/(\d+(?:[.,·]\d+)?)[ \u00A0\u2009\u202F]+%/gu)) {
    const start = m.index;
    const prev = text[start - 1] ?? ' ';
    if (/[\p{L}_]/u.test(prev)) continue; // a code, not a quantity
    const correction = `${m[1]}%`;
    edits.push({
      start,
      end: start + m[0].length,
      correction,
      rule: 'percent-spacing',
      reasoning: `A percent sign follows its number without a space: "${correction}".`,
    });
  }
  return edits;
}

// Labels in capitals that precede real ranges; any other capitalised code ("ALTF 1203-2012",
// "FOSSIS 2005-2") names an identifier.
const STATISTIC_LABELS = new Set([
  'CI',
  'CIS',
  'IQR',
  'SD',
  'SE',
  'SEM',
  'HR',
  'OR',
  'RR',
  'AOR',
  'BMI',
  'PI',
  'CRI',
  'UI',
  'ICC',
  'NNT',
  'MD',
  'SMD',
  'WMD',
  'AUC',
]);

function looksLikeRange(first: string, second: string, text: string, start: number): boolean {
  const word = /(\p{L}+)[\s:,]*$/u.exec(before(text, start, 16))?.[1];
  if (word && /^\p{Lu}{2,}$/u.test(word) && !STATISTIC_LABELS.has(word.toUpperCase())) return false;
  if (/^0\d/.test(first) || /^0\d/.test(second)) return false; // 0777-6276: an ISSN, a phone number
  // Two numbers of five digits or more joined by a hyphen are a code (a grant, a registry or
  // case number, "12345-67890"): ranges this large are written with separators or words.
  if (/^\d{5,}$/.test(first) && /^\d{5,}$/.test(second)) return false;
  const a = Number(first.replace('·', '.').replaceAll(',', ''));
  const b = Number(second.replace('·', '.').replaceAll(',', ''));
  if (!(b > a)) return false; // ranges ascend; 1816-1561 is a code
  const years = (n: string) => /^(?:1[89]|20)\d{2}$/.test(n);
  if (/^\d{4}$/.test(first) && /^\d{4}$/.test(second) && !(years(first) && years(second))) return false;
  return true;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?!\d|,\d)|\d+(?:[.·]\d+)?`;
// A tilde between two numbers ("60 ~ 69", "3~5 days", East Asian usage) is a range sign, never
// "approximately" (that tilde stands before one number: "~1.5"); spaced alike on both sides only.
const TILDE = '[~∼～〜]';
const RANGE = new RegExp(`(${NUMBER})( ?- ?| – | ${TILDE} |${TILDE})(${NUMBER})`, 'gu');

export function rangeDashes(text: string, skip: (start: number, end: number) => boolean): Edit[] {
  const edits: Edit[] = [];
  // A hyphen, spaced or not, or a spaced en dash ("0.82 – 0.97"); numbers may be grouped ("1,021-3,544").
  for (const m of text.matchAll(RANGE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (skip(start, end)) continue;
    const prev = text[start - 1] ?? ' ';
    const prev2 = text[start - 2] ?? ' ';
    const next = text[end] ?? ' ';
    const next2 = text[end + 1] ?? ' ';
    if (/[\p{L}\d_/\\#.,:·\-–]/u.test(prev) && !(prev === '(' || prev === '[')) continue;
    if (prev === '-' || (prev === ' ' && prev2 === '-')) continue;
    if (
      /[\d\-–/\p{L}]/u.test(next) &&
      !/^(?:mg|kg|g|h|mL|ml|y|yr|years?|months?|weeks?|days?)\b/u.test(text.slice(end))
    )
      continue;
    if ((next === '.' || next === '-' || next === ':') && /\d/.test(next2)) continue; // 2010-05-12, 1-2-3
    if (isIdentifier(text, start) || !looksLikeRange(m[1]!, m[3]!, text, start)) continue;
    const correction = `${m[1]}–${m[3]}`;
    const tilde = new RegExp(TILDE, 'u').test(m[2]!);
    const reasoning = tilde
      ? `A tilde is not a range sign in English: a range takes an en dash, "${correction}".`
      : `A range takes an en dash: "${correction}".`;
    edits.push({ start, end, correction, rule: 'range-dash', reasoning });
  }
  return edits;
}

export function plusMinus(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(/(\d)(\s*)(±|\+\/-|\+\/−)(\s*)(\d)/gu)) {
    if (m[2] === ' ' && m[3] === '±' && m[4] === ' ') continue;
    const start = m.index + 1;
    const end = m.index + m[0].length - 1;
    edits.push({
      start,
      end,
      correction: ' ± ',
      rule: 'plus-minus',
      reasoning: 'Plus-minus is written "±" with a space on each side.',
    });
  }
  return edits;
}

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1–99 in words ("Twenty-five"), or null. */
export function spellOut(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > 99) return null;
  const words = n < 20 ? ONES[n]! : TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A sentence that opens with a number of 1–99 followed by a lower-case word ("12 patients
 * died"): spelled out. Units ("5 mg was given"), decimals, percentages and years are left to
 * the writer, who has to rewrite such a sentence.
 */
export function numberOpeningSentence(text: string, starts: readonly number[]): Edit[] {
  const edits: Edit[] = [];
  for (const start of starts) {
    const m = /^(\d{1,2})(?=\s+(\p{Ll}+))/u.exec(text.slice(start));
    if (!m) continue;
    const nextWord = m[2]!;
    if (UNITS.includes(nextWord) || /^(?:mg|g|kg|ml|h|min|to|and|or|of|vs|x)$/.test(nextWord)) continue;
    const words = spellOut(Number(m[1]));
    if (!words) continue;
    edits.push({
      start,
      end: start + m[1]!.length,
      correction: words,
      rule: 'sentence-start',
      reasoning: `A sentence does not open with a numeral: "${words} ${nextWord}…" (or rewrite the sentence).`,
    });
  }
  return edits;
}
