/**
 * Parses one stretch of a part (an outermost paragraph) into a DOM and writes it back. The
 * fragment is wrapped in an element that re-declares the namespaces in scope at that point, so the
 * paragraph parses exactly as it does in the whole part; the serializer writes names and
 * attributes as they were (no namespace declarations are added or moved).
 */
import { DOMParser } from '@xmldom/xmldom';
import type { NamespaceScope } from './scan.ts';

export class FragmentError extends Error {}

const WRAPPER = 'tracked-changes-fragment';

export function parseFragment(xml: string, scope: NamespaceScope): Element {
  let declarations = '';
  for (const [prefix, uri] of Object.entries(scope)) {
    declarations += ` ${prefix ? `xmlns:${prefix}` : 'xmlns'}="${escapeAttribute(uri)}"`;
  }
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new FragmentError(`The paragraph XML is not well formed: ${message}`);
    },
  });
  const doc = parser.parseFromString(`<${WRAPPER}${declarations}>${xml}</${WRAPPER}>`, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new FragmentError('The paragraph XML could not be read.');
  return root as unknown as Element;
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
