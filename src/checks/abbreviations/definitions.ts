/**
 * Finding abbreviation definitions — "hazard ratio (HR)" — with the Schwartz–Hearst algorithm
 * (Schwartz & Hearst, Pac Symp Biocomput 2003): the long form is the shortest stretch of words
 * before the parenthesis whose letters contain the abbreviation's characters in order, the
 * first one starting a word. Uses are whole-word occurrences, plurals included ("RCTs").
 */

export interface Definition {
  /** The abbreviation, singular: "(HRs)" defines "HR". */
  short: string;
  /** As written in the parentheses ("HRs"). */
  written: string;
  /** True when the parentheses hold the abbreviation alone: "(HR)", not "(HR; 95% CI …)". */
  bare: boolean;
  long: string;
  /** Offsets in the paragraph of the whole "long form (SHORT)". */
  start: number;
  end: number;
  /** Offsets of SHORT inside the parentheses. */
  shortStart: number;
}

export interface Use {
  start: number;
  end: number;
  /** "RCTs": the use covers the plural s too. */
  plural: boolean;
}

/** An abbreviation: 2–10 characters, starting with a letter, at least two capitals. */
export function isAbbreviation(token: string): boolean {
  return (
    /^[\p{L}][\p{L}\d-]{1,9}$/u.test(token) &&
    (token.match(/\p{Lu}/gu)?.length ?? 0) >= 2 &&
    !/-$/.test(token) &&
    // Capitals followed by a word ("ORand" of a citation key "ORand:2009vf", "McDonald") are names.
    !/\p{Lu}{2}\p{Ll}{3,}$/u.test(token)
  );
}

function isAlnum(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\d]/u.test(ch);
}

/** The long form of `short` at the end of `before`, or null. */
export function bestLongForm(short: string, before: string): string | null {
  let s = short.length - 1;
  let l = before.length - 1;
  while (s >= 0) {
    const c = short[s]!.toLowerCase();
    if (!isAlnum(c)) {
      s -= 1;
      continue;
    }
    while (l >= 0 && (before[l]!.toLowerCase() !== c || (s === 0 && isAlnum(before[l - 1])))) l -= 1;
    if (l < 0) return null;
    l -= 1;
    s -= 1;
  }
  let from = Math.max(before.lastIndexOf(' ', l), before.lastIndexOf('/', l)) + 1;
  while (from < before.length && !isAlnum(before[from])) from += 1; // "(hazard ratio" → "hazard ratio"
  return before.slice(from).trim();
}

// "(HR)", "(HR; 95% CI 1.1–1.4)", "(95% CI)", and "[aOR]" inside parentheses.
const DEFINITION = /[([](\d+\s?%\s?)?([\p{L}][\p{L}\d-]{1,9})([;,][^)\]]*)?[)\]]/gu;

const MINOR_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'with', 'to', 'a', 'an', 'by', 'at', 'or']);

/**
 * The long form whose word initials spell the abbreviation ("combined oral contraceptive pills"
 * for COCP), hyphenated parts counted as words and minor words skipped. Schwartz–Hearst alone
 * would settle for "contraceptive pills", whose letters also hold C-O-C-P.
 */
function initialsLongForm(short: string, before: string): string | null {
  const letters = short.replace(/[^\p{L}]/gu, '').toLowerCase();
  const words = [...before.matchAll(/[\p{L}][\p{L}'’]*(?:-[\p{L}]+)*/gu)];
  for (let k = 1; k <= words.length; k += 1) {
    const chosen = words.slice(words.length - k);
    const initials = chosen
      .flatMap((w) => w[0].split('-'))
      .filter((part) => !MINOR_WORDS.has(part.toLowerCase()))
      .map((part) => part[0]!.toLowerCase())
      .join('');
    if (initials === letters) return before.slice(chosen[0]!.index);
    if (initials.length > letters.length) break;
  }
  return null;
}

/**
 * One word standing for several letters: "cytomegalovirus (CMV)", "electrocardiogram (ECG)". A
 * long word in lower case, at least three letters per capital of the abbreviation, holding each
 * of them in order (Schwartz–Hearst has checked the order).
 */
function oneWordLongForm(short: string, long: string): boolean {
  return /^\p{Ll}+$/u.test(long) && long.length >= 3 * (short.match(/\p{Lu}/gu)?.length ?? 0);
}

const NOT_NAME = new Set([
  'The',
  'A',
  'An',
  'In',
  'This',
  'These',
  'Those',
  'Our',
  'We',
  'For',
  'Of',
  'And',
  'By',
  'With',
  'From',
  'To',
  'On',
  'At',
  'Using',
  'Both',
  'Each',
  'All',
  'Its',
  'Their',
]);

/**
 * Where a name in capitals opens: a long form matched by its letters (not its initials) whose
 * words are all capitalised extends left over capitalised words (up to three) that stand right
 * before it in the same sentence.
 */
function nameStart(text: string, start: number, long: string): number {
  if (!/^\p{Lu}\p{Ll}+(?:[\s-]+(?:\p{Lu}[\p{Ll}-]*|of|and|for|on|in|the))*$/u.test(long)) return start;
  let at = start;
  for (let k = 0; k < 3; k += 1) {
    const before = /(\p{Lu}\p{Ll}+)\s+$/u.exec(text.slice(Math.max(0, at - 40), at));
    if (!before || NOT_NAME.has(before[1]!)) break;
    // A capital that only opens the sentence ("Recent National Institute …") is not the name's.
    const wordAt = at - before[0].length;
    if (wordAt === 0 || /[.!?:]\s*$/u.test(text.slice(Math.max(0, wordAt - 3), wordAt))) break;
    at -= before[0].length;
  }
  return at;
}

const definitionCache = new Map<string, Definition[]>();

/** Definitions in a paragraph's text (cached by text: the check reads every paragraph twice). */
export function definitionsIn(text: string): Definition[] {
  let cached = definitionCache.get(text);
  if (!cached) {
    cached = findDefinitions(text);
    if (definitionCache.size > 5000) definitionCache.clear();
    definitionCache.set(text, cached);
  }
  return cached;
}

function findDefinitions(text: string): Definition[] {
  const out: Definition[] = [];
  for (const m of text.matchAll(DEFINITION)) {
    const written = m[2]!;
    if (!isAbbreviation(written)) continue;
    const short = /\p{Lu}s$/u.test(written) ? written.slice(0, -1) : written;
    const maxWords = Math.min(short.length + 5, short.length * 2);
    if ((m[0][0] === '(') !== (m[0].at(-1) === ')')) continue; // "(HR]" is not a pair
    const head = text
      .slice(0, m.index)
      .replace(/\s+$/u, '')
      .replace(/\d+\s?%\s*$/u, (x) => (m[1] ? '' : x))
      .replace(/\s+$/u, '');
    const words = head.split(/\s+/u);
    const window = words.slice(Math.max(0, words.length - maxWords)).join(' ');
    const capitals = short.match(/\p{Lu}/gu)?.length ?? 0;
    const fallback = bestLongForm(short, window);
    const byInitials = initialsLongForm(short, window);
    const long =
      byInitials ??
      (fallback && (fallback.split(/[\s/-]+/).length * 2 >= capitals || oneWordLongForm(short, fallback))
        ? fallback
        : null);
    if (!long) continue;
    // The long form is plain words: no digits, brackets or sentence breaks, and longer than the short form.
    if (
      /[\d()[\];:.]/u.test(long) ||
      long.length <= short.length ||
      (long.split(/\s+/).length < 2 && long.length < short.length * 2)
    )
      continue;
    if (long.toUpperCase() === long) continue; // "UK NHS (NHS)": capitals explaining capitals
    // The long form opens with the abbreviation's first letter…
    if (long[0]!.toLowerCase() !== short[0]!.toLowerCase()) continue;
    // …nor holds the abbreviation itself ("PET-PEESE to be worse than … as it (PET-PEESE)").
    if (long.split(/[\s/,;]+/u).some((w) => w === short || w === written)) continue;
    let start = head.length - long.length;
    if (text.slice(start, head.length) !== long) continue;
    // A name in capitals keeps its leading words: "Cochrane Central Register of Controlled Trials
    // (CENTRAL)", "International Statistical Classification of Diseases (ICD)" — the letters are
    // matched by the last words, but the name opens earlier.
    if (!byInitials) start = nameStart(text, start, long);
    const whole = text.slice(start, head.length);
    out.push({
      short,
      written,
      bare: !m[1] && !m[3],
      long: whole,
      start,
      end: m.index + m[0].length,
      shortStart: m.index + 1 + (m[1]?.length ?? 0),
    });
  }
  return out;
}

const tokenCache = new Map<string, Map<string, Use[]>>();

/**
 * Whole tokens of a paragraph by text ("HR", "RCTs", "MDR-TB"), computed once per paragraph
 * text: the check looks up every abbreviation in every paragraph.
 */
function tokens(text: string): Map<string, Use[]> {
  let map = tokenCache.get(text);
  if (map) return map;
  map = new Map();
  for (const m of text.matchAll(/[\p{L}\d]+(?:-[\p{L}\d]+)*/gu)) {
    const list = map.get(m[0]) ?? [];
    list.push({ start: m.index, end: m.index + m[0].length, plural: false });
    map.set(m[0], list);
  }
  if (tokenCache.size > 5000) tokenCache.clear();
  tokenCache.set(text, map);
  return map;
}

/** Whole-word uses of `short` (and its plural "RCTs") in the text. */
export function usesIn(text: string, short: string): Use[] {
  const map = tokens(text);
  const plain = map.get(short) ?? [];
  const plural = (map.get(`${short}s`) ?? []).map((u) => ({ ...u, plural: true }));
  return plural.length === 0 ? plain : [...plain, ...plural].sort((a, b) => a.start - b.start);
}
