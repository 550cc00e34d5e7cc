/**
 * Work continues after an apply (issues 14, 22): a finding the writer already decided in this
 * session carries that decision on every later run, so the list shows only what is undecided.
 *
 * A decision is matched to a finding of the new run by the finding's identity (check, rule,
 * exact text: `findingIdentity`) and by its place, mapped from the version it was decided on to
 * the run's version (place-map.ts) — so a neighbour's correction, a re-run or a new paragraph
 * does not lose it, and of two identical findings only the decided one is marked.
 *
 * Reverts: a correction written in a version that a revert undid is void — its finding is back in
 * the text, undecided. Rejections and acknowledgements (nothing written) survive reverts: they are
 * the writer's judgement of the text, which the revert gave back.
 */
import type { Kysely } from 'kysely';
import type { CheckRunAnswer, ResultItem } from '../../contract/checks.ts';
import { defaultIsolationLimits } from '../../docx/limits.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database } from '../../store/schema.ts';
import { REVERT_CHECK_NAME } from './history.ts';
import { PREVIEW_POOL_TASK_URL, type PreviewContent, type PreviewTask } from './preview-task.ts';
import { type PlaceMap, placeMap } from './place-map.ts';

interface Versions {
  /** The version numbers whose changes the given version contains (itself included). */
  lineage(number: number): Set<number>;
  numberOf(id: number): number | undefined;
  blobOf(id: number): string | undefined;
}

async function sessionVersions(db: Kysely<Database>, sessionId: number): Promise<Versions> {
  const rows = await db
    .selectFrom('versions')
    .leftJoin('history', 'history.version_id', 'versions.id')
    .select(['versions.id', 'versions.number', 'versions.blob', 'history.check_name'])
    .where('versions.session_id', '=', sessionId)
    .orderBy('versions.number', 'asc')
    .execute();
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  /** A revert's version is a copy of its target's bytes: the newest earlier version with the same blob. */
  const parentOf = (number: number): number | undefined => {
    const row = byNumber.get(number);
    if (!row || number === 0) return undefined;
    if (row.check_name !== REVERT_CHECK_NAME) return number - 1;
    for (let n = number - 1; n >= 0; n -= 1) if (byNumber.get(n)?.blob === row.blob) return n;
    return undefined;
  };
  return {
    lineage(number) {
      const seen = new Set<number>();
      for (let n: number | undefined = number; n !== undefined && !seen.has(n); n = parentOf(n)) seen.add(n);
      return seen;
    },
    numberOf: (id) => rows.find((r) => r.id === id)?.number,
    blobOf: (id) => rows.find((r) => r.id === id)?.blob,
  };
}

/** Preview texts of versions already read (a version's bytes never change). */
const previewTexts = new Map<string, string>();
const MAX_CACHED_TEXTS = 32;

/** A version's preview text, read on the work pool (never on the request thread); null if it cannot be read. */
async function previewTextOf(ctx: EarlierDecisionsContext, blob: string): Promise<string | null> {
  const cached = previewTexts.get(blob);
  if (cached !== undefined) return cached;
  try {
    const task: PreviewTask = { docx: new Uint8Array(await ctx.blobs.get(blob)), textOnly: true };
    // Unbounded: the run it answers has been admitted already; the caller's answer waits for it.
    const { text } = await ctx.work.run<PreviewContent>({
      script: PREVIEW_POOL_TASK_URL,
      message: task,
      timeoutMs: defaultIsolationLimits.timeoutMs,
      transfer: [task.docx.buffer as ArrayBuffer],
    });
    if (previewTexts.size >= MAX_CACHED_TEXTS) previewTexts.delete(previewTexts.keys().next().value as string);
    previewTexts.set(blob, text);
    return text;
  } catch {
    return null;
  }
}

function sameRange(item: ResultItem, range: { start: number; end: number }): boolean {
  const at = item.coordinates?.absolute;
  return at?.start === range.start && at.end === range.end;
}

export interface EarlierDecisionsContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  /** The server's work pool: the versions' texts are read there. */
  work: WorkPool;
}

/** The answer of a run on version `versionId`, each finding carrying the writer's latest decision on it. */
export async function withEarlierDecisions(
  ctx: EarlierDecisionsContext,
  sessionId: number,
  checkId: string,
  versionId: number,
  answer: CheckRunAnswer,
): Promise<CheckRunAnswer> {
  if (answer.status !== 'completed' || answer.result.results.length === 0) return answer;
  const rows = await ctx.db
    .selectFrom('decisions')
    .select([
      'finding_hash',
      'finding_identity',
      'place_version_id',
      'place_start',
      'place_end',
      'accepted',
      'original',
      'correction',
      'version_number',
    ])
    .where('session_id', '=', sessionId)
    .where('check_id', '=', checkId)
    .orderBy('id', 'asc')
    .execute();
  if (rows.length === 0) return answer;

  const results = answer.result.results;
  const versions = await sessionVersions(ctx.db, sessionId);
  const runNumber = versions.numberOf(versionId);
  const lineage = runNumber === undefined ? new Set<number>() : versions.lineage(runNumber);
  const runBlob = versions.blobOf(versionId);
  const runText = runBlob === undefined ? null : await previewTextOf(ctx, runBlob);
  const maps = new Map<number, PlaceMap | null>();
  const mapFrom = async (placeVersionId: number): Promise<PlaceMap | null> => {
    if (!maps.has(placeVersionId)) {
      const blob = versions.blobOf(placeVersionId);
      const source = blob === undefined ? null : await previewTextOf(ctx, blob);
      maps.set(placeVersionId, source === null || runText === null ? null : placeMap(source, runText));
    }
    return maps.get(placeVersionId) ?? null;
  };
  const byIdentity = new Map<string, number[]>();
  for (const [index, item] of results.entries()) {
    if (!item.identity) continue;
    byIdentity.set(item.identity, [...(byIdentity.get(item.identity) ?? []), index]);
  }

  const decided = new Map<number, 'accepted' | 'rejected'>();
  for (const row of rows) {
    const decision = row.accepted ? ('accepted' as const) : ('rejected' as const);
    const wroteChange = row.accepted === 1 && row.correction !== row.original;
    // A correction a revert undid is no decision any more: its finding is back, undecided.
    if (wroteChange && !lineage.has(row.version_number)) continue;
    if (row.finding_identity === '' || byIdentity.size === 0) {
      // Decided, or run, before identities were stored: the finding's hash is all there is.
      const index = results.findIndex((item) => item.hash === row.finding_hash);
      if (index >= 0) decided.set(index, decision);
      continue;
    }
    const candidates = byIdentity.get(row.finding_identity) ?? [];
    if (candidates.length === 0) continue;
    if (row.place_version_id !== null && row.place_start !== null && row.place_end !== null) {
      const map = await mapFrom(row.place_version_id);
      if (map) {
        // The decided text's own place: mapped, or changed since (then it is not this finding).
        const mapped = map.range(row.place_start, row.place_end);
        const index = mapped ? candidates.find((i) => sameRange(results[i] as ResultItem, mapped)) : undefined;
        if (index !== undefined) decided.set(index, decision);
        continue;
      }
    }
    // No place (a row of a table, a missing section) or its version cannot be read: the identity
    // decides when it names one finding only, and only for a decision that wrote nothing.
    const [only, other] = candidates;
    if (only !== undefined && other === undefined && !wroteChange) decided.set(only, decision);
  }
  if (decided.size === 0) return answer;
  const marked = results.map((item, index) => {
    const decision = decided.get(index);
    return decision ? { ...item, decision } : item;
  });
  return { ...answer, result: { ...answer.result, results: marked } };
}
