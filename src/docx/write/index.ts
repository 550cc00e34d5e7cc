/**
 * The tracked-changes writer: turns edits on the accepted-view text of blocks into WordprocessingML
 * revisions (w:del/w:delText for removed text, w:ins for new text) signed with the author and a
 * UTC date, touching nothing else in the package. Pure: bytes in, bytes out; no HTTP, no SQL.
 * See docs/writer.md for the decisions behind each rule.
 */
import {
  applyReplace,
  cancelReversedPairs,
  insertParagraphAfter,
  insertParagraphBefore,
  markParagraphMarkDeleted,
  paragraphModel,
} from './edit.ts';
import { DocxRefusedError } from '../errors.ts';
import { anchorComments, type BatchComment, commentParts } from './comments.ts';
import { EditPlans, lastOf } from './edit-plans.ts';
import type { ApplyOptions, Edit } from './edit-request.ts';
import { OpcPackage } from '../zip/package.ts';
import { idAllocator } from './ids.ts';
import { Markup, type RevisionStamp } from './markup.ts';
import { type EditablePart, PartError, wordPrefix } from './part.ts';
import {
  type ChainMember,
  overlapProblem,
  planReplace,
  type ReplaceEdit,
  styleProblem,
  textProblem,
  type ParagraphPlan,
} from './plan.ts';
import { buildView } from './view.ts';
import { MC } from './namespaces.ts';
import { rewritePackage } from './zip.ts';

export type { ApplyOptions, BlockRef, Edit } from './edit-request.ts';

export interface ApplyResult {
  bytes: Uint8Array;
  /** Indexes into `edits` that were written. */
  applied: number[];
  refused: { index: number; reason: string }[];
}

export class WriterError extends Error {}

export async function applyTrackedChanges(
  docx: Uint8Array,
  edits: Edit[],
  options: ApplyOptions,
): Promise<ApplyResult> {
  return applyTrackedChangesSync(docx, edits, options);
}

export function applyTrackedChangesSync(docx: Uint8Array, edits: Edit[], options: ApplyOptions): ApplyResult {
  const pkg = openForWriting(docx, options);
  const plans = new EditPlans(pkg);
  const refused = planEdits(plans, edits, options).sort((a, b) => a.index - b.index);
  const active = plans.withWork();
  if (active.length === 0) return { bytes: docx, applied: [], refused };

  const stamp = revisionStamp(pkg, plans, options);
  const comment = batchComment(pkg, options, stamp.date, active[0] as ParagraphPlan);
  const applied: number[] = [];
  const commentIds: number[] = [];
  for (const plan of active) {
    const markup = writeParagraph(plan, stamp, applied);
    if (comment) commentIds.push(...anchorComments(markup.created, markup));
  }

  const replacements = plans.serializedParts();
  const additions = new Map<string, Uint8Array>();
  if (comment && commentIds.length > 0) addCommentParts(pkg, comment, commentIds, replacements, additions);
  return {
    bytes: rewritePackage(docx, pkg.directory, replacements, additions),
    applied: applied.sort((a, b) => a - b),
    refused,
  };
}

/** The package under the reader's package layer (same limits and refusals), except that macros are kept. */
function openForWriting(docx: Uint8Array, options: ApplyOptions): OpcPackage {
  if (options.author.trim() === '') throw new WriterError('Tracked changes need an author name.');
  if (Number.isNaN(options.date.getTime())) throw new WriterError('Tracked changes need a valid date.');
  let pkg: OpcPackage;
  try {
    pkg = new OpcPackage(docx, undefined, { allowMacros: true });
  } catch (error) {
    if (!(error instanceof DocxRefusedError)) throw error;
    throw new WriterError(`The document could not be opened for writing: ${error.message}`);
  }
  if (pkg.directory.zip64)
    throw new WriterError('The document could not be opened for writing: Zip64 packages are not supported.');
  return pkg;
}

type Refusal = ApplyResult['refused'][number];

/** Plans every edit in order (each against the plans of the edits before it); returns the refusals. */
function planEdits(plans: EditPlans, edits: Edit[], options: ApplyOptions): Refusal[] {
  const refused: Refusal[] = [];
  edits.forEach((edit, index) => {
    try {
      const reason =
        edit.kind === 'replace'
          ? planReplaceEdit(plans, edit, index, options)
          : edit.kind === 'insert-paragraph' || edit.kind === 'insert-paragraph-before'
            ? planInsertEdit(plans, edit, index)
            : 'Unknown kind of correction.';
      if (reason) refused.push({ index, reason });
    } catch (error) {
      if (!(error instanceof PartError)) throw error;
      refused.push({ index, reason: error.message });
    }
  });
  return refused;
}

/** Splits a replace edit into its paragraphs' shares and files them; the refusal reason, or null. */
function planReplaceEdit(plans: EditPlans, edit: ReplaceEdit, index: number, options: ApplyOptions): string | null {
  const segments = planReplace(edit, index, plans.chainFor(edit.block), (last) => plans.chainAfter(last), options);
  if (typeof segments === 'string') return segments;
  const overlap = segments.map((s) => overlapProblem(s.share, s.plan.replaces)).find(Boolean);
  if (overlap) return overlap;
  for (const s of segments) s.plan.replaces.push(s.share);
  return null;
}

type InsertEdit = Extract<Edit, { kind: 'insert-paragraph' | 'insert-paragraph-before' }>;

/** Files a new paragraph before or after its anchor block, with the style it takes; the refusal reason, or null. */
function planInsertEdit(plans: EditPlans, edit: InsertEdit, index: number): string | null {
  const anchor = plans.chainFor(edit.kind === 'insert-paragraph' ? edit.after : edit.before);
  // After a joined block: after its last paragraph; before it: before its first.
  const plan = edit.kind === 'insert-paragraph' ? lastOf(anchor) : (anchor[0] as ChainMember).plan;
  const reason = textProblem(edit.text) ?? styleProblem(edit.styleId ?? undefined);
  if (reason) return reason;
  // A block's formatting is its last paragraph's (the paragraph mark that stays; never a drop cap's).
  const model = edit.like ? paragraphModel(lastOf(plans.chainFor(edit.like))) : null;
  const joinedStyle = anchor.length > 1 ? paragraphModel(lastOf(anchor)).styleId : undefined;
  const styleId = edit.styleId !== undefined ? edit.styleId : model ? model.styleId : joinedStyle;
  const insert = { index, text: edit.text, styleId, runFormat: model?.runFormat ?? null };
  if (edit.kind === 'insert-paragraph-before') plan.insertsBefore.push(insert);
  else plan.inserts.push(insert);
  return null;
}

/** Who signs this call's revisions, when, the ids they take, and which earlier ones may be amended. */
function revisionStamp(pkg: OpcPackage, plans: EditPlans, options: ApplyOptions): RevisionStamp {
  const since = options.amendableSince?.getTime();
  return {
    author: options.author,
    date: utcDate(options.date),
    nextId: idAllocator(pkg, plans.openedBytes()),
    // w:date has whole seconds: a revision written in the session's first second still counts.
    amendableSince: since === undefined || Number.isNaN(since) ? null : Math.floor(since / 1000) * 1000,
  };
}

/** The batch comment to write and the WordprocessingML namespace it is written in. */
interface CommentToWrite {
  comment: BatchComment & { author: string };
  date: string;
  wordNs: string;
}

/**
 * The comment asked for, when it has text and the package can take it (its parts readable and
 * well-formed); else null and no comment is written. Its namespace is the first edited paragraph's.
 */
function batchComment(
  pkg: OpcPackage,
  options: ApplyOptions,
  date: string,
  first: ParagraphPlan,
): CommentToWrite | null {
  if (options.comment === undefined || options.comment.text.trim() === '') return null;
  const author = options.comment.author?.trim() || options.author;
  const wordNs = first.part.paragraph(first.paragraphIndex).element.namespaceURI ?? '';
  try {
    const probe = commentParts(pkg, (name) => pkg.readXml(name), [0], { text: '', author }, date, wordNs);
    if (probe === null) return null;
  } catch (error) {
    if (error instanceof DocxRefusedError) return null;
    throw error;
  }
  return { comment: { ...options.comment, author }, date, wordNs };
}

/**
 * Writes one paragraph's plan: its replace shares right to left (and into its text box's legacy
 * copy), then its new paragraphs after and before it, and marks its unit for serializing.
 * Records the edits written in `applied`; returns the markup that made the revisions.
 */
function writeParagraph(plan: ParagraphPlan, stamp: RevisionStamp, applied: number[]): Markup {
  const { unit, element } = plan.part.paragraph(plan.paragraphIndex);
  const markup = new Markup(element.ownerDocument, element.namespaceURI ?? '', wordPrefix(element), stamp);
  writeReplaces(plan, element, markup, applied);
  let after = element;
  for (const insert of plan.inserts) {
    after = insertParagraphAfter(after, insert, markup);
    applied.push(insert.index);
  }
  for (const insert of plan.insertsBefore) {
    insertParagraphBefore(element, insert, markup);
    applied.push(insert.index);
  }
  unit.touched = true;
  return markup;
}

function writeReplaces(plan: ParagraphPlan, element: Element, markup: Markup, applied: number[]): void {
  if (plan.replaces.length === 0) return;
  const fieldsIn = plan.part.fieldsIn(plan.paragraphIndex);
  // Right to left, so the offsets of the edits still to apply keep their meaning.
  const ordered = [...plan.replaces].sort((a, b) => b.start - a.start || b.end - a.end);
  // A text box's legacy copy (mc:Fallback, VML) gets the same corrections when it reads the same.
  const twin = fallbackTwin(element, plan.view.accepted, fieldsIn);
  for (const share of ordered) {
    for (const target of twin ? [element, twin] : [element]) {
      if (share.start !== share.end || share.text !== '')
        applyReplace(target, fieldsIn, share.start, share.end, share.text, markup);
      if (share.deleteMark) markParagraphMarkDeleted(target, markup);
    }
    if (!applied.includes(share.index)) applied.push(share.index);
  }
  cancelReversedPairs(element, markup);
  if (twin) cancelReversedPairs(twin, markup);
}

/** Adds the comments `ids` to the package changes (the comments part, its relationship and content type). */
function addCommentParts(
  pkg: OpcPackage,
  { comment, date, wordNs }: CommentToWrite,
  ids: number[],
  replacements: Map<string, Uint8Array>,
  additions: Map<string, Uint8Array>,
): void {
  const read = (name: string) => replacements.get(name) ?? pkg.readXml(name);
  const changes = commentParts(pkg, read, ids, comment, date, wordNs);
  for (const [name, bytes] of changes?.replacements ?? []) replacements.set(name, bytes);
  for (const [name, bytes] of changes?.additions ?? []) additions.set(name, bytes);
}

/**
 * The paragraph of a text box's fallback copy (`mc:Fallback`, the VML text box older readers show)
 * that mirrors `paragraph` of the chosen copy (`mc:Choice`, the one the reader reads): the same
 * position among the two copies' paragraphs, and the same accepted text — else null (a fallback
 * that differs is left alone rather than edited blind).
 */
function fallbackTwin(
  paragraph: Element,
  accepted: string,
  fieldsIn: ReturnType<EditablePart['fieldsIn']>,
): Element | null {
  let choice: Element | null = null;
  for (let n = paragraph.parentNode; n; n = n.parentNode) {
    if (n.nodeType === 1 && (n as Element).namespaceURI === MC && (n as Element).localName === 'Choice') {
      choice = n as Element;
      break;
    }
  }
  const alternate = choice?.parentNode as Element | null | undefined;
  if (!choice || !alternate) return null;
  let fallback: Element | null = null;
  for (let c = alternate.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).namespaceURI === MC && (c as Element).localName === 'Fallback')
      fallback = c as Element;
  if (!fallback) return null;
  const ns = paragraph.namespaceURI ?? '';
  const chosen = Array.from(choice.getElementsByTagNameNS(ns, 'p'));
  const legacy = Array.from(fallback.getElementsByTagNameNS(ns, 'p'));
  const index = chosen.indexOf(paragraph);
  const twin = chosen.length === legacy.length ? legacy[index] : undefined;
  if (!twin || buildView(twin, fieldsIn).accepted !== accepted) return null;
  return twin;
}

/** xsd:dateTime in UTC without fractional seconds (Word writes and expects this form). */
export function utcDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
