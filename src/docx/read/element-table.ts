/**
 * The element readers by name: the dispatch table of the part reader (part-reader.ts). The
 * readers of a theme file take precedence over the general kinds of passed-elements.ts (a `w:p`
 * is transparent *and* opens a paragraph). A name is looked up once per process: the scanner
 * numbers names (xml/names.ts), and the reader found is kept in an array by that number.
 */
import type { ElementReader } from './element-reader.ts';
import { FIELD_READERS } from './field-readers.ts';
import { NOTE_READERS } from './note-readers.ts';
import { PARAGRAPH_READERS } from './paragraph-readers.ts';
import {
  DRAWING_INTERNALS,
  IGNORED_SUBTREES,
  NO_TEXT,
  PASSED,
  SKIPPED_SUBTREE,
  TRANSPARENT,
  UNKNOWN,
} from './passed-elements.ts';
import { REVISION_READERS } from './revision-readers.ts';
import { RUN_READERS } from './run-readers.ts';
import { TABLE_READERS } from './table-readers.ts';
import { TEXT_READERS } from './text-readers.ts';
import { UNREAD_CONTENT_READERS } from './unread-content-readers.ts';

const READERS = new Map<string, ElementReader>();
for (const name of TRANSPARENT) READERS.set(name, PASSED);
for (const name of NO_TEXT) READERS.set(name, PASSED);
for (const name of IGNORED_SUBTREES) READERS.set(name, SKIPPED_SUBTREE);
for (const readers of [
  PARAGRAPH_READERS,
  RUN_READERS,
  TEXT_READERS,
  REVISION_READERS,
  FIELD_READERS,
  TABLE_READERS,
  NOTE_READERS,
  UNREAD_CONTENT_READERS,
])
  for (const [name, reader] of Object.entries(readers)) READERS.set(name, reader);

function lookUp(name: string): ElementReader {
  return READERS.get(name) ?? (DRAWING_INTERNALS.test(name) ? PASSED : UNKNOWN);
}

/** Readers by name id, filled as names are first met. */
const BY_ID: (ElementReader | undefined)[] = new Array<ElementReader | undefined>(4096).fill(undefined);

/** The reader of element `name` (`id`: its number from the scanner, -1 past the registry's bound). */
export function readerFor(name: string, id: number): ElementReader {
  if (id < 0 || id >= BY_ID.length) return lookUp(name);
  let reader = BY_ID[id];
  if (reader === undefined) {
    reader = lookUp(name);
    BY_ID[id] = reader;
  }
  return reader;
}
