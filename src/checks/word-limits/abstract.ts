/**
 * The abstract as the journal counts it. An abstract without a heading of its own may run on into
 * the introduction when nothing marks where it ends; a paragraph that cites the literature is not
 * abstract (the corpus counting rules), nor is a title-like line just before such a paragraph
 * (a repeated title above the introduction). The engine's region is trimmed there.
 */
import type { AbstractInfo, Manuscript } from '../../docx/model.ts';
import { countWords } from '../framework/index.ts';

export function countedAbstract(manuscript: Manuscript): AbstractInfo | null {
  const a = manuscript.structure.abstract;
  if (!a) return null;
  const cited = new Set(manuscript.structure.citations.map((c) => c.block));
  let end = a.blocks.findIndex((b, i) => i > 0 && cited.has(b));
  if (end === -1) return a;
  // A line without closing punctuation just before the introduction is a title or heading.
  while (end > 1 && !/[.!?)]\s*$/.test(manuscript.blocks[a.blocks[end - 1]!]?.text ?? '')) end -= 1;
  const dropped = a.blocks.slice(end).reduce((n, b) => n + countWords(manuscript.blocks[b]?.text ?? ''), 0);
  return {
    ...a,
    blocks: a.blocks.slice(0, end),
    words: Math.max(0, a.words - dropped),
    wordsWithLabels: Math.max(0, a.wordsWithLabels - dropped),
  };
}
