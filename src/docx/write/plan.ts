/**
 * Planning: checks each edit against the paragraph's view (range, expected text, characters,
 * fields, overlaps) and splits replace edits into one share per paragraph they cover. Nothing is
 * written here; refusals carry the reason a writer reads.
 */
import type { EditablePart } from './part.ts';
import type { ApplyOptions, Edit } from './edit-request.ts';
import type { ParagraphView } from './view.ts';
import type { JoinReason } from '../model.ts';

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
  /** New paragraphs after this one, in order. */
  inserts: PlannedParagraph[];
  /** New paragraphs before this one, in order. */
  insertsBefore: PlannedParagraph[];
}

/** A new paragraph: its text, its style (undefined: the anchor's; null: none) and run formatting to copy. */
export interface PlannedParagraph {
  index: number;
  text: string;
  styleId: string | null | undefined;
  runFormat: Element | null;
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

/** One paragraph of a reader's block, and where its text starts in the block's text. */
export interface ChainMember {
  plan: ParagraphPlan;
  at: number;
  /** How it joins the paragraph before it (null: the block's first paragraph). */
  by: JoinReason | null;
}

/** The text of the paragraphs of one block, joined as the reader joins them. */
export function chainText(chain: ChainMember[]): string {
  return chain.map((m) => m.plan.view.accepted).join('');
}

/** A paragraph the range covers and what separates it from the one before: a join, a paragraph mark, nothing. */
interface Segment {
  plan: ParagraphPlan;
  at: number;
  before: JoinReason | '\n' | null;
}

/**
 * Checks a replace edit and splits it into one share per paragraph it covers. The range is in
 * the accepted text of the block that starts at `first`'s first paragraph — several paragraphs
 * when the reader joins them (a deleted paragraph mark, a drop cap: model.ts rules); a place at a
 * join belongs to the paragraph that starts there, so text inserted at a join goes after a drop
 * cap and never into a wholly deleted paragraph. Past the block's end the range continues, after
 * one "\n" per paragraph mark (as in the preview text), into the following blocks — only with
 * `allowCrossParagraph`, and only through paragraphs that follow each other directly in the same
 * container. A range across a drop cap and its paragraph is refused (the new text would become
 * the drop cap).
 */
export function planReplace(
  edit: ReplaceEdit,
  index: number,
  first: ChainMember[],
  chainAfter: (last: ParagraphPlan) => ChainMember[] | null,
  options: ApplyOptions,
): { plan: ParagraphPlan; share: PlannedReplace }[] | string {
  const { start, end } = edit;
  let joined = chainText(first);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || start > joined.length) {
    return `The range ${start}–${end} is not a valid range of the paragraph.`;
  }
  const segments: Segment[] = first.map((m) => ({ plan: m.plan, at: m.at, before: m.by }));
  let blocks = 1;
  while (end > joined.length) {
    if (!options.allowCrossParagraph) return 'The correction would span more than one paragraph.';
    const last = (segments[segments.length - 1] as Segment).plan;
    const reason = `The correction runs past the end of the paragraph${blocks > 1 ? 's' : ''} it may join.`;
    // The blocks must follow each other in the preview: no text box paragraph nested between.
    const contiguous = segments.every(
      (s, i) => i === 0 || s.plan.paragraphIndex === (segments[i - 1] as Segment).plan.paragraphIndex + 1,
    );
    if (segments.length >= MAX_PARAGRAPHS_SPANNED || !contiguous || !last.part.adjacentSiblings(last.paragraphIndex))
      return reason;
    const next = chainAfter(last);
    if (!next) return reason;
    joined += '\n';
    for (const m of next) segments.push({ plan: m.plan, at: joined.length + m.at, before: m.by ?? '\n' });
    joined += chainText(next);
    blocks++;
  }
  if (edit.expected !== undefined && joined.slice(start, end) !== edit.expected) {
    return `The text at this place is now "${joined.slice(start, end)}", not "${edit.expected}"; the document has changed.`;
  }
  const problem = textProblem(edit.text);
  if (problem) return problem;
  if (start === end && edit.text === '') return 'The correction changes nothing.';
  let from = 0;
  segments.forEach((s, i) => {
    if (s.at <= start) from = i;
  });
  let to = from;
  if (end > start)
    while (to < segments.length - 1) {
      const s = segments[to] as Segment;
      if (end <= s.at + s.plan.view.accepted.length) break;
      to++;
    }
  const shares: { plan: ParagraphPlan; share: PlannedReplace }[] = [];
  for (let i = from; i <= to; i++) {
    const { plan, at, before } = segments[i] as Segment;
    if (i > from && before === 'drop-cap')
      return 'The correction runs across a drop cap (the large first letter of a paragraph) and the text after it; edit it in Word.';
    const length = plan.view.accepted.length;
    shares.push({
      plan,
      share: {
        index,
        start: Math.min(length, Math.max(0, start - at)),
        end: Math.min(length, Math.max(0, end - at)),
        text: i === from ? edit.text : '',
        deleteMark: i < to && segments[i + 1]?.before === '\n',
      },
    });
  }
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
