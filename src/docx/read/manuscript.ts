/**
 * Package → manuscript model: the main part's paragraphs, then footnotes, then endnotes (preview
 * order), the preview text, the structure and the warnings.
 */
import type { Block, Manuscript } from '../model.ts';
import { recogniseStructure, type BlockHints } from '../structure/recognise.ts';
import { decodeXml } from '../xml/parse.ts';
import { relationshipKind, type OpcPackage } from '../zip/package.ts';
import { readPart, type RawBlock } from './part-reader.ts';
import { Styles } from './styles.ts';
import { emptyNotRead, warningsFor } from './warnings.ts';

/**
 * Turns raw blocks into model blocks with their index and preview offsets. Each block's text is
 * then a view into the preview text rather than a string of its own: the manuscript holds its
 * text once, and the pieces the reader decoded die young instead of being kept and copied.
 */
export function assembleBlocks(raw: RawBlock[]): { blocks: Block[]; hints: BlockHints[]; previewText: string } {
  const previewText = raw.map((r) => r.text).join('\n');
  const blocks: Block[] = [];
  const hints: BlockHints[] = [];
  let offset = 0;
  const notesSeen = { footnote: 0, endnote: 0 };
  for (const [index, r] of raw.entries()) {
    // Word numbers notes by the order of their references in the document, footnotes and endnotes apart.
    for (const ref of r.noteRefs ?? []) ref.number = ++notesSeen[ref.kind];
    const text = previewText.slice(offset, offset + r.text.length);
    blocks.push({
      index,
      kind: r.kind,
      part: r.part,
      paragraphIndex: r.paragraphIndex,
      ...(r.joined ? { joined: r.joined } : {}),
      styleId: r.styleId,
      styleName: r.styleName,
      outlineLevel: r.outlineLevel,
      isListItem: r.isListItem,
      text,
      originalText: r.originalText === r.text ? text : r.originalText,
      start: offset,
      runs: r.runs,
      table: r.table,
      ...(r.deletions ? { deletions: r.deletions } : {}),
      ...(r.noteRefs ? { noteRefs: r.noteRefs } : {}),
      ...(r.noteId !== null && (r.kind === 'footnote' || r.kind === 'endnote') ? { noteId: r.noteId } : {}),
      ...(r.lang ? { lang: r.lang } : {}),
      ...(r.hasDrawing ? { hasDrawing: true as const } : {}),
      ...(r.insertedMark ? { insertedMark: r.insertedMark } : {}),
    });
    hints.push({ hasDrawing: r.hasDrawing, words: r.words });
    offset += r.text.length + 1;
  }
  return { blocks, hints, previewText };
}

export function buildManuscript(pkg: OpcPackage): Manuscript {
  const notRead = emptyNotRead();
  const rels = pkg.relationships(pkg.mainPart);
  const target = (kind: string): string | null =>
    rels.find((rel) => !rel.external && relationshipKind(rel.type) === kind)?.target ?? null;
  const stylesPart = target('styles');
  const styles = Styles.parse(stylesPart ? pkg.readXml(stylesPart) : null);

  const raw: RawBlock[] = [];
  const main = readPart(pkg.readXml(pkg.mainPart) ?? new Uint8Array(0), pkg.mainPart, 'document', styles, notRead);
  raw.push(...main.blocks);
  for (const [kind, relKind] of [
    ['footnote', 'footnotes'],
    ['endnote', 'endnotes'],
  ] as const) {
    const part = target(relKind);
    const bytes = part ? pkg.readXml(part) : null;
    if (!part || !bytes || bytes.length === 0) continue;
    // A note nothing in the text refers to is not shown by Word: it is not part of the manuscript.
    const referenced = main.noteReferences[kind];
    raw.push(...readPart(bytes, part, kind, styles, notRead).blocks.filter((b) => referenced.has(b.noteId ?? '')));
  }
  for (const rel of rels) {
    const kind = relationshipKind(rel.type);
    if (rel.external || (kind !== 'header' && kind !== 'footer')) continue;
    const bytes = pkg.readXml(rel.target);
    const xml = bytes ? decodeXml(bytes) : null;
    if (xml && /<(\w+:)?t[\s>]/.test(xml) && /<(\w+:)?t(\s[^>]*)?>[^<]*\S/.test(xml)) notRead.headersFooters++;
  }

  const { blocks, hints, previewText } = assembleBlocks(raw);
  const structure = recogniseStructure(blocks, hints);
  return { blocks, previewText, structure, warnings: warningsFor(notRead) };
}
