/**
 * Abbreviations whose definition disagrees with the rest of the manuscript, found without
 * guessing which side is right (no correction is proposed: copying either long form into the
 * text could copy the authors' mistake):
 *  - another expansion of the same abbreviation written out elsewhere as a name in capitals:
 *    "Federal Drug Administration (FDA)" and, later, "the US Food and Drug Administration";
 */
import type { Manuscript } from '../../docx/model.ts';
import type { ResultItem } from '../../contract/checks.ts';
import { finding } from '../framework/index.ts';
import type { Definition } from './definitions.ts';

const ID = 'abbreviations';
const LINK_WORDS = new Set(['and', 'of', 'for', 'the', 'on', 'in', 'to', '&']);

interface Located {
  block: number;
  item: Definition;
}

/** The words that name: lower case, singular ("Large Language Model" is "large language models"). */
const content = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !LINK_WORDS.has(w))
    .map((w) => w.replace(/(?:ies|s)$/, (end) => (end === 'ies' ? 'y' : '')));

/** Names in capitals whose initials spell `short`: "Food and Drug Administration" for FDA. */
function capitalisedNamesFor(short: string, text: string): string[] {
  const words = String.raw`\p{Lu}[\p{L}'’-]*`;
  const pattern = new RegExp(String.raw`${words}(?:\s+(?:(?:and|of|for|the|on|in|to|&)\s+)*${words})*`, 'gu');
  const names: string[] = [];
  for (const m of text.matchAll(pattern)) {
    const parts = m[0].split(/\s+/).filter((w) => !LINK_WORDS.has(w));
    // Every run of consecutive capitalised words whose initials spell the abbreviation.
    for (let i = 0; i + short.length <= parts.length; i++) {
      const run = parts.slice(i, i + short.length);
      if (run.map((w) => w[0]).join('') !== short) continue;
      if (run.some((w) => w.length < 3 || /^\p{Lu}+$/u.test(w))) continue; // initials or abbreviations, not words
      const start = m[0].indexOf(run[0]!);
      const end = m[0].indexOf(run.at(-1)!, start) + run.at(-1)!.length;
      names.push(m[0].slice(start, end));
    }
  }
  return names;
}

/** Another written-out expansion of a defined abbreviation, sharing a word with its definition. */
function otherExpansions(manuscript: Manuscript, definitions: Located[], allText: string): ResultItem[] {
  const items: ResultItem[] = [];
  const seen = new Set<string>();
  for (const d of definitions) {
    const { short, long } = d.item;
    if (seen.has(short) || !/^\p{Lu}{3,6}$/u.test(short) || !/^\p{Lu}/u.test(long)) continue;
    seen.add(short);
    const mine = content(long);
    const other = capitalisedNamesFor(short, allText).find((name) => {
      const theirs = content(name);
      // "Intensive Care Unit-Acquired (weakness)": a compound, not another name.
      if (theirs.some((w) => w.includes('-') && !mine.includes(w))) return false;
      // "Cause Specific Mortality Fraction" is "Cause-specific mortality fraction" spelt otherwise.
      if (content(name.replace(/-/g, ' ')).join(' ') === content(long.replace(/-/g, ' ')).join(' ')) return false;
      return theirs.join(' ') !== mine.join(' ') && theirs.some((w) => mine.includes(w));
    });
    if (!other) continue;
    items.push(
      finding(ID, manuscript, d.block, d.item.start, d.item.end, {
        status: 'warning',
        key: 'other-expansion',
        reasoning: `"${short}" is defined as "${long}", but the manuscript also writes "${other}": use the one correct name throughout.`,
      }),
    );
  }
  return items;
}

const FUNCTION_WORDS = new Set(
  'the this that these those with from into over under than then their there which where when while about after before between both each such some many most more other also only very'.split(
    ' ',
  ),
);

/**
 * A definition written for one term and used for another: "borderline lepromatous leprosy (LL)"
 * where the word before the long form and the initials after it spell another abbreviation ("BL") that the
 * manuscript uses without defining. The word before must be a content word in lower case (not
 * "the Intensive", "a standard"), and the other abbreviation must be used and defined nowhere.
 */
function definedForAnotherTerm(
  manuscript: Manuscript,
  definitions: Located[],
  defined: ReadonlySet<string>,
  allText: string,
): ResultItem[] {
  const items: ResultItem[] = [];
  for (const d of definitions) {
    const { short, long } = d.item;
    if (!/^\p{Lu}{2,4}$/u.test(short) || !/^\p{Ll}/u.test(long)) continue;
    const text = manuscript.blocks[d.block]!.text;
    const word = /(\p{Ll}{4,})\s+$/u.exec(text.slice(Math.max(0, d.item.start - 30), d.item.start))?.[1];
    if (!word || FUNCTION_WORDS.has(word)) continue;
    // The initials of the longer term, cut after each word: "borderline lepromatous leprosy" → BL, BLL.
    const initials = [word, ...long.split(/[\s-]+/u).filter((w) => !LINK_WORDS.has(w))].map((w) => w[0]!.toUpperCase());
    const other = initials
      .map((_, k) => initials.slice(0, k + 1).join(''))
      .filter((c) => c.length >= 2 && c !== short)
      .find((c) => !defined.has(c) && new RegExp(`(?<![\\p{L}\\d-])${c}s?(?![\\p{L}\\d-])`, 'u').test(allText));
    if (!other) continue;
    items.push(
      finding(ID, manuscript, d.block, d.item.start - word.length - 1, d.item.end, {
        status: 'warning',
        key: 'defined-for-another-term',
        reasoning: `"${short}" is defined as "${long}", but the term reads "${word} ${long}" and the manuscript also uses "${other}", which it never defines: check which term each abbreviation stands for.`,
      }),
    );
  }
  return items;
}

export function conflictFindings(
  manuscript: Manuscript,
  definitions: Located[],
  defined: ReadonlySet<string> = new Set(),
): ResultItem[] {
  if (definitions.length === 0) return [];
  // The reference list names journals ("J Chronic Fatigue Syndr"), not the authors' terms.
  const references = new Set(manuscript.structure.references.map((r) => r.block));
  const text = manuscript.blocks
    .filter((b) => !references.has(b.index))
    .map((b) => b.text)
    .join('\n');
  return [
    ...otherExpansions(manuscript, definitions, text),
    ...definedForAnotherTerm(manuscript, definitions, defined, text),
  ];
}
