/**
 * One XML part opened for editing: its bytes, its paragraphs as the reader numbers and places
 * them (src/docx/read/part-reader.ts `paragraphRanges`: one reading, one rule), and the outermost
 * paragraphs parsed on demand. `serialize` splices only the edited paragraphs back into the
 * original bytes, so every other byte of the part stays as it was.
 */
import { isUtf8 } from 'node:buffer';
import { DocxRefusedError } from '../errors.ts';
import type { JoinReason } from '../model.ts';
import { paragraphRanges, type FieldPhase, type ParagraphRange } from '../read/part-reader.ts';
import { parseFragment, serializeChildren } from './fragment.ts';

export class PartError extends Error {}

export interface ParsedUnit {
  /** paragraphIndex of the outermost paragraph, and where it stands. */
  index: number;
  range: ParagraphRange;
  wrapper: Element;
  touched: boolean;
  /** The unit's counted `w:p` elements by paragraphIndex (the outer one and those nested in it). */
  paragraphs: Map<number, Element>;
}

const DECLARED_ENCODING = /^\uFEFF?<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/;
const encoder = new TextEncoder();

export class EditablePart {
  readonly name: string;
  /** The part's bytes as stored (UTF-8, checked). */
  readonly bytes: Uint8Array;
  readonly paragraphs: ParagraphRange[];
  private readonly buffer: Buffer;
  private readonly units = new Map<number, ParsedUnit>();

  constructor(name: string, bytes: Uint8Array) {
    this.name = name;
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
      throw new PartError(`${name} is stored as UTF-16, which the writer does not edit.`);
    }
    this.bytes = bytes;
    this.buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const encoding = DECLARED_ENCODING.exec(this.buffer.toString('utf8', 0, Math.min(bytes.length, 200)))?.[1];
    // A label no decoder knows (a damaged declaration) is read as UTF-8, as the reader reads it.
    if (encoding && !/^utf-?8$/i.test(encoding) && knownEncoding(encoding))
      throw new PartError(`${name} declares the encoding ${encoding}.`);
    try {
      this.paragraphs = paragraphRanges(bytes, name);
    } catch (error) {
      if (!(error instanceof DocxRefusedError)) throw error;
      throw new PartError(`${name} could not be read: ${error.message}`);
    }
  }

  /** Complex fields open where paragraph `index` starts. */
  fieldsIn(index: number): readonly FieldPhase[] {
    return this.paragraphs[index]?.fieldsIn ?? [];
  }

  /** The parsed outermost paragraph holding paragraph `index`, and that paragraph's element. */
  paragraph(index: number): { unit: ParsedUnit; element: Element } {
    const range = this.paragraphs[index];
    if (!range) throw new PartError(`${this.name} has no paragraph ${index}.`);
    let unit = this.units.get(range.outer);
    if (!unit) {
      const outer = this.paragraphs[range.outer] as ParagraphRange;
      // The reader decodes damaged UTF-8 leniently; the writer will not rewrite such a paragraph
      // (its damaged bytes would silently become U+FFFD). Only this paragraph is refused.
      if (!isUtf8(this.bytes.subarray(outer.start, outer.end))) {
        throw new PartError(`Paragraph ${index} of ${this.name} is not valid UTF-8 text.`);
      }
      const xml = this.buffer.toString('utf8', outer.start, outer.end);
      // The paragraphs nested in this one (text boxes) follow it in the reader's numbering.
      const members = [range.outer];
      while (this.paragraphs[range.outer + members.length]?.outer === range.outer) {
        members.push(range.outer + members.length);
      }
      // Their starts as offsets in `xml` (characters, not bytes); the outer one starts at 0.
      const starts = members.map((m) =>
        m === range.outer
          ? 0
          : this.buffer.toString('utf8', outer.start, (this.paragraphs[m] as ParagraphRange).start).length,
      );
      const { wrapper, elements } = parseFragment(xml, outer.namespaces, starts);
      const paragraphs = new Map<number, Element>();
      members.forEach((m, k) => {
        const element = elements[k];
        if (!element) throw new PartError(`${this.name}: paragraph ${m} could not be isolated.`);
        paragraphs.set(m, element);
      });
      unit = { index: range.outer, range: outer, wrapper, touched: false, paragraphs };
      this.units.set(range.outer, unit);
    }
    return { unit, element: unit.paragraphs.get(index) as Element };
  }

  /**
   * True when the next paragraph (`index + 1`, nothing nested in this one between them) is this
   * one's next sibling as the reader found it (no table, cell or note boundary; bookmarks and
   * similar markers may stand between), so a deleted paragraph mark joins them.
   */
  adjacentSiblings(index: number): boolean {
    return this.paragraphs[index]?.next === index + 1;
  }

  /**
   * The paragraphs of the reader's block that starts with paragraph `index` (paragraph-rules.ts:
   * a deleted paragraph mark or a drop cap runs a paragraph on into its next sibling), each with
   * how it joins the one before (null for the first). Throws when `index` continues another block.
   */
  chain(index: number): { index: number; by: JoinReason | null }[] {
    const range = this.paragraphs[index];
    if (range && range.head !== index) {
      throw new PartError(
        `Paragraph ${index} of ${this.name} continues paragraph ${range.head} (its paragraph mark is deleted, or it is a drop cap); address paragraph ${range.head}.`,
      );
    }
    const members: { index: number; by: JoinReason | null }[] = [{ index, by: null }];
    for (let r = range; r?.joinsNext && r.next !== null; r = this.paragraphs[r.next])
      members.push({ index: r.next, by: r.joinsNext });
    return members;
  }

  /** The part's new bytes: the original with each touched unit replaced by its serialization. */
  serialize(): Uint8Array | null {
    const touched = [...this.units.values()].filter((u) => u.touched).sort((a, b) => a.range.start - b.range.start);
    if (touched.length === 0) return null;
    const pieces: Uint8Array[] = [];
    let at = 0;
    for (const unit of touched) {
      pieces.push(this.bytes.subarray(at, unit.range.start), encoder.encode(serializeChildren(unit.wrapper)));
      at = unit.range.end;
    }
    pieces.push(this.bytes.subarray(at));
    return Buffer.concat(pieces);
  }
}

/** The prefix bound to the WordprocessingML namespace, for new elements and attributes. */
export function wordPrefix(paragraph: Element): string {
  if (paragraph.prefix) return paragraph.prefix;
  throw new PartError('The paragraph uses WordprocessingML as its default namespace, which the writer does not edit.');
}

function knownEncoding(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}
