/**
 * Reads the paragraphs of one WordprocessingML part (document, footnotes or endnotes) into
 * blocks, following the text rules at the top of model.ts exactly. One pass of the XML scanner;
 * each element is handed to its reader, found by name in element-table.ts (paragraphs, runs, text,
 * tracked changes, fields, tables, notes, drawings and unread content, each in a `*-readers.ts`
 * file), which changes the reading state (reading-state.ts). Subtrees that are never read, the
 * depth inside an equation and the notes that do not count are handled here, before any reader:
 * nothing inside them reaches one. Unknown elements are reported by name, never dropped silently.
 */
import { BETWEEN_PARAGRAPH_MARKERS } from '../paragraph-rules.ts';
import { parseXml, utf8Of } from '../xml/parse.ts';
import { readerFor } from './element-table.ts';
import { NOTE } from './note-readers.ts';
import type { ParagraphRange, PartReadOptions, PartReadResult, RawBlock } from './part-model.ts';
import { SKIPPED_SUBTREE } from './passed-elements.ts';
import { ReadingState, type PartKind } from './reading-state.ts';
import { RUN } from './run-readers.ts';
import { Styles } from './styles.ts';
import { readText } from './text-readers.ts';
import { emptyNotRead, type NotRead } from './warnings.ts';

export type { FieldPhase, ParagraphRange, RawBlock } from './part-model.ts';

export function readPart(
  /** The part as stored (UTF-8 or UTF-16). */
  stored: Uint8Array,
  part: string,
  kind: PartKind,
  styles: Styles,
  notRead: NotRead,
  options: PartReadOptions = {},
): PartReadResult {
  const decodeText = options.text !== false;
  // The scanner's text offsets are into these bytes, where the words are counted.
  const bytes = utf8Of(stored);
  const s = new ReadingState(part, kind, styles, notRead);
  parseXml(bytes, part, {
    open: (name, a, id, start) => {
      const at = s.depth++;
      // Anything but a marker at the closed paragraph's depth ends its chance of a next sibling.
      if (s.previous !== null && (at !== s.previous.depth || !BETWEEN_PARAGRAPH_MARKERS.has(name))) {
        if (at === s.previous.depth && name === 'w:p' && s.skipDepth === 0 && !s.skipNote)
          s.nextSibling = s.previous.state;
        s.previous = null;
      }
      if (s.skipDepth > 0) {
        s.skipDepth++;
        return;
      }
      const reader = readerFor(name, id);
      if (reader === SKIPPED_SUBTREE) {
        s.skipDepth = 1;
        return;
      }
      if (s.mathDepth > 0) {
        // Inside an equation nothing is read, but a run still takes its number (the writer counts every w:r).
        s.mathDepth++;
        if (reader === RUN && s.top) s.top.runIndex++;
        return;
      }
      if (s.skipNote) return;
      reader.open(s, a, name, start);
    },
    close: (name, id, end) => {
      s.depth--;
      if (s.previous !== null && s.depth < s.previous.depth) s.previous = null;
      if (s.skipDepth > 0) {
        s.skipDepth--;
        return;
      }
      if (s.mathDepth > 0) {
        s.mathDepth--;
        return;
      }
      const reader = readerFor(name, id);
      if (s.skipNote) {
        if (reader === NOTE) s.skipNote = false;
        return;
      }
      reader.close(s, end);
    },
    wantsText: () => decodeText && s.collectText !== null && s.skipDepth === 0 && !s.skipNote,
    text: (text) => readText(s, text),
  });
  return {
    blocks: s.blocks.filter((block): block is RawBlock => block !== null),
    ranges: s.ranges,
    noteReferences: s.noteReferences,
  };
}

/**
 * The paragraphs of a WordprocessingML part as the reader numbers them (`ranges[paragraphIndex]`),
 * read by the same pass as the manuscript's blocks but without decoding any text: how the
 * tracked-changes writer finds the paragraph it edits. Throws DocxRefusedError as the reader does.
 */
export function paragraphRanges(stored: Uint8Array, part: string): ParagraphRange[] {
  return readPart(stored, part, 'document', Styles.parse(null), emptyNotRead(), { text: false }).ranges;
}
