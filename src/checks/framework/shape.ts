/**
 * A file with no manuscript structure — no title, no abstract, at most one heading, a few hundred
 * words at most: a highlights list, a key-points box or another part submitted as its own file.
 * What a journal asks of a manuscript's front matter (keywords, author details) cannot be judged
 * on it: the elements belong in the manuscript, not in this file. Checks of those elements say
 * they could not judge it rather than failing it, and still pass what they do find.
 */
import type { Manuscript } from '../../docx/model.ts';
import { countWords } from './text.ts';

/** Above this many words a text without title, abstract or headings is still read as a manuscript. */
const MAX_WORDS = 400;

/** Says why the document does not read as a manuscript (a clause: "this 65-word document has …"), or null when it does. */
export function notAManuscript(manuscript: Manuscript): string | null {
  const { title, abstract, headings } = manuscript.structure;
  if (title !== null || abstract !== null || headings.length > 1) return null;
  const words = manuscript.blocks.reduce((sum, b) => sum + countWords(b.text), 0);
  if (words > MAX_WORDS) return null;
  const only = headings.length === 1 ? ` (its one heading: "${headings[0]}")` : '';
  return `this ${words}-word document has no title, no abstract and no sections${only}: it reads as a part sent as its own file, such as highlights, not as a manuscript`;
}
