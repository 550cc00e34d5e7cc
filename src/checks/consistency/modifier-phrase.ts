/**
 * The same three words written with and without a compound modifier's hyphen (issue 24):
 * "patient relevant outcomes" beside "patient-relevant outcomes", "between study heterogeneity"
 * beside "between-study heterogeneity" ×13. Before the very noun the hyphenated form modifies, the
 * open pair can only be that modifier missing its hyphen, whichever preposition or noun opens it
 * ("differences between study groups" is never read: no "between-study groups" in the document).
 *
 * The hyphen is proposed where grammar asks for it whatever the counts — the pair ends in an
 * adjective or a participle ("patient-relevant", "age-adjusted": a compound modifier before a noun
 * takes its hyphen, AMA 8.3.1, Chicago 7.85) or opens with a preposition ("between-study") — and
 * otherwise only where the document hyphenates the compound more often than it writes it open
 * (two nouns: "health care workers" may stay open).
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';
import { blockWords } from '../language/checkable.ts';
import type { ProseBlock } from '../language/prose.ts';
import { isCodeLike, tokenAround } from '../language/text.ts';
import { BOUND_PREFIXES, followingNoun, type Occurrence, PARTICLES, times } from './forms.ts';
import { editable } from './occurrence-guards.ts';

const ID = 'consistency';

/** Adjectives that head compound modifiers ("patient-relevant", "age-specific", "drug-free"). */
const ADJECTIVE_HEADS = new Set(
  'relevant specific dependent independent free naive naïve positive negative sensitive resistant friendly intensive effective efficient responsive appropriate limiting threatening sparing lowering matched'.split(
    ' ',
  ),
);

/** Prepositions that open compound modifiers ("between-study", "within-subject", "in-hospital"). */
const PREPOSITIONS = new Set(['between', 'within', 'across', 'after', 'before', 'during', 'among']);

/** Determiners before which "patient reported outcomes" may be a subject and its verb. */
const SINGULAR_DETERMINERS = /\b(?:a|an|each|every|one|no|this|that|any)\s+$/iu;

/** A pair coordinated with a modifier before it ("higher and lower order", "short- or long term"): a suspended hyphen. */
const COORDINATED = /\b\p{L}+(?:-|er|est)\s+(?:and|or|to)\s+$/iu;

function adjectiveHead(b: string): boolean {
  return ADJECTIVE_HEADS.has(b) || /^\p{Ll}{3,}ed$/u.test(b);
}

/** "a-b N" phrases of the document: the hyphenated compound and the noun it modifies. */
function hyphenatedPhrases(manuscript: Manuscript, hyphenated: Map<string, Occurrence[]>): Set<string> {
  const phrases = new Set<string>();
  for (const [key, occurrences] of hyphenated) {
    const [a, b] = key.split('-') as [string, string];
    if (a.length < 3 || b.length < 3 || BOUND_PREFIXES.has(a) || PARTICLES.has(b)) continue;
    for (const o of occurrences) {
      const noun = followingNoun(manuscript.blocks[o.block]!.text, o.end);
      if (noun) phrases.add(`${a} ${b} ${noun.toLowerCase()}`);
    }
  }
  return phrases;
}

export function modifierPhrases(
  manuscript: Manuscript,
  blocks: readonly ProseBlock[],
  hyphenated: Map<string, Occurrence[]>,
): ResultItem[] {
  const phrases = hyphenatedPhrases(manuscript, hyphenated);
  if (phrases.size === 0) return [];
  const open = new Map<string, (Occurrence & { noun: string; correction: string })[]>();
  // Cheap tests first: the third word is a noun some hyphenated form modifies, the second its head.
  const nouns = new Set([...phrases].map((p) => p.slice(p.lastIndexOf(' ') + 1)));
  const seconds = new Set([...phrases].map((p) => p.split(' ')[1]!));
  for (const prose of blocks) {
    const text = prose.block.text;
    const list = blockWords(prose.block);
    for (let i = 0; i + 2 < list.length; i += 1) {
      const y = list[i + 2]!;
      // Case aside: a title's "Multidrug Resistant Pulmonary Tuberculosis" is the same phrase.
      if (!nouns.has(y.text.toLowerCase())) continue;
      const w = list[i]!;
      const x = list[i + 1]!;
      if (!seconds.has(x.text.toLowerCase())) continue;
      if (x.start !== w.end + 1 || y.start !== x.end + 1 || text[w.end] !== ' ' || text[x.end] !== ' ') continue;
      if (text[y.end] === '-') continue;
      // "multi-drug resistant tuberculosis" beside "multidrug-resistant tuberculosis": the prefix's own
      // hyphen goes with the pair's (the hyphenation rule alone would leave "multidrug resistant").
      const prefix = text[w.start - 1] === '-' ? list[i - 1] : undefined;
      if (text[w.start - 1] === '-' && !(prefix?.end === w.start - 1 && BOUND_PREFIXES.has(prefix.text.toLowerCase())))
        continue;
      const first = prefix ? { start: prefix.start, text: prefix.text + w.text } : { start: w.start, text: w.text };
      const phrase = `${first.text.toLowerCase()} ${x.text.toLowerCase()} ${y.text.toLowerCase()}`;
      if (!phrases.has(phrase)) continue;
      if (isCodeLike(tokenAround(text, first.start, y.end))) continue;
      const pair = `${first.text.toLowerCase()}-${x.text.toLowerCase()}`;
      const o = {
        block: prose.block.index,
        start: first.start,
        end: x.end,
        text: text.slice(first.start, x.end),
        noun: y.text.toLowerCase(),
        correction: `${first.text}-${x.text}`,
      };
      const before = text.slice(Math.max(0, first.start - 24), first.start);
      // "higher and lower order domains" wants "higher- and lower-order": more than this pair's hyphen.
      if (COORDINATED.test(before) || (/ed$/u.test(x.text) && SINGULAR_DETERMINERS.test(before))) continue;
      if (!editable(manuscript, o)) continue;
      const same = open.get(pair);
      if (same) same.push(o);
      else open.set(pair, [o]);
    }
  }
  const items: ResultItem[] = [];
  for (const [pair, occurrences] of open) {
    const [a, b] = pair.split('-') as [string, string];
    const written = hyphenated.get(pair)!;
    // An adverb in -ly never takes the hyphen ("mechanically ventilated patients").
    if (a.endsWith('ly')) continue;
    const grammar = adjectiveHead(b) || PREPOSITIONS.has(a);
    // Two nouns, or an acronym and a noun ("tDCS motor learning"): the document's majority decides.
    if (!grammar && (written.length <= occurrences.length || /\p{Lu}.*\p{Lu}/u.test(occurrences[0]!.text))) continue;
    const form = written.find((h) => !/^\p{Lu}/u.test(h.text))?.text ?? written[0]!.text;
    for (const o of occurrences) {
      const example = `${form} ${o.noun}`;
      const { correction } = o;
      items.push(
        finding(ID, manuscript, o.block, o.start, o.end, {
          correction,
          suggestions: [correction],
          reasoning: grammar
            ? `Hyphenation: the document writes "${example}" (hyphenated ${times(written.length)}, open ${times(occurrences.length)}); a compound modifier before its noun takes the hyphen. Use one form.`
            : `Hyphenation: "${form}" is used ${times(written.length)} in this document, "${o.text}" ${occurrences.length} before the same noun ("${example}"); use one form.`,
          key: 'hyphenation',
        }),
      );
    }
  }
  return items;
}
