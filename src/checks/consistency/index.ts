/**
 * consistency: one term written several ways in one document — hyphenation (follow-up /
 * followup), capitalisation ("the Placebo group" / "the placebo group") and variant forms
 * (judgement / judgment) — with the document's majority form as the correction. UK/US spelling
 * belongs to spelling-variant. Precision first: forms that may differ in meaning are left alone
 * ("follow up" the verb and "follow-up" the noun; "long term" and "long-term"; "any one").
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { byDocumentOrder, citedTitleCells, finding, readOption, type1 } from '../framework/index.ts';
import { hunspellFor, isPersonName, loadWordLists } from '../language/dictionaries.ts';
import { proseBlocks, type ProseBlock } from '../language/prose.ts';
import {
  capitalised,
  inside,
  isCodeLike,
  quotedSpans,
  sentenceStarts,
  tokenAround,
  type WordToken,
} from '../language/text.ts';
import { blockWords } from '../language/checkable.ts';
import { caseForms } from './casing.ts';
import { countryArticles } from './country-article.ts';
import { dashCompounds } from './dash-compound.ts';
import { accentForms } from './diacritics.ts';
import { dottedCapitals } from './dotted-capitals.ts';
import { institutionCase } from './institution-case.ts';
import { letterDigitForms } from './letter-digit.ts';
import { modifierPhrases } from './modifier-phrase.ts';
import { versusForms } from './versus.ts';
import { inFieldResult, inName } from './occurrence-guards.ts';
import {
  BOUND_PREFIXES,
  CLOSED_STOPLIST,
  FUNCTION_WORDS,
  PARTICLES,
  PHRASE_STARTERS,
  SECTION_WORDS,
  VARIANT_GROUPS,
  followingNoun,
  type Occurrence,
} from './forms.ts';

const ID = 'consistency';

function add(map: Map<string, Occurrence[]>, key: string, occurrence: Occurrence): void {
  const list = map.get(key);
  if (list) list.push(occurrence);
  else map.set(key, [occurrence]);
}

interface Collected {
  hyphenated: Map<string, Occurrence[]>; // "follow-up"
  closed: Map<string, Occurrence[]>; // "followup" (only the words some other form points to)
  spaced: Map<string, Occurrence[]>; // "follow up"
  casing: Map<string, { upper: Occurrence[]; upperAll: number; lower: number }>;
}

function running(prose: ProseBlock): boolean {
  const caption =
    /caption/i.test(prose.block.styleName ?? '') ||
    /^\s*(?:Table|Figure|Fig\.?|Box|Supplementary|Appendix)\s+S?\d/u.test(prose.block.text);
  return !prose.isHeading && prose.region !== 'title' && prose.block.kind !== 'table-cell' && !caption;
}

/** A line in title case ("Association of Individual Drugs with …") says nothing about casing. */
function titleCased(list: WordToken[]): boolean {
  const long = list.filter((w) => w.text.length >= 4);
  return long.length > 0 && long.filter((w) => capitalised(w.text)).length * 2 >= long.length;
}

const HYPHENATED = /(?<![\p{L}\d-])(\p{L}+)-(\p{L}+)(?![\p{L}\d]|-\p{L})/gu;

/**
 * Two passes keep allocation small on long documents: the first records hyphenated compounds
 * and the set of word types; the second records only the closed words and spaced pairs that
 * some hyphenated compound, closed word or variant group points to.
 */
/** The paragraphs whose forms are compared: the prose, less reference lists, abbreviation lists and cited titles. */
function comparedBlocks(manuscript: Manuscript): ProseBlock[] {
  const citedTitles = citedTitleCells(manuscript);
  return proseBlocks(manuscript).filter(
    (p) => p.role !== 'references' && p.role !== 'abbreviations' && !citedTitles.has(p.block.index),
  );
}

function collect(blocks: ProseBlock[]): Collected {
  const c: Collected = { hyphenated: new Map(), closed: new Map(), spaced: new Map(), casing: new Map() };
  const types = new Set<string>();
  for (const prose of blocks) {
    const text = prose.block.text;
    for (const m of text.matchAll(HYPHENATED)) {
      if (isCodeLike(tokenAround(text, m.index, m.index + m[0].length))) continue;
      add(c.hyphenated, `${m[1]!.toLowerCase()}-${m[2]!.toLowerCase()}`, {
        block: prose.block.index,
        start: m.index,
        end: m.index + m[0].length,
        text: m[0],
      });
    }
    for (const w of blockWords(prose.block)) types.add(w.text.toLowerCase());
  }
  const wanted = new Set<string>();
  // Singular and plural are one term ("end-point" beside "endpoints"): both closed forms are looked for.
  for (const key of c.hyphenated.keys()) {
    const closed = key.replace('-', '');
    wanted.add(closed);
    wanted.add(`${closed}s`);
    if (/[^s]s$/u.test(closed)) wanted.add(closed.slice(0, -1));
  }
  for (const group of VARIANT_GROUPS) for (const form of group) wanted.add(form);
  for (const prose of blocks) {
    const text = prose.block.text;
    const block = prose.block.index;
    const list = blockWords(prose.block);
    // camelCase ("ClinicalTrials"), hyphen parts and URL parts ("www.drugabuse.gov") are not free words.
    const free = (w: WordToken) =>
      text[w.start - 1] !== '-' &&
      text[w.end] !== '-' &&
      !/\p{Ll}\p{Lu}/u.test(w.text) &&
      !isCodeLike(tokenAround(text, w.start, w.end));
    for (let i = 0; i < list.length; i += 1) {
      const w = list[i]!;
      const next = list[i + 1];
      if (next && next.start === w.end + 1 && text[w.end] === ' ') {
        const a = w.text.toLowerCase();
        const b = next.text.toLowerCase();
        // Most pairs start or end with a small word and can never be a compound: skip them early.
        if (PHRASE_STARTERS.has(a) || FUNCTION_WORDS.has(a) || FUNCTION_WORDS.has(b) || PARTICLES.has(b)) continue;
        const pair = `${a} ${b}`;
        if ((c.hyphenated.has(`${a}-${b}`) || types.has(a + b) || wanted.has(pair)) && free(w) && free(next)) {
          add(c.spaced, pair, { block, start: w.start, end: next.end, text: text.slice(w.start, next.end) });
          wanted.add(a + b);
        }
      }
    }
    if (running(prose) && !titleCased(list)) collectCasing(c, prose, list, quotedSpans(text));
  }
  for (const prose of blocks) {
    const text = prose.block.text;
    for (const w of blockWords(prose.block)) {
      const lower = w.text.toLowerCase();
      if (!wanted.has(lower)) continue;
      if (
        text[w.start - 1] === '-' ||
        text[w.end] === '-' ||
        /\p{Ll}\p{Lu}/u.test(w.text) ||
        isCodeLike(tokenAround(text, w.start, w.end))
      )
        continue;
      add(c.closed, lower, { block: prose.block.index, start: w.start, end: w.end, text: w.text });
    }
  }
  return c;
}

function collectCasing(
  c: Collected,
  prose: ProseBlock,
  list: WordToken[],
  quoted: ReturnType<typeof quotedSpans>,
): void {
  const text = prose.block.text;
  const starts = new Set(sentenceStarts(text));
  // Named studies before an approval code keep their title case: "Genome analysis of … (09/H0308/165)".
  const titled = [...text.matchAll(/\((?=[^)]*\d)(?=[^)]*\/)[^)]*\)/gu)].map((m) => ({
    start: Math.max(text.lastIndexOf(',', m.index), text.lastIndexOf(';', m.index)) + 1,
    end: m.index,
  }));
  // A run-in label ("Statistical Credibility: We …") is a heading set in the paragraph.
  const label = /^[^.:;!?()]{1,60}:\s/u.exec(text);
  const labelEnd = label && label[0].trim().split(/\s+/u).length <= 6 ? label[0].length : 0;
  for (let i = 0; i < list.length; i += 1) {
    const w = list[i]!;
    if (starts.has(w.start) || inside(quoted, w.start, w.end) || w.text.length < 3) continue;
    if (w.end <= labelEnd) continue;
    // A corporate author in a citation: "(Moher … & the PRISMA Group, 2009)", "Group, 2009".
    if (
      /&\s*(?:the\s+)?$/u.test(text.slice(Math.max(0, w.start - 8), w.start)) ||
      /^,?\s*(?:19|20)\d{2}\b/u.test(text.slice(w.end, w.end + 7))
    )
      continue;
    if (/[-\p{Lu}]/u.test(w.text.slice(1))) continue; // "McDonald", "NHS", "X-ray"
    const lowerWord = w.text.toLowerCase();
    if (FUNCTION_WORDS.has(lowerWord) || SECTION_WORDS.has(lowerWord)) continue;
    const before = text.slice(Math.max(0, w.start - 2), w.start);
    const entry = c.casing.get(w.text.toLowerCase()) ?? { upper: [], upperAll: 0, lower: 0 };
    if (capitalised(w.text)) {
      entry.upperAll += 1;
      c.casing.set(lowerWord, entry);
      // Only an isolated capital can be a slip: next to another capital it is part of a name,
      // after a colon, slash, bracket or quote it may start a label, before a number it is one.
      const word2 = list[i - 1]?.text.toLowerCase();
      if (
        partOfName(list, i, text, starts) ||
        word2 === 'see' ||
        /\)\s*,\s*$/u.test(text.slice(Math.max(0, w.start - 4), w.start)) ||
        /[\d:;/()[\]“"‘'•–—†‡§¶*#-]\s*$/u.test(before) ||
        inside(titled, w.start, w.end) ||
        /^(?:\s+[\dIVX]+\b|\/)/u.test(text.slice(w.end, w.end + 4))
      )
        continue;
      entry.upper.push({ block: prose.block.index, start: w.start, end: w.end, text: w.text });
    } else {
      entry.lower += 1;
    }
    c.casing.set(w.text.toLowerCase(), entry);
  }
}

const NAME_GLUE = new Set(['of', 'for', 'and', 'on', 'the', 'in', 'to', 'de', 'la', 'le', 'du', 'van', 'von', '&']);

/**
 * A capitalised word belongs to a name when a capitalised word sits next to it, directly or
 * across the small words names are made of: "Association for Research on Cancer",
 * "Ministry of Education and Research". A capital that only opens the sentence does not count.
 */
function partOfName(list: WordToken[], i: number, text: string, starts: Set<number>): boolean {
  for (const step of [-1, 1]) {
    for (let j = i + step, hops = 0; j >= 0 && j < list.length && hops < 3; j += step, hops += 1) {
      const w = list[j]!;
      const gap = step < 0 ? text.slice(w.end, list[j + 1]!.start) : text.slice(list[j - 1]!.end, w.start);
      if (!/^[\s,'’]*$/u.test(gap)) break;
      if (capitalised(w.text) && !starts.has(w.start)) return true;
      if (!NAME_GLUE.has(w.text.toLowerCase())) break;
    }
  }
  return false;
}

interface Variant {
  form: string;
  occurrences: Occurrence[];
}

/** The majority form when it is strictly the most frequent and used at least twice. */
function majority(variants: Variant[]): Variant | null {
  const present = variants
    .filter((v) => v.occurrences.length > 0)
    .sort((a, b) => b.occurrences.length - a.occurrences.length);
  if (present.length < 2) return null;
  const [top, second] = present as [Variant, Variant];
  return top.occurrences.length >= 2 && top.occurrences.length > second.occurrences.length ? top : null;
}

/** The majority form as the document writes it most often ("post-COVID", not "post-covid"). */
function mostCommonText(occurrences: Occurrence[]): string {
  const counts = new Map<string, number>();
  for (const o of occurrences) counts.set(o.text, (counts.get(o.text) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const text = sorted[0]![0];
  // A form met only at sentence starts is reported in lower case.
  return occurrences.some((o) => o.text === text.toLowerCase()) || !capitalised(text)
    ? text
    : (sorted.find(([t]) => !capitalised(t))?.[0] ?? text);
}

function findingsFor(
  manuscript: Manuscript,
  variants: Variant[],
  key: string,
  what: string,
  plural: ReadonlySet<Occurrence> = new Set(),
  /** A product's or a place's name: its capitals are the name's own, not an organisation's. */
  name = false,
  /** The form a rule asks for, whatever the counts (US style's closed prefixes), and the rule in words. */
  styled: { variant: Variant; rule: string } | null = null,
): ResultItem[] {
  const top = styled?.variant ?? majority(variants);
  if (!top) return [];
  const out: ResultItem[] = [];
  // The majority form in the singular; a plural occurrence is corrected to the plural.
  const singular = top.occurrences.filter((o) => !plural.has(o));
  const writtenSingular =
    singular.length > 0 ? mostCommonText(singular) : mostCommonText(top.occurrences).replace(/s$/u, '');
  for (const variant of variants) {
    if (variant === top) continue;
    for (const o of variant.occurrences) {
      if (o.evidence) continue;
      // The article's title is title-case's to judge: a majority met elsewhere never rewrites it
      // (it would flip as other corrections are accepted, and title-case's sentence case with it).
      if (manuscript.structure.title?.blocks.includes(o.block)) continue;
      const written = plural.has(o) ? `${writtenSingular}s` : writtenSingular;
      const text = manuscript.blocks[o.block]!.text;
      if (!name && inName(text, o)) continue;
      // Quoted words are the source's, kept as written: “economic wellbeing […] is almost always…”.
      if (inside(quotedSpans(text), o.start, o.end)) continue;
      // A field result (a contents entry, a citation) is rebuilt by Word from its source, and Apply
      // cannot edit inside it: the heading it repeats is corrected where it stands.
      if (inFieldResult(manuscript, o)) continue;
      // The original's case decides: "nonpharmacological" → "non-pharmacological", even where
      // the majority is met in a capitalised heading ("Non-Pharmacological"); acronyms ("non-CKD") stay.
      const plain = /\p{Lu}/u.test(o.text)
        ? written
        : written.replace(/\b\p{Lu}(?=\p{Ll})/gu, (ch) => ch.toLowerCase());
      const correction = capitalised(o.text)
        ? plain.charAt(0).toUpperCase() + plain.slice(1)
        : plain.charAt(0).toLowerCase() + plain.slice(1);
      if (correction === o.text) continue;
      out.push(
        finding(ID, manuscript, o.block, o.start, o.end, {
          correction,
          suggestions: [correction],
          reasoning: styled
            ? `${what}: ${styled.rule} ("${top.form}", used ${top.occurrences.length} times in this document), "${variant.form}" ${variant.occurrences.length}; use one form.`
            : `${what}: "${name ? writtenSingular : top.form}" is used ${top.occurrences.length} times in this document${top.occurrences.some((x) => x.evidence) ? ' (the titles of cited works included)' : ''}, "${name ? o.text : variant.form}" ${variant.occurrences.length}; use one form.`,
          key,
        }),
      );
    }
  }
  return out;
}

/**
 * Closed words that are the standard form in every variety, whose split forms ("on-going",
 * "co-operation", "e-mail") are dated: a document's majority for the split form does not make
 * it the one to propose.
 */
const STANDARD_CLOSED =
  /^(?:ongoing|co(?:ordinat|operat)(?:e|es|ed|ing|ion|ions|ive|or|ors)|email|emails|online|website|websites|nonetheless|nevertheless)$/u;

function standardWord(word: string): boolean {
  return STANDARD_CLOSED.test(word);
}

/** A paragraph of running text: not the title, a heading, a keyword line or a line in title case. */
function runningText(manuscript: Manuscript, index: number): boolean {
  const block = manuscript.blocks[index];
  const s = manuscript.structure;
  if (!block || block.outlineLevel !== null || s.title?.blocks.includes(index)) return false;
  if (s.keywords?.blocks.includes(index) || s.sections.some((x) => x.headingBlock === index)) return false;
  return !titleCased(blockWords(block));
}

/** "Sayana Press" / "Sayana-Press" in the reference entries: evidence of a name's form, never corrected. */
function namedInReferences(
  manuscript: Manuscript,
  a: string,
  b: string,
): { hyphenated: Occurrence[]; spaced: Occurrence[] } {
  const out: { hyphenated: Occurrence[]; spaced: Occurrence[] } = { hyphenated: [], spaced: [] };
  const pattern = new RegExp(`(?<![\\p{L}-])${a}([- ])${b}(?![\\p{L}-])`, 'giu');
  for (const ref of manuscript.structure.references) {
    const text = manuscript.blocks[ref.block]?.text ?? '';
    for (const m of text.matchAll(pattern)) {
      const o = { block: ref.block, start: m.index, end: m.index + m[0].length, text: m[0], evidence: true as const };
      (m[1] === '-' ? out.hyphenated : out.spaced).push(o);
    }
  }
  return out;
}

/**
 * US style (AMA) closes a bound prefix ("prespecified", "multisubject"): where a document under a US
 * format writes one word both closed and hyphenated, the closed form is the one to keep, whatever
 * the counts. Never "co" (co-author, co-occurrence), a doubled vowel ("anti-inflammatory",
 * "semi-independent") or a capital or digit after the prefix ("non-COVID", "pre-2020").
 */
function usClosedPrefix(a: string, b: string, hyphenated: Occurrence[]): boolean {
  if (a === 'co' || !BOUND_PREFIXES.has(a) || (/^[aeiou]/u.test(b) && b[0] === a[a.length - 1])) return false;
  return hyphenated.every((o) => /^\p{Ll}+-\p{Ll}+$/u.test(o.text) || /^\p{Lu}\p{Ll}*-\p{Ll}+$/u.test(o.text));
}

/** A phase, grade or stage and its Roman numeral ("phase II", "phase-II"): one name, spaced or hyphenated. */
function numbered(a: string, b: string): boolean {
  return /^(?:phase|grade|stage|class|tier)$/u.test(a) && /^(?:i{1,3}|iv|vi{0,3}|ix|x)$/u.test(b);
}

function hyphenation(manuscript: Manuscript, c: Collected, us: boolean): ResultItem[] {
  const items: ResultItem[] = [];
  const seen = new Set<string>();
  const anywhere = (a: string, b: string) =>
    c.hyphenated.has(`${a}-${b}`) || c.closed.has(a + b) || c.spaced.has(`${a} ${b}`);
  const consider = (a: string, pluralOrNot: string) => {
    // A plural is considered with its singular when the document has the singular in any form.
    const b =
      /[^s]s$/u.test(pluralOrNot) && anywhere(a, pluralOrNot.slice(0, -1)) ? pluralOrNot.slice(0, -1) : pluralOrNot;
    const id = `${a} ${b}`;
    if (seen.has(id)) return;
    seen.add(id);
    const closedForm = a + b;
    const closedKnown = !CLOSED_STOPLIST.has(closedForm) && a.length >= 2 && b.length >= 2;
    // A spaced pair only stands for the compound when it cannot be a phrasal verb or a noun
    // phrase: after a bound prefix ("non smokers"), or where the document also closes it up.
    // Plural forms join their singular ("endpoints" counts for "endpoint"), never a word in -ss.
    const plurals = !b.endsWith('s');
    const plural = new Set<Occurrence>();
    const both = (map: Map<string, Occurrence[]>, one: string, many: string): Occurrence[] => {
      const more = plurals ? (map.get(many) ?? []) : [];
      for (const o of more) plural.add(o);
      return [...(map.get(one) ?? []), ...more];
    };
    const closed = closedKnown ? both(c.closed, closedForm, `${closedForm}s`) : [];
    const hyphenated = both(c.hyphenated, `${a}-${b}`, `${a}-${b}s`);
    // A compound the document hyphenates at least four times and three times as often as it spaces
    // it: a spaced pair before a noun ("bulk cortex cohort" beside "bulk-cortex" ×25) is the same
    // compound modifier missing its hyphen; the noun phrase ("T cells were") is not read.
    const spacedModifiers =
      !PARTICLES.has(b) && !PHRASE_STARTERS.has(a) && a.length >= 3 && b.length >= 3
        ? (c.spaced.get(`${a} ${b}`) ?? []).filter(
            (o) => followingNoun(manuscript.blocks[o.block]!.text, o.end) !== undefined,
          )
        : [];
    const modifierOnly =
      closed.length === 0 &&
      !BOUND_PREFIXES.has(a) &&
      spacedModifiers.length > 0 &&
      hyphenated.length >= 4 &&
      hyphenated.length >= 3 * (c.spaced.get(`${a} ${b}`) ?? []).length;
    const spacedAllowed =
      (!PARTICLES.has(b) && !PHRASE_STARTERS.has(a) && (BOUND_PREFIXES.has(a) || closed.length > 0)) || numbered(a, b);
    // A name of two capitalised words, hyphenated and spaced ("Sayana-Press", "Sayana Press"): the
    // spaced form is the same name; the titles of cited works count as evidence of its form.
    // Title case, headings and keyword lines capitalise words of any kind: only running text tells a name.
    const spacedName = (c.spaced.get(`${a} ${b}`) ?? []).filter((o) => runningText(manuscript, o.block));
    const hyphenatedName = hyphenated.filter((o) => runningText(manuscript, o.block));
    const name =
      !spacedAllowed &&
      hyphenatedName.length > 0 &&
      spacedName.length > 0 &&
      [...hyphenatedName, ...spacedName].every((o) => /^\p{Lu}\p{Ll}+[- ]\p{Lu}/u.test(o.text));
    const evidence = name ? namedInReferences(manuscript, a, b) : { hyphenated: [], spaced: [] };
    const variants: Variant[] = [
      { form: `${a}-${b}`, occurrences: name ? [...hyphenatedName, ...evidence.hyphenated] : hyphenated },
      { form: closedForm, occurrences: closed },
      {
        form: `${a} ${b}`,
        occurrences: name
          ? [...spacedName, ...evidence.spaced]
          : spacedAllowed
            ? both(c.spaced, `${a} ${b}`, `${a} ${b}s`)
            : modifierOnly
              ? spacedModifiers
              : [],
      },
    ];
    const top = majority(variants);
    // A prefix never stands alone ("post ingestion" is the slip, whatever the count), and a
    // closed word that every dictionary knows ("ongoing", "coordinated") is never split up
    // because the document happens to split it more often.
    if (top?.form.includes(' ') && BOUND_PREFIXES.has(a)) return;
    // A spaced pair that ends its clause is a noun phrase ("in the long term,", "to follow up."),
    // not a compound modifier missing its hyphen.
    const spaced = variants[2]!;
    if (top && top !== spaced && !BOUND_PREFIXES.has(a)) {
      spaced.occurrences = spaced.occurrences.filter((o) => {
        const text = manuscript.blocks[o.block]!.text;
        return !/^\s*(?:[,.;:!?)\]]|$)/u.test(text.slice(o.end, o.end + 2));
      });
    }
    if (top && top.form !== closedForm && closed.length > 0 && standardWord(closedForm)) return;
    const prefixed = !name && closed.length > 0 && hyphenated.length > 0 && usClosedPrefix(a, b, hyphenated);
    // Closed and hyphenated as often ("postnatal" 1, "post-natal" 1): the dictionary of the format's
    // English settles it when it knows the closed word.
    const tied =
      prefixed && !top && closed.length === hyphenated.length && hunspellFor(us ? 'US' : 'UK').correct(closedForm);
    const styled =
      prefixed && us && top !== variants[1]
        ? { variant: variants[1]!, rule: 'US style closes the prefix' }
        : tied
          ? { variant: variants[1]!, rule: 'the counts tie and the dictionary writes the word closed' }
          : null;
    items.push(...findingsFor(manuscript, variants, 'hyphenation', 'Hyphenation', plural, name, styled));
  };
  for (const key of c.hyphenated.keys()) {
    const [a, b] = key.split('-') as [string, string];
    consider(a, b);
  }
  // Closed and spaced forms of a compound the document never hyphenates: "data set" / "dataset".
  for (const key of c.spaced.keys()) {
    const [a, b] = key.split(' ') as [string, string];
    if (c.closed.has(a + b) && !c.hyphenated.has(`${a}-${b}`)) consider(a, b);
  }
  return items;
}

function capitalisation(manuscript: Manuscript, c: Collected): ResultItem[] {
  const items: ResultItem[] = [];
  for (const [lower, entry] of c.casing) {
    // Three or more capitalised uses are a deliberate name ("Pain score" as a named subscale).
    if (entry.upper.length === 0 || entry.upperAll > 2 || entry.lower < 5 * entry.upperAll) continue;
    // Names and words the dictionary only knows capitalised ("Parkinson", "Gram") keep their capital.
    if (isPersonName(lower) || !hunspellFor('US').correct(lower)) continue;
    for (const o of entry.upper) {
      if (inFieldResult(manuscript, o)) continue;
      items.push(
        finding(ID, manuscript, o.block, o.start, o.end, {
          correction: lower,
          suggestions: [lower],
          reasoning: `Capitalisation: "${lower}" is written in lower case ${entry.lower} times in this document and capitalised here mid-sentence.`,
          key: 'capitalisation',
        }),
      );
    }
  }
  return items;
}

/**
 * Marked forms and the standard form every variety accepts: a document that mixes them is put
 * right toward the standard form only ("whilst" → "while"), never the other way.
 */
const MARKED_FORMS = new Map([
  ['whilst', 'while'],
  ['amongst', 'among'],
]);

function variantForms(manuscript: Manuscript, c: Collected): ResultItem[] {
  const items: ResultItem[] = [];
  for (const group of VARIANT_GROUPS) {
    const variants = group.map((form) => ({
      form,
      occurrences: (form.includes(' ') ? c.spaced.get(form) : c.closed.get(form)) ?? [],
    }));
    const top = majority(variants);
    if (top && MARKED_FORMS.has(top.form)) continue;
    items.push(...findingsFor(manuscript, variants, 'variant', 'Variant forms'));
  }
  return items;
}

function spanOf(item: ResultItem): { start: number; end: number } {
  return item.coordinates?.absolute ?? { start: -1, end: -1 };
}

/** Two findings on exactly the same words (a compound both rules read). */
function sameSpan(a: ResultItem, b: ResultItem): boolean {
  return spanOf(a).start === spanOf(b).start && spanOf(a).end === spanOf(b).end;
}

function overlapping(a: ResultItem, b: ResultItem): boolean {
  return spanOf(a).start < spanOf(b).end && spanOf(b).start < spanOf(a).end;
}

/** The format asks for US English (AMA's closed prefixes apply). */
function usEnglish(format: CheckInput['format']): boolean {
  const language = readOption(format, 'language', ['English (UK)', 'English (US)'] as const);
  return language.kind === 'value' && language.value === 'English (US)';
}

export function run({ manuscript, params, format }: CheckInput): CheckResult {
  const blocks = comparedBlocks(manuscript);
  const c = collect(blocks);
  const items: ResultItem[] = [];
  if (params.hyphenation !== false) {
    // A compound both rules read keeps the hyphenation rule's finding; one that the phrase's finding
    // covers and extends ("multi-drug" in "multi-drug resistant" → "multidrug-resistant") gives way to it.
    const compounds = hyphenation(manuscript, c, usEnglish(format));
    const phrases = modifierPhrases(manuscript, blocks, c.hyphenated).filter(
      (p) => !compounds.some((h) => sameSpan(h, p)),
    );
    items.push(
      ...compounds.filter((h) => !phrases.some((p) => overlapping(h, p))),
      ...phrases,
      ...dashCompounds(manuscript, blocks, c.hyphenated),
      ...letterDigitForms(manuscript, blocks),
    );
  }
  if (params.capitalisation !== false)
    items.push(
      ...capitalisation(manuscript, c),
      ...caseForms(manuscript, blocks),
      ...countryArticles(manuscript, blocks, running),
      ...institutionCase(manuscript),
    );
  if (params.variants !== false)
    items.push(
      ...variantForms(manuscript, c),
      ...versusForms(manuscript, blocks, running, usEnglish(format)),
      ...dottedCapitals(manuscript, blocks),
      ...accentForms(manuscript, blocks),
    );
  items.sort(byDocumentOrder);
  return type1(items);
}

function toggle(name: string, label: string, description: string) {
  return { name, label, type: 'boolean' as const, defaultValue: true, description };
}

export const consistency: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'language-style',
  name: 'Consistency',
  icon: 'list-checks',
  description:
    'One term written several ways in one document — hyphenation (follow-up / followup), capitalisation, variant forms (judgement / judgment) — with the majority form as the suggestion.',
  resultType: 'type1',
  formatFields: [],
  parameters: [
    toggle('hyphenation', 'Hyphenation', 'follow-up / followup, health care / healthcare, non smokers / non-smokers.'),
    toggle(
      'capitalisation',
      'Capitalisation',
      'A word capitalised mid-sentence where the document writes it in lower case.',
    ),
    toggle('variants', 'Variant forms', 'judgement / judgment, towards / toward, whilst / while, fetal / foetal.'),
  ],
  run,
  prepare: () => loadWordLists('hunspell', 'names'),
};
