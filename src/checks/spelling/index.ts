/**
 * spelling: misspelled words with suggestions. A word is flagged only when no dictionary knows it
 * (Hunspell of both varieties, the scientific vocabularies, people's names), a correction is
 * close (a known common misspelling, or a known word one edit away that is not just another
 * ending of it), the word is not a name, acronym, code or number-bearing token, and the
 * document does not use it three times or more (a repeated unknown word is a term of art).
 */
import type { CheckDefinition, CheckInput } from '../types.ts';
import type { CheckResult, ResultItem } from '../../contract/checks.ts';
import type { Block } from '../../docx/model.ts';
import { LANGUAGE_OPTIONS } from '../../contract/format-config.ts';
import { finding, notUnderstood, readOption, type1 } from '../framework/index.ts';
import { blockWords, isCheckable } from '../language/checkable.ts';
import { proseBlocks } from '../language/prose.ts';
import { matchCase } from '../language/text.ts';
import { hunspellFor, loadWordLists, type Variety } from '../language/dictionaries.ts';
import { isInflectionOf, isKnownWord, knownMisspelling, looksDerived, scientificSense, typoOf } from './lexicon.ts';

const ID = 'spelling';
const LANGUAGES = ['English (UK)', 'English (US)'] as const;

interface Candidate {
  block: number;
  start: number;
  end: number;
  text: string;
}

function touchesSuperscript(block: Block, start: number, end: number): boolean {
  return block.runs.some((r) => (r.format.superscript || r.format.subscript) && r.start < end && r.end > start);
}

/**
 * A word followed by its version ("purrr (Version 0.3.4", "lme4 v1.1") or introduced as a
 * package or library names software, which keeps its own spelling.
 */
function namesSoftware(text: string, start: number, end: number): boolean {
  return (
    /^\s*(?:\(\s*)?(?:version|ver\.?|v)\s*\d/iu.test(text.slice(end, end + 16)) ||
    /\b(?:package|packages|library|libraries|module|function|command)\s+(?:\p{L}+,\s+)*$/iu.test(
      text.slice(Math.max(0, start - 60), start),
    ) ||
    /^\s+(?:package|library|module|function|command)\b/iu.test(text.slice(end, end + 12))
  );
}

/** Damerau–Levenshtein distance (optimal string alignment), capped at `limit + 1`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** A word the dictionaries know only capitalised ("Britain", "Caribbean"). */
function isName(word: string): boolean {
  const capital = word.charAt(0).toUpperCase() + word.slice(1);
  const lower = word.toLowerCase();
  return (['US', 'UK'] as const).some((v) => hunspellFor(v).correct(capital) && !hunspellFor(v).correct(lower));
}

const IRREGULAR_PLURALS = new Set(['women', 'men', 'children', 'people']);

/**
 * The list's corrections that are plausible for this word: within two edits (the list maps some
 * slips to a far word, "unsing" → "unsigned" where "using" was meant), and a possessive for a
 * plural written without its apostrophe ("womens" → "women's").
 */
function plausible(lower: string, listed: string[]): string[] {
  // A known word with an "s" added ("lifes", "missings") may be a plural or a possessive
  // ("life's institutions"): the list cannot say which is meant.
  const stem = lower.slice(0, -1);
  if (lower.endsWith('s') && !IRREGULAR_PLURALS.has(stem) && stem.length >= 3 && isKnownWord(stem)) return [];
  const out: string[] = [];
  for (const s of listed) {
    const target = s.toLowerCase();
    if (s.includes(' ')) {
      if (distance(lower, target.replace(/ /g, ''), 0) > 0) continue;
    } else {
      // Two edits only where the length barely changes ("unsignificant" → "insignificant"); a
      // longer word two letters away is a guess at a different word ("demographs" → "demographics"
      // where "demographers" was meant).
      const d = distance(lower, target, 2);
      if (d > 2 || (d === 2 && Math.abs(lower.length - target.length) > 1)) continue;
    }
    if (IRREGULAR_PLURALS.has(target) && lower === `${target}s`) out.push(`${s}’s`);
    out.push(s);
  }
  return [...new Set(out)];
}

export function run({ manuscript, format }: CheckInput): CheckResult {
  const items: ResultItem[] = [];
  const language = readOption(format, 'language', LANGUAGES);
  if (language.kind === 'unknown') items.push(notUnderstood(ID, 'language', language.value, LANGUAGE_OPTIONS));
  // Suggestions come from the journal's variety; with no language set, from US English, while
  // words of either variety count as known.
  const variety: Variety = language.kind === 'value' && language.value === 'English (UK)' ? 'UK' : 'US';

  const unknown = new Map<string, Candidate[]>();
  for (const prose of proseBlocks(manuscript)) {
    const list = blockWords(prose.block);
    for (let i = 0; i < list.length; i += 1) {
      const w = list[i]!;
      const text = w.text.replace(/['’]s$/u, '');
      // Words of other alphabets or with accents ("réservoir") belong to other languages.
      if (text.length < 4 || !/^[A-Za-z]+$/.test(text) || isKnownWord(text)) continue;
      if (touchesSuperscript(prose.block, w.start, w.end)) continue; // "Definedᵇ": a footnote mark
      if (/\p{Ll}\p{Lu}/u.test(w.text)) continue; // "ccaR", "metaFor": a software or gene name
      if (namesSoftware(prose.block.text, w.start, w.end)) continue;
      // A listed misspelling of a place or other name ("Britian", "Carribean") is judged even
      // mid-sentence, when its correction is itself a name (a word the dictionary knows only
      // capitalised): "Ivoke" (a person) is not "invoke", "Environnement" (French) not "environment".
      const listedName =
        /^\p{Lu}\p{Ll}+$/u.test(text) &&
        plausible(text.toLowerCase(), knownMisspelling(variety, text) ?? []).some(isName);
      if (!isCheckable(manuscript, prose.block, i, listedName)) continue;
      const key = text.toLowerCase();
      const occurrences = unknown.get(key) ?? [];
      occurrences.push({ block: prose.block.index, start: w.start, end: w.start + text.length, text });
      unknown.set(key, occurrences);
    }
  }
  for (const [lower, occurrences] of unknown) {
    const sense = scientificSense(variety, lower);
    if (sense) {
      for (const o of occurrences) {
        const word = matchCase(o.text, sense.word);
        items.push(
          finding(ID, manuscript, o.block, o.start, o.end, {
            correction: word,
            suggestions: [word],
            reasoning: `"${o.text}" is not a word; in the statistical sense write "${word}" ("${sense.general}" means unimportant).`,
          }),
        );
      }
      continue;
    }
    const listed = plausible(lower, knownMisspelling(variety, lower) ?? []);
    let suggestions: string[];
    if (listed.length > 0) suggestions = listed;
    else {
      if (occurrences.length >= 3 || looksDerived(lower)) continue;
      const typos = typoOf(lower, variety);
      if (typos.length === 0 || typos.some((c) => isInflectionOf(lower, c))) continue;
      suggestions = typos.slice(0, 5);
    }
    for (const o of occurrences) {
      const cased = suggestions.map((s) => matchCase(o.text, s));
      items.push(
        finding(ID, manuscript, o.block, o.start, o.end, {
          correction: cased[0]!,
          suggestions: cased,
          reasoning:
            listed.length > 0
              ? `"${o.text}" is a common misspelling of "${cased[0]}".`
              : `"${o.text}" is in none of the dictionaries; did you mean "${cased[0]}"?`,
        }),
      );
    }
  }
  items.sort((a, b) => (a.coordinates?.absolute.start ?? 0) - (b.coordinates?.absolute.start ?? 0));
  return type1(items);
}

export const spelling: CheckDefinition = {
  id: ID,
  version: 1,
  category: 'language-style',
  name: 'Spelling',
  icon: 'spell-check',
  description:
    "Misspelled words with suggestions, from Hunspell dictionaries for the journal's English plus scientific and medical vocabulary, so medical terms, drugs and names are not flagged.",
  resultType: 'type1',
  formatFields: ['language'],
  parameters: [],
  run,
  prepare: () => loadWordLists('hunspell', 'scientific', 'names', 'misspellings'),
};
