/**
 * Complex fields and hyperlinks. A field's instruction (between `begin` and `separate`) is not
 * text, its result is; the field stack spans paragraphs (a Zotero bibliography field covers the
 * whole list), and its state at each paragraph's start is recorded in the paragraph's range for
 * the writer. The instruction text itself (`w:instrText`) is skipped (passed-elements.ts). Text
 * inside a field or a hyperlink is marked so on its runs (`RunSpan.inField`, `link`).
 */
import { elementReader, type ElementReaders } from './element-reader.ts';

export const FIELD_READERS: ElementReaders = {
  'w:fldChar': elementReader({
    open: (s, a) => {
      const type = a.get('w:fldCharType');
      if (type === 'begin') {
        s.fields.push(true);
        s.instructions++;
      } else if (type === 'separate') {
        if (s.fields[s.fields.length - 1] === true) {
          s.fields[s.fields.length - 1] = false;
          s.instructions--;
        }
      } else if (type === 'end') {
        if (s.fields.pop() === true) s.instructions--;
      }
    },
  }),
  'w:hyperlink': elementReader({
    open: (s) => {
      s.hyperlinks++;
    },
    close: (s) => {
      s.hyperlinks--;
    },
  }),
};
