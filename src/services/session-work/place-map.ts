/**
 * Where a place of one version's preview text is in another version's (issue 22). The two texts
 * are compared (line by line, then character by character inside the lines that changed); a
 * range whose own characters were not touched maps to the same characters in the other text,
 * whatever changed around it — a neighbour's correction, a new paragraph, a revert. A range
 * that lost or gained a character inside it does not map: that finding's text was changed.
 */
import { type ChangeObject, diffChars, diffLines } from 'diff';

/** A stretch of the source text and what it became in the target text. */
interface Segment {
  sourceStart: number;
  sourceEnd: number;
  targetStart: number;
  targetEnd: number;
  /** The stretch is the same text on both sides. */
  same: boolean;
}

export interface PlaceMap {
  /** [start, end) of the source in the target, or null when the range's own text changed. */
  range(start: number, end: number): { start: number; end: number } | null;
}

/** Gives up comparing a changed stretch character by character after this long (ms). */
const CHAR_DIFF_TIMEOUT_MS = 250;

function refined(removed: string, added: string): ChangeObject<string>[] {
  const chars = diffChars(removed, added, { timeout: CHAR_DIFF_TIMEOUT_MS });
  if (chars) return chars;
  // Too different to compare in time: the whole stretch counts as replaced.
  return [
    { value: removed, removed: true, added: false, count: 1 },
    { value: added, removed: false, added: true, count: 1 },
  ];
}

function changes(source: string, target: string): ChangeObject<string>[] {
  const lines = diffLines(source, target);
  const out: ChangeObject<string>[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const chunk = lines[i] as ChangeObject<string>;
    const next = lines[i + 1];
    if (next && chunk.removed && next.added) {
      out.push(...refined(chunk.value, next.value));
      i += 1;
    } else if (next && chunk.added && next.removed) {
      out.push(...refined(next.value, chunk.value));
      i += 1;
    } else out.push(chunk);
  }
  return out;
}

function segments(source: string, target: string): Segment[] {
  const list: Segment[] = [];
  let s = 0;
  let t = 0;
  for (const change of changes(source, target)) {
    const length = change.value.length;
    if (change.removed) {
      list.push({ sourceStart: s, sourceEnd: s + length, targetStart: t, targetEnd: t, same: false });
      s += length;
    } else if (change.added) {
      list.push({ sourceStart: s, sourceEnd: s, targetStart: t, targetEnd: t + length, same: false });
      t += length;
    } else {
      list.push({ sourceStart: s, sourceEnd: s + length, targetStart: t, targetEnd: t + length, same: true });
      s += length;
      t += length;
    }
  }
  return list;
}

/** Compares two versions' preview texts once; ranges are then mapped in O(segments). */
export function placeMap(source: string, target: string): PlaceMap {
  if (source === target) return { range: (start, end) => ({ start, end }) };
  const list = segments(source, target);
  return {
    range(start, end) {
      if (start < 0 || end < start || end > source.length) return null;
      // The range's characters must all lie in one unchanged stretch. An empty range (a place to
      // insert) needs one unchanged neighbour, and sits before whatever was inserted at that point.
      for (const seg of list) {
        if (seg.same && start >= seg.sourceStart && end <= seg.sourceEnd) {
          const offset = seg.targetStart - seg.sourceStart;
          return { start: start + offset, end: end + offset };
        }
      }
      return null;
    },
  };
}
