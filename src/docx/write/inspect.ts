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
