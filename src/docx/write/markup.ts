/**
 * Typed helpers that create WordprocessingML elements in the paragraph's own namespace and
 * prefix (Transitional or Strict), in schema order.
 */
import { cloneElement } from './dom.ts';
import { attr, isW } from './view.ts';

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export interface RevisionStamp {
  author: string;
  /** xsd:dateTime in UTC without fractional seconds, e.g. 2026-11-21T22:00:00Z. */
  date: string;
  nextId: () => number;
  /**
   * Revisions by `author` dated at or after this (ms since the epoch) were written in this
   * session and may be amended; anyone else's, and ours from before, are never edited in place.
   * Null: only the revisions of this very call.
   */
  amendableSince: number | null;
}

export class Markup {
  readonly doc: Document;
  readonly ns: string;
  readonly prefix: string;
  readonly stamp: RevisionStamp;
  /** Every `w:ins`/`w:del` this instance made, in order (for the batch comment's anchors). */
  readonly created: Element[] = [];

  constructor(doc: Document, ns: string, prefix: string, stamp: RevisionStamp) {
    this.doc = doc;
    this.ns = ns;
    this.prefix = prefix;
    this.stamp = stamp;
  }

  element(name: string): Element {
    return this.doc.createElementNS(this.ns, this.prefix ? `${this.prefix}:${name}` : name);
  }

  setAttr(el: Element, name: string, value: string): void {
    el.setAttributeNS(this.ns, `${this.prefix}:${name}`, value);
  }

  /** `w:ins` / `w:del` with a package-unique id, the author and the UTC date (§17.13.5.18, §17.13.5.14). */
  revision(kind: 'ins' | 'del'): Element {
    const el = this.element(kind);
    this.setAttr(el, 'id', String(this.stamp.nextId()));
    this.setAttr(el, 'author', this.stamp.author);
    this.setAttr(el, 'date', this.stamp.date);
    this.created.push(el);
    return el;
  }

  /** A run holding `text`; tabs and line breaks become `w:tab` and `w:br` (the reader's "\t" / "\n"). */
  run(rPr: Element | null, text: string): Element {
    const run = this.element('r');
    if (rPr) run.appendChild(rPr);
    for (const piece of text.split(/(\t|\n)/)) {
      if (piece === '') continue;
      if (piece === '\t') run.appendChild(this.element('tab'));
      else if (piece === '\n') run.appendChild(this.element('br'));
      else {
        const t = this.element('t');
        if (/^\s|\s$|\s\s/.test(piece)) t.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
        t.appendChild(this.doc.createTextNode(piece));
        run.appendChild(t);
      }
    }
    return run;
  }

  /** The run properties new text should carry: a copy of `source`'s, without revision records. */
  formattingOf(source: Element | null): Element | null {
    return formattingOf(source);
  }

  /** Deleted text must be `w:delText` (§17.3.3.7); everything else in the run stays. */
  markRunDeleted(run: Element): void {
    for (let c = run.firstChild; c; c = c.nextSibling) {
      if (isW(c, 't')) {
        const del = this.element('delText');
        const attributes = (c as Element).attributes;
        for (let i = 0; i < attributes.length; i++) {
          const a = attributes.item(i) as Attr;
          del.setAttributeNS(a.namespaceURI, a.name, a.value);
        }
        while (c.firstChild) del.appendChild(c.firstChild);
        run.replaceChild(del, c);
        c = del;
      }
    }
  }

  /** Our own insertion from this session: deleting in it shrinks it, new text joins it. */
  isOwnInsertion(el: Element | null): boolean {
    return !!el && isW(el, 'ins') && this.isAmendable(el);
  }

  /** A `w:ins`/`w:del` by this author, from this session (`RevisionStamp.amendableSince`). */
  isAmendable(el: Element): boolean {
    if (attr(el, 'author') !== this.stamp.author) return false;
    const date = attr(el, 'date');
    if (date === this.stamp.date) return true;
    if (this.stamp.amendableSince === null || date === null) return false;
    const time = Date.parse(date);
    return !Number.isNaN(time) && time >= this.stamp.amendableSince;
  }
}

/** A copy of a run's properties without revision records (`w:rPrChange`, `w:ins`, `w:del`, moves). */
export function formattingOf(source: Element | null): Element | null {
  if (!source) return null;
  for (let c = source.firstChild; c; c = c.nextSibling) {
    if (isW(c, 'rPr')) {
      const copy = cloneElement(c as Element, true);
      for (let d = copy.firstChild; d; ) {
        const next = d.nextSibling;
        if (isW(d, 'rPrChange') || isW(d, 'ins') || isW(d, 'del') || isW(d, 'moveFrom') || isW(d, 'moveTo')) {
          copy.removeChild(d);
        }
        d = next;
      }
      return copy;
    }
  }
  return null;
}
