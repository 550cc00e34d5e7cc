/**
 * Which `w:p` elements count (model.ts `Block.paragraphIndex`). The reader
 * (read/part-reader.ts) is the only implementation: it numbers the blocks and reports where each
 * counted paragraph stands in its part (`ParagraphRange`), and the tracked-changes writer
 * (src/docx/write) addresses paragraphs by those ranges, so the two cannot number differently.
 * A paragraph counts unless it sits inside
 * - `mc:Fallback` — the duplicate of content whose `mc:Choice` is read (read/passed-elements.ts `IGNORED_SUBTREES`);
 * - `w:object` — an embedded object (OLE, VML shape), whose text boxes the reader does not read;
 * - a separator, continuation-separator or continuation-notice footnote/endnote (below).
 * Text boxes (`w:txbxContent` in `w:drawing` or `w:pict`), content controls, custom XML, smart
 * tags, hyperlinks, fields, tracked insertions/deletions and tables in tables all count.
 * tests/writer/agreement.test.ts holds the writer's view of every paragraph to the reader's on
 * every corpus file, the shared mutation set and built constructs.
 */
import type { JoinReason } from './model.ts';

/** Note types (`w:footnote/@w:type`, `w:endnote/@w:type`) whose paragraphs do not count. */
export const UNCOUNTED_NOTE_TYPES: ReadonlySet<string> = new Set([
  'separator',
  'continuationSeparator',
  'continuationNotice',
]);

/**
 * Which paragraphs the accepted view joins into one block (model.ts text rules). A paragraph runs
 * on into the next one when its mark is deleted (`w:pPr/w:rPr/w:del`, or `w:moveFrom`: accepting
 * removes the mark, as Word, Open-Xml-PowerTools' RevisionAccepter and pandoc do) or when it is a
 * drop cap (`w:pPr/w:framePr/@w:dropCap` "drop" or "margin": the large first letter Word draws
 * in the next paragraph) — but only when the next paragraph is its next sibling, with nothing
 * but these markers between (never across a table, cell, note or text box boundary). The reader
 * decides it in its one pass (read/part-reader.ts `ParagraphRange.next`, `joinsNext`, `head`),
 * and the writer follows the same ranges.
 */
export const BETWEEN_PARAGRAPH_MARKERS: ReadonlySet<string> = new Set([
  'w:bookmarkStart',
  'w:bookmarkEnd',
  'w:proofErr',
  'w:permStart',
  'w:permEnd',
  'w:commentRangeStart',
  'w:commentRangeEnd',
  'w:moveFromRangeStart',
  'w:moveFromRangeEnd',
  'w:moveToRangeStart',
  'w:moveToRangeEnd',
  'w:customXmlInsRangeStart',
  'w:customXmlInsRangeEnd',
  'w:customXmlDelRangeStart',
  'w:customXmlDelRangeEnd',
]);

/** What a joined paragraph's boundary is in the original view: a deleted mark is restored as a paragraph break. */
export const ORIGINAL_VIEW_JOIN: Readonly<Record<JoinReason, string>> = {
  'deleted-mark': '\n',
  'drop-cap': '',
};
