/**
 * The findings a check really produced on a session (issue 14 "Only real findings are applied"):
 * what completed runs of the check stored, by hash, and the items of an apply that match none of
 * them. Apply trusts only these: their text and place, never the client's copy.
 */
import type { Kysely } from 'kysely';
import type { ApplyItem } from '../../contract/api/session-work.ts';
import type { Coordinates, ResultItem } from '../../contract/checks.ts';
import type { Database } from '../../store/schema.ts';
import type { Located } from './locate.ts';

export interface StoredFinding {
  item: ResultItem;
  versionId: number;
}

/** Findings this check returned on this session, by hash (newest run wins). */
export async function storedFindings(
  db: Kysely<Database>,
  sessionId: number,
  checkId: string,
): Promise<Map<string, StoredFinding>> {
  const runs = await db
    .selectFrom('check_runs')
    .select(['result', 'version_id'])
    .where('session_id', '=', sessionId)
    .where('check_id', '=', checkId)
    .where('status', '=', 'completed')
    .orderBy('id', 'desc')
    .execute();
  const found = new Map<string, StoredFinding>();
  for (const run of runs) {
    if (!run.result) continue;
    const result = JSON.parse(run.result) as { results?: ResultItem[] };
    for (const item of result.results ?? []) {
      if (!found.has(item.hash)) found.set(item.hash, { item, versionId: run.version_id });
    }
  }
  return found;
}

function sameRange(a: Coordinates | undefined, b: Coordinates | undefined): boolean {
  return a?.absolute.start === b?.absolute.start && a?.absolute.end === b?.absolute.end;
}

/**
 * Only findings a check really produced are applied or recorded (issue 14): every item must match
 * a finding stored for a run of this check on this session — its hash, entry id, original text and
 * place. Anything else is refused with 422 naming the item, before anything is written or logged.
 */
export function forgedItems(items: readonly ApplyItem[], stored: ReadonlyMap<string, StoredFinding>): string[] {
  const problems: string[] = [];
  for (const item of items) {
    const name = JSON.stringify(text(item.original) ?? item.entry_id);
    const known = stored.get(item.hash)?.item;
    if (!known) {
      problems.push(
        `The finding ${item.entry_id} (${name}) was not produced by a run of this check on this session; run the check and apply its findings.`,
      );
      continue;
    }
    const differs: string[] = [];
    if (item.entry_id !== known.entry_id) differs.push('entry id');
    if (item.original !== undefined && item.original !== known.original) differs.push('original text');
    if (item.coordinates !== undefined && !sameRange(item.coordinates, known.coordinates)) differs.push('place');
    if (differs.length > 0) {
      problems.push(
        `The finding ${item.entry_id} (${name}) does not match what the check found (${differs.join(', ')}); run the check again.`,
      );
    }
  }
  return problems;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** What a decision row keeps of its finding's identity and place (migration 0006). */
export interface DecisionIdentity {
  finding_identity: string;
  place_version_id: number | null;
  place_start: number | null;
  place_end: number | null;
}

/**
 * The identity and place recorded with a decision: where the writer's correction was written
 * (`located`, in the version it was applied to), else where the check found it.
 */
export function decisionIdentity(
  known: StoredFinding | undefined,
  located?: { versionId: number; at: Located },
): DecisionIdentity {
  const identity = known?.item.identity ?? '';
  if (located) {
    const start = located.at.block.start + located.at.start;
    const end = located.at.block.start + located.at.end;
    return { finding_identity: identity, place_version_id: located.versionId, place_start: start, place_end: end };
  }
  const range = known?.item.coordinates?.absolute;
  if (!known || !range)
    return { finding_identity: identity, place_version_id: null, place_start: null, place_end: null };
  return {
    finding_identity: identity,
    place_version_id: known.versionId,
    place_start: range.start,
    place_end: range.end,
  };
}
