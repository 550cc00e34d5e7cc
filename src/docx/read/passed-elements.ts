/**
 * The elements the reader does not read one by one (model.ts rules): subtrees it skips whole,
 * wrappers it reads through as if they were not there, markers that add no text, and drawing
 * internals. Anything that is none of these and has no reader of its own is reported by name
 * (`unknown-content`), never dropped silently.
 */
import { BETWEEN_PARAGRAPH_MARKERS } from '../paragraph-rules.ts';
import { elementReader, type ElementReader } from './element-reader.ts';

/** Elements with no text and nothing a check needs: skipped with their whole subtree. */
export const IGNORED_SUBTREES: ReadonlySet<string> = new Set([
  'w:rPrChange',
  'w:pPrChange',
  'w:sectPr',
  'w:tblPr',
  'w:tblGrid',
  'w:trPr',
  'w:tcPr',
  'w:tblPrEx',
  // A field's instruction (its result is read): model.ts rules.
  'w:instrText',
  'w:delInstrText',
  // A content control's properties (its tag, alias, placeholder, citation flag): settings, not text.
  'w:sdtPr',
  'w:sdtEndPr',
  // A field's private data (a legacy form field's or a reference manager's base64 blob): not text.
  'w:fldData',
  // The duplicate of content whose mc:Choice is read: a text box written as both DrawingML and VML is read once.
  'mc:Fallback',
  'w:sectPrChange',
  'w:tblPrChange',
  'w:numberingChange',
]);

/**
 * Elements whose content is read as if they were not there: the part's root, content controls
 * (`w:sdt`), smart tags, custom XML, simple fields, text direction, the chosen branch of
 * `mc:AlternateContent`, text box wrappers. Elements that also have a reader of their own
 * (`w:p`, `w:r`, `w:ins`…) are listed too: what they hold is read through them.
 */
export const TRANSPARENT: ReadonlySet<string> = new Set([
  'w:body',
  'w:smartTag',
  'w:sdt',
  'w:sdtContent',
  'w:customXml',
  'w:fldSimple',
  'w:dir',
  'w:bdo',
  'mc:AlternateContent',
  'mc:Choice',
  'w:footnotes',
  'w:endnotes',
  'w:document',
  'w:txbxContent',
  'w:background',
  'wps:txbx',
  'v:textbox',
  'w:r',
  'w:ins',
  'w:del',
  'w:moveFrom',
  'w:moveTo',
  'w:tbl',
  'w:tr',
  'w:tc',
  'w:p',
  'w:footnote',
  'w:endnote',
  'w:rPr',
  'w:pPr',
  'w:drawing',
  'w:pict',
]);

/** Empty or structural markers that add no text (model.ts rules). */
export const NO_TEXT: ReadonlySet<string> = new Set([
  // The markers that may stand between two paragraphs (paragraph-rules.ts) carry no text either.
  ...BETWEEN_PARAGRAPH_MARKERS,
  'w:lastRenderedPageBreak',
  'w:commentReference',
  'w:footnoteReference',
  'w:endnoteReference',
  'w:footnoteRef',
  'w:endnoteRef',
  'w:separator',
  'w:continuationSeparator',
  'w:softHyphen',
  'w:fldChar',
  'w:annotationRef',
  'w:dayShort',
  'w:monthShort',
  'w:yearShort',
  'w:dayLong',
  'w:monthLong',
  'w:yearLong',
  'w:pgNum',
  'w:contentPart',
  'w:cellIns',
  'w:cellDel',
  'w:cellMerge',
  'w:gridBefore',
  'w:gridAfter',
  'w:tblHeader',
]);

/**
 * Prefixes of DrawingML, VML and Word's later drawing extensions (a14:useLocalDpi, wp14:pctWidth,
 * w14:…): pictures and their settings, never manuscript text (a text box's text is in
 * w:txbxContent, which is read). Their elements are passed over, not reported as unread content.
 */
export const DRAWING_INTERNALS = /^(a\d*|wp\d*|pic\d*|wps|wpg|wpc|v|o|w10|w1[4-9]\w*|c\d*|cx\d*|dgm\d*|asvg|adec|lc):/;

/** Skipped with its whole subtree (the part reader counts the depth; this reader is never called). */
export const SKIPPED_SUBTREE: ElementReader = elementReader({});

/** Read through (transparent wrappers, markers, drawing internals): nothing to do at its tags. */
export const PASSED: ElementReader = elementReader({});

/** Run-property and paragraph-property children we read or can safely pass over. */
function isPropertyName(name: string): boolean {
  return name.startsWith('w:') && name !== 'w:t' && name !== 'w:delText';
}

/** An element of no known kind: reported by name unless it is a formatting property. */
export const UNKNOWN: ElementReader = elementReader({
  open: (s, _attributes, name) => {
    if (s.inPPr > 0 || s.inRPr > 0) return; // other formatting properties
    if (isPropertyName(name) && !s.top) return;
    s.notRead.unknown.add(name);
  },
});
