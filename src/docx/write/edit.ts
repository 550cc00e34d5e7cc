/**
 * Domain operations on one paragraph DOM: replace a range of the accepted view with tracked
 * deletion + insertion, and insert a whole paragraph as a tracked insertion. Callers validate
 * first (range, fields, overlaps); these functions assume a valid edit.
 */
import { cloneElement, textOf } from './dom.ts';
import { formattingOf, type Markup } from './markup.ts';
import type { PlannedParagraph } from './plan.ts';
import type { FieldPhase } from '../read/part-reader.ts';
import { attr, buildView, isW, type Atom, type ParagraphView } from './view.ts';

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export function applyReplace(
  paragraph: Element,
  fieldsIn: readonly FieldPhase[],
  start: number,
  end: number,
  text: string,
  markup: Markup,
): void {
  splitTextAt(buildView(paragraph, fieldsIn), start);
  if (end !== start) splitTextAt(buildView(paragraph, fieldsIn), end);
  if (start === end) {
    insertAt(buildView(paragraph, fieldsIn), start, text, markup);
    return;
  }
  const view = buildView(paragraph, fieldsIn);
  const inRange = new Set<Node>();
  const runs: Element[] = [];
  for (const atom of view.atoms) {
    if (isVisibleText(atom) && atom.start >= start && atom.start + atom.text.length <= end) {
      inRange.add(atom.node);
      if (runs[runs.length - 1] !== atom.run.run) runs.push(atom.run.run);
    }
  }
  const pieces: Element[] = [];
  for (const run of runs) {
    for (const part of partitionRun(run, (child) => inRange.has(child), markup))
      if (part.selected) pieces.push(part.run);
  }
  const contexts = new Map(buildView(paragraph, fieldsIn).atoms.map((a) => [a.run.run, a.run]));
  const first = pieces[0];
  const formatting = markup.formattingOf(first ?? null);
  const toRemove: Element[] = [];
  let lastWrapper: Element | null = null;
  let lastNode: Element | null = null;
  for (const run of pieces) {
    const context = contexts.get(run);
    if (markup.isOwnInsertion(context?.insertion ?? null)) {
      // Our own insertion from this session: deleting it simply shrinks it (it never existed in
      // the original). Anyone else's, or ours from before this session, gets a w:del inside it.
      toRemove.push(run);
      lastNode = run;
      lastWrapper = null;
      continue;
    }
    markup.markRunDeleted(run);
    const parent = run.parentNode as Element;
    if (lastWrapper && lastWrapper.nextSibling === run) lastWrapper.appendChild(run);
    else {
      lastWrapper = markup.revision('del');
      parent.insertBefore(lastWrapper, run);
      lastWrapper.appendChild(run);
    }
    lastNode = lastWrapper;
  }
  if (text !== '' && lastNode) {
    insertContent(lastNode.parentNode as Element, lastNode.nextSibling, formatting, text, markup);
  }
  for (const run of toRemove) {
    const parent = run.parentNode as Element;
    parent.removeChild(run);
    if (isW(parent, 'ins') && !hasElementChild(parent)) parent.parentNode?.removeChild(parent);
  }
}

/** Inserts a new paragraph after `after`, its content and its paragraph mark tracked as inserted (§17.13.5.16). */
export function insertParagraphAfter(after: Element, insert: PlannedParagraph, markup: Markup): Element {
  const paragraph = newParagraph(after, insert, markup);
  after.parentNode?.insertBefore(paragraph, after.nextSibling);
  return paragraph;
}

/** Inserts a new tracked paragraph right before `before` (several keep their order). */
export function insertParagraphBefore(before: Element, insert: PlannedParagraph, markup: Markup): Element {
  const paragraph = newParagraph(before, insert, markup);
  before.parentNode?.insertBefore(paragraph, before);
  return paragraph;
}

function newParagraph(anchor: Element, insert: PlannedParagraph, markup: Markup): Element {
  const paragraph = markup.element('p');
  const pPr = markup.element('pPr');
  const style = insert.styleId === undefined ? paragraphStyle(anchor) : insert.styleId;
  if (style) {
    const pStyle = markup.element('pStyle');
    markup.setAttr(pStyle, 'val', style);
    pPr.appendChild(pStyle);
  }
  const rPr = markup.element('rPr');
  rPr.appendChild(markup.revision('ins'));
  pPr.appendChild(rPr);
  paragraph.appendChild(pPr);
  if (insert.text !== '') {
    const ins = markup.revision('ins');
    const format = insert.runFormat ? (markup.doc.importNode(insert.runFormat, true) as Element) : null;
    ins.appendChild(markup.run(format, insert.text));
    paragraph.appendChild(ins);
  }
  return paragraph;
}

/**
 * What a new paragraph copies from a body paragraph beside it: its style and the formatting of
 * its first run with text (fonts and sizes set on the runs rather than in the style), without
 * revision records and without character-level emphasis (bold, italic, underline, super/subscript).
 */
export function paragraphModel(plan: { view: ParagraphView }): { styleId: string | null; runFormat: Element | null } {
  const first = plan.view.atoms.find((a) => isVisibleText(a) && a.text.trim() !== '');
  const paragraph = first ? paragraphOf(first.run.run) : null;
  const styleId = paragraph ? paragraphStyle(paragraph) : null;
  if (!first) return { styleId, runFormat: null };
  const format = formattingOf(first.run.run);
  if (format) {
    for (let d = format.firstChild; d; ) {
      const next = d.nextSibling;
      if (EMPHASIS.some((name) => isW(d as Node, name))) format.removeChild(d);
      d = next;
    }
  }
  return { styleId, runFormat: format && hasElementChild(format) ? format : null };
}

const EMPHASIS = ['b', 'bCs', 'i', 'iCs', 'u', 'vertAlign', 'strike', 'dstrike', 'caps', 'smallCaps', 'highlight'];

function paragraphOf(node: Node): Element | null {
  for (let n: Node | null = node.parentNode; n; n = n.parentNode) if (isW(n, 'p')) return n as Element;
  return null;
}

/**
 * Marks the paragraph mark as deleted (w:pPr/w:rPr/w:del, §17.13.5.15): on accept the paragraph
 * joins the next one. CT_PPr keeps w:rPr before w:sectPr and w:pPrChange; CT_ParaRPr starts with
 * the revision marks (w:ins, w:del, …) before any formatting.
 */
export function markParagraphMarkDeleted(paragraph: Element, markup: Markup): void {
  let pPr: Element | null = null;
  for (let c = paragraph.firstChild; c; c = c.nextSibling) if (isW(c, 'pPr')) pPr = c as Element;
  if (!pPr) {
    pPr = markup.element('pPr');
    paragraph.insertBefore(pPr, paragraph.firstChild);
  }
  let rPr: Element | null = null;
  let beforeRPr: Node | null = null;
  for (let c = pPr.firstChild; c; c = c.nextSibling) {
    if (isW(c, 'rPr')) rPr = c as Element;
    if (!beforeRPr && (isW(c, 'sectPr') || isW(c, 'pPrChange'))) beforeRPr = c;
  }
  if (!rPr) {
    rPr = markup.element('rPr');
    pPr.insertBefore(rPr, beforeRPr);
  }
  let at: Node | null = rPr.firstChild;
  for (let c = rPr.firstChild; c; c = c.nextSibling) if (isW(c, 'del') || isW(c, 'moveFrom')) return; // already going
  while (at && isW(at, 'ins')) at = at.nextSibling;
  rPr.insertBefore(markup.revision('del'), at);
}

function paragraphStyle(paragraph: Element): string | null {
  for (let c = paragraph.firstChild; c; c = c.nextSibling) {
    if (isW(c, 'pPr')) {
      for (let d = c.firstChild; d; d = d.nextSibling) if (isW(d, 'pStyle')) return attr(d as Element, 'val');
    }
  }
  return null;
}

function isVisibleText(atom: Atom): boolean {
  return atom.accepted && atom.text.length > 0;
}

/** Splits the `w:t` that straddles `offset` into two `w:t` in the same run. */
function splitTextAt(view: ParagraphView, offset: number): void {
  for (const atom of view.atoms) {
    if (!isVisibleText(atom) || atom.start >= offset || atom.start + atom.text.length <= offset) continue;
    const node = atom.node;
    const cut = offset - atom.start;
    const full = textOf(node);
    const second = cloneElement(node, false);
    while (node.firstChild) node.removeChild(node.firstChild);
    node.appendChild(node.ownerDocument.createTextNode(full.slice(0, cut)));
    second.appendChild(node.ownerDocument.createTextNode(full.slice(cut)));
    preserveSpace(node);
    preserveSpace(second);
    node.parentNode?.insertBefore(second, node.nextSibling);
    return;
  }
}

function preserveSpace(t: Element): void {
  if (/^\s|\s$/.test(textOf(t))) t.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
}

/**
 * Splits a run into consecutive runs whose content children are all selected or all not, each
 * keeping the run's properties. The first part stays the original element; a revision record in
 * the properties (someone's tracked formatting change, w:rPrChange) gets a new id in each copy,
 * as revision ids must stay unique.
 */
function partitionRun(
  run: Element,
  selected: (child: Node) => boolean,
  markup: Markup,
): { run: Element; selected: boolean }[] {
  const groups: { nodes: Node[]; selected: boolean }[] = [];
  for (let c = run.firstChild; c; c = c.nextSibling) {
    if (isW(c, 'rPr')) continue;
    if (c.nodeType !== 1) {
      // Whitespace between elements (pretty-printed XML) goes with the element before it: it is
      // not content, and a group of its own would split the run at the wrong place.
      groups[groups.length - 1]?.nodes.push(c);
      continue;
    }
    const s = selected(c);
    const last = groups[groups.length - 1];
    if (last && last.selected === s) last.nodes.push(c);
    else groups.push({ nodes: [c], selected: s });
  }
  if (groups.length <= 1) return [{ run, selected: groups[0]?.selected ?? false }];
  const result = [{ run, selected: (groups[0] as { selected: boolean }).selected }];
  let previous = run;
  for (const group of groups.slice(1)) {
    const next = shellOf(run, markup);
    for (const node of group.nodes) next.appendChild(node);
    previous.parentNode?.insertBefore(next, previous.nextSibling);
    result.push({ run: next, selected: group.selected });
    previous = next;
  }
  return result;
}

function shellOf(run: Element, markup: Markup): Element {
  const shell = cloneElement(run, false);
  for (let c = run.firstChild; c; c = c.nextSibling) {
    if (isW(c, 'rPr')) {
      const rPr = cloneElement(c as Element, true);
      const records = rPr.getElementsByTagNameNS(markup.ns, '*');
      for (let i = 0; i < records.length; i++) {
        const record = records.item(i) as Element;
        if (attr(record, 'id') !== null) markup.setAttr(record, 'id', String(markup.stamp.nextId()));
      }
      shell.appendChild(rPr);
      break;
    }
  }
  return shell;
}

/**
 * A pure insertion at `offset`: after the text before it (taking its formatting), or before the
 * text after it at the start of a paragraph, and never inside a field.
 */
function insertAt(view: ParagraphView, offset: number, text: string, markup: Markup): void {
  let before: Atom | null = null;
  let after: Atom | null = null;
  for (const atom of view.atoms) {
    if (!isVisibleText(atom)) continue;
    if (atom.start + atom.text.length === offset) before = atom;
    if (atom.start === offset && !after) after = atom;
  }
  if (before && !before.field) {
    const run = before.run.run;
    const tail = before.node.nextSibling;
    if (tail) partitionRun(run, (c) => !isAtOrAfter(c, tail), markup);
    insertContent(run.parentNode as Element, run.nextSibling, markup.formattingOf(run), text, markup);
    return;
  }
  if (after && !after.field) {
    const run = after.run.run;
    partitionRun(run, (c) => isAtOrAfter(c, after.node), markup);
    const target = after.node.parentNode as Element;
    insertContent(target.parentNode as Element, target, markup.formattingOf(before?.run.run ?? target), text, markup);
    return;
  }
  if (before?.field?.endNode) {
    const node = before.field.endNode;
    insertContent(node.parentNode as Element, node.nextSibling, markup.formattingOf(before.run.run), text, markup);
    return;
  }
  if (after?.field?.startNode) {
    const node = after.field.startNode;
    insertContent(node.parentNode as Element, node, markup.formattingOf(after.run.run), text, markup);
    return;
  }
  insertContent(view.paragraph, null, paragraphMarkFormatting(view.paragraph, markup), text, markup);
}

function isAtOrAfter(node: Node, mark: Node): boolean {
  for (let c: Node | null = mark; c; c = c.nextSibling) if (c === node) return true;
  return false;
}

/** An empty paragraph's new text takes the paragraph mark's formatting (w:pPr/w:rPr). */
function paragraphMarkFormatting(paragraph: Element, markup: Markup): Element | null {
  for (let c = paragraph.firstChild; c; c = c.nextSibling) if (isW(c, 'pPr')) return markup.formattingOf(c as Element);
  return null;
}

/**
 * Puts a new run at (parent, before) as tracked inserted text. Inside our own earlier insertion
 * the run simply joins it; inside someone else's insertion or a deletion (where a `w:ins` may not
 * nest) that wrapper is split and the new `w:ins` goes between the halves.
 */
function insertContent(parent: Element, before: Node | null, rPr: Element | null, text: string, markup: Markup): void {
  for (;;) {
    if (markup.isOwnInsertion(parent)) {
      parent.insertBefore(markup.run(rPr, text), before);
      return;
    }
    if (isW(parent, 'ins') || isW(parent, 'del') || isW(parent, 'moveTo') || isW(parent, 'moveFrom')) {
      const grand = parent.parentNode as Element;
      if (!before) {
        before = parent.nextSibling;
      } else if (before === parent.firstChild) {
        before = parent;
      } else {
        const second = cloneElement(parent, false);
        markup.setAttr(second, 'id', String(markup.stamp.nextId()));
        while (before.nextSibling) second.appendChild(before.nextSibling);
        second.insertBefore(before, second.firstChild);
        grand.insertBefore(second, parent.nextSibling);
        before = second;
      }
      parent = grand;
      continue;
    }
    const ins = markup.revision('ins');
    ins.appendChild(markup.run(rPr, text));
    parent.insertBefore(ins, before);
    return;
  }
}

function hasElementChild(el: Element): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) return true;
  return false;
}

/**
 * A correction that gives back the text our own deletion of this session removed leaves a
 * deletion and an insertion of the same text side by side (`0[.]{.deletion}[.]{.insertion}5`):
 * a change of nothing. Both are ours and amendable, so the pair is taken back — the deleted runs
 * are restored as they were and the insertion removed — instead of stacking revisions.
 */
export function cancelReversedPairs(paragraph: Element, markup: Markup): void {
  const deletions = paragraph.getElementsByTagNameNS(markup.ns, 'del');
  const pairs: { del: Element; ins: Element }[] = [];
  for (let i = 0; i < deletions.length; i++) {
    const del = deletions.item(i) as Element;
    if (!isW(del.parentNode as Node, 'p') && !isInline(del.parentNode as Element)) continue;
    for (const ins of [siblingElement(del, 'next'), siblingElement(del, 'previous')]) {
      if (ins && isW(ins, 'ins') && isReversal(del, ins, markup)) {
        pairs.push({ del, ins });
        break;
      }
    }
  }
  const used = new Set<Element>();
  for (const { del, ins } of pairs) {
    if (used.has(del) || used.has(ins)) continue;
    used.add(del).add(ins);
    const parent = del.parentNode as Element;
    while (del.firstChild) {
      const child = del.firstChild;
      if (child.nodeType === 1) restoreDeletedRun(child as Element, markup);
      parent.insertBefore(child, del);
    }
    parent.removeChild(del);
    ins.parentNode?.removeChild(ins);
  }
}

/** Containers a run-level revision may sit in besides the paragraph (hyperlinks, smart tags…). */
function isInline(el: Element | null): boolean {
  return (
    !!el && ['hyperlink', 'smartTag', 'sdtContent', 'customXml', 'dir', 'bdo', 'fldSimple'].some((n) => isW(el, n))
  );
}

function siblingElement(el: Element, side: 'next' | 'previous'): Element | null {
  for (
    let n = side === 'next' ? el.nextSibling : el.previousSibling;
    n;
    n = side === 'next' ? n.nextSibling : n.previousSibling
  ) {
    if (n.nodeType === 1) return n as Element;
    if (n.nodeType === 3 && (n.nodeValue ?? '').trim() !== '') return null;
  }
  return null;
}

/** Both ours from this session, plain runs only, the same text and the same formatting. */
function isReversal(del: Element, ins: Element, markup: Markup): boolean {
  if (!markup.isAmendable(del) || !markup.isAmendable(ins)) return false;
  const deleted = plainRuns(del, 'delText');
  const inserted = plainRuns(ins, 't');
  if (!deleted || !inserted || deleted.text === '' || deleted.text !== inserted.text) return false;
  const a = formattingOf(deleted.first);
  const b = formattingOf(inserted.first);
  return a === null || b === null ? a === b : a.isEqualNode(b);
}

/** The text of a revision that holds only runs of text, tabs and breaks; null when it holds more. */
function plainRuns(wrapper: Element, textName: 't' | 'delText'): { text: string; first: Element } | null {
  let text = '';
  let first: Element | null = null;
  for (let r = wrapper.firstChild; r; r = r.nextSibling) {
    if (r.nodeType !== 1) continue;
    if (!isW(r, 'r')) return null;
    first ??= r as Element;
    for (let c = r.firstChild; c; c = c.nextSibling) {
      if (c.nodeType !== 1 || isW(c, 'rPr')) continue;
      if (isW(c, textName)) text += textOf(c as Element);
      else if (isW(c, 'tab')) text += '\t';
      else if (isW(c, 'br')) text += '\n';
      else return null;
    }
  }
  return first ? { text, first } : null;
}

/** A deleted run back as it was: its `w:delText` become `w:t` again. */
function restoreDeletedRun(run: Element, markup: Markup): void {
  for (let c = run.firstChild; c; c = c.nextSibling) {
    if (!isW(c, 'delText')) continue;
    const t = markup.element('t');
    const attributes = (c as Element).attributes;
    for (let i = 0; i < attributes.length; i++) {
      const a = attributes.item(i) as Attr;
      t.setAttributeNS(a.namespaceURI, a.name, a.value);
    }
    while (c.firstChild) t.appendChild(c.firstChild);
    run.replaceChild(t, c);
    c = t;
  }
}
