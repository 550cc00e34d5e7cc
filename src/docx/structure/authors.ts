/**
 * Authors and affiliations: from their paragraph styles, else from the front matter: the author
 * line ("Authors: …", a line shaped like a list of names, the name lines under an "Authors" or
 * "By" label, or names one per line), and the affiliations — lines naming a university,
 * department, hospital…, and the lines right under the authors that open with an affiliation mark
 * ("1 Karolinska Institutet", "ᵃ Division of …").
 */
import type { Block, Section } from '../model.ts';

const AFFILIATION_WORDS =
  /\b(universit\w*|department|hospital|institut\w*|school of|college|faculty|centre|center|laborator\w*|clinic|division of|ministry of|agency)\b/i;
/** "Authors: Jane Doe, John Smith" — the label written in the author line itself. */
export const AUTHORS_RUN_IN = /^\s*(authors?|by)\s*[:：]\s*(?=\S)/i;
/** A label standing alone above the names. */
const AUTHORS_LABEL = /^\s*(by|authors?|author information|author details)\s*:?\s*$/i;
/** One name, with affiliation marks: "Jane M. Doe1,2*". */
const ONE_NAME = /^[\p{Lu}][\p{L}.'’-]*(\s+[\p{Lu}][\p{L}.'’-]*){1,3}[\d*†‡§,\s]*$/u;
/** An affiliation mark opening a line: a number, a letter, a symbol (typed or superscript). */
const MARK_OPENING = /^\s*(\d{1,2}|[a-h]|[*†‡§¶])[\s.)]*\p{Lu}/u;

export interface AuthorBlocks {
  authorBlocks: number[];
  affiliationBlocks: number[];
  /** How the author line was found: by style (sure), or from its shape (a reading). */
  authorsFrom: 'style' | 'text' | null;
}

function opensWithMark(block: Block): boolean {
  const first = block.runs.find((run) => block.text.slice(run.start, run.end).trim().length > 0);
  return MARK_OPENING.test(block.text) || (first?.format.superscript ?? false);
}

/** The author lines in the front matter (block indexes), from their text. */
function authorLinesFromText(body: Block[], front: number[]): number[] {
  const textOf = (i: number | undefined): string => (i === undefined ? '' : (body[i]?.text.trim() ?? ''));
  for (const [k, i] of front.entries()) {
    const text = textOf(i);
    const runIn = AUTHORS_RUN_IN.exec(text);
    if (runIn) return [i];
    const underLabel = AUTHORS_LABEL.test(text);
    const start = underLabel ? k + 1 : k;
    const first = textOf(front[start]);
    if (!underLabel && !looksLikeAuthors(first) && !(ONE_NAME.test(first) && ONE_NAME.test(textOf(front[k + 1]))))
      continue;
    if (underLabel && !looksLikeAuthors(first) && !ONE_NAME.test(first)) continue;
    // Names one per line: every following line that is a single name belongs to the list.
    const lines = [front[start] as number];
    for (let n = start + 1; n < front.length && ONE_NAME.test(textOf(front[n])); n++) lines.push(front[n] as number);
    return lines;
  }
  return [];
}

export function recogniseAuthors(body: Block[], sections: Section[], titleBlock: Block | undefined): AuthorBlocks {
  const front = sections
    .filter((s) => s.role === 'front-matter')
    .flatMap((s) => {
      const result: number[] = [];
      for (let i = s.blockStart; i < s.blockEnd; i++)
        if (body[i]?.text.trim() && body[i] !== titleBlock && body[i]?.kind === 'paragraph') result.push(i);
      return result;
    });
  let authorBlocks: number[] = [];
  const affiliationBlocks: number[] = [];
  for (const b of body) {
    if (b.styleName === null) continue;
    if (/^authors?$/i.test(b.styleName)) authorBlocks.push(b.index);
    if (/affiliation/i.test(b.styleName)) affiliationBlocks.push(b.index);
  }
  const authorsFrom = authorBlocks.length > 0 ? 'style' : null;
  if (authorBlocks.length === 0) authorBlocks = authorLinesFromText(body, front);
  if (affiliationBlocks.length === 0) {
    const lastAuthor = authorBlocks.at(-1);
    const below = lastAuthor === undefined ? -1 : front.indexOf(lastAuthor) + 1;
    for (const [k, i] of front.entries()) {
      if (authorBlocks.includes(i)) continue;
      const block = body[i];
      if (!block) continue;
      // Right under the authors, a marked line is an affiliation, and so is each marked line after it.
      const underAuthors = below > 0 && k >= below && front.slice(below, k).every((j) => affiliationBlocks.includes(j));
      if (AFFILIATION_WORDS.test(block.text) || (underAuthors && opensWithMark(block))) affiliationBlocks.push(i);
    }
  }
  return {
    authorBlocks,
    affiliationBlocks,
    authorsFrom: authorsFrom ?? (authorBlocks.length > 0 ? 'text' : null),
  };
}

/** A line of names: at least two parts split by commas, "and" or "&", most of them capitalised names with markers. */
export function looksLikeAuthors(text: string): boolean {
  const parts = text
    .replace(AUTHORS_RUN_IN, '')
    .split(/,|\band\b|&/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return false;
  return (
    parts.filter((p) => /^[\p{Lu}][\p{L}.'’-]*(\s+[\p{Lu}][\p{L}.'’-]*){0,3}[\d*†‡,\s]*$/u.test(p)).length >=
    parts.length * 0.7
  );
}
