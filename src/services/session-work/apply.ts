/**
 * Apply (SPEC §4, §5; issue 6 §3): accepted corrections become Word tracked changes in a new
 * version. Order of effects, so that a crash at any moment leaves the old version or the new one:
 * 1. the new .docx is written to the blob store (content-addressed, atomic rename) — a crash
 *    here leaves at most an unreferenced blob;
 * 2. one transaction inserts the version, its history entry, every decision sent and the audit
 *    events. The unique (session, number) key makes two concurrent applies on one version end
 *    with one winner; the other is told to re-run the check (409).
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { CheckDefinition } from '../../checks/types.ts';
import { ASSISTANT_CHECK_ID } from '../../contract/api/assistant.ts';
import type { ApplyAnswer, ApplyBody, ApplyItem, RefusedItem } from '../../contract/api/session-work.ts';
import type { Manuscript } from '../../docx/model.ts';
import { AppError } from '../errors.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database, VersionRow } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';
import { findCheck } from './check-runs.ts';
import { locateInSameVersion, relocate, type FindingRef, type Located, type Location } from './locate.ts';
import { ownerOf, poolManuscriptReader } from './document-work.ts';
import {
  CONCURRENT_APPLY_DETAIL,
  isUniqueViolation,
  latestVersion,
  newestVersion,
  ownedSession,
} from './session-access.ts';
import { paragraphLines, planParagraphInsertion } from './insertions.ts';
import { decisionIdentity, forgedItems, storedFindings, type StoredFinding } from './stored-findings.ts';
import { clearDrafts } from './decision-drafts.ts';
import { minimalEdits } from './minimal-edits.ts';
import { writeEdits, type WriteBatch } from './writer.ts';
import { amendableSince } from './own-revisions.ts';
import { noChangeReason, noneAppliedDetail, proposesDeletion, typedByWriter } from './apply-items.ts';
import type { Edit } from '../../docx/write/index.ts';

export interface ApplyContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  audit: AuditLog;
  /** The server's work pool: the versions are read and the tracked changes written on its threads. */
  work: WorkPool;
}

const MAX_COMMENT = 2000;

interface ValidApply {
  sessionId: number;
  comment: string;
  accepted: ApplyItem[];
  rejected: ApplyItem[];
}

function isRejected(item: ApplyItem): boolean {
  return item.decision === 'rejected' || item.status === 'rejected';
}

function blankCorrection(item: ApplyItem, stored: ReadonlyMap<string, StoredFinding>): boolean {
  const known = stored.get(item.hash)?.item;
  return item.correction === '' && !(known && proposesDeletion(known));
}

function blankDetail(item: ApplyItem): string {
  return `The finding ${item.entry_id} (${JSON.stringify(item.original ?? '')}) has no correction; accept it only with a correction (empty only where the check proposes deleting the text).`;
}

/** What apply needs of the source of the findings: a check of the catalogue, or the AI Assistant. */
type FindingSource = Pick<CheckDefinition, 'id' | 'name' | 'resultType'>;

/**
 * The AI Assistant's proposed edits (issue 27) are findings stored like a check's (a completed run
 * of `ai-assistant`), applied here exactly as a check's type1 corrections are: the logbook and the
 * history name the assistant as the check, the tracked changes are the writer's.
 */
const ASSISTANT_SOURCE: FindingSource = { id: ASSISTANT_CHECK_ID, name: 'AI Assistant', resultType: 'type1' };

function findingSource(checkId: string): FindingSource {
  return checkId === ASSISTANT_CHECK_ID ? ASSISTANT_SOURCE : findCheck(checkId);
}

/** type1/type2 findings are accepted with a correction; type3/type4 ones are acknowledged. */
function takesCorrection(check: FindingSource): boolean {
  return check.resultType === 'type1' || check.resultType === 'type2';
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * What the body means (SPEC §5 "Apply" and issue 6 §3), once its shape has been checked at the edge
 * (the route's ApplyBody schema: session_id a positive integer, at most 2,000 results each with an
 * entry_id and hash, a comment string). Every problem becomes a 422 in one message.
 */
export function validateApplyBody(check: FindingSource, body: ApplyBody): ValidApply {
  const comment = body.comment.trim();
  const problems: string[] = [];
  if (comment === '') problems.push('Add a comment that says what these changes are for.');
  if (comment.length > MAX_COMMENT) problems.push(`The comment is longer than ${MAX_COMMENT} characters.`);
  const accepted: ApplyItem[] = [];
  const rejected: ApplyItem[] = [];
  for (const [index, item] of body.results.entries()) {
    if (item.hash === '') {
      problems.push(`results[${index}] needs the entry_id and hash the check returned.`);
      continue;
    }
    if (isRejected(item)) {
      rejected.push(item);
      continue;
    }
    // Exactly as sent (issue 22): spaces and line breaks are corrections too. An empty string is
    // judged against the stored finding (a deletion the check proposed, or nothing to write).
    if (takesCorrection(check) && item.correction === undefined) {
      problems.push(
        `results[${index}] (${JSON.stringify(item.original ?? item.entry_id)}) has no correction; accept it only with a correction.`,
      );
      continue;
    }
    accepted.push(item);
  }
  if (accepted.length === 0 && problems.length === 0) problems.push('Accept at least one finding before applying.');
  if (problems.length > 0) throw new AppError('invalid', problems.join(' '));
  return { sessionId: body.session_id, comment, accepted, rejected };
}

interface PlannedEdit {
  item: ApplyItem;
  original: string;
  at: Located;
  correction: string;
  /** The writer's edits for this item: one replace, or one new paragraph per inserted line. */
  edits: Edit[];
}

export async function applyCorrections(
  ctx: ApplyContext,
  user: CurrentUser,
  checkId: string,
  body: ApplyBody,
): Promise<ApplyAnswer> {
  const check = findingSource(checkId);
  const request = validateApplyBody(check, body);
  const session = await ownedSession(ctx.db, user, request.sessionId);
  const base = await latestVersion(ctx.db, session);
  const baseBytes = new Uint8Array(await ctx.blobs.get(base.blob));
  const read = poolManuscriptReader(ctx.work, ownerOf(user), 'Nothing was applied');
  const latest = await read(baseBytes);
  const stored = await storedFindings(ctx.db, session.id, check.id);
  const forged = forgedItems([...request.accepted, ...request.rejected], stored);
  if (forged.length > 0) throw new AppError('invalid', forged.join(' '));
  // SPEC §4: accept needs a correction. Empty is one only for a deletion the check proposed.
  const blank = takesCorrection(check) ? request.accepted.filter((item) => blankCorrection(item, stored)) : [];
  if (blank.length > 0) throw new AppError('invalid', blank.map(blankDetail).join(' '));

  const refused: RefusedItem[] = [];
  const refuse = (item: ApplyItem, reason: string): void => {
    refused.push({ entry_id: item.entry_id, hash: item.hash, reason });
  };
  const source: PlanSource = { check, base, latest, stored, olderVersion: olderVersionReader(ctx, read) };
  const { planned, recordedOnly } = await planItems(source, request.accepted, refuse);
  const batch = withoutOverlaps(planned, refuse);
  const now = new Date();
  const options = { amendableSince: await amendableSince(ctx.db, session), comment: request.comment };
  const { docx, applied } = await writeWholeItems(ctx, { baseBytes, batch, author: user.name, now, options }, refuse);
  if (applied.length === 0 && recordedOnly.length === 0) {
    const originals = new Map([...stored].map(([hash, found]) => [hash, found.item.original ?? '']));
    throw new AppError('conflict', noneAppliedDetail(refused, originals));
  }

  const blob = await ctx.blobs.put(docx);
  const committed = await commitApply(ctx, {
    user,
    sessionId: session.id,
    base,
    blobKey: blob.key,
    check,
    comment: request.comment,
    applied,
    recordedOnly,
    rejected: request.rejected,
    refused,
    stored,
    at: now.toISOString(),
  });
  return {
    status: 'success',
    message: 'Changes have been successfully applied!',
    session_id: session.id,
    version: committed.version,
    history_id: committed.historyId,
    applied: applied.map((p) => p.item.entry_id),
    refused,
    rejected: request.rejected.length,
  };
}

type Refuse = (item: ApplyItem, reason: string) => void;

/** The manuscript of an earlier version by id (null when it is gone or unreadable), each read once. */
function olderVersionReader(
  ctx: ApplyContext,
  read: (docx: Uint8Array) => Promise<Manuscript>,
): (versionId: number) => Promise<Manuscript | null> {
  const olderVersions = new Map<number, Promise<Manuscript | null>>();
  return (versionId) => {
    let pending = olderVersions.get(versionId);
    if (!pending) {
      pending = ctx.db
        .selectFrom('versions')
        .select('blob')
        .where('id', '=', versionId)
        .executeTakeFirst()
        .then(async (row) => (row ? read(new Uint8Array(await ctx.blobs.get(row.blob))) : null))
        .catch(() => null);
      olderVersions.set(versionId, pending);
    }
    return pending;
  };
}

/** What planning reads: the check, the version written on and its manuscript, the stored findings. */
interface PlanSource {
  check: FindingSource;
  base: VersionRow;
  latest: Manuscript;
  stored: Map<string, StoredFinding>;
  olderVersion(versionId: number): Promise<Manuscript | null>;
}

/**
 * Each accepted item (once per hash) located in the latest version and turned into the writer's
 * edits, or refused with its reason; a type3/type4 acknowledgement is only recorded.
 */
async function planItems(
  source: PlanSource,
  accepted: ApplyItem[],
  refuse: Refuse,
): Promise<{ planned: PlannedEdit[]; recordedOnly: ApplyItem[] }> {
  const planned: PlannedEdit[] = [];
  const recordedOnly: ApplyItem[] = [];
  const seen = new Set<string>();
  for (const item of accepted) {
    if (seen.has(item.hash)) continue;
    seen.add(item.hash);
    const correction = text(item.correction);
    const known = source.stored.get(item.hash) as StoredFinding; // forgedItems refused every unknown hash
    if (!takesCorrection(source.check) && (correction === undefined || correction === known.item.original)) {
      recordedOnly.push(item); // type3/type4 acknowledgement: on record, nothing to write
      continue;
    }
    const plan = await planItem(source, item, known, correction);
    if (typeof plan === 'string') refuse(item, plan);
    else planned.push(plan);
  }
  return { planned, recordedOnly };
}

/** One item's edits, or why it cannot be written. */
async function planItem(
  { check, base, latest, olderVersion }: PlanSource,
  item: ApplyItem,
  known: StoredFinding,
  correction: string | undefined,
): Promise<PlannedEdit | string> {
  // The stored finding's text and offsets, never the client's copy of them.
  const original = known.item.original;
  const coordinates = known.item.coordinates;
  const unwritable =
    correction === undefined ? 'This finding has no correction.' : noChangeReason(known.item, correction);
  if (unwritable !== null || correction === undefined) return unwritable ?? 'This finding has no correction.';
  if (original === undefined || !coordinates) return 'This finding has no place in the text to correct.';
  const ref: FindingRef = {
    checkId: check.id,
    original,
    absStart: coordinates.absolute.start,
    absEnd: coordinates.absolute.end,
  };
  const location: Location =
    known.versionId === base.id
      ? locateInSameVersion(latest, ref)
      : relocate(latest, ref, await olderVersion(known.versionId));
  if (!location.ok) return location.reason;
  const at = location.at;
  const paragraphs = paragraphLines(at, original, correction);
  if (paragraphs) {
    const insertion = planParagraphInsertion(latest, at, paragraphs.side, paragraphs.lines);
    return typeof insertion === 'string' ? insertion : { item, original, at, correction, edits: insertion.edits };
  }
  const block = { part: at.block.part, paragraphIndex: at.block.paragraphIndex };
  return { item, original, at, correction, edits: minimalEdits(block, at.start, original, correction) };
}

/** The items to write, their edits in order, and for each edit the item it belongs to. */
interface EditBatch {
  items: PlannedEdit[];
  edits: Edit[];
  owners: PlannedEdit[];
}

/** Overlapping corrections cannot both be right: the first in reading order is kept, the other refused. */
function withoutOverlaps(planned: PlannedEdit[], refuse: Refuse): EditBatch {
  const batch: EditBatch = { items: [], edits: [], owners: [] };
  const ordered = [...planned].sort((a, b) => a.at.block.index - b.at.block.index || a.at.start - b.at.start);
  for (const plan of ordered) {
    const previous = batch.items.at(-1);
    if (previous && previous.at.block.index === plan.at.block.index && plan.at.start < previous.at.end) {
      refuse(
        plan.item,
        `This correction overlaps another accepted correction (${JSON.stringify(previous.original)}). Apply one, then run the check again.`,
      );
      continue;
    }
    batch.items.push(plan);
    for (const edit of plan.edits) {
      batch.edits.push(edit);
      batch.owners.push(plan);
    }
  }
  return batch;
}

interface WriteInput {
  baseBytes: Uint8Array;
  batch: EditBatch;
  author: string;
  now: Date;
  options: WriteBatch;
}

/**
 * The new file with whole items only (issue 22): an item is applied only when the writer wrote
 * every one of its edits. An item the writer refused may have had some of its edits written (an
 * insertion of several paragraphs, a correction of several word edits), so the file is written
 * again without any edit of a refused item, or left unchanged when no item is applied.
 */
async function writeWholeItems(
  ctx: ApplyContext,
  { baseBytes, batch, author, now, options }: WriteInput,
  refuse: Refuse,
): Promise<{ docx: Uint8Array; applied: PlannedEdit[] }> {
  const { edits, owners } = batch;
  let written = await writeEdits(baseBytes, edits, author, now, ctx.work, options);
  const refusedByWriter = new Set<PlannedEdit>();
  for (const r of written.refused) {
    const plan = owners[r.index];
    if (plan && !refusedByWriter.has(plan)) {
      refusedByWriter.add(plan);
      refuse(plan.item, r.reason);
    }
  }
  const applied = batch.items.filter((plan) => !refusedByWriter.has(plan));
  if (applied.length === 0) return { docx: baseBytes, applied };
  if (refusedByWriter.size === 0) return { docx: written.docx, applied };
  const keep = edits.filter((_, index) => !refusedByWriter.has(owners[index] as PlannedEdit));
  written = await writeEdits(baseBytes, keep, author, now, ctx.work, options);
  if (written.refused.length > 0) throw new Error('The writer refused an edit it had accepted in the same document.');
  return { docx: written.docx, applied };
}

/**
 * The logbook's comment for one decision: the batch comment, then the writer's comment on this
 * finding when there is one (issue 26: a comment per finding as well as per batch).
 */
export function commentFor(batch: string, item: ApplyItem): string {
  const own = text(item.comment)?.trim().slice(0, MAX_COMMENT) ?? '';
  return own === '' ? batch : `${batch}\nOn this finding: ${own}`;
}

interface CommitInput {
  user: CurrentUser;
  sessionId: number;
  base: VersionRow;
  blobKey: string;
  check: FindingSource;
  comment: string;
  applied: PlannedEdit[];
  recordedOnly: ApplyItem[];
  rejected: ApplyItem[];
  refused: RefusedItem[];
  stored: Map<string, StoredFinding>;
  at: string;
}

async function commitApply(ctx: ApplyContext, input: CommitInput): Promise<{ version: number; historyId: number }> {
  const { user, check } = input;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const newest = await newestVersion(trx, input.sessionId);
      if (!newest || newest.number !== input.base.number) throw new AppError('conflict', CONCURRENT_APPLY_DETAIL);
      const number = input.base.number + 1;
      const version = await trx
        .insertInto('versions')
        .values({
          tenant_id: user.tenantId,
          session_id: input.sessionId,
          number,
          blob: input.blobKey,
          created_at: input.at,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const history = await trx
        .insertInto('history')
        .values({
          tenant_id: user.tenantId,
          session_id: input.sessionId,
          version_id: version.id,
          user_id: user.id,
          user_name: user.name,
          check_name: check.name,
          comment: input.comment,
          folder_path: null,
          created_at: input.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const findingOf = (item: ApplyItem): string => {
        const known = input.stored.get(item.hash)?.item;
        return (known?.reasoning ?? text(item.reasoning) ?? known?.name ?? text(item.name) ?? '').slice(0, 2000);
      };
      const edited = (item: ApplyItem, correction: string): number => {
        const known = input.stored.get(item.hash)?.item;
        return known && typedByWriter(known, correction) ? 1 : 0;
      };
      const decision = (item: ApplyItem, accepted: boolean, original: string, correction: string, at?: Located) => ({
        tenant_id: user.tenantId,
        session_id: input.sessionId,
        history_id: history.id,
        version_number: number,
        user_id: user.id,
        user_name: user.name,
        check_id: check.id,
        check_name: check.name,
        entry_id: item.entry_id,
        finding: findingOf(item),
        finding_hash: item.hash,
        ...decisionIdentity(input.stored.get(item.hash), at && { versionId: input.base.id, at }),
        original,
        correction,
        accepted: accepted ? 1 : 0,
        edited: accepted && takesCorrection(check) ? edited(item, correction) : 0,
        comment: commentFor(input.comment, item),
        created_at: input.at,
      });
      const storedOriginal = (item: ApplyItem): string =>
        input.stored.get(item.hash)?.item.original ?? text(item.original) ?? '';
      const rows = [
        ...input.applied.map((p) => decision(p.item, true, p.original, p.correction, p.at)),
        ...input.recordedOnly.map((item) => decision(item, true, storedOriginal(item), text(item.correction) ?? '')),
        ...input.rejected.map((item) => decision(item, false, storedOriginal(item), text(item.correction) ?? '')),
      ];
      if (rows.length > 0) await trx.insertInto('decisions').values(rows).execute();
      // The decisions saved as the writer made them (issue 26) are in the logbook now.
      await clearDrafts(trx, input.sessionId, check.id);

      const target = `session:${input.sessionId}`;
      for (const row of rows) {
        await ctx.audit.record(trx, {
          tenantId: user.tenantId,
          userId: user.id,
          action: row.accepted ? 'finding.accept' : 'finding.reject',
          target,
          details: {
            check: check.id,
            entry_id: row.entry_id,
            hash: row.finding_hash,
            original: row.original,
            correction: row.correction,
            ...(row.edited ? { edited_by_writer: true } : {}),
            version: number,
          },
        });
      }
      await ctx.audit.record(trx, {
        tenantId: user.tenantId,
        userId: user.id,
        action: 'session.apply',
        target,
        details: {
          check: check.id,
          version: number,
          from_version: input.base.number,
          history: history.id,
          blob: input.blobKey,
          applied: input.applied.length,
          refused: input.refused.length,
          rejected: input.rejected.length,
          comment: input.comment,
        },
      });
      return { version: number, historyId: history.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', CONCURRENT_APPLY_DETAIL);
    throw error;
  }
}
