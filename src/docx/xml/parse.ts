/**
 * The one XML entry point of the engine. Refuses any DOCTYPE or entity declaration before and
 * while parsing (no DTD, no entity expansion, no external access: saxes never fetches anything
 * and knows only the five predefined entities). Element and attribute names are reported with
 * canonical prefixes resolved from their namespace, so Transitional and Strict OOXML (ISO/IEC
 * 29500-1 §8.1, purl.oclc.org namespaces) look the same to the readers.
 */
import { SaxesParser } from 'saxes';
import { DocxRefusedError } from '../errors.ts';

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

export type Attributes = Record<string, string>;

export interface XmlHandlers {
  open?: (name: string, attributes: Attributes) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

const utf8 = new TextDecoder('utf-8');
const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');

/** Decodes a part's bytes; a UTF-8 byte-order mark is dropped (mammoth's utf8-bom fixture). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16le.decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16be.decode(bytes);
  return utf8.decode(bytes);
}

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;

interface Scope {
  depth: number;
  previous: Map<string, string | undefined>;
}

export function parseXml(xml: string, part: string, handlers: XmlHandlers): void {
  if (DECLARATION.test(xml)) throw new DocxRefusedError('doctype', `${part} declares a DOCTYPE or entity`);
  const prefixes = new Map<string, string>();
  const scopes: Scope[] = [];
  let depth = 0;
  const canonical = (qualified: string, isAttribute: boolean): string => {
    const colon = qualified.indexOf(':');
    if (colon === -1) {
      if (isAttribute) return qualified;
      const uri = prefixes.get('');
      const prefix = uri === undefined ? undefined : canonicalPrefixes[uri];
      return prefix ? `${prefix}:${qualified}` : qualified;
    }
    const uri = prefixes.get(qualified.slice(0, colon));
    const prefix = uri === undefined ? undefined : canonicalPrefixes[uri];
    return prefix ? `${prefix}:${qualified.slice(colon + 1)}` : qualified;
  };
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new DocxRefusedError('doctype', `${part} has a DOCTYPE`);
  });
  parser.on('opentag', (tag) => {
    depth++;
    const raw = tag.attributes as Record<string, string>;
    let scope: Scope | null = null;
    for (const key in raw) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) {
        const prefix = key === 'xmlns' ? '' : key.slice(6);
        scope ??= { depth, previous: new Map() };
        if (!scope.previous.has(prefix)) scope.previous.set(prefix, prefixes.get(prefix));
        prefixes.set(prefix, raw[key] ?? '');
      }
    }
    if (scope) scopes.push(scope);
    if (!handlers.open) return;
    const attributes: Attributes = {};
    for (const key in raw) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
      attributes[canonical(key, true)] = raw[key] ?? '';
    }
    handlers.open(canonical(tag.name, false), attributes);
  });
  parser.on('closetag', (tag) => {
    handlers.close?.(canonical(tag.name, false));
    const scope = scopes[scopes.length - 1];
    if (scope && scope.depth === depth) {
      scopes.pop();
      for (const [prefix, uri] of scope.previous) {
        if (uri === undefined) prefixes.delete(prefix);
        else prefixes.set(prefix, uri);
      }
    }
    depth--;
  });
  if (handlers.text) {
    const onText = handlers.text;
    parser.on('text', onText);
    parser.on('cdata', onText);
  }
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof DocxRefusedError) throw error;
    throw new DocxRefusedError('damaged', `${part}: ${(error as Error).message}`);
  }
}
