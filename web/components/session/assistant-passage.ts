/**
 * The passage the AI Assistant works on (issue 27): the paragraph of the preview that holds the
 * writer's selection (a finding shown in the document), with its exact place, so the server can
 * refuse an edit if the text moved; once the writer edits the passage by hand, it is sent by text
 * alone and the server finds its one occurrence.
 */
import type { Range } from '../../../src/contract/checks.ts';

export interface PassageChoice {
  text: string;
  /** Null when the writer typed or changed the passage: the server locates it by its text. */
  range: Range | null;
}

export function paragraphAround(text: string, range: Range): PassageChoice {
  const start = text.lastIndexOf('\n', Math.max(0, range.start - 1)) + 1;
  const newline = text.indexOf('\n', range.end);
  const end = newline < 0 ? text.length : newline;
  return { text: text.slice(start, end), range: { start, end } };
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** The Shorten action's first proposal: about four fifths of the passage, at least one word. */
export function shorterTarget(text: string): number {
  return Math.max(1, Math.round(wordCount(text) * 0.8));
}
