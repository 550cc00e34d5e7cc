/**
 * Parses one stretch of a part (an outermost paragraph) into a DOM and writes it back. The
 * fragment is wrapped in an element that re-declares the namespaces in scope at that point, so the
 * paragraph parses exactly as it does in the whole part; the serializer writes names and
 * attributes as they were (no namespace declarations are added or moved).
 */
import { DOMImplementation } from '@xmldom/xmldom';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import type { NamespaceScope } from '../xml/parse.ts';

export class FragmentError extends Error {}

const WRAPPER = 'tracked-changes-fragment';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
const implementation = new DOMImplementation();

export interface Fragment {
  wrapper: Element;
  /** The elements whose start tags begin at the offsets asked for, in the same order. */
  elements: (Element | undefined)[];
}

/**
 * Builds the DOM with saxes (a fast, non-validating, entity-free parser) rather than xmldom's
 * own parser, which is an order of magnitude slower on many small fragments. The namespaces in
 * scope come from the part (`scope`), so prefixes resolve exactly as in the whole part. `starts`
 * are offsets in `xml` of start tags (the reader's paragraph ranges) whose elements are wanted.
 */
export function parseFragment(xml: string, scope: NamespaceScope, starts: readonly number[]): Fragment {
  const doc = implementation.createDocument(null, WRAPPER, null) as unknown as Document;
  const wrapper = doc.documentElement as Element;
  const additionalNamespaces: Record<string, string> = {};
  for (const [prefix, uri] of Object.entries(scope)) additionalNamespaces[prefix] = uri;
  const parser = new SaxesParser({ xmlns: true, fragment: true, additionalNamespaces });
  const stack: Element[] = [wrapper];
  const top = (): Element => stack[stack.length - 1] as Element;
  const elements: (Element | undefined)[] = starts.map(() => undefined);
  const wanted = new Map(starts.map((start, k) => [start, k]));
  let tagStart = -1;
  if (starts.some((start) => start !== 0)) {
    parser.on('opentagstart', () => {
      // The name has just been read: no "<" can stand between the tag's own "<" and here.
      tagStart = xml.lastIndexOf('<', parser.position - 1);
    });
  } else {
    // Only the fragment's first element is wanted (the usual case: no text box inside).
    parser.on('opentagstart', () => {
      tagStart = tagStart === -1 ? 0 : 1;
    });
  }
  parser.on('opentag', (tag: SaxesTagNS) => {
    const el = doc.createElementNS(tag.uri || null, tag.name);
    const k = wanted.get(tagStart);
    if (k !== undefined) elements[k] = el;
    for (const attribute of Object.values(tag.attributes)) {
      const uri = attribute.prefix === 'xmlns' || attribute.name === 'xmlns' ? XMLNS_NAMESPACE : attribute.uri || null;
      el.setAttributeNS(uri, attribute.name, attribute.value);
    }
    top().appendChild(el);
    if (!tag.isSelfClosing) stack.push(el);
  });
  parser.on('closetag', (tag: SaxesTagNS) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.on('text', (text: string) => {
    top().appendChild(doc.createTextNode(text));
  });
  parser.on('cdata', (text: string) => {
    top().appendChild(doc.createCDATASection(text));
  });
  parser.on('comment', (text: string) => {
    top().appendChild(doc.createComment(text));
  });
  parser.on('processinginstruction', (pi: { target: string; body: string }) => {
    top().appendChild(doc.createProcessingInstruction(pi.target, pi.body));
  });
  parser.on('doctype', () => {
    throw new FragmentError('The paragraph declares a DOCTYPE.');
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof FragmentError) throw error;
    throw new FragmentError(`The paragraph XML is not well formed: ${(error as Error).message}`);
  }
  return { wrapper, elements };
}

/** The XML of the wrapper's children: the edited paragraph plus any paragraph inserted beside it. */
export function serializeChildren(wrapper: Element): string {
  const out: string[] = [];
  for (let child: Node | null = wrapper.firstChild; child; child = child.nextSibling) write(child, out);
  return out.join('');
}

function write(node: Node, out: string[]): void {
  switch (node.nodeType) {
    case 1: {
      const el = node as Element;
      out.push('<', el.nodeName);
      const attributes = el.attributes;
      for (let i = 0; i < attributes.length; i++) {
        const a = attributes.item(i) as Attr;
        out.push(' ', a.name, '="', escapeAttribute(a.value), '"');
      }
      if (!el.firstChild) {
        out.push('/>');
        return;
      }
      out.push('>');
      for (let child: Node | null = el.firstChild; child; child = child.nextSibling) write(child, out);
      out.push('</', el.nodeName, '>');
      return;
    }
    case 3:
      out.push(escapeText((node as Text).data));
      return;
    case 4:
      out.push('<![CDATA[', (node as CDATASection).data, ']]>');
      return;
    case 7:
      out.push('<?', (node as ProcessingInstruction).target, ' ', (node as ProcessingInstruction).data, '?>');
      return;
    case 8:
      out.push('<!--', (node as Comment).data, '-->');
      return;
    default:
      return;
  }
}

export function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

export function escapeAttribute(text: string): string {
  return text.replace(/[&<"\t\n\r]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '"' ? '&quot;' : `&#${c.charCodeAt(0)};`,
  );
}
