/**
 * One XML part opened for editing: its text, its paragraphs (found by a scan, not a DOM), and the
 * outermost paragraphs parsed on demand. `serialize` splices only the edited paragraphs back into
 * the original text.
 */
import { parseFragment, serializeChildren } from './fragment.ts';
import { UNCOUNTED_MC_ELEMENTS, UNCOUNTED_WORD_ELEMENTS } from '../paragraph-rules.ts';
import { isWordNamespace, MC } from './namespaces.ts';
import { scanParagraphs, type ScannedParagraph } from './scan.ts';

export class PartError extends Error {}

export interface ParsedUnit {
  outer: ScannedParagraph;
  wrapper: Element;
  /** The unit's `w:p` elements in document order; element j is paragraph `outer.index + j`. */
  paragraphs: Element[];
  touched: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const DECLARED_ENCODING = /^\uFEFF?<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/;

export class EditablePart {
  readonly name: string;
  readonly xml: string;
  readonly paragraphs: ScannedParagraph[];
  private readonly units = new Map<number, ParsedUnit>();

  constructor(name: string, bytes: Uint8Array) {
    this.name = name;
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
      throw new PartError(`${name} is stored as UTF-16, which the writer does not edit.`);
    }
    try {
      this.xml = utf8.decode(bytes);
    } catch {
      throw new PartError(`${name} is not valid UTF-8 text.`);
    }
    const encoding = DECLARED_ENCODING.exec(this.xml)?.[1];
    if (encoding && !/^utf-?8$/i.test(encoding)) throw new PartError(`${name} declares the encoding ${encoding}.`);
    try {
      this.paragraphs = scanParagraphs(this.xml);
    } catch (error) {
      throw new PartError(`${name} could not be read: ${(error as Error).message}`);
    }
  }

  /** The parsed outermost paragraph holding paragraph `index`, and that paragraph's element. */
  paragraph(index: number): { unit: ParsedUnit; element: Element } {
    const scanned = this.paragraphs[index];
    if (!scanned) throw new PartError(`${this.name} has no paragraph ${index}.`);
    const outer = this.paragraphs[scanned.outer] as ScannedParagraph;
    let unit = this.units.get(outer.index);
    if (!unit) {
      const wrapper = parseFragment(this.xml.slice(outer.start, outer.end), outer.scope);
      const paragraphs: Element[] = [];
      collectParagraphs(wrapper, paragraphs);
      let expected = 1;
      while (this.paragraphs[outer.index + expected]?.outer === outer.index) expected++;
      if (paragraphs.length !== expected)
        throw new PartError(`${this.name}: paragraph ${index} could not be isolated.`);
      unit = { outer, wrapper, paragraphs, touched: false };
      this.units.set(outer.index, unit);
    }
    return { unit, element: unit.paragraphs[index - outer.index] as Element };
  }

  /**
   * True when paragraph `index` and the next one are siblings with nothing but whitespace
   * between them (no table, cell or note boundary), so a deleted paragraph mark joins them.
   */
  adjacentSiblings(index: number): boolean {
    const p = this.paragraphs[index];
    const q = this.paragraphs[index + 1];
    if (!p || !q || p.outer !== p.index || q.outer !== q.index) return false;
    return this.xml.slice(p.end, q.start).trim() === '';
  }

  /** The part's new text: the original with each touched unit replaced by its serialization. */
  serialize(): string | null {
    const touched = [...this.units.values()].filter((u) => u.touched).sort((a, b) => a.outer.start - b.outer.start);
    if (touched.length === 0) return null;
    const pieces: string[] = [];
    let at = 0;
    for (const unit of touched) {
      pieces.push(this.xml.slice(at, unit.outer.start), serializeChildren(unit.wrapper));
      at = unit.outer.end;
    }
    pieces.push(this.xml.slice(at));
    return pieces.join('');
  }
}

function collectParagraphs(node: Element, out: Element[]): void {
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType !== 1) continue;
    const el = c as Element;
    if (UNCOUNTED_MC_ELEMENTS.has(el.localName) && el.namespaceURI === MC) continue; // paragraph-rules.ts
    if (UNCOUNTED_WORD_ELEMENTS.has(el.localName) && isWordNamespace(el.namespaceURI)) continue;
    if (el.localName === 'p' && isWordNamespace(el.namespaceURI)) out.push(el);
    collectParagraphs(el, out);
  }
}

/** The prefix bound to the WordprocessingML namespace, for new elements and attributes. */
export function wordPrefix(paragraph: Element): string {
  if (paragraph.prefix) return paragraph.prefix;
  throw new PartError('The paragraph uses WordprocessingML as its default namespace, which the writer does not edit.');
}
