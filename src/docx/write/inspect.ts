/**
 * The writer's own view of a package's paragraphs (accepted and original view per block the
 * reader makes: one `w:p`, or the paragraphs it joins, by the first one's number), built the way the writer builds it before editing: the reader's package layer
 * and paragraph ranges, then the writer's parsed paragraph. Tests compare it with
 * `readManuscript`, and the writer uses the same view to validate offsets, so both must agree.
 */
import { ORIGINAL_VIEW_JOIN } from '../paragraph-rules.ts';
import { OpcPackage } from '../zip/package.ts';
import { FragmentError } from './fragment.ts';
import { EditablePart, PartError } from './part.ts';
import { buildView } from './view.ts';

export interface ParagraphText {
  part: string;
  paragraphIndex: number;
  accepted: string;
  original: string;
  /** Why the writer would refuse to edit this paragraph (its texts are then empty). */
  refused?: string;
}

export function readParagraphTexts(docx: Uint8Array, partNames: string[]): ParagraphText[] {
  const pkg = new OpcPackage(docx, undefined, { allowMacros: true });
  const out: ParagraphText[] = [];
  for (const name of partNames) {
    const entry = pkg.entry(name);
    if (!entry) continue;
    const part = new EditablePart(entry.name, pkg.readXml(entry.name) as Uint8Array);
    part.paragraphs.forEach((range, index) => {
      if (range.head !== index) return; // its text is in the block of the paragraph it continues
      try {
        let accepted = '';
        let original = '';
        let previous = index;
        for (const member of part.chain(index)) {
          const view = buildView(part.paragraph(member.index).element, part.fieldsIn(member.index));
          accepted += view.accepted;
          // A mark inserted and then deleted was in neither view: no break to restore (the reader's rule).
          const neverThere = member.by === 'deleted-mark' && part.paragraphs[previous]?.markInserted === true;
          original += (member.by && !neverThere ? ORIGINAL_VIEW_JOIN[member.by] : '') + view.original;
          previous = member.index;
        }
        out.push({ part: name, paragraphIndex: index, accepted, original });
      } catch (error) {
        if (!(error instanceof PartError || error instanceof FragmentError)) throw error;
        out.push({ part: name, paragraphIndex: index, accepted: '', original: '', refused: error.message });
      }
    });
  }
  return out;
}
