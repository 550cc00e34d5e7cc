/**
 * Plain (untracked) text edits in a .docx, for the seeded-error generator: the text of `w:t`
 * elements is changed in place, through the project's own zip and XML layers (the reader's package
 * and paragraph numbering, the writer's paragraph view and byte-preserving serialiser), so the
 * reader then reads the seeded file exactly as it would read a user's file with that error typed
 * into it. Every part and paragraph not edited keeps its bytes.
 */
import { OpcPackage } from '../../../src/docx/zip/package.ts';
import { EditablePart } from '../../../src/docx/write/part.ts';
import { buildView, type Atom } from '../../../src/docx/write/view.ts';
import { rewritePackage } from '../../../src/docx/write/zip.ts';

export interface PlainEdit {
  part: string;
  paragraphIndex: number;
  /** Offsets in the block's accepted-view text (end exclusive). */
  start: number;
  end: number;
  text: string;
  /** The text expected in [start, end); the edit is refused when it differs. */
  expected: string;
}

/** An atom whose text can be rewritten: a `w:t` in the accepted and original views (no revision). */
function editable(atom: Atom): boolean {
  return atom.accepted && atom.original && atom.node.localName === 't' && atom.text.length > 0;
}

/**
 * Rewrites [start, end) of one paragraph: the first `w:t` the range touches takes the new text
 * (and keeps its run's formatting), the others lose their share of the range. Returns a reason
 * when the range holds anything but plain text (tabs, breaks, tracked changes, field codes).
 */
function rewrite(atoms: Atom[], start: number, end: number, text: string): string | null {
  const touched = atoms.filter(
    (a) => a.accepted && a.start < Math.max(end, start + 1) && a.start + a.text.length > start,
  );
  if (touched.length === 0) return 'no text at that place';
  if (touched.some((a) => !editable(a))) return 'the place holds a tab, break, revision or field code';
  let first = true;
  for (const atom of touched) {
    const from = Math.max(0, start - atom.start);
    const to = Math.min(atom.text.length, end - atom.start);
    const next = atom.text.slice(0, from) + (first ? text : '') + atom.text.slice(to);
    first = false;
    atom.node.textContent = next;
    if (/^\s|\s$/.test(next)) atom.node.setAttribute('xml:space', 'preserve');
  }
  return null;
}

/**
 * An open .docx taking plain edits one at a time (each checked and applied at once, so a place
 * that cannot take one is known before the next is chosen), then written out as a whole.
 */
export class PlainEditor {
  private readonly pkg: OpcPackage;
  private readonly parts = new Map<string, EditablePart>();
  private readonly docx: Uint8Array;

  constructor(docx: Uint8Array) {
    this.docx = docx;
    this.pkg = new OpcPackage(docx);
  }

  /** Applies the edit, or returns why it cannot be applied (then nothing changed). */
  edit(edit: PlainEdit): string | null {
    let part = this.parts.get(edit.part);
    if (!part) {
      part = new EditablePart(edit.part, this.pkg.readXml(edit.part) as Uint8Array);
      this.parts.set(edit.part, part);
    }
    const { unit, element } = part.paragraph(edit.paragraphIndex);
    const view = buildView(element, part.fieldsIn(edit.paragraphIndex));
    const found = view.accepted.slice(edit.start, edit.end);
    if (found !== edit.expected) return `expected "${edit.expected}", found "${found}"`;
    const reason = rewrite(view.atoms, edit.start, edit.end, edit.text);
    if (reason === null) unit.touched = true;
    return reason;
  }

  /** The package with every edited part rewritten and every other byte as it was. */
  bytes(): Uint8Array {
    const replacements = new Map<string, Uint8Array>();
    for (const part of this.parts.values()) {
      const bytes = part.serialize();
      if (bytes) replacements.set(part.name, bytes);
    }
    return rewritePackage(this.docx, this.pkg.directory, replacements);
  }
}
