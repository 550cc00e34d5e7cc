/**
 * Whether a word of a paragraph may be judged by a spelling check. Precision first: a word is
 * left out when it is quoted, italic (species, titles, foreign words), part of a code-like
 * token (URL, gene or sample code, anything with a digit), written in capitals, inside a
 * citation, part of a named study followed by its approval code, or used as a proper noun —
 * capitalised mid-sentence, or capitalised at a sentence start where the document also
 * capitalises it mid-sentence or the next word is capitalised too ("Center for Disease
 * Control", "Tumor Board").
 *
 * The checks look words up first and ask this only about candidates, so the per-paragraph
 * facts (sentence starts, skipped stretches) are computed lazily and cached.
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import { foreignSpans } from './foreign.ts';
import { proseBlocks } from './prose.ts';
import {
  allCaps,
  capitalised,
  inside,
  isCodeLike,
  quotedSpans,
  sentenceStarts,
  tokenAround,
  words,
  type Span,
  type WordToken,
} from './text.ts';

interface BlockFacts {
  starts: Set<number>;
  skip: Span[];
}

const factsCache = new WeakMap<Block, BlockFacts>();
const citationsCache = new WeakMap<Manuscript, Map<number, Span[]>>();

/** Citation stretches by block, indexed once per manuscript (long documents cite thousands of times). */
function citationsByBlock(manuscript: Manuscript): Map<number, Span[]> {
  let map = citationsCache.get(manuscript);
  if (!map) {
    map = new Map();
    for (const c of manuscript.structure.citations) {
      const list = map.get(c.block) ?? [];
      list.push({ start: c.start, end: c.end });
      map.set(c.block, list);
    }
    citationsCache.set(manuscript, map);
  }
  return map;
}
const wordsCache = new WeakMap<Block, WordToken[]>();

export function blockWords(block: Block): WordToken[] {
  let list = wordsCache.get(block);
  if (!list) {
    list = words(block.text);
    wordsCache.set(block, list);
  }
  return list;
}

/**
 * Italic stretches set apart from the paragraph (species, titles, foreign words). Where most of
 * the paragraph is italic (a caption or note style: "Table 1. Participant characteristics…"),
 * italic marks nothing and the words are read; the stretches set in roman there are the ones
 * set apart ("Figure 2. Growth of Escherichia coli" with the name in roman).
 */
function emphasised(block: Block): Span[] {
  const italic: Span[] = [];
  const roman: Span[] = [];
  let italicLetters = 0;
  let letters = 0;
  for (const run of block.runs) {
    const n = block.text.slice(run.start, run.end).match(/\p{L}/gu)?.length ?? 0;
    letters += n;
    if (run.format.italic) {
      italicLetters += n;
      italic.push({ start: run.start, end: run.end });
    } else if (n > 0) roman.push({ start: run.start, end: run.end });
  }
  return italicLetters * 5 >= letters * 4 && letters >= 20 ? roman : italic;
}

function facts(manuscript: Manuscript, block: Block): BlockFacts {
  const cached = factsCache.get(block);
  if (cached) return cached;
  const skip: Span[] = [...quotedSpans(block.text)];
  skip.push(...emphasised(block));
  skip.push(...(citationsByBlock(manuscript).get(block.index) ?? []));
  skip.push(...foreignSpans(block.text)); // another language's sentence or aside
  // A named study or project followed by its approval code keeps its own title:
  // "Genome analysis of tumours of the bone (09/H0308/165)".
  for (const m of block.text.matchAll(/\((?=[^)]*\d)(?=[^)]*\/)[^)]*\)/gu)) {
    const from =
      Math.max(
        block.text.lastIndexOf(',', m.index),
        block.text.lastIndexOf(';', m.index),
        block.text.lastIndexOf(':', m.index),
      ) + 1;
    skip.push({ start: from, end: m.index + m[0].length });
  }
  const result = { starts: new Set(sentenceStarts(block.text)), skip };
  factsCache.set(block, result);
  return result;
}

/**
 * A table cell's label of two words joined by a slash ("Lymphoma/Leukaemia"): the second is
 * capitalised as the first is, at the start, not as a name.
 */
function pairedWithStart(block: Block, list: readonly WordToken[], i: number, starts: ReadonlySet<number>): boolean {
  const before = list[i - 1];
  return (
    block.kind === 'table-cell' &&
    before !== undefined &&
    starts.has(before.start) &&
    block.text.slice(before.end, list[i]!.start) === '/'
  );
}

function slashedWords(token: string): boolean {
  const bare = token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
  return /^\p{L}[\p{L}-]+(?:\/\p{L}[\p{L}-]+)+$/u.test(bare) && !/www\.|\.(?:com|org)/u.test(token);
}

const namesCache = new WeakMap<Manuscript, Set<string>>();

/** Lower-case forms of words the document capitalises mid-sentence: its proper nouns. */
function properNouns(manuscript: Manuscript): Set<string> {
  const cached = namesCache.get(manuscript);
  if (cached) return cached;
  const names = new Set<string>();
  for (const prose of proseBlocks(manuscript)) {
    if (prose.isHeading) continue;
    const { starts } = facts(manuscript, prose.block);
    const list = blockWords(prose.block);
    for (const [i, w] of list.entries())
      if (capitalised(w.text) && !starts.has(w.start) && !pairedWithStart(prose.block, list, i, starts))
        names.add(w.text.toLowerCase());
  }
  namesCache.set(manuscript, names);
  return names;
}

/**
 * May the i-th word of the block be judged? With `asName`, a capitalised word is judged even
 * where it reads as a proper noun (for listed misspellings of names: "Britian", "Carribean").
 */
export function isCheckable(manuscript: Manuscript, block: Block, i: number, asName = false): boolean {
  const list = blockWords(block);
  const w = list[i]!;
  if (allCaps(w.text)) return false;
  const { starts, skip } = facts(manuscript, block);
  if (capitalised(w.text) && !asName) {
    if (!starts.has(w.start) && !pairedWithStart(block, list, i, starts)) return false;
    if (properNouns(manuscript).has(w.text.toLowerCase())) return false;
    const next = list[i + 1];
    // "Cancer Center" is a name; "Harmonized SE" (a table's header) a word and an abbreviation.
    if (next && capitalised(next.text) && next.text !== 'I' && !allCaps(next.text)) return false;
  }
  if (inside(skip, w.start, w.end)) return false;
  const token = tokenAround(block.text, w.start, w.end);
  // Words joined by a slash are prose ("Lymphoma/Leukaemia", "failure/relapse"), not a path.
  return slashedWords(token) || !isCodeLike(token);
}
