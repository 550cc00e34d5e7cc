/**
 * Authors and affiliations: from their paragraph styles, else from the front matter: the first
 * line shaped like a list of names, and lines naming a university, department, hospital…
 */
import type { Block, Section } from '../model.ts';

const AFFILIATION_WORDS = /\b(universit|department|hospital|institute|school of|college|faculty|centre|center)\b/i;

export function recogniseAuthors(
  body: Block[],
  sections: Section[],
  titleBlock: Block | undefined,
): { authorBlocks: number[]; affiliationBlocks: number[] } {
  const front = sections
    .filter((s) => s.role === 'front-matter')
    .flatMap((s) => {
      const result: number[] = [];
      for (let i = s.blockStart; i < s.blockEnd; i++)
        if (body[i]?.text.trim() && body[i] !== titleBlock) result.push(i);
      return result;
    });
  const authorBlocks: number[] = [];
  const affiliationBlocks: number[] = [];
  for (const b of body) {
    if (b.styleName === null) continue;
    if (/^authors?$/i.test(b.styleName)) authorBlocks.push(b.index);
    if (/affiliation/i.test(b.styleName)) affiliationBlocks.push(b.index);
  }
  if (authorBlocks.length === 0) {
    const candidate = front.find((i) => looksLikeAuthors(body[i]?.text ?? ''));
    if (candidate !== undefined) authorBlocks.push(candidate);
  }
  if (affiliationBlocks.length === 0) {
    for (const i of front)
      if (AFFILIATION_WORDS.test(body[i]?.text ?? '') && !authorBlocks.includes(i)) affiliationBlocks.push(i);
  }
  return { authorBlocks, affiliationBlocks };
}

/** A line of names: at least two parts split by commas, "and" or "&", most of them capitalised names with markers. */
export function looksLikeAuthors(text: string): boolean {
  const parts = text
    .split(/,|\band\b|&/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return false;
  return (
    parts.filter((p) => /^[\p{Lu}][\p{L}.'’-]*(\s+[\p{Lu}][\p{L}.'’-]*){0,3}[\d*†‡,\s]*$/u.test(p)).length >=
    parts.length * 0.7
  );
}
