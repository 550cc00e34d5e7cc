/**
 * Tracked changes (model.ts rules). As wrappers of content, `w:ins`/`w:moveTo` hold text of the
 * accepted view only and `w:del`/`w:moveFrom` text of the original only. Inside `w:rPr`/`w:pPr`
 * the same elements are markers, not content: a deleted paragraph mark (`w:pPr/w:rPr/w:del`) joins
 * the paragraph to the next in the accepted view (paragraph-rules.ts); an inserted one
 * (`w:pPr/w:rPr/w:ins`) joins it in the original view (`Block.insertedMark`).
 */
import { elementReader, type ElementReader, type ElementReaders } from './element-reader.ts';
import type { ReadingState } from './reading-state.ts';
import type { Attributes } from '../xml/parse.ts';

/** Outside formatting properties: the element wraps content. */
const wrapsContent = (s: ReadingState): boolean => s.inRPr === 0 && s.inPPr === 0;

/** `w:pPr/w:rPr/w:ins`: the paragraph mark is inserted; rejecting joins the next paragraph. */
function insertedParagraphMark(s: ReadingState, a: Attributes): void {
  if (s.inPPr > 0 && s.inRPr > 0 && s.top) {
    const author = a.get('w:author');
    s.top.markInserted = author ? { author } : {};
  }
}

const INSERTION: ElementReader = elementReader({
  open: (s, a) => {
    if (wrapsContent(s)) {
      s.inserted++;
      s.insertAuthor = a.get('w:author') ?? undefined;
    } else insertedParagraphMark(s, a);
  },
  close: (s) => {
    if (wrapsContent(s) && --s.inserted === 0) s.insertAuthor = undefined;
  },
});

/** `w:pPr/w:rPr/w:del` (or `w:moveFrom`): the paragraph mark is deleted; accepting joins the next paragraph. */
function deletedParagraphMark(s: ReadingState, a: Attributes): void {
  if (s.inPPr > 0 && s.inRPr > 0 && s.top) {
    s.top.joinsNext = 'deleted-mark';
    s.top.markDeletedBy = a.get('w:author') ?? undefined;
  }
}

const DELETION: ElementReader = elementReader({
  open: (s, a) => {
    if (wrapsContent(s)) {
      s.deleted++;
      s.deleteAuthor = a.get('w:author') ?? undefined;
    } else deletedParagraphMark(s, a);
  },
  close: (s) => {
    if (wrapsContent(s) && --s.deleted === 0) s.deleteAuthor = undefined;
  },
});

export const REVISION_READERS: ElementReaders = {
  'w:ins': INSERTION,
  'w:moveTo': INSERTION,
  'w:del': DELETION,
  'w:moveFrom': DELETION,
};
