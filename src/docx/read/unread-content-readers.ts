/**
 * Drawings, text boxes and the content the reader does not check, which becomes warnings
 * (warnings.ts): equations (`m:oMath`, not text: the corpus rules exclude formulas), embedded
 * objects (nothing inside counts, paragraph-rules.ts), comments, imported chunks. A picture or a
 * text box marks its paragraph `hasDrawing`; a text box's paragraphs are read as blocks of their own.
 */
import { elementReader, type ElementReader, type ElementReaders } from './element-reader.ts';

const DRAWING: ElementReader = elementReader({
  open: (s) => {
    const p = s.top;
    if (p) p.block.hasDrawing = true;
  },
});

/** An equation: the part reader counts its depth (its runs keep their numbers); its text is not read. */
const EQUATION: ElementReader = elementReader({
  open: (s) => {
    s.mathDepth = 1;
    s.notRead.equations++;
  },
});

export const UNREAD_CONTENT_READERS: ElementReaders = {
  'w:drawing': DRAWING,
  'w:pict': DRAWING,
  'w:txbxContent': elementReader({
    open: (s) => {
      s.textboxDepth++;
      s.notRead.textboxes++;
    },
    close: (s) => {
      s.textboxDepth--;
    },
  }),
  'm:oMath': EQUATION,
  'm:oMathPara': EQUATION,
  // paragraph-rules.ts: nothing inside an embedded object counts.
  'w:object': elementReader({
    open: (s) => {
      s.notRead.objects++;
      s.skipDepth = 1;
    },
  }),
  'w:commentReference': elementReader({
    open: (s) => {
      s.notRead.comments++;
    },
  }),
  'w:altChunk': elementReader({
    open: (s) => {
      s.notRead.altChunks++;
    },
  }),
};
