/**
 * The elements that carry text (model.ts rules): `w:t` (accepted text) and `w:delText` (deleted
 * text), whose content the scanner hands to the part reader, and the ones that stand for one
 * character — tab, line break, carriage return, non-breaking hyphen, symbol.
 */
import { elementReader, type ElementReader, type ElementReaders } from './element-reader.ts';
import type { ReadingState } from './reading-state.ts';
import { symbolCharacter, symbolFontText } from './symbol-font.ts';

const endText = (s: ReadingState): void => {
  s.collectText = null;
};

const TAB: ElementReader = elementReader({
  open: (s) => {
    if (s.inPPr === 0 && s.inRPr === 0) s.append('\t', false);
  },
});

/** Text the scanner found inside `w:t` or `w:delText` (in Symbol's codes when the run's font is Symbol). */
export function readText(s: ReadingState, text: string): void {
  if (s.collectText === null || s.skipDepth > 0 || s.skipNote) return;
  s.append(s.run?.symbolFont ? symbolFontText(text) : text, s.collectText === 'deleted');
}

export const TEXT_READERS: ElementReaders = {
  'w:t': elementReader({
    open: (s) => {
      s.collectText = 'text';
    },
    close: endText,
  }),
  'w:delText': elementReader({
    open: (s) => {
      s.collectText = 'deleted';
    },
    close: endText,
  }),
  // A tab stop's definition under w:pPr/w:tabs is no character.
  'w:tab': TAB,
  'w:ptab': TAB,
  // A page or column break ends no line of text.
  'w:br': elementReader({
    open: (s, a) => {
      if (a.get('w:type') !== 'page' && a.get('w:type') !== 'column') s.append('\n', false);
    },
  }),
  'w:cr': elementReader({
    open: (s) => {
      s.append('\n', false);
    },
  }),
  'w:noBreakHyphen': elementReader({
    open: (s) => {
      s.append('-', false);
    },
  }),
  'w:sym': elementReader({
    open: (s, a) => {
      s.append(symbolCharacter(a.get('w:font'), a.get('w:char')), false);
    },
  }),
};
