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
  const state = startView(fieldsIn);
  walk(state, paragraph, null, null);
  const past = state.accepted.length + 1;
  for (const f of state.open) f.span.end = past;
  for (const f of state.fields) if (f.end === -1) f.end = past;
  return { paragraph, accepted: state.accepted, original: state.original, atoms: state.atoms, fields: state.fields };
}

/** What `buildView` has read of a paragraph so far: both views' text, the atoms, the fields. */
interface ViewState {
  atoms: Atom[];
  /** Every field met, in the order met (those open where the paragraph starts first). */
  fields: FieldSpan[];
  /** The fields open at this point, outermost first. */
  open: OpenField[];
  accepted: string;
  original: string;
}

/** An empty view inside the fields already open where the paragraph starts (they start before it: -1). */
function startView(fieldsIn: readonly FieldPhase[]): ViewState {
  const fields: FieldSpan[] = [];
  const open: OpenField[] = fieldsIn.map((phase) => {
    const span: FieldSpan = { start: -1, end: -1, startNode: null, endNode: null };
    fields.push(span);
    return { span, phase, simple: false };
  });
  return { atoms: [], fields, open, accepted: '', original: '' };
}

/** Walks the paragraph's content below `parent`, inside the tracked insertion and deletion given. */
function walk(state: ViewState, parent: Element, insertion: Element | null, deletion: Element | null): void {
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    if (MATH_NAMESPACES.has(el.namespaceURI ?? '')) continue;
    if (el.namespaceURI === MC) {
      // Markup compatibility: read the first choice, like Word does for the namespaces it knows.
      if (el.localName === 'AlternateContent') {
        const choice = firstElementChild(el);
        if (choice) walk(state, choice, insertion, deletion);
      }
      continue;
    }
    if (!isWordNamespace(el.namespaceURI)) {
      walk(state, el, insertion, deletion);
      continue;
    }
    switch (el.localName) {
      case 'r':
        visitRun(state, { run: el, insertion, deletion });
        break;
      case 'ins':
      case 'moveTo':
        walk(state, el, el, deletion);
        break;
      case 'del':
      case 'moveFrom':
        walk(state, el, insertion, el);
        break;
      case 'fldSimple':
        walkSimpleField(state, el, insertion, deletion);
        break;
      case 'pPr':
      case 'p':
      case 'txbxContent':
        break;
      default:
        walk(state, el, insertion, deletion);
    }
  }
}

/** A `w:fldSimple`: a field whose content is its result, open while its children are walked. */
function walkSimpleField(state: ViewState, el: Element, insertion: Element | null, deletion: Element | null): void {
  const span: FieldSpan = { start: state.accepted.length, end: -1, startNode: el, endNode: el };
  state.fields.push(span);
  const entry: OpenField = { span, phase: 'result', simple: true };
  state.open.push(entry);
  walk(state, el, insertion, deletion);
  state.open.splice(state.open.indexOf(entry), 1);
  span.end = state.accepted.length;
}

/** One atom per element child of the run (its properties excepted), with the text it makes. */
function visitRun(state: ViewState, run: RunContext): void {
  const symbolFont = hasSymbolFont(run.run);
  for (let child = run.run.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    if (!isWordNamespace(el.namespaceURI)) {
      addAtom(state, run, el, '');
      continue;
    }
    if (el.localName === 'rPr') continue;
    // A field character opens, switches or closes a field before its own (empty) atom is placed.
    if (el.localName === 'fldChar') visitFieldChar(state, run.run, el);
    addAtom(state, run, el, runChildText(el, symbolFont));
  }
}

/** The text a run's `w:*` child makes (model.ts rules); '' for one that makes none. */
function runChildText(el: Element, symbolFont: boolean): string {
  switch (el.localName) {
    case 't':
    case 'delText':
      return symbolFont ? symbolFontText(textOf(el)) : textOf(el);
    case 'tab':
    case 'ptab':
      return '\t';
    case 'br': {
      const type = attr(el, 'type');
      return type === 'page' || type === 'column' ? '' : '\n';
    }
    case 'cr':
      return '\n';
    case 'noBreakHyphen':
      return '-';
    case 'sym':
      return symbolCharacter(attr(el, 'font'), attr(el, 'char'));
    default:
      return '';
  }
}

/** A `w:fldChar`: begin opens a complex field (in its instruction), separate starts its result, end closes it. */
function visitFieldChar(state: ViewState, run: Element, el: Element): void {
  const type = attr(el, 'fldCharType');
  if (type === 'begin') {
    const span: FieldSpan = { start: state.accepted.length, end: -1, startNode: run, endNode: null };
    state.fields.push(span);
    state.open.push({ span, phase: 'instruction', simple: false });
  } else if (type === 'separate') {
    const top = state.open[state.open.length - 1];
    if (top && !top.simple) top.phase = 'result';
  } else if (type === 'end') {
    const top = state.open[state.open.length - 1];
    if (top && !top.simple) {
      state.open.pop();
      top.span.end = state.accepted.length;
      top.span.endNode = run;
    }
  }
}

/** Adds an atom; its text (none inside a field's instruction or in a hidden run) enters the views it is in. */
function addAtom(state: ViewState, run: RunContext, node: Element, text: string): void {
  const hidden = state.open.some((f) => f.phase === 'instruction') || isVanished(run.run);
  const t = hidden ? '' : text;
  const isAccepted = !run.deletion;
  const isOriginal = !run.insertion;
  state.atoms.push({
    run,
    node,
    text: t,
    start: state.accepted.length,
    accepted: isAccepted,
    original: isOriginal,
    field: state.open[0]?.span ?? null,
  });
  if (isAccepted) state.accepted += t;
  if (isOriginal) state.original += t;
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
