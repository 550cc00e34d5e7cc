/**
 * Citation and note marks are never part of a number. A superscript "¹" after "types 1 and 3." is
 * a citation, not the decimal ".1"; "N = 83¹" is 83 with a table-note mark; a field-coded or
 * bracketed citation is the citation checks' business. The number rules therefore read a
 * paragraph with those marks blanked out (same length, so offsets are unchanged), decided by the
 * reader's run formatting and the engine's citations, never by guessing from the digits.
 *
 * A superscript after "10" is a power ("×10⁶/L", "10⁻⁵"), part of its number: kept. A superscript
 * after a letter ("m²", "R²") cannot fuse into a number: kept too.
 */
import type { Block, Citation } from '../../docx/model.ts';

/** Stands in for a blanked mark: not a digit, letter, space or punctuation any rule reads. */
export const MARK = '\u2063';

const MARK_TEXT = /^[\d\s,\-–−]+$/u;

/** Consecutive superscript runs as one stretch: "⁻" and "⁵" in two runs are one power. */
function superscriptStretches(block: Block): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const run of block.runs) {
    if (!run.format.superscript || run.end <= run.start) continue;
    const last = out.at(-1);
    if (last && last.end === run.start) last.end = run.end;
    else out.push({ start: run.start, end: run.end });
  }
  return out;
}

/** The block's text with its citation and note marks blanked; the text itself when it has none. */
export function withoutMarks(block: Block, citations: readonly Citation[]): string {
  const text = block.text;
  const spans: { start: number; end: number }[] = [];
  for (const { start, end } of superscriptStretches(block)) {
    const written = text.slice(start, end);
    if (!MARK_TEXT.test(written) || !/\d/.test(written)) continue;
    const before = text.slice(Math.max(0, start - 2), start);
    if (before === '10' || /\p{L}$/u.test(before)) continue; // a power, or a letter's superscript
    spans.push({ start, end });
  }
  for (const citation of citations) spans.push({ start: citation.start, end: citation.end });
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const { start, end } of spans) {
    const from = Math.max(at, start);
    const to = Math.min(text.length, end);
    if (to <= from) continue;
    out += text.slice(at, from) + MARK.repeat(to - from);
    at = to;
  }
  return out + text.slice(at);
}
