/**
 * Footnotes and endnotes: a note (`w:footnote`/`w:endnote` in the notes part) gives its
 * paragraphs its id, unless it is a separator or continuation note, whose paragraphs do not count
 * (paragraph-rules.ts). A reference (`w:footnoteReference`/`w:endnoteReference`) adds no text; it
 * records the note as referred to (only referred-to notes become blocks) and its place in the
 * block (`Block.noteRefs`), numbered later in document order (manuscript.ts `assembleBlocks`).
 */
import { UNCOUNTED_NOTE_TYPES } from '../paragraph-rules.ts';
import { elementReader, type ElementReader, type ElementReaders } from './element-reader.ts';
import { onOff } from './styles.ts';

/** A note's start and end. While `skipNote` is set, the part reader calls nothing but the end of this note. */
export const NOTE: ElementReader = elementReader({
  open: (s, a) => {
    const type = a.get('w:type');
    s.skipNote = type != null && UNCOUNTED_NOTE_TYPES.has(type);
    s.noteId = a.get('w:id') ?? null;
  },
  close: (s) => {
    s.noteId = null;
  },
});

/**
 * Where Word draws the note's number. A deleted reference, or one inside a field's instruction, is
 * not in the accepted view; a custom mark (`w:customMarkFollows`) is referred to but not listed,
 * its symbol being the following run's text already.
 */
function noteReference(kind: 'footnote' | 'endnote'): ElementReader {
  return elementReader({
    open: (s, a) => {
      const p = s.top;
      if (s.deleted === 0 && s.instructions === 0) s.noteReferences[kind].add(a.get('w:id') ?? '');
      if (
        p &&
        s.deleted === 0 &&
        s.instructions === 0 &&
        s.mathDepth === 0 &&
        !onOff(a.get('w:customMarkFollows') ?? '0')
      ) {
        if (!p.block.noteRefs) p.block.noteRefs = [];
        p.block.noteRefs.push({
          at: p.length,
          kind,
          id: a.get('w:id') ?? '',
          number: 0, // numbered in document order by assembleBlocks
        });
      }
    },
  });
}

export const NOTE_READERS: ElementReaders = {
  'w:footnote': NOTE,
  'w:endnote': NOTE,
  'w:footnoteReference': noteReference('footnote'),
  'w:endnoteReference': noteReference('endnote'),
};
