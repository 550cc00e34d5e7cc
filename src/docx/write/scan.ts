/**
 * A fast pass over a part's XML text that finds every `w:p` element (start and end offsets in the
 * string, nesting) and the complex-field state at each paragraph's start, without building a DOM.
 * The writer parses only the paragraphs it edits and splices them back into the original string,
 * so every other byte of the part stays as it was.
 */
import { UNCOUNTED_MC_ELEMENTS, UNCOUNTED_NOTE_TYPES, UNCOUNTED_WORD_ELEMENTS } from '../paragraph-rules.ts';
import { isWordNamespace, MC } from './namespaces.ts';

/** Phase of an open complex field (ECMA-376 Part 1 §17.16.18: begin → instruction, separate → result). */
export type FieldPhase = 'instruction' | 'result';

export type NamespaceScope = Readonly<Record<string, string>>;

export interface ScannedParagraph {
  index: number;
  /** Offset of `<` of the start tag and offset just after the end tag. */
  start: number;
  end: number;
  /** Index of the outermost paragraph containing this one (itself when not nested). */
  outer: number;
  /** Complex fields still open when the paragraph starts (fields may span paragraphs). */
  fieldsIn: FieldPhase[];
  /** Namespace declarations in scope at the start tag (prefix '' = default namespace). */
  scope: NamespaceScope;
}

export class XmlScanError extends Error {}

interface Frame {
  name: string;
  scope: NamespaceScope;
  paragraph: ScannedParagraph | null;
  hidden: boolean;
}

const NOTE_TYPE = /\btype\s*=\s*["']([A-Za-z]+)["']/;

const FLD_CHAR_TYPE = /fldCharType\s*=\s*["']([a-z]+)["']/;
const XMLNS = /\sxmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function scanParagraphs(xml: string): ScannedParagraph[] {
  const paragraphs: ScannedParagraph[] = [];
  const stack: Frame[] = [];
  const fields: FieldPhase[] = [];
  let scope: NamespaceScope = {};
  let outerOpen: ScannedParagraph | null = null;
  let depthOfParagraphs = 0;
  // Paragraphs that do not count (src/docx/paragraph-rules.ts): markup-compatibility fallbacks,
  // embedded objects and note separators.
  let hiddenDepth = 0;
  let i = xml.indexOf('<');
  while (i !== -1) {
    const next = xml.charCodeAt(i + 1);
    if (next === 63 /* ? */) {
      const close = xml.indexOf('?>', i + 2);
      if (close === -1) throw new XmlScanError('Unterminated processing instruction.');
      i = xml.indexOf('<', close + 2);
      continue;
    }
    if (next === 33 /* ! */) {
      let close: number;
      if (xml.startsWith('<!--', i)) close = xml.indexOf('-->', i + 4) + 3;
      else if (xml.startsWith('<![CDATA[', i)) close = xml.indexOf(']]>', i + 9) + 3;
      else throw new XmlScanError('The part declares a DOCTYPE, which is refused.');
      if (close < 3) throw new XmlScanError('Unterminated comment or CDATA section.');
      i = xml.indexOf('<', close);
      continue;
    }
    if (next === 47 /* / */) {
      const close = xml.indexOf('>', i);
      if (close === -1) throw new XmlScanError('Unterminated end tag.');
      const frame = stack.pop();
      if (!frame) throw new XmlScanError('Unbalanced end tag.');
      if (frame.hidden) hiddenDepth--;
      if (frame.paragraph) {
        frame.paragraph.end = close + 1;
        depthOfParagraphs--;
        if (depthOfParagraphs === 0) outerOpen = null;
      }
      scope = stack.length > 0 ? (stack[stack.length - 1] as Frame).scope : {};
      i = xml.indexOf('<', close + 1);
      continue;
    }
    const close = tagEnd(xml, i);
    const selfClosing = xml.charCodeAt(close - 1) === 47;
    let nameEnd = i + 1;
    while (nameEnd < close) {
      const c = xml.charCodeAt(nameEnd);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
      nameEnd++;
    }
    const name = xml.slice(i + 1, nameEnd);
    const parentScope = scope;
    let ownScope = scope;
    if (close - nameEnd > 6 && xml.slice(nameEnd, close).includes('xmlns')) {
      const declared: Record<string, string> = { ...scope };
      for (const m of xml.slice(nameEnd, close).matchAll(XMLNS)) declared[m[1] ?? ''] = m[2] ?? m[3] ?? '';
      ownScope = declared;
    }
    const colon = name.indexOf(':');
    const prefix = colon === -1 ? '' : name.slice(0, colon);
    const local = colon === -1 ? name : name.slice(colon + 1);
    let paragraph: ScannedParagraph | null = null;
    let hidden = false;
    if (UNCOUNTED_MC_ELEMENTS.has(local) && ownScope[prefix] === MC) hidden = true;
    else if (UNCOUNTED_WORD_ELEMENTS.has(local) && isWordNamespace(ownScope[prefix])) hidden = true;
    else if ((local === 'footnote' || local === 'endnote') && isWordNamespace(ownScope[prefix])) {
      hidden = UNCOUNTED_NOTE_TYPES.has(NOTE_TYPE.exec(xml.slice(nameEnd, close))?.[1] ?? '');
    } else if ((local === 'p' || local === 'fldChar') && isWordNamespace(ownScope[prefix]) && hiddenDepth === 0) {
      if (local === 'p') {
        paragraph = {
          index: paragraphs.length,
          start: i,
          end: selfClosing ? close + 1 : -1,
          outer: outerOpen ? outerOpen.index : paragraphs.length,
          fieldsIn: [...fields],
          scope: parentScope,
        };
        paragraphs.push(paragraph);
      } else {
        const type = FLD_CHAR_TYPE.exec(xml.slice(nameEnd, close))?.[1];
        if (type === 'begin') fields.push('instruction');
        else if (type === 'separate' && fields.length > 0) fields[fields.length - 1] = 'result';
        else if (type === 'end') fields.pop();
      }
    }
    if (!selfClosing) {
      stack.push({ name, scope: ownScope, paragraph, hidden });
      if (hidden) hiddenDepth++;
      scope = ownScope;
      if (paragraph) {
        if (depthOfParagraphs === 0) outerOpen = paragraph;
        depthOfParagraphs++;
      }
    }
    i = xml.indexOf('<', close + 1);
  }
  if (stack.length > 0) throw new XmlScanError('The part ends inside an element.');
  return paragraphs;
}

/** Offset of the `>` closing the start tag at `from`, skipping quoted attribute values. */
function tagEnd(xml: string, from: number): number {
  let quote = 0;
  for (let j = from + 1; j < xml.length; j++) {
    const c = xml.charCodeAt(j);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return j;
  }
  throw new XmlScanError('Unterminated start tag.');
}
