/**
 * Re-locating a finding in the latest version. A finding carries offsets in the preview text of
 * the version its check ran on. When that is still the latest version, the offsets are used as
 * they are (after checking the text there still reads `original`). When the session moved on,
 * the finding is searched by its original text and identified by its content hash (the check
 * framework hashes the check id, the text and 40 characters on each side), then inside its own
 * paragraph by the context it had; an ambiguous or vanished finding is refused with a reason.
 */
import { contentHash } from '../../checks/framework/finding.ts';
import type { Block, Manuscript } from '../../docx/model.ts';

const CONTEXT_CHARS = 40;

export interface FindingRef {
  checkId: string;
  original: string;
  hash: string;
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

function contextOf(block: Block, start: number, end: number): { before: string; after: string } {
  return {
    before: block.text.slice(Math.max(0, start - CONTEXT_CHARS), start),
    after: block.text.slice(end, end + CONTEXT_CHARS),
  };
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

/** Where the finding made on `source` (an older version, if known) is now in `target`. */
export function relocate(target: Manuscript, ref: FindingRef, source: Manuscript | null): Location {
  const gone = `The text ${quote(ref.original)} has changed since the check ran. Run the check again.`;
  if (ref.original === '')
    return { ok: false, reason: `This finding was made on an older version of the document. Run the check again.` };
  const candidates: Located[] = [];
  for (const block of target.blocks) {
    for (let i = block.text.indexOf(ref.original); i >= 0; i = block.text.indexOf(ref.original, i + 1)) {
      candidates.push({ block, start: i, end: i + ref.original.length });
    }
  }
  if (candidates.length === 0) return { ok: false, reason: gone };

  const byHash = candidates.filter((c) => {
    const { before, after } = contextOf(c.block, c.start, c.end);
    return contentHash(ref.checkId, '', ref.original, before, after) === ref.hash;
  });
  if (byHash.length === 1 && byHash[0]) return { ok: true, at: byHash[0] };

  // Without a hash match, the finding's own paragraph decides. Apply never adds or removes
  // paragraphs, so the paragraph keeps its (part, index) across versions; inside it, the text must
  // keep the characters touching it (so "1.4" never lands inside "11.45") and at least one side
  // of its surroundings (the other may hold a neighbouring correction).
  const origin = source ? blockAt(source, ref.absStart, ref.absEnd) : null;
  if (!origin || origin.block.text.slice(origin.start, origin.end) !== ref.original) {
    return byHash.length === 0 ? { ok: false, reason: gone } : ambiguous(ref, byHash.length);
  }
  const twin = target.blocks.find(
    (b) => b.part === origin.block.part && b.paragraphIndex === origin.block.paragraphIndex,
  );
  if (!twin) return { ok: false, reason: gone };
  if (twin.text === origin.block.text) return { ok: true, at: { block: twin, start: origin.start, end: origin.end } };
  const wanted = contextOf(origin.block, origin.start, origin.end);
  const scored = candidates
    .filter((c) => c.block === twin)
    .map((c) => {
      const seen = contextOf(c.block, c.start, c.end);
      const touching =
        seen.before.slice(-1) === wanted.before.slice(-1) && seen.after.slice(0, 1) === wanted.after.slice(0, 1);
      const sides = Number(seen.before === wanted.before) + Number(seen.after === wanted.after);
      return { c, score: touching ? 1 + sides : 0 };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (best && (!next || next.score < best.score)) return { ok: true, at: best.c };
  return scored.length === 0 ? { ok: false, reason: gone } : ambiguous(ref, scored.length);
}

function ambiguous(ref: FindingRef, count: number): Location {
  return {
    ok: false,
    reason: `The text ${quote(ref.original)} now appears ${count} times and the check's finding cannot be told apart. Run the check again.`,
  };
}
