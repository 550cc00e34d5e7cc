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
import type { Variety } from '../language/dictionaries.ts';
import { isInflectionOf, isKnownWord, knownMisspelling, looksDerived, typoOf } from './lexicon.ts';

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
      if (!isCheckable(manuscript, prose.block, i)) continue;
      const key = text.toLowerCase();
      const occurrences = unknown.get(key) ?? [];
      occurrences.push({ block: prose.block.index, start: w.start, end: w.start + text.length, text });
      unknown.set(key, occurrences);
    }
  }
  for (const [lower, occurrences] of unknown) {
    const listed = knownMisspelling(variety, lower);
    let suggestions: string[];
    if (listed && listed.length > 0) suggestions = listed;
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
          reasoning: listed
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
};
