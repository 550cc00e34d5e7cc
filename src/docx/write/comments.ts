/**
 * The writer's comment on a batch of corrections (issue 22), as a real Word comment: in every
 * paragraph the batch changed, `w:commentRangeStart` before the first of our new revisions,
 * `w:commentRangeEnd` after the last and a run with `w:commentReference` (ECMA-376 Part 1
 * §17.13.4.2–4); the comment itself (`w:comment`, §17.13.4.2, authored by the writer, dated like
 * the revisions) goes into the comments part — the existing one, or a new `word/comments.xml`
 * with its content type override and its relationship from the main part.
 */
import type { OpcPackage } from '../zip/package.ts';
import { relationshipKind } from '../zip/package.ts';
import type { Markup } from './markup.ts';
import { W_STRICT } from './namespaces.ts';
import { isW } from './view.ts';

export interface BatchComment {
  text: string;
  /** Defaults to the revisions' author. */
  author?: string;
}

const COMMENTS_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const COMMENTS_TYPE = {
  transitional: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments',
  strict: 'http://purl.oclc.org/ooxml/officeDocument/relationships/comments',
};

function isInsidePropertiesOrRemoved(el: Element, paragraph: Element): boolean {
  for (let n = el.parentNode; n && n !== paragraph; n = n.parentNode) {
    if (isW(n, 'rPr') || isW(n, 'pPr')) return true;
  }
  return false;
}

function paragraphOf(el: Element): Element | null {
  for (let n = el.parentNode; n; n = n.parentNode) if (isW(n, 'p')) return n as Element;
  return null;
}

/**
 * Puts comment anchors around the revisions `markup` created, one comment per paragraph that
 * holds any (the paragraph itself, its text-box copy, the new paragraphs). Returns the comment ids.
 */
export function anchorComments(created: readonly Element[], markup: Markup): number[] {
  const byParagraph = new Map<Element, Set<Element>>();
  for (const el of created) {
    const paragraph = paragraphOf(el);
    if (!paragraph || isInsidePropertiesOrRemoved(el, paragraph)) continue;
    byParagraph.set(paragraph, (byParagraph.get(paragraph) ?? new Set()).add(el));
  }
  const ids: number[] = [];
  for (const [paragraph, mine] of byParagraph) {
    const ordered = Array.from(paragraph.getElementsByTagNameNS(markup.ns, '*')).filter((el) => mine.has(el));
    const first = ordered[0];
    const last = ordered.at(-1);
    if (!first || !last) continue;
    const id = String(markup.stamp.nextId());
    const start = markup.element('commentRangeStart');
    markup.setAttr(start, 'id', id);
    first.parentNode?.insertBefore(start, first);
    const end = markup.element('commentRangeEnd');
    markup.setAttr(end, 'id', id);
    last.parentNode?.insertBefore(end, last.nextSibling);
    const reference = markup.element('r');
    const mark = markup.element('commentReference');
    markup.setAttr(mark, 'id', id);
    reference.appendChild(mark);
    end.parentNode?.insertBefore(reference, end.nextSibling);
    ids.push(Number(id));
  }
  return ids;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function initialsOf(author: string): string {
  return author
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 9);
}

function commentXml(id: number, text: string, author: string, date: string, ns: string): string {
  const paragraphs = text.split(/\r?\n/).map((line, index) => {
    const mark = index === 0 ? '<w:r><w:annotationRef/></w:r>' : '';
    return `<w:p>${mark}<w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`;
  });
  return (
    `<w:comment xmlns:w="${ns}" w:id="${id}" w:author="${escapeXml(author)}" w:date="${date}" ` +
    `w:initials="${escapeXml(initialsOf(author))}">${paragraphs.join('')}</w:comment>`
  );
}

function decode(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

function encode(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'utf8'));
}

function insertBeforeClosing(xml: string, localName: string, addition: string): string | null {
  const closing = new RegExp(`</(?:[A-Za-z_][\\w.-]*:)?${localName}\\s*>\\s*$`);
  const match = closing.exec(xml);
  if (match) return xml.slice(0, match.index) + addition + xml.slice(match.index);
  // An empty root written as <w:comments .../>.
  const selfClosing = new RegExp(`<((?:[A-Za-z_][\\w.-]*:)?${localName})(\\b[^>]*?)/>\\s*$`);
  const empty = selfClosing.exec(xml);
  if (!empty) return null;
  return `${xml.slice(0, empty.index)}<${empty[1]}${empty[2]}>${addition}</${empty[1]}>`;
}

export interface CommentParts {
  /** Parts that exist and change (zip entry names). */
  replacements: Map<string, Uint8Array>;
  /** Parts to add (new zip entries). */
  additions: Map<string, Uint8Array>;
}

/**
 * The package changes that hold the comments `ids` (all with the same text): appended to the
 * main part's comments part, or a new one. `read` gives a part's current bytes (already edited
 * ones first). Null when the package's own parts cannot take a comment (then none is written).
 */
export function commentParts(
  pkg: OpcPackage,
  read: (name: string) => Uint8Array | null,
  ids: readonly number[],
  comment: BatchComment & { author: string },
  date: string,
  ns: string,
): CommentParts | null {
  const out: CommentParts = { replacements: new Map(), additions: new Map() };
  if (ids.length === 0) return out;
  const body = ids.map((id) => commentXml(id, comment.text, comment.author, date, ns)).join('');
  const main = pkg.mainPart;
  const existing = pkg.relationships(main).find((r) => !r.external && relationshipKind(r.type) === 'comments');
  const existingEntry = existing ? pkg.entry(existing.target) : undefined;
  if (existingEntry) {
    const bytes = read(existingEntry.name);
    if (!bytes) return null;
    const xml = insertBeforeClosing(decode(bytes), 'comments', body);
    if (xml === null) return null;
    out.replacements.set(existingEntry.name, encode(xml));
    return out;
  }
  const slash = main.lastIndexOf('/');
  const folder = main.slice(0, slash + 1);
  let name = `${folder}comments.xml`;
  for (let n = 1; pkg.has(name); n += 1) name = `${folder}comments${n}.xml`;
  const standalone = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
  out.additions.set(name, encode(`${standalone}<w:comments xmlns:w="${ns}">${body}</w:comments>`));

  const typesName = pkg.entry('[Content_Types].xml')?.name ?? '[Content_Types].xml';
  const types = read(typesName);
  if (!types) return null;
  const override = `<Override PartName="/${escapeXml(name)}" ContentType="${COMMENTS_CONTENT_TYPE}"/>`;
  const typesXml = insertBeforeClosing(decode(types), 'Types', override);
  if (typesXml === null) return null;
  out.replacements.set(typesName, encode(typesXml));

  const relsName = `${folder}_rels/${main.slice(slash + 1)}.rels`;
  const relsEntry = pkg.entry(relsName);
  const type = ns === W_STRICT ? COMMENTS_TYPE.strict : COMMENTS_TYPE.transitional;
  const ids_ = new Set(pkg.relationships(main).map((r) => r.id));
  let relId = 'rIdComments';
  for (let n = 1; ids_.has(relId); n += 1) relId = `rIdComments${n}`;
  const relationship = `<Relationship Id="${relId}" Type="${type}" Target="${escapeXml(name.slice(folder.length))}"/>`;
  if (relsEntry) {
    const rels = read(relsEntry.name);
    const relsXml = rels ? insertBeforeClosing(decode(rels), 'Relationships', relationship) : null;
    if (relsXml === null) return null;
    out.replacements.set(relsEntry.name, encode(relsXml));
  } else {
    out.additions.set(
      relsName,
      encode(
        `${standalone}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship}</Relationships>`,
      ),
    );
  }
  return out;
}
