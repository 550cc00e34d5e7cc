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
import { anchorComments, commentParts } from './comments.ts';
import type { ApplyOptions, BlockRef, Edit } from './edit-request.ts';
import { OpcPackage } from '../zip/package.ts';
import { idAllocator } from './ids.ts';
import { Markup } from './markup.ts';
import { EditablePart, PartError, wordPrefix } from './part.ts';
import {
  type ChainMember,
  overlapProblem,
  planReplace,
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
  if (options.author.trim() === '') throw new WriterError('Tracked changes need an author name.');
  if (Number.isNaN(options.date.getTime())) throw new WriterError('Tracked changes need a valid date.');
  // The reader's package layer (same limits and refusals), except that macros are kept.
  let pkg: OpcPackage;
  try {
    pkg = new OpcPackage(docx, undefined, { allowMacros: true });
  } catch (error) {
    if (!(error instanceof DocxRefusedError)) throw error;
    throw new WriterError(`The document could not be opened for writing: ${error.message}`);
  }
  if (pkg.directory.zip64)
    throw new WriterError('The document could not be opened for writing: Zip64 packages are not supported.');
  const refused: { index: number; reason: string }[] = [];
  const parts = new Map<string, EditablePart | string>();
  const plans = new Map<string, ParagraphPlan>();

  const openPart = (name: string): EditablePart => {
    let part = parts.get(name);
    if (part === undefined) {
      try {
        const entry = pkg.entry(name);
        if (!entry) throw new PartError(`The document has no part ${name}.`);
        part = new EditablePart(entry.name, pkg.readXml(entry.name) as Uint8Array);
      } catch (error) {
        if (error instanceof DocxRefusedError) part = `The part ${name} could not be read: ${error.message}`;
        else if (error instanceof PartError) part = error.message;
        else throw error;
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
      if (
        !Number.isInteger(ref.paragraphIndex) ||
        ref.paragraphIndex < 0 ||
        ref.paragraphIndex >= part.paragraphs.length
      ) {
        throw new PartError(`Paragraph ${ref.paragraphIndex} does not exist in ${ref.part}.`);
      }
      let element: Element;
      try {
        element = part.paragraph(ref.paragraphIndex).element;
        wordPrefix(element); // refuse up front what the writer cannot write into
      } catch (error) {
        throw new PartError((error as Error).message);
      }
      const fieldsIn = part.fieldsIn(ref.paragraphIndex);
      plan = {
        part,
        paragraphIndex: ref.paragraphIndex,
        view: buildView(element, fieldsIn),
        replaces: [],
        inserts: [],
        insertsBefore: [],
      };
      plans.set(key, plan);
    }
    return plan;
  };

  /** The paragraphs of the reader's block that starts at `ref` (several when the reader joins them). */
  const chainFor = (ref: BlockRef): ChainMember[] => {
    planFor(ref); // refuses a paragraph that does not exist
    const members: ChainMember[] = [];
    let at = 0;
    for (const { index, by } of openPart(ref.part).chain(ref.paragraphIndex)) {
      const plan = planFor({ part: ref.part, paragraphIndex: index });
      members.push({ plan, at, by });
      at += plan.view.accepted.length;
    }
    return members;
  };
  const lastOf = (chain: ChainMember[]): ParagraphPlan => (chain[chain.length - 1] as ChainMember).plan;
  /** The block after `last` (its next sibling's), or null when that paragraph continues another block. */
  const chainAfter = (last: ParagraphPlan): ChainMember[] | null => {
    const next = last.paragraphIndex + 1;
    return last.part.paragraphs[next]?.head === next ? chainFor({ part: last.part.name, paragraphIndex: next }) : null;
  };

  edits.forEach((edit, index) => {
    try {
      if (edit.kind === 'replace') {
        const segments = planReplace(edit, index, chainFor(edit.block), chainAfter, options);
        const reason =
          typeof segments === 'string'
            ? segments
            : segments.map((s) => overlapProblem(s.share, s.plan.replaces)).find(Boolean);
        if (reason) refused.push({ index, reason });
        else if (typeof segments !== 'string') for (const s of segments) s.plan.replaces.push(s.share);
      } else if (edit.kind === 'insert-paragraph' || edit.kind === 'insert-paragraph-before') {
        const anchor = chainFor(edit.kind === 'insert-paragraph' ? edit.after : edit.before);
        // After a joined block: after its last paragraph; before it: before its first.
        const plan = edit.kind === 'insert-paragraph' ? lastOf(anchor) : (anchor[0] as ChainMember).plan;
        const reason = textProblem(edit.text) ?? styleProblem(edit.styleId ?? undefined);
        if (reason) {
          refused.push({ index, reason });
          return;
        }
        // A block's formatting is its last paragraph's (the paragraph mark that stays; never a drop cap's).
        const model = edit.like ? paragraphModel(lastOf(chainFor(edit.like))) : null;
        const joinedStyle = anchor.length > 1 ? paragraphModel(lastOf(anchor)).styleId : undefined;
        const styleId = edit.styleId !== undefined ? edit.styleId : model ? model.styleId : joinedStyle;
        const insert = { index, text: edit.text, styleId, runFormat: model?.runFormat ?? null };
        if (edit.kind === 'insert-paragraph-before') plan.insertsBefore.push(insert);
        else plan.inserts.push(insert);
      } else {
        refused.push({ index, reason: 'Unknown kind of correction.' });
      }
    } catch (error) {
      if (!(error instanceof PartError)) throw error;
      refused.push({ index, reason: error.message });
    }
  });

  const applied: number[] = [];
  const active = [...plans.values()].filter(
    (p) => p.replaces.length > 0 || p.inserts.length > 0 || p.insertsBefore.length > 0,
  );
  if (active.length === 0) return { bytes: docx, applied, refused: refused.sort((a, b) => a.index - b.index) };

  const opened = new Map<string, Uint8Array>();
  for (const part of parts.values()) if (typeof part !== 'string') opened.set(part.name, part.bytes);
  const since = options.amendableSince?.getTime();
  const stamp = {
    author: options.author,
    date: utcDate(options.date),
    nextId: idAllocator(pkg, opened),
    // w:date has whole seconds: a revision written in the session's first second still counts.
    amendableSince: since === undefined || Number.isNaN(since) ? null : Math.floor(since / 1000) * 1000,
  };

  const commentIds: number[] = [];
  const commentAuthor = options.comment?.author?.trim() || options.author;
  const firstElement = active[0] ? active[0].part.paragraph(active[0].paragraphIndex).element : null;
  const wordNs = firstElement?.namespaceURI ?? '';
  const readPart = (name: string): Uint8Array | null => pkg.readXml(name);
  // The comment is written only where the package can take it (its parts readable and well-formed).
  const withComment = options.comment !== undefined && options.comment.text.trim() !== '' && canHoldComment();
  function canHoldComment(): boolean {
    try {
      return commentParts(pkg, readPart, [0], { text: '', author: commentAuthor }, stamp.date, wordNs) !== null;
    } catch (error) {
      if (error instanceof DocxRefusedError) return false;
      throw error;
    }
  }

  for (const plan of active) {
    const { unit, element } = plan.part.paragraph(plan.paragraphIndex);
    const markup = new Markup(element.ownerDocument, element.namespaceURI ?? '', wordPrefix(element), stamp);
    const fieldsIn = plan.part.fieldsIn(plan.paragraphIndex);
    // Right to left, so the offsets of the edits still to apply keep their meaning.
    const ordered = [...plan.replaces].sort((a, b) => b.start - a.start || b.end - a.end);
    // A text box's legacy copy (mc:Fallback, VML) gets the same corrections when it reads the same.
    const twin = ordered.length > 0 ? fallbackTwin(element, plan.view.accepted, fieldsIn) : null;
    for (const share of ordered) {
      for (const target of twin ? [element, twin] : [element]) {
        if (share.start !== share.end || share.text !== '')
          applyReplace(target, fieldsIn, share.start, share.end, share.text, markup);
        if (share.deleteMark) markParagraphMarkDeleted(target, markup);
      }
      if (!applied.includes(share.index)) applied.push(share.index);
    }
    if (ordered.length > 0) cancelReversedPairs(element, markup);
    if (twin) cancelReversedPairs(twin, markup);
    let after = element;
    for (const insert of plan.inserts) {
      after = insertParagraphAfter(after, insert, markup);
      applied.push(insert.index);
    }
    for (const insert of plan.insertsBefore) {
      insertParagraphBefore(element, insert, markup);
      applied.push(insert.index);
    }
    if (withComment) commentIds.push(...anchorComments(markup.created, markup));
    unit.touched = true;
  }

  const replacements = new Map<string, Uint8Array>();
  for (const part of parts.values()) {
    if (typeof part === 'string') continue;
    const bytes = part.serialize();
    if (bytes !== null) replacements.set(part.name, bytes);
  }
  const additions = new Map<string, Uint8Array>();
  if (withComment && options.comment && commentIds.length > 0) {
    const read = (name: string) => replacements.get(name) ?? readPart(name);
    const changes = commentParts(
      pkg,
      read,
      commentIds,
      { ...options.comment, author: commentAuthor },
      stamp.date,
      wordNs,
    );
    for (const [name, bytes] of changes?.replacements ?? []) replacements.set(name, bytes);
    for (const [name, bytes] of changes?.additions ?? []) additions.set(name, bytes);
  }
  return {
    bytes: rewritePackage(docx, pkg.directory, replacements, additions),
    applied: applied.sort((a, b) => a - b),
    refused: refused.sort((a, b) => a.index - b.index),
  };
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
