/**
 * The one XML entry point of the engine. Refuses any DOCTYPE or entity declaration before and
 * while parsing (no DTD, no entity expansion, no external access: the scanner below knows only the
 * five predefined entities and character references, and never fetches anything). Element and
 * attribute names are reported with canonical prefixes resolved from their namespace, so
 * Transitional and Strict OOXML (ISO/IEC 29500-1 §8.1, purl.oclc.org namespaces) look the same
 * to the readers. The scanner reads the part's UTF-8 bytes: the markup is never decoded into one
 * large string, only names (once each), the attribute values asked for and the text wanted.
 */
import { DocxRefusedError } from '../errors.ts';
import { NameTable, sameBytes, type InternedName } from './names.ts';

const canonicalPrefixes: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'pr',
  'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://schemas.openxmlformats.org/officeDocument/2006/math': 'm',
  'http://purl.oclc.org/ooxml/officeDocument/math': 'm',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
  'urn:schemas-microsoft-com:vml': 'v',
  'urn:schemas-microsoft-com:office:office': 'o',
  'http://schemas.microsoft.com/office/word/2010/wordml': 'w14',
};

/** The prefixes above: written with another namespace, a name must not pass for one of them. */
const CANONICAL_PREFIX_NAMES: ReadonlySet<string> = new Set(Object.values(canonicalPrefixes));

/**
 * The attributes of the element being opened, read on demand by canonical name ("w:val").
 * Valid only during the `open` call: the scanner reuses it for the next element.
 */
export interface Attributes {
  get(name: string): string | undefined;
  /**
   * The namespace declarations in scope at this element, its own included (prefix '' is the
   * default namespace), as written in the part. One frozen object per change of scope, so a
   * caller may keep it.
   */
  namespaces(): NamespaceScope;
}

/** Namespace declarations by prefix ('' = default namespace), as declared in the part. */
export type NamespaceScope = Readonly<Record<string, string>>;

export interface XmlHandlers {
  /**
   * `id` numbers the canonical name, the same in every part and read (names.ts `nameId`; -1: none).
   * `start` is the offset of the start tag's "<" in the part's UTF-8 bytes (`utf8Of` of the input).
   */
  open?: (name: string, attributes: Attributes, id: number, start: number) => void;
  /** `end` is the offset just after the element's end tag (or empty-element tag) in the same bytes. */
  close?: (name: string, id: number, end: number) => void;
  /**
   * A text node, decoded. `start`/`end` is its range in the part's UTF-8 bytes (`utf8Of` of
   * what was given to `parseXml`); `raw` is true when no entity or character reference
   * was decoded, so the text is exactly those bytes (a reader may count its words there).
   */
  text?: (text: string, start: number, end: number, raw: boolean) => void;
  /** Asked before each text node is decoded; false skips it (most text between tags is unwanted). */
  wantsText?: () => boolean;
}

const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');

/** Decodes a whole part's bytes; a UTF-8 byte-order mark is dropped (mammoth's utf8-bom fixture). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16le.decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16be.decode(bytes);
  // Buffer's UTF-8 decoder is the fastest in Node; it keeps a leading BOM.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * A part's bytes as UTF-8, which is what the scanner reads: UTF-8 parts as they are (a
 * byte-order mark included: the scanner skips it), UTF-16 parts (rare) transcoded. Idempotent,
 * so a reader and the scanner given its result share one set of offsets.
 */
export function utf8Of(bytes: Uint8Array): Uint8Array {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return new Uint8Array(Buffer.from(decodeXml(bytes), 'utf8'));
  }
  return bytes;
}

/**
 * The prologue of a part (everything before the root element's start tag), decoded. Only this
 * can hold a DOCTYPE and so an entity declaration.
 */
export function prologueOf(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const text = decodeXml(bytes);
    return prologueEnded(text) ? text : null;
  }
  // UTF-8: find "<" followed by a name-start byte (a letter, "_" or a non-ASCII lead byte),
  // skipping "<?", "<!" (comments, DOCTYPE) whose contents are decoded with the prologue.
  for (let i = bytes.indexOf(0x3c); i !== -1; i = bytes.indexOf(0x3c, i + 1)) {
    const next = bytes[i + 1] ?? 0;
    if (next === 0x3f || next === 0x21) {
      if (next === 0x21 && bytes[i + 2] === 0x2d && bytes[i + 3] === 0x2d) {
        // Skip the whole comment: a "<" inside it is not a tag.
        let end = i + 4;
        while (end < bytes.length - 2 && !(bytes[end] === 0x2d && bytes[end + 1] === 0x2d && bytes[end + 2] === 0x3e))
          end++;
        i = end;
      }
      continue;
    }
    if ((next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a) || next === 0x5f || next >= 0x80) {
      return decodeXml(bytes.subarray(0, i));
    }
  }
  return null;
}

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;

export function hasDeclaration(xml: string): boolean {
  return DECLARATION.test(xml);
}

/** True once the text reaches the root element's start tag (past comments, PIs, DOCTYPE). */
export function prologueEnded(xml: string): boolean {
  return /<[\p{L}_]/u.test(xml.replace(/<!--[\s\S]*?-->/g, ''));
}

interface Scope {
  depth: number;
  previous: Map<string, string | undefined>;
  /** The namespaces object in scope before this element's declarations. */
  previousDeclared: NamespaceScope;
}

const NO_NAMESPACES: NamespaceScope = Object.freeze({});

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);|&/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(raw: string, part: string): string {
  if (raw.indexOf('&') === -1) return raw;
  return raw.replace(ENTITY, (whole, name: string | undefined) => {
    if (!name) throw new DocxRefusedError('damaged', `${part}: stray "&" or undefined entity`);
    if (name.charCodeAt(0) !== 35) return NAMED[name] ?? '';
    const code = name.charCodeAt(1) === 120 ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    if (!(code >= 0x9 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) {
      throw new DocxRefusedError('damaged', `${part}: invalid character reference ${whole}`);
    }
    return String.fromCodePoint(code);
  });
}

function isNameEnd(code: number): boolean {
  // whitespace, '/', '>', '=' (bytes of non-ASCII characters are name bytes)
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62 || code === 61;
}

function isSpaceByte(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Text nodes are searched byte by byte this far, then natively (long paragraphs). */
const SHORT_TEXT = 48;

/**
 * A strict, non-validating scanner for the XML that Office writes: elements, attributes,
 * text, CDATA, comments and processing instructions; the five predefined entities and
 * character references only. Mismatched or unclosed tags, text outside the root and undefined
 * entities are errors (→ "damaged"); any DOCTYPE is refused. Written for speed: it reads the
 * part's bytes (a string is encoded first), names are interned as they are read (names.ts),
 * attribute values are decoded only when asked for and text only when wanted.
 */
export function parseXml(input: Uint8Array | string, part: string, handlers: XmlHandlers): void {
  // No pre-scan for "<!DOCTYPE": the scanner refuses any markup declaration where it meets it.
  // Offsets in the text events are into `utf8Of(input)` (a string: its UTF-8 encoding).
  const bytes = typeof input === 'string' ? new Uint8Array(Buffer.from(input, 'utf8')) : utf8Of(input);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Buffer's documented UTF-8 decoding of a byte range (called for every text node).
  const text = (start: number, end: number): string => buffer.toString('utf8', start, end);
  const damaged = (why: string): DocxRefusedError => new DocxRefusedError('damaged', `${part}: ${why}`);
  const prefixes = new Map<string, string>();
  /** The same declarations as `prefixes`, as written: a new frozen object whenever they change. */
  let declared: NamespaceScope = NO_NAMESPACES;
  const scopes: Scope[] = [];
  const stack: InternedName[] = [];
  const resolve = (qualified: string, isAttribute: boolean): string => {
    const colon = qualified.indexOf(':');
    if (colon === -1) {
      if (isAttribute) return qualified;
      const uri = prefixes.get('');
      const prefix = uri === undefined ? undefined : canonicalPrefixes[uri];
      return prefix ? `${prefix}:${qualified}` : qualified;
    }
    const written = qualified.slice(0, colon);
    const uri = prefixes.get(written);
    const prefix = uri === undefined ? undefined : canonicalPrefixes[uri];
    if (prefix) return `${prefix}:${qualified.slice(colon + 1)}`;
    // A canonical prefix bound to another namespace (or to none) is not that vocabulary: "w:t"
    // with `w` bound elsewhere is no Word text, as a namespace-aware reader (the writer's DOM,
    // Word itself) sees it. Marked so that it never matches a reader; other prefixes stay as written.
    return CANONICAL_PREFIX_NAMES.has(written) ? `?${qualified}` : qualified;
  };
  // Canonical names depend on the prefixes in scope: any namespace declaration clears both tables.
  const elementNames = new NameTable(text, (raw) => resolve(raw, false));
  const attributeNames = new NameTable(text, (raw) => resolve(raw, true));
  const closeElement = (element: InternedName, end: number): void => {
    handlers.close?.(element.name, element.id, end);
    const scope = scopes[scopes.length - 1];
    if (scope && scope.depth === stack.length + 1) {
      scopes.pop();
      declared = scope.previousDeclared;
      for (const [prefix, uri] of scope.previous) {
        if (uri === undefined) prefixes.delete(prefix);
        else prefixes.set(prefix, uri);
      }
      elementNames.clear();
      attributeNames.clear();
    }
  };
  // Attributes of the current start tag: [nameStart, nameEnd, valueStart, valueEnd] × count.
  const attrSpans: number[] = [];
  let attrCount = 0;
  const attributeName = (k: number): InternedName =>
    attributeNames.get(bytes, attrSpans[k * 4] ?? 0, attrSpans[k * 4 + 1] ?? 0);
  const attributeValue = (k: number): string =>
    decodeEntities(text(attrSpans[k * 4 + 2] ?? 0, attrSpans[k * 4 + 3] ?? 0), part);
  const attributeReader: Attributes = {
    get(wanted: string): string | undefined {
      for (let k = 0; k < attrCount; k++) {
        const attribute = attributeName(k);
        if (!attribute.declaration && attribute.name === wanted) return attributeValue(k);
      }
      return undefined;
    },
    namespaces: () => declared,
  };
  const startsWith = (ascii: string, at: number): boolean => {
    for (let k = 0; k < ascii.length; k++) if (bytes[at + k] !== ascii.charCodeAt(k)) return false;
    return true;
  };
  const find = (ascii: string, from: number): number => buffer.indexOf(ascii, from, 'latin1');
  const onText = handlers.text;
  const wantsText = handlers.wantsText;
  const n = bytes.length;
  // A UTF-8 byte-order mark is skipped (a second one would be whitespace before the root).
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let seenRoot = false;
  // The next "&" at or after the text being read (-1: none left in the part).
  let nextAmp = buffer.indexOf(38);
  while (i < n) {
    // Text up to the next "<": short runs (most, between tags) by hand, long ones natively.
    let lt = i;
    const shortEnd = Math.min(n, i + SHORT_TEXT);
    while (lt < shortEnd && bytes[lt] !== 60) lt++;
    if (lt === shortEnd && lt < n) lt = buffer.indexOf(60, lt);
    else if (lt === n) lt = -1;
    const textEnd = lt === -1 ? n : lt;
    if (textEnd > i) {
      if (stack.length === 0) {
        if (text(i, textEnd).trim() !== '') throw damaged('text outside the root element');
      } else if (onText && (!wantsText || wantsText())) {
        // Entities are decoded only in text that has an "&" (found once per "&" in the part).
        if (nextAmp !== -1 && nextAmp < i) nextAmp = buffer.indexOf(38, i);
        const raw = text(i, textEnd);
        if (nextAmp === -1 || nextAmp >= textEnd) onText(raw, i, textEnd, true);
        else {
          const decoded = decodeEntities(raw, part);
          onText(decoded, i, textEnd, decoded === raw);
        }
      }
    }
    if (lt === -1) break;
    const next = bytes[lt + 1];
    if (next === 47) {
      // </name>
      const open = stack.pop();
      // Fast path: the open element's name follows "</" and ">" follows the name.
      if (open !== undefined) {
        const end = lt + 2 + open.bytes.length;
        if (bytes[end] === 62 && sameBytes(open.bytes, bytes, lt + 2)) {
          closeElement(open, end + 1);
          i = end + 1;
          continue;
        }
      }
      const gt = buffer.indexOf(62, lt);
      if (gt === -1) throw damaged('unterminated end tag');
      // Whitespace before ">" is allowed.
      let nameEnd = gt;
      while (nameEnd > lt + 2 && isSpaceByte(bytes[nameEnd - 1] ?? 0)) nameEnd--;
      if (open === undefined || nameEnd - (lt + 2) !== open.bytes.length || !sameBytes(open.bytes, bytes, lt + 2)) {
        throw damaged(`end tag </${text(lt + 2, gt)}> does not match`);
      }
      closeElement(open, gt + 1);
      i = gt + 1;
      continue;
    }
    if (next === 63) {
      // <? … ?>
      const end = find('?>', lt + 2);
      if (end === -1) throw damaged('unterminated processing instruction');
      i = end + 2;
      continue;
    }
    if (next === 33) {
      // <!-- --> or <![CDATA[ ]]>; anything else is a declaration
      if (startsWith('<!--', lt)) {
        const end = find('-->', lt + 4);
        if (end === -1) throw damaged('unterminated comment');
        i = end + 3;
        continue;
      }
      if (startsWith('<![CDATA[', lt)) {
        const end = find(']]>', lt + 9);
        if (end === -1 || stack.length === 0) throw damaged('bad CDATA section');
        onText?.(text(lt + 9, end), lt + 9, end, true);
        i = end + 3;
        continue;
      }
      throw new DocxRefusedError('doctype', `${part} has a markup declaration`);
    }
    // Start tag.
    let j = lt + 1;
    // A "<" anywhere in the tag before an attribute value's closing quote is refused there.
    let ltInTag = false;
    for (let c = bytes[j] ?? 0; j < n && !isNameEnd(c); c = bytes[++j] ?? 0) if (c === 60) ltInTag = true;
    const nameEnd = j;
    if (nameEnd === lt + 1 || j >= n) throw damaged('bad start tag');
    if (stack.length === 0 && seenRoot) throw damaged('a second root element');
    seenRoot = true;
    attrCount = 0;
    let selfClosing = false;
    let declaresNamespace = false;
    for (;;) {
      let c = bytes[j] ?? 0;
      while (isSpaceByte(c)) c = bytes[++j] ?? 0;
      if (c === 62) {
        j++;
        break;
      }
      if (c === 47) {
        if (bytes[j + 1] !== 62) throw damaged('bad empty-element tag');
        selfClosing = true;
        j += 2;
        break;
      }
      if (j >= n) throw damaged('unterminated start tag');
      const attrStart = j;
      while (j < n && !isNameEnd(c)) {
        if (c === 60) ltInTag = true;
        c = bytes[++j] ?? 0;
      }
      const attrEnd = j;
      while (isSpaceByte(c)) c = bytes[++j] ?? 0;
      if (c !== 61 || attrEnd === attrStart) throw damaged('attribute without a value');
      j++;
      while (isSpaceByte(bytes[j] ?? 0)) j++;
      const quote = bytes[j];
      if (quote !== 34 && quote !== 39) throw damaged('unquoted attribute');
      let close = j + 1;
      for (let v = bytes[close]; v !== quote; v = bytes[++close]) {
        if (close >= n) throw damaged('unterminated attribute value');
        if (v === 60) ltInTag = true;
      }
      if (ltInTag) throw damaged('"<" in an attribute value');
      if (
        bytes[attrStart] === 120 &&
        startsWith('xmlns', attrStart) &&
        (attrEnd === attrStart + 5 || bytes[attrStart + 5] === 58)
      ) {
        declaresNamespace = true;
      }
      const at = attrCount * 4;
      attrSpans[at] = attrStart;
      attrSpans[at + 1] = attrEnd;
      attrSpans[at + 2] = j + 1;
      attrSpans[at + 3] = close;
      attrCount++;
      j = close + 1;
    }
    if (declaresNamespace) {
      const scope: Scope = { depth: stack.length + 1, previous: new Map(), previousDeclared: declared };
      const own: Record<string, string> = { ...declared };
      for (let k = 0; k < attrCount; k++) {
        const key = text(attrSpans[k * 4] ?? 0, attrSpans[k * 4 + 1] ?? 0);
        if (key !== 'xmlns' && !key.startsWith('xmlns:')) continue;
        const prefix = key === 'xmlns' ? '' : key.slice(6);
        if (!scope.previous.has(prefix)) scope.previous.set(prefix, prefixes.get(prefix));
        const uri = attributeValue(k);
        prefixes.set(prefix, uri);
        own[prefix] = uri;
      }
      declared = Object.freeze(own);
      scopes.push(scope);
      elementNames.clear();
      attributeNames.clear();
    }
    // Interned after this tag's own declarations, which apply to its name and attributes too.
    const element = elementNames.get(bytes, lt + 1, nameEnd);
    stack.push(element);
    handlers.open?.(element.name, attributeReader, element.id, lt);
    if (selfClosing) {
      stack.pop();
      closeElement(element, j);
    }
    i = j;
  }
  if (stack.length > 0) throw damaged(`<${stack[stack.length - 1]?.raw ?? ''}> is not closed`);
  if (!seenRoot) throw damaged('no root element');
}
