/**
 * A short function word typed twice ("as the the 16S rRNA gene copy number"): never meant for
 * these words, unlike "that that" or "had had", which grammar allows and are left alone.
 */
import type { ResultItem } from '../../contract/checks.ts';
import type { Block, Manuscript } from '../../docx/model.ts';
import { finding } from '../framework/index.ts';

const REPEATED =
  /(?<![\p{L}\d])(the|a|an|of|to|in|on|for|and|with|from|by|at|or|were|are|was|we|our|their|this|these|than)( +)\1(?![\p{L}\d])/giu;

export function repeatedWords(manuscript: Manuscript, block: Block): ResultItem[] {
  const items: ResultItem[] = [];
  for (const m of block.text.matchAll(REPEATED)) {
    const first = m[1]!;
    const second = m[0].slice(first.length + m[2]!.length);
    // "A a" may be a label and its article ("Group A a drug…"); only the same case twice, or a
    // capital starting the pair.
    if (first.toLowerCase() !== second || (first !== second && first.length === 1)) continue;
    items.push(
      finding('spelling', manuscript, block.index, m.index, m.index + m[0].length, {
        correction: first,
        suggestions: [first],
        reasoning: `"${first}" is typed twice: "${m[0]}".`,
      }),
    );
  }
  return items;
}
