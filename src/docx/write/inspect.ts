/**
 * The writer's own reading of a package's paragraphs (accepted and original view per `w:p`),
 * with the same text rules as the reader. Tests compare it with `readManuscript`, and the writer
 * uses the same view to validate offsets, so both must agree.
 */
import { EditablePart } from './part.ts';
import { buildView } from './view.ts';
import { ZipPackage } from './zip.ts';

export interface ParagraphText {
  part: string;
  paragraphIndex: number;
  accepted: string;
  original: string;
}

export function readParagraphTexts(docx: Uint8Array, partNames: string[]): ParagraphText[] {
  const zip = new ZipPackage(docx);
  const out: ParagraphText[] = [];
  for (const name of partNames) {
    if (!zip.has(name)) continue;
    const part = new EditablePart(name, zip.read(name));
    for (const scanned of part.paragraphs) {
      const view = buildView(part.paragraph(scanned.index).element, scanned.fieldsIn);
      out.push({ part: name, paragraphIndex: scanned.index, accepted: view.accepted, original: view.original });
    }
  }
  return out;
}

/** The main document part (found through _rels/.rels, not assumed) and its notes parts. */
export function textParts(docx: Uint8Array): string[] {
  const zip = new ZipPackage(docx);
  const decoder = new TextDecoder();
  const rels = decoder.decode(zip.read('_rels/.rels'));
  const main = /<Relationship\b[^>]*Type="[^"]*\/officeDocument"[^>]*>/.exec(rels)?.[0];
  const target = main ? /Target="([^"]+)"/.exec(main)?.[1] : undefined;
  if (!target) return [];
  const mainPart = target.replace(/^\//, '');
  const parts = [mainPart];
  const dir = mainPart.includes('/') ? mainPart.slice(0, mainPart.lastIndexOf('/') + 1) : '';
  const relsName = `${dir}_rels/${mainPart.slice(dir.length)}.rels`;
  if (zip.has(relsName)) {
    for (const m of decoder.decode(zip.read(relsName)).matchAll(/<Relationship\b[^>]*>/g)) {
      if (!/Type="[^"]*\/(footnotes|endnotes)"/.test(m[0])) continue;
      const t = /Target="([^"]+)"/.exec(m[0])?.[1];
      if (t) parts.push(t.startsWith('/') ? t.slice(1) : dir + t);
    }
  }
  return parts.filter((p) => zip.has(p));
}
