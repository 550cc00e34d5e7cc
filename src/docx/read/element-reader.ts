/**
 * An element reader: what the part reader (part-reader.ts) does at one kind of element's start
 * and end tags, as mammoth.js has one reader per element. Each one is a small function of the
 * reading state (reading-state.ts); they are grouped by theme in the `*-readers.ts` files and
 * looked up by element name in element-table.ts.
 */
import type { Attributes } from '../xml/parse.ts';
import type { ReadingState } from './reading-state.ts';

/** At the start tag. `attributes` is valid only during the call; `start` is the offset of its "<". */
export type OpenElement = (state: ReadingState, attributes: Attributes, name: string, start: number) => void;

/** At the end tag; `end` is the offset just past it. */
export type CloseElement = (state: ReadingState, end: number) => void;

export interface ElementReader {
  readonly open: OpenElement;
  readonly close: CloseElement;
}

/** A table of readers by canonical element name ("w:p"), one per theme file. */
export type ElementReaders = Readonly<Record<string, ElementReader>>;

const nothing = (): void => {};

/** A reader with both functions (every reader has the same shape: one kind of object at the dispatch). */
export function elementReader(reader: { open?: OpenElement; close?: CloseElement }): ElementReader {
  return { open: reader.open ?? nothing, close: reader.close ?? nothing };
}
