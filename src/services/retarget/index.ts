/**
 * Retargeting a session to another journal (issue 17; docs/workflow.md "Retarget to another
 * journal"): a new session on the same document whose version 0 is the source session's current
 * version (the writer's corrections carry over), with a snapshot of the other format and
 * `retargeted_from` set; the source session is left exactly as it was. The answer carries the
 * report of src/retarget — the rules that differ and what must change — built on a work-pool
 * thread before anything is stored, so a busy server or an unreadable version stores nothing; the
 * new journal's results of the checks it ran become the new session's first (cached) check runs.
 */
import type { Transaction } from 'kysely';
import { getCheck, validateParams } from '../../checks/index.ts';
import type { CurrentUser } from '../../contract/current-user.ts';
import type { RetargetAnswer } from '../../contract/api/retarget.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import { AppError, notFound } from '../errors.ts';
import { lockBlobs } from '../blob-refs.ts';
import { getSession, sessionName, type SessionCtx } from '../sessions.ts';
import { runCacheKey } from '../session-work/check-runs.ts';
import { latestVersion, ownedSession } from '../session-work/session-access.ts';
import type { Database, SessionRow, VersionRow } from '../../store/schema.ts';
import type { RetargetOutcome } from './retarget-task.ts';
import type { RetargetRunner } from './runner.ts';

/** The checks a retarget ran under the new format, with their results. */
type CheckOutcome = Extract<RetargetOutcome, { status: 'completed' }>['results'][number];

export interface RetargetCtx extends SessionCtx {
  retarget: RetargetRunner;
}

function configOf(text: string): FormatConfig {
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormatConfig) : {};
}

export async function retargetSession(ctx: RetargetCtx, sessionId: number, formatId: number): Promise<RetargetAnswer> {
  const { db, blobs, user } = ctx;
  const source = await ownedSession(db, user, sessionId);
  const { from, to } = await formatsToCompare(ctx, source, formatId);
  const version = await latestVersion(db, source);
  const outcome = await ctx.retarget(
    {
      // A copy of our own: the bytes are moved to the worker thread.
      docx: new Uint8Array(await blobs.get(version.blob)),
      from: { name: from.name, config: configOf(from.config) },
      to: { name: to.name, config: configOf(to.config) },
    },
    { tenantId: user.tenantId, userId: user.id },
  );
  if (outcome.status === 'failed') throw new AppError('invalid', outcome.error);
  const id = await storeRetargetedSession(ctx, { source, version, from, to, results: outcome.results });
  return {
    session: await getSession(db, user, id),
    retargeted_from: source.id,
    version: version.number,
    report: outcome.report,
  };
}

/** A format as stored: its name and its config as JSON text. */
interface StoredFormat {
  name: string;
  config: string;
}

/**
 * The source session's format (its own copy, or for sessions from before copies existed the
 * format itself) and the tenant's format to retarget to, which must be another one.
 */
async function formatsToCompare(
  { db, user }: RetargetCtx,
  source: SessionRow,
  formatId: number,
): Promise<{ from: StoredFormat; to: StoredFormat & { id: number } }> {
  const target = await db
    .selectFrom('formats')
    .select(['id', 'name', 'config'])
    .where('id', '=', formatId)
    .where('tenant_id', '=', user.tenantId)
    .executeTakeFirst();
  if (!target) throw notFound('Format');
  const current =
    source.format_id === null
      ? undefined
      : await db
          .selectFrom('formats')
          .select(['name', 'config'])
          .where('id', '=', source.format_id)
          .where('tenant_id', '=', user.tenantId)
          .executeTakeFirst();
  if (source.format_id === target.id) {
    throw new AppError(
      'invalid',
      `This session already checks against "${source.format_name ?? target.name}". Choose another journal's format.`,
    );
  }
  const fromName = source.format_name ?? current?.name;
  const fromConfig = source.format_config ?? current?.config;
  if (fromName === undefined || fromConfig === undefined) {
    throw new AppError(
      'invalid',
      'This session has no format to compare with (its format was deleted before sessions kept their own copy). Start a new session with the other format instead.',
    );
  }
  return { from: { name: fromName, config: fromConfig }, to: target };
}

interface Retargeted {
  source: SessionRow;
  version: VersionRow;
  from: StoredFormat;
  to: StoredFormat & { id: number };
  results: CheckOutcome[];
}

/**
 * In one transaction under the blob lock (the source's version cannot lose its file to a
 * concurrent delete): the new session, its version 0 on the source's current file, the checks
 * just run as its first runs, and the audit event. Answers the new session's id.
 */
async function storeRetargetedSession({ db, audit, user }: RetargetCtx, retargeted: Retargeted): Promise<number> {
  const { source, version, from, to, results } = retargeted;
  return db.transaction().execute(async (trx) => {
    await lockBlobs(trx);
    const still = await trx
      .selectFrom('versions')
      .innerJoin('sessions', 'sessions.id', 'versions.session_id')
      .innerJoin('documents', 'documents.id', 'sessions.document_id')
      .select(['versions.blob', 'documents.id as document_id', 'documents.filename'])
      .where('versions.id', '=', version.id)
      .where('sessions.tenant_id', '=', user.tenantId)
      .where('sessions.owner_id', '=', user.id)
      .executeTakeFirst();
    if (!still) throw new AppError('not_found', 'Session not found.');
    const now = new Date().toISOString();
    const session = await trx
      .insertInto('sessions')
      .values({
        tenant_id: user.tenantId,
        owner_id: user.id,
        document_id: still.document_id,
        format_id: to.id,
        name: sessionName(still.filename, to.name),
        created_at: now,
        format_name: to.name,
        format_config: to.config,
        retargeted_from: source.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await trx
      .insertInto('versions')
      .values({
        tenant_id: user.tenantId,
        session_id: session.id,
        number: 0,
        blob: still.blob,
        created_at: now,
        created_by: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeFirstRuns(trx, { user, sessionId: session.id, versionId: first.id, config: to.config, now }, results);
    await audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'session.retarget',
      target: `session:${session.id}`,
      details: {
        from_session: source.id,
        from_version: version.number,
        from_format: from.name,
        format_id: to.id,
        document_id: still.document_id,
        checks: results.map((r) => r.check),
      },
    });
    return Number(session.id);
  });
}

/**
 * The journal checks just run against the new format are the new session's first runs: the
 * writer opening them there gets these results at once (same cache key as a run of the page).
 */
async function storeFirstRuns(
  trx: Transaction<Database>,
  run: { user: CurrentUser; sessionId: number; versionId: number; config: string; now: string },
  results: CheckOutcome[],
): Promise<void> {
  const { user, now } = run;
  for (const { check, result } of results) {
    const definition = getCheck(check);
    if (!definition) continue;
    const values = validateParams(definition, {}).values;
    await trx
      .insertInto('check_runs')
      .values({
        tenant_id: user.tenantId,
        session_id: run.sessionId,
        user_id: user.id,
        version_id: run.versionId,
        check_id: check,
        params_hash: runCacheKey(values, run.config),
        params: JSON.stringify(values),
        status: 'completed',
        result: JSON.stringify(result),
        attempts: 1,
        created_at: now,
        started_at: now,
        finished_at: now,
      })
      .execute();
  }
}
