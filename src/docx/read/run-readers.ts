/**
 * Runs (`w:r`) and the run properties the reader keeps (model.ts `RunFormat`, `Block.lang`):
 * character style, bold, italic, superscript/subscript, language, hidden text, Symbol font. Only
 * a run's own `w:rPr` sets them; the same elements under `w:pPr/w:rPr` describe the paragraph mark.
 */
import { elementReader, type ElementReader, type ElementReaders } from './element-reader.ts';
import { isSymbolFont } from './symbol-font.ts';
import { onOff } from './styles.ts';

/** A run's start: it takes the paragraph's next run number (the writer counts `w:r` the same way). */
export const RUN: ElementReader = elementReader({
  open: (s) => {
    const p = s.top;
    if (p) p.runIndex++;
    s.run = {
      index: p?.runIndex ?? 0,
      direct: {},
      charStyle: null,
      directLang: null,
      format: null,
      otherLanguage: undefined,
      hidden: false,
      symbolFont: false,
    };
  },
  close: (s) => {
    s.run = null;
  },
});

export const RUN_READERS: ElementReaders = {
  'w:r': RUN,
  'w:rPr': elementReader({
    open: (s) => {
      s.inRPr++;
    },
    close: (s) => {
      s.inRPr--;
    },
  }),
  'w:rStyle': elementReader({
    open: (s, a) => {
      if (s.run && s.inRPr > 0) s.run.charStyle = a.get('w:val') ?? null;
    },
  }),
  'w:b': elementReader({
    open: (s, a) => {
      if (s.run && s.inRPr > 0) s.run.direct.bold = onOff(a.get('w:val'));
    },
  }),
  'w:i': elementReader({
    open: (s, a) => {
      if (s.run && s.inRPr > 0) s.run.direct.italic = onOff(a.get('w:val'));
    },
  }),
  'w:vertAlign': elementReader({
    open: (s, a) => {
      if (s.run && s.inRPr > 0) {
        s.run.direct.superscript = a.get('w:val') === 'superscript';
        s.run.direct.subscript = a.get('w:val') === 'subscript';
      }
    },
  }),
  'w:lang': elementReader({
    open: (s, a) => {
      if (s.run && s.inRPr > 0) s.run.directLang = a.get('w:val') ?? s.run.directLang;
    },
  }),
  // The run's own w:rPr only: under w:pPr it hides the paragraph mark, not the run.
  'w:vanish': elementReader({
    open: (s, a) => {
      if (s.run && s.inRPr > 0 && s.inPPr === 0) s.run.hidden = onOff(a.get('w:val'));
    },
  }),
  'w:rFonts': elementReader({
    open: (s, a) => {
      if (s.run && s.inRPr > 0 && s.inPPr === 0)
        s.run.symbolFont = isSymbolFont(a.get('w:ascii')) || isSymbolFont(a.get('w:hAnsi'));
    },
  }),
};
