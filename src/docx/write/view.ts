/**
 * The revision-aware view of one paragraph: its accepted-view text (what the reader calls
 * `Block.text`) and original-view text, as a list of atoms (the run children that make text),
 * each knowing its run, the tracked change around it and the field it belongs to. The text rules
 * are those at the top of src/docx/model.ts, so an offset means the same character to the reader
 * and to the writer.
 */
import { textOf } from './dom.ts';
import { isWordNamespace, MATH_NAMESPACES, MC } from './namespaces.ts';
import type { FieldPhase } from '../read/part-reader.ts';
import { onOff } from '../read/styles.ts';
import { isSymbolFont, symbolCharacter, symbolFontText } from '../read/symbol-font.ts';

export interface FieldSpan {
  /** Accepted-view offsets of the field's start and end (-1 / length+1 when outside the paragraph). */
  start: number;
  end: number;
  /** First node of the field in this paragraph (the run with `fldChar begin`, or the `w:fldSimple`). */
  startNode: Element | null;
  /** Last node of the field (the run with `fldChar end`, or the `w:fldSimple`). */
  endNode: Element | null;
}

export interface RunContext {
  run: Element;
  /** Nearest `w:ins` / `w:moveTo` around the run inside the paragraph. */
  insertion: Element | null;
  /** Nearest `w:del` / `w:moveFrom` around the run. */
  deletion: Element | null;
}

export interface Atom {
  run: RunContext;
  node: Element;
  text: string;
  /** Offset in the accepted-view text (where it would be, for atoms not in that view). */
  start: number;
  accepted: boolean;
  original: boolean;
  /** Outermost field the atom belongs to (instruction or result), null outside fields. */
  field: FieldSpan | null;
}

export interface ParagraphView {
  paragraph: Element;
  accepted: string;
  original: string;
  atoms: Atom[];
  fields: FieldSpan[];
}

interface OpenField {
  span: FieldSpan;
  phase: FieldPhase;
  simple: boolean;
}

export function isW(node: Node | null, name: string): boolean {
  return (
    !!node &&
    node.nodeType === 1 &&
    (node as Element).localName === name &&
    isWordNamespace((node as Element).namespaceURI)
  );
}

export function buildView(paragraph: Element, fieldsIn: readonly FieldPhase[]): ParagraphView {
  const atoms: Atom[] = [];
  const fields: FieldSpan[] = [];
  const open: OpenField[] = fieldsIn.map((phase) => {
    const span: FieldSpan = { start: -1, end: -1, startNode: null, endNode: null };
    fields.push(span);
    return { span, phase, simple: false };
  });
  let accepted = '';
  let original = '';

  const addAtom = (run: RunContext, node: Element, text: string): void => {
    const hidden = open.some((f) => f.phase === 'instruction') || isVanished(run.run);
    const t = hidden ? '' : text;
    const isAccepted = !run.deletion;
    const isOriginal = !run.insertion;
    atoms.push({
      run,
      node,
      text: t,
      start: accepted.length,
      accepted: isAccepted,
      original: isOriginal,
      field: open[0]?.span ?? null,
    });
    if (isAccepted) accepted += t;
    if (isOriginal) original += t;
  };

  const visitRun = (run: RunContext): void => {
    const symbolFont = hasSymbolFont(run.run);
    for (let child = run.run.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      if (!isWordNamespace(el.namespaceURI)) {
        addAtom(run, el, '');
        continue;
      }
      switch (el.localName) {
        case 'rPr':
          break;
        case 't':
        case 'delText':
          addAtom(run, el, symbolFont ? symbolFontText(textOf(el)) : textOf(el));
          break;
        case 'tab':
        case 'ptab':
          addAtom(run, el, '\t');
          break;
        case 'br': {
          const type = attr(el, 'type');
          addAtom(run, el, type === 'page' || type === 'column' ? '' : '\n');
          break;
        }
        case 'cr':
          addAtom(run, el, '\n');
          break;
        case 'noBreakHyphen':
          addAtom(run, el, '-');
          break;
        case 'sym':
          addAtom(run, el, symbolCharacter(attr(el, 'font'), attr(el, 'char')));
          break;
        case 'fldChar': {
          const type = attr(el, 'fldCharType');
          if (type === 'begin') {
            const span: FieldSpan = { start: accepted.length, end: -1, startNode: run.run, endNode: null };
            fields.push(span);
            open.push({ span, phase: 'instruction', simple: false });
          } else if (type === 'separate') {
            const top = open[open.length - 1];
            if (top && !top.simple) top.phase = 'result';
          } else if (type === 'end') {
            const top = open[open.length - 1];
            if (top && !top.simple) {
              open.pop();
              top.span.end = accepted.length;
              top.span.endNode = run.run;
            }
          }
          addAtom(run, el, '');
          break;
        }
        default:
          addAtom(run, el, '');
      }
    }
  };

  const walk = (parent: Element, insertion: Element | null, deletion: Element | null): void => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      if (MATH_NAMESPACES.has(el.namespaceURI ?? '')) continue;
      if (el.namespaceURI === MC) {
        // Markup compatibility: read the first choice, like Word does for the namespaces it knows.
        if (el.localName === 'AlternateContent') {
          const choice = firstElementChild(el);
          if (choice) walk(choice, insertion, deletion);
        }
        continue;
      }
      if (!isWordNamespace(el.namespaceURI)) {
        walk(el, insertion, deletion);
        continue;
      }
      switch (el.localName) {
        case 'r':
          visitRun({ run: el, insertion, deletion });
          break;
        case 'ins':
        case 'moveTo':
          walk(el, el, deletion);
          break;
        case 'del':
        case 'moveFrom':
          walk(el, insertion, el);
          break;
        case 'fldSimple': {
          const span: FieldSpan = { start: accepted.length, end: -1, startNode: el, endNode: el };
          fields.push(span);
          const entry: OpenField = { span, phase: 'result', simple: true };
          open.push(entry);
          walk(el, insertion, deletion);
          open.splice(open.indexOf(entry), 1);
          span.end = accepted.length;
          break;
        }
        case 'pPr':
        case 'p':
        case 'txbxContent':
          break;
        default:
          walk(el, insertion, deletion);
      }
    }
  };

  walk(paragraph, null, null);
  for (const f of open) f.span.end = accepted.length + 1;
  for (const f of fields) if (f.end === -1) f.end = accepted.length + 1;
  return { paragraph, accepted, original, atoms, fields };
}

function firstElementChild(el: Element): Element | null {
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) return c as Element;
  return null;
}

/** A `w:*` attribute by local name (prefix-independent, for Strict files too). */
export function attr(el: Element, name: string): string | null {
  const attributes = el.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const a = attributes.item(i) as Attr;
    if (a.localName === name && isWordNamespace(a.namespaceURI)) return a.value;
  }
  return null;
}

/** A run hidden by its own properties (`w:rPr/w:vanish`): no text in either view (model.ts rules). */
function isVanished(run: Element): boolean {
  for (let child = run.firstChild; child; child = child.nextSibling) {
    if (!isW(child, 'rPr')) continue;
    for (let property = child.firstChild; property; property = property.nextSibling) {
      if (!isW(property, 'vanish')) continue;
      return onOff(attr(property as Element, 'val') ?? undefined);
    }
    return false;
  }
  return false;
}

/** The run's own font is Symbol (`w:rPr/w:rFonts` ascii or hAnsi): its text is in Symbol's codes. */
function hasSymbolFont(run: Element): boolean {
  for (let child = run.firstChild; child; child = child.nextSibling) {
    if (!isW(child, 'rPr')) continue;
    for (let property = child.firstChild; property; property = property.nextSibling)
      if (isW(property, 'rFonts'))
        return isSymbolFont(attr(property as Element, 'ascii')) || isSymbolFont(attr(property as Element, 'hAnsi'));
    return false;
  }
  return false;
}
