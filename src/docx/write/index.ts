/**
 * The tracked-changes writer: turns edits on the accepted-view text of blocks into WordprocessingML
 * revisions (w:del/w:delText for removed text, w:ins for new text) signed with the author and a
 * UTC date, touching nothing else in the package. Pure: bytes in, bytes out; no HTTP, no SQL.
 * See docs/writer.md for the decisions behind each rule.
 */
import { applyReplace, insertParagraphAfter, markParagraphMarkDeleted } from './edit.ts';
import { idAllocator } from './ids.ts';
import { Markup } from './markup.ts';
import { EditablePart, PartError, wordPrefix } from './part.ts';
import { buildView, type ParagraphView } from './view.ts';
import { ZipError, ZipPackage } from './zip.ts';

/** A paragraph, as in model.ts `Block`: its part and its index among the part's `w:p` elements. */
export interface BlockRef {
  part: string;
  paragraphIndex: number;
}

export type Edit =
  | {
      kind: 'replace';
      block: BlockRef;
      /** Offsets in the block's accepted-view text (end exclusive); insert: start == end; delete: text ''. */
      start: number;
      end: number;
      text: string;
      /** The accepted-view text expected in [start, end); the edit is refused when it differs. */
      expected?: string;
    }
  | { kind: 'insert-paragraph'; after: BlockRef; text: string; styleId?: string };

export interface ApplyOptions {
  author: string;
  date: Date;
  allowCrossParagraph?: boolean;
}

export interface ApplyResult {
  bytes: Uint8Array;
  /** Indexes into `edits` that were written. */
  applied: number[];
  refused: { index: number; reason: string }[];
}

export class WriterError extends Error {}

type ReplaceEdit = Extract<Edit, { kind: 'replace' }>;

/** One paragraph's share of a replace edit (a cross-paragraph edit has one per paragraph). */
interface PlannedReplace {
  index: number;
  start: number;
  end: number;
  text: string;
  /** The paragraph mark goes too: the paragraph merges with the next one on accept. */
  deleteMark: boolean;
}

interface ParagraphPlan {
  part: EditablePart;
  paragraphIndex: number;
  view: ParagraphView;
  replaces: PlannedReplace[];
  inserts: { index: number; text: string; styleId: string | undefined }[];
}

/** A cross-paragraph correction may not run through more paragraphs than this. */
const MAX_PARAGRAPHS_SPANNED = 20;

// Characters XML 1.0 cannot carry, and carriage returns (the reader never produces one).
const UNWRITABLE = /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export async function applyTrackedChanges(docx: Uint8Array, edits: Edit[], options: ApplyOptions): Promise<ApplyResult> {
  return applyTrackedChangesSync(docx, edits, options);
}

export function applyTrackedChangesSync(docx: Uint8Array, edits: Edit[], options: ApplyOptions): ApplyResult {
  if (options.author.trim() === '') throw new WriterError('Tracked changes need an author name.');
  if (Number.isNaN(options.date.getTime())) throw new WriterError('Tracked changes need a valid date.');
  let zip: ZipPackage;
  try {
    zip = new ZipPackage(docx);
  } catch (error) {
    throw new WriterError(`The document could not be opened for writing: ${(error as Error).message}`);
  }
  const refused: { index: number; reason: string }[] = [];
  const parts = new Map<string, EditablePart | string>();
  const plans = new Map<string, ParagraphPlan>();

  const openPart = (name: string): EditablePart => {
    let part = parts.get(name);
    if (part === undefined) {
      try {
        if (!zip.has(name)) throw new PartError(`The document has no part ${name}.`);
        part = new EditablePart(name, zip.read(name));
      } catch (error) {
        if (!(error instanceof PartError || error instanceof ZipError)) throw error;
        part = error.message;
      }
      parts.set(name, part);
    }
    if (typeof part === 'string') throw new PartError(part);
    return part;
  };

  const planFor = (ref: BlockRef): ParagraphPlan => {
    const key = `${ref.part}\u0000${ref.paragraphIndex}`;
    let plan = plans.get(key);
    if (!plan) {
      const part = openPart(ref.part);
      if (!Number.isInteger(ref.paragraphIndex) || ref.paragraphIndex < 0 || ref.paragraphIndex >= part.paragraphs.length) {
        throw new PartError(`Paragraph ${ref.paragraphIndex} does not exist in ${ref.part}.`);
      }
      let element: Element;
      try {
        element = part.paragraph(ref.paragraphIndex).element;
        wordPrefix(element); // refuse up front what the writer cannot write into
      } catch (error) {
        throw new PartError((error as Error).message);
      }
      const fieldsIn = part.paragraphs[ref.paragraphIndex]?.fieldsIn ?? [];
      plan = { part, paragraphIndex: ref.paragraphIndex, view: buildView(element, fieldsIn), replaces: [], inserts: [] };
      plans.set(key, plan);
    }
    return plan;
  };

  edits.forEach((edit, index) => {
    try {
      if (edit.kind === 'replace') {
        const segments = planReplace(edit, index, planFor(edit.block), planFor, options);
        const reason = typeof segments === 'string' ? segments : segments.map((s) => overlapProblem(s.share, s.plan.replaces)).find(Boolean);
        if (reason) refused.push({ index, reason });
        else if (typeof segments !== 'string') for (const s of segments) s.plan.replaces.push(s.share);
      } else if (edit.kind === 'insert-paragraph') {
        const plan = planFor(edit.after);
        const reason = textProblem(edit.text) ?? styleProblem(edit.styleId);
        if (reason) refused.push({ index, reason });
        else plan.inserts.push({ index, text: edit.text, styleId: edit.styleId });
      } else {
        refused.push({ index, reason: 'Unknown kind of correction.' });
      }
    } catch (error) {
      if (!(error instanceof PartError)) throw error;
      refused.push({ index, reason: error.message });
    }
  });

  const applied: number[] = [];
  const active = [...plans.values()].filter((p) => p.replaces.length > 0 || p.inserts.length > 0);
  if (active.length === 0) return { bytes: docx, applied, refused: refused.sort((a, b) => a.index - b.index) };

  const texts = new Map<string, string>();
  for (const [name, part] of parts) if (typeof part !== 'string') texts.set(name, part.xml);
  const stamp = { author: options.author, date: utcDate(options.date), nextId: idAllocator(zip, texts) };

  for (const plan of active) {
    const { unit, element } = plan.part.paragraph(plan.paragraphIndex);
    const markup = new Markup(element.ownerDocument, element.namespaceURI ?? '', wordPrefix(element), stamp);
    const fieldsIn = plan.part.paragraphs[plan.paragraphIndex]?.fieldsIn ?? [];
    // Right to left, so the offsets of the edits still to apply keep their meaning.
    const ordered = [...plan.replaces].sort((a, b) => b.start - a.start || b.end - a.end);
    for (const share of ordered) {
      if (share.start !== share.end || share.text !== '') applyReplace(element, fieldsIn, share.start, share.end, share.text, markup);
      if (share.deleteMark) markParagraphMarkDeleted(element, markup);
      if (!applied.includes(share.index)) applied.push(share.index);
    }
    let after = element;
    for (const insert of plan.inserts) {
      after = insertParagraphAfter(after, insert.text, insert.styleId, markup);
      applied.push(insert.index);
    }
    unit.touched = true;
  }

  const replacements = new Map<string, Uint8Array>();
  const encoder = new TextEncoder();
  for (const [name, part] of parts) {
    if (typeof part === 'string') continue;
    const xml = part.serialize();
    if (xml !== null) replacements.set(name, encoder.encode(xml));
  }
  return {
    bytes: zip.rewrite(replacements),
    applied: applied.sort((a, b) => a - b),
    refused: refused.sort((a, b) => a.index - b.index),
  };
}

/** xsd:dateTime in UTC without fractional seconds (Word writes and expects this form). */
export function utcDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function textProblem(text: string): string | null {
  if (typeof text !== 'string') return 'The correction has no text.';
  if (UNWRITABLE.test(text)) return 'The correction contains characters that cannot be stored in a Word document.';
  return null;
}

function styleProblem(styleId: string | undefined): string | null {
  if (styleId === undefined) return null;
  return /^[^\s"<>&]{1,253}$/.test(styleId) ? null : `"${styleId}" is not a valid paragraph style id.`;
}

/**
 * Checks a replace edit and splits it into one share per paragraph it covers. The range is in
 * the block's accepted text; past its end it continues, after one "\n" per paragraph mark (as in
 * the preview text), into the following paragraphs — only with `allowCrossParagraph`, and only
 * through paragraphs that follow each other directly in the same container.
 */
function planReplace(
  edit: ReplaceEdit,
  index: number,
  first: ParagraphPlan,
  planFor: (ref: BlockRef) => ParagraphPlan,
  options: ApplyOptions,
): { plan: ParagraphPlan; share: PlannedReplace }[] | string {
  const { start, end } = edit;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || start > first.view.accepted.length) {
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
    shares.push({ plan, share: { index, start: s, end: e, text: i === 0 ? edit.text : '', deleteMark: i < plans.length - 1 } });
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

function overlapProblem(share: PlannedReplace, accepted: PlannedReplace[]): string | null {
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
