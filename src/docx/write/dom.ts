/**
 * Small DOM helpers. xmldom's own `cloneNode` and `textContent` walk every own property and
 * every descendant generically; these do only what the writer needs and are several times faster
 * on the thousands of small runs a big apply touches.
 */
export function textOf(el: Element): string {
  let text = '';
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3 || c.nodeType === 4) text += (c as Text).data;
    else if (c.nodeType === 1) text += textOf(c as Element);
  }
  return text;
}

export function cloneElement(el: Element, deep: boolean): Element {
  const doc = el.ownerDocument;
  const copy = doc.createElementNS(el.namespaceURI, el.nodeName);
  const attributes = el.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const a = attributes.item(i) as Attr;
    copy.setAttributeNS(a.namespaceURI, a.name, a.value);
  }
  if (deep) {
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1) copy.appendChild(cloneElement(c as Element, true));
      else if (c.nodeType === 3) copy.appendChild(doc.createTextNode((c as Text).data));
      else copy.appendChild(c.cloneNode(true));
    }
  }
  return copy;
}
