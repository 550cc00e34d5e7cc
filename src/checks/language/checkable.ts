/**
 * The words of a paragraph that spelling checks may judge. Precision first: a word is left out
 * when it is quoted, italic (species, titles, foreign words), part of a code-like token (URL,
 * gene or sample code, anything with a digit), written in capitals, inside a citation, or used
 * as a proper noun — capitalised mid-sentence, or capitalised at a sentence start where the
 * document also capitalises it mid-sentence or the next word is capitalised too ("Center for
 * Disease Control", "Tumor Board").
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import type { ProseBlock } from './prose.ts';
import { proseBlocks } from './prose.ts';
import { allCaps, capitalised, inside, isCodeLike, quotedSpans, sentenceStarts, tokenAround, words, type Span, type WordToken } from './text.ts';

interface BlockWords {
  words: WordToken[];
  starts: Set<number>;
  skip: Span[];
}

const blockCache = new WeakMap<Block, BlockWords>();

function readBlock(manuscript: Manuscript, block: Block): BlockWords {
  const cached = blockCache.get(block);
  if (cached) return cached;
  const skip: Span[] = [...quotedSpans(block.text)];
  for (const run of block.runs) if (run.format.italic) skip.push({ start: run.start, end: run.end });
  for (const c of manuscript.structure.citations) if (c.block === block.index) skip.push({ start: c.start, end: c.end });
  // A named study or project followed by its approval code keeps its own title:
  // "Genome analysis of tumours of the bone (09/H0308/165)".
  for (const m of block.text.matchAll(/\((?=[^)]*\d)(?=[^)]*\/)[^)]*\)/gu)) {
    const from = Math.max(block.text.lastIndexOf(',', m.index), block.text.lastIndexOf(';', m.index), block.text.lastIndexOf(':', m.index)) + 1;
    skip.push({ start: from, end: m.index + m[0].length });
  }
  const result = { words: words(block.text), starts: new Set(sentenceStarts(block.text)), skip };
  blockCache.set(block, result);
  return result;
}

const namesCache = new WeakMap<Manuscript, Set<string>>();

/** Lower-case forms of words the document capitalises mid-sentence: its proper nouns. */
function properNouns(manuscript: Manuscript): Set<string> {
  const cached = namesCache.get(manuscript);
  if (cached) return cached;
  const names = new Set<string>();
  for (const prose of proseBlocks(manuscript)) {
    if (prose.isHeading) continue;
    const { words: list, starts } = readBlock(manuscript, prose.block);
    for (const w of list) if (capitalised(w.text) && !starts.has(w.start)) names.add(w.text.toLowerCase());
  }
  namesCache.set(manuscript, names);
  return names;
}

export function checkableWords(manuscript: Manuscript, prose: ProseBlock): WordToken[] {
  const text = prose.block.text;
  const { words: list, starts, skip } = readBlock(manuscript, prose.block);
  const out: WordToken[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const w = list[i]!;
    if (allCaps(w.text)) continue;
    if (capitalised(w.text)) {
      if (!starts.has(w.start)) continue;
      if (properNouns(manuscript).has(w.text.toLowerCase())) continue;
      const next = list[i + 1];
      if (next && capitalised(next.text) && next.text !== 'I') continue;
    }
    if (inside(skip, w.start, w.end)) continue;
    if (isCodeLike(tokenAround(text, w.start, w.end))) continue;
    out.push(w);
  }
  return out;
}
