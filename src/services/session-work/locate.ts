/**
 * Re-locating a finding in the latest version. A finding carries offsets in the preview text of
 * the version its check ran on. When that is still the latest version, the offsets are used as
 * they are (after checking the text there still reads `original`). When the session moved on,
 * its place is mapped from the version it was made on to the latest (`relocate`); a finding whose
 * own text changed is refused with a reason that names it.
 */
import type { Block, Manuscript } from '../../docx/model.ts';
import { placeMap } from './place-map.ts';

export interface FindingRef {
  checkId: string;
  original: string;
  /** Offsets in the preview text of the source version. */
  absStart: number;
  absEnd: number;
}

export interface Located {
  block: Block;
  /** Offsets in the block's accepted-view text. */
  start: number;
  end: number;
}

export type Location = { ok: true; at: Located } | { ok: false; reason: string };

function quote(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `“${short}”`;
}

/** The block that holds [start, end) of the preview text, or null when the range spans blocks. */
export function blockAt(manuscript: Manuscript, start: number, end: number): Located | null {
  for (const block of manuscript.blocks) {
    const blockEnd = block.start + block.text.length;
    if (start >= block.start && end <= blockEnd) return { block, start: start - block.start, end: end - block.start };
    if (block.start > start) break;
  }
  return null;
}

/** Where the finding is in `target`, which is the version it was made on. */
export function locateInSameVersion(target: Manuscript, ref: FindingRef): Location {
  const at = blockAt(target, ref.absStart, ref.absEnd);
  if (!at) {
    const spans = ref.absEnd > ref.absStart && ref.absEnd <= target.previewText.length;
    return {
      ok: false,
      reason: spans
        ? `The correction of ${quote(ref.original)} spans more than one paragraph; make it in Word instead.`
        : `The text ${quote(ref.original)} is no longer where the check found it. Run the check again.`,
    };
  }
  if (at.block.text.slice(at.start, at.end) !== ref.original) {
    return {
      ok: false,
      reason: `The text ${quote(ref.original)} is no longer where the check found it. Run the check again.`,
    };
  }
  return { ok: true, at };
}

/**
 * Where the finding made on `source` (an older version, if it can still be read) is now in
 * `target`: its place is mapped across the two versions' texts (place-map.ts), so a neighbour's
 * correction, a new paragraph before it or a revert does not lose it, and an insertion keeps its
 * point between the same two characters. The mapped text must still read `original`. Without the
 * source version, only a text found exactly once is taken. Otherwise the finding is refused, by
 * name.
 */
export function relocate(target: Manuscript, ref: FindingRef, source: Manuscript | null): Location {
  const gone: Location = { ok: false, reason: changedReason(ref, source) };
  if (source) {
    const mapped = placeMap(source.previewText, target.previewText).range(ref.absStart, ref.absEnd);
    if (!mapped || target.previewText.slice(mapped.start, mapped.end) !== ref.original) return gone;
    const at = blockAt(target, mapped.start, mapped.end);
    return at ? { ok: true, at } : gone;
  }
  if (ref.original === '') return gone;
  const candidates: Located[] = [];
  for (const block of target.blocks) {
    for (let i = block.text.indexOf(ref.original); i >= 0; i = block.text.indexOf(ref.original, i + 1)) {
      candidates.push({ block, start: i, end: i + ref.original.length });
    }
  }
  const [only, other] = candidates;
  if (only && !other) return { ok: true, at: only };
  return candidates.length === 0 ? gone : ambiguous(ref, candidates.length);
}

/** Names the finding whose text changed: its words, or for an insertion the words before its place. */
function changedReason(ref: FindingRef, source: Manuscript | null): string {
  if (ref.original !== '')
    return `The text ${quote(ref.original)} has changed since the check ran. Run the check again.`;
  const before = source?.previewText
    .slice(Math.max(0, ref.absStart - 40), ref.absStart)
    .split('\n')
    .at(-1)
    ?.trim();
  const where = before ? `after ${quote(before)}` : 'at the start of its paragraph';
  return `The place of the insertion ${where} has changed since the check ran. Run the check again.`;
}

function ambiguous(ref: FindingRef, count: number): Location {
  return {
    ok: false,
    reason: `The text ${quote(ref.original)} now appears ${count} times and the check's finding cannot be told apart. Run the check again.`,
  };
}
