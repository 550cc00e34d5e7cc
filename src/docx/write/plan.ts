/**
 * Planning: checks each edit against the paragraph's view (range, expected text, characters,
 * fields, overlaps) and splits replace edits into one share per paragraph they cover. Nothing is
 * written here; refusals carry the reason a writer reads.
 */
import type { EditablePart } from './part.ts';
import type { ApplyOptions, BlockRef, Edit } from './index.ts';
import type { ParagraphView } from './view.ts';

export type ReplaceEdit = Extract<Edit, { kind: 'replace' }>;

/** One paragraph's share of a replace edit (a cross-paragraph edit has one per paragraph). */
export interface PlannedReplace {
  index: number;
  start: number;
  end: number;
  text: string;
  /** The paragraph mark goes too: the paragraph merges with the next one on accept. */
  deleteMark: boolean;
}

export interface ParagraphPlan {
  part: EditablePart;
  paragraphIndex: number;
  view: ParagraphView;
  replaces: PlannedReplace[];
  inserts: { index: number; text: string; styleId: string | undefined }[];
}

/** A cross-paragraph correction may not run through more paragraphs than this. */
const MAX_PARAGRAPHS_SPANNED = 20;

// Characters XML 1.0 cannot carry, and carriage returns (the reader never produces one).
const UNWRITABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what the pattern must find
  /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(text: string): string | null {
  if (typeof text !== 'string') return 'The correction has no text.';
  if (UNWRITABLE.test(text)) return 'The correction contains characters that cannot be stored in a Word document.';
  return null;
}

export function styleProblem(styleId: string | undefined): string | null {
  if (styleId === undefined) return null;
  return /^[^\s"<>&]{1,253}$/.test(styleId) ? null : `"${styleId}" is not a valid paragraph style id.`;
}

/**
 * Checks a replace edit and splits it into one share per paragraph it covers. The range is in
 * the block's accepted text; past its end it continues, after one "\n" per paragraph mark (as in
 * the preview text), into the following paragraphs — only with `allowCrossParagraph`, and only
 * through paragraphs that follow each other directly in the same container.
 */
export function planReplace(
  edit: ReplaceEdit,
  index: number,
  first: ParagraphPlan,
  planFor: (ref: BlockRef) => ParagraphPlan,
  options: ApplyOptions,
): { plan: ParagraphPlan; share: PlannedReplace }[] | string {
  const { start, end } = edit;
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    end < start ||
    start > first.view.accepted.length
  ) {
    return `The range ${start}–${end} is not a valid range of the paragraph.`;
  }
  const plans = [first];
  let joined = first.view.accepted;
  while (end > joined.length) {
    if (!options.allowCrossParagraph) return 'The correction would span more than one paragraph.';
    const last = plans[plans.length - 1] as ParagraphPlan;
    const reason = `The correction runs past the end of the paragraph${plans.length > 1 ? 's' : ''} it may join.`;
    if (plans.length >= MAX_PARAGRAPHS_SPANNED || !last.part.adjacentSiblings(last.paragraphIndex)) return reason;
    const next = planFor({ part: last.part.name, paragraphIndex: last.paragraphIndex + 1 });
    plans.push(next);
    joined += `\n${next.view.accepted}`;
  }
  if (edit.expected !== undefined && joined.slice(start, end) !== edit.expected) {
    return `The text at this place is now "${joined.slice(start, end)}", not "${edit.expected}"; the document has changed.`;
  }
  const problem = textProblem(edit.text);
  if (problem) return problem;
  if (start === end && edit.text === '') return 'The correction changes nothing.';
  const shares: { plan: ParagraphPlan; share: PlannedReplace }[] = [];
  let offset = 0;
  plans.forEach((plan, i) => {
    const length = plan.view.accepted.length;
    const s = Math.max(0, start - offset);
    const e = Math.min(length, end - offset);
    shares.push({
      plan,
      share: { index, start: s, end: e, text: i === 0 ? edit.text : '', deleteMark: i < plans.length - 1 },
    });
    offset += length + 1;
  });
  for (const { plan, share } of shares) {
    const text = plan.view.accepted;
    if (splitsCharacter(text, share.start) || splitsCharacter(text, share.end)) {
      return 'The correction would split a character (an emoji or symbol outside the basic range).';
    }
    for (const field of plan.view.fields) {
      const { start: s, end: e } = share;
      const touchesMark = share.deleteMark && field.end > text.length;
      if (touchesMark || (field.start < e && s < field.end && !(s === e && (s === field.start || s === field.end)))) {
        return 'The correction would cut through a field (such as a citation, cross-reference or page number); edit it in Word.';
      }
    }
  }
  return shares;
}

/** True when `offset` falls between the two UTF-16 halves of one character. */
function splitsCharacter(text: string, offset: number): boolean {
  const before = text.charCodeAt(offset - 1);
  const after = text.charCodeAt(offset);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}

export function overlapProblem(share: PlannedReplace, accepted: PlannedReplace[]): string | null {
  for (const other of accepted) {
    if (conflict(share, other) || (share.deleteMark && other.deleteMark)) {
      return `The correction overlaps correction ${other.index + 1} in the same paragraph.`;
    }
  }
  return null;
}

function conflict(a: PlannedReplace, b: PlannedReplace): boolean {
  const aPoint = a.start === a.end;
  const bPoint = b.start === b.end;
  if (aPoint && bPoint) return a.start === b.start;
  if (aPoint) return b.start < a.start && a.start < b.end;
  if (bPoint) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}
