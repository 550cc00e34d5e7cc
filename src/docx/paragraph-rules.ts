/**
 * Which `w:p` elements count (model.ts `Block.paragraphIndex`). The reader
 * (read/part-reader.ts) is the only implementation: it numbers the blocks and reports where each
 * counted paragraph stands in its part (`ParagraphRange`), and the tracked-changes writer
 * (src/docx/write) addresses paragraphs by those ranges, so the two cannot number differently.
 * A paragraph counts unless it sits inside
 * - `mc:Fallback` — the duplicate of content whose `mc:Choice` is read (part-reader.ts `IGNORED_SUBTREES`);
 * - `w:object` — an embedded object (OLE, VML shape), whose text boxes the reader does not read;
 * - a separator, continuation-separator or continuation-notice footnote/endnote (below).
 * Text boxes (`w:txbxContent` in `w:drawing` or `w:pict`), content controls, custom XML, smart
 * tags, hyperlinks, fields, tracked insertions/deletions and tables in tables all count.
 * tests/writer/agreement.test.ts holds the writer's view of every paragraph to the reader's on
 * every corpus file, the shared mutation set and built constructs.
 */

/** Note types (`w:footnote/@w:type`, `w:endnote/@w:type`) whose paragraphs do not count. */
export const UNCOUNTED_NOTE_TYPES: ReadonlySet<string> = new Set([
  'separator',
  'continuationSeparator',
  'continuationNotice',
]);
