/**
 * Which `w:p` elements count (model.ts `Block.paragraphIndex`): the one rule the reader
 * (read/part-reader.ts) and the tracked-changes writer (write/scan.ts, write/part.ts) number
 * paragraphs by. A paragraph counts unless it sits inside
 * - `mc:Fallback` — the duplicate of content whose `mc:Choice` is read;
 * - `w:object` — an embedded object (OLE, VML shape), whose text boxes the reader does not read;
 * - a separator, continuation-separator or continuation-notice footnote/endnote.
 * Text boxes (`w:txbxContent` in `w:drawing` or `w:pict`), content controls, custom XML, smart
 * tags, hyperlinks, fields, tracked insertions/deletions and tables in tables all count.
 * tests/writer/agreement.test.ts holds the reader and the writer to it on every corpus file,
 * the hostile files and a set of built constructs.
 */

/** WordprocessingML elements whose paragraphs do not count. */
export const UNCOUNTED_WORD_ELEMENTS: ReadonlySet<string> = new Set(['object']);

/** Markup-compatibility elements whose paragraphs do not count. */
export const UNCOUNTED_MC_ELEMENTS: ReadonlySet<string> = new Set(['Fallback']);

/** Note types (`w:footnote/@w:type`, `w:endnote/@w:type`) whose paragraphs do not count. */
export const UNCOUNTED_NOTE_TYPES: ReadonlySet<string> = new Set([
  'separator',
  'continuationSeparator',
  'continuationNotice',
]);
