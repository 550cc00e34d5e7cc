/**
 * Builds a manuscript in memory from paragraph descriptions, for unit tests of the checks. The
 * blocks go through the SAME assembly and structure recognition as a real .docx, so a check
 * tested here behaves the same on an uploaded file. The signature is a stable contract.
 */
import type { BlockKind, Manuscript, RunSpan } from './model.ts';
import { assembleBlocks } from './read/manuscript.ts';
import type { RawBlock } from './read/part-reader.ts';
import { recogniseStructure } from './structure/recognise.ts';
import { countWords } from './structure/words.ts';

export interface ParagraphSpec {
  text: string;
  /** Human style name, e.g. "heading 1", "Title", "Normal". */
  styleName?: string;
  /** 0-based; defaults to the level of a "heading N" style name. */
  outlineLevel?: number;
  kind?: BlockKind;
  isListItem?: boolean;
  /** The language Word records for the paragraph's text, e.g. "sv-SE" (model.ts: other languages only). */
  lang?: string;
  /** Footnote / endnote blocks: the `w:id` of their note. */
  noteId?: string;
  /** Reference marks to notes in this paragraph (Word numbers them in document order). */
  noteRefs?: { at: number; kind: 'footnote' | 'endnote'; id: string }[];
  /** The paragraph holds a picture (an embedded figure, a table pasted as an image). */
  hasDrawing?: boolean;
  /** Runs whose texts concatenate to `text`; default: one plain run. */
  runs?: { text: string; superscript?: boolean; bold?: boolean; italic?: boolean; link?: boolean }[];
}

function styleIdFor(styleName: string | undefined): string | null {
  return styleName ? styleName.replace(/\s+/g, '').replace(/^heading/i, 'Heading') : null;
}

export function manuscriptFromParagraphs(paragraphs: ParagraphSpec[]): Manuscript {
  let tableCounter = -1;
  let row = 0;
  let cell = 0;
  let previousKind: BlockKind | null = null;
  const raw: RawBlock[] = paragraphs.map((spec, paragraphIndex) => {
    const kind = spec.kind ?? 'paragraph';
    const runSpecs = spec.runs ?? [{ text: spec.text }];
    const joined = runSpecs.map((run) => run.text).join('');
    if (joined !== spec.text) {
      throw new Error(`manuscriptFromParagraphs: the runs of paragraph ${paragraphIndex} do not add up to its text`);
    }
    const runs: RunSpan[] = [];
    let offset = 0;
    for (const [runIndex, run] of runSpecs.entries()) {
      if (run.text.length === 0) continue;
      const span: RunSpan = {
        start: offset,
        end: offset + run.text.length,
        runIndex,
        format: {
          bold: run.bold ?? false,
          italic: run.italic ?? false,
          superscript: run.superscript ?? false,
          subscript: false,
        },
        inField: false,
        inserted: false,
      };
      if (run.link) span.link = true;
      runs.push(span);
      offset += run.text.length;
    }
    // Consecutive table-cell paragraphs form one table with one cell per paragraph in one row.
    if (kind === 'table-cell') {
      if (previousKind !== 'table-cell') {
        tableCounter++;
        row = 0;
        cell = 0;
      } else cell++;
    }
    const headingMatch = /^heading ([1-9])$/i.exec(spec.styleName ?? '');
    const outlineLevel = spec.outlineLevel ?? (headingMatch ? Number(headingMatch[1]) - 1 : null);
    previousKind = kind;
    return {
      kind,
      part: kind === 'footnote' ? 'word/footnotes.xml' : kind === 'endnote' ? 'word/endnotes.xml' : 'word/document.xml',
      paragraphIndex,
      styleId: styleIdFor(spec.styleName),
      styleName: spec.styleName ?? null,
      outlineLevel,
      isListItem: spec.isListItem ?? false,
      text: spec.text,
      originalText: spec.text,
      runs,
      table: kind === 'table-cell' ? { table: tableCounter, row, cell } : null,
      hasDrawing: spec.hasDrawing ?? false,
      noteId: spec.noteId ?? null,
      ...(spec.noteRefs ? { noteRefs: spec.noteRefs.map((ref) => ({ ...ref, number: 0 })) } : {}),
      words: countWords(spec.text),
      ...(spec.lang ? { lang: spec.lang } : {}),
    };
  });
  const { blocks, hints, previewText } = assembleBlocks(raw);
  return { blocks, previewText, structure: recogniseStructure(blocks, hints), warnings: [] };
}
