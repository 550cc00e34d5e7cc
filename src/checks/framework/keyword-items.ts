/**
 * The keywords as a reader counts them. The engine reads a keyword line's separators (";", ",",
 * "·") but one paragraph may also hold one keyword per line, split by line breaks
 * ("Meta-analysis↵Evidence synthesis↵…"): each line is a keyword.
 */
import type { Manuscript } from '../../docx/model.ts';

export function keywordItems(manuscript: Manuscript): string[] {
  const info = manuscript.structure.keywords;
  if (!info) return [];
  return info.items.flatMap((item) => item.split(/\s*\n\s*/)).filter((item) => item.trim() !== '');
}
