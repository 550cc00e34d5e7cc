/**
 * Running a check on a session's latest version (SPEC §4 "Checks panel", §7): cache per
 * (version, check, parameters), a short wait so fast checks answer `completed` at once, `queued`
 * with a payload otherwise, and polling by posting the payload back.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import { getCheck, validateParams } from '../../checks/index.ts';
import type { CheckDefinition } from '../../checks/types.ts';
import type { CheckResult, CheckRunAnswer } from '../../contract/checks.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { WorkPool } from '../../jobs/work-pool.ts';
import type { AuditLog } from '../audit.ts';
import { AppError } from '../errors.ts';
import type { CheckRunRow, Database } from '../../store/schema.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import { withEarlierDecisions } from './earlier-decisions.ts';
import { latestVersion, ownedSession } from './session-access.ts';

export interface CheckRunContext {
  db: Kysely<Database>;
  /** Reads earlier versions, to carry the writer's decisions onto a new run (earlier-decisions.ts). */
  blobs: BlobStore;
  /** The server's work pool, where those versions are read. */
  work: WorkPool;
  audit: AuditLog;
  runner: JobRunner;
  /** How long a request waits for its run before answering `queued` (SPEC: about a second). */
  syncWaitMs: () => number;
  /** New check runs one organisation may start per minute (TENANT_MAX_CHECK_RUNS_PER_MINUTE); no limit when absent. */
  maxRunsPerMinute?: number;
}

export function findCheck(checkId: string): CheckDefinition {
  const check = getCheck(checkId);
  if (!check) throw new AppError('not_found', `Check "${checkId}" not found.`);
  return check;
}

/** Canonical JSON (sorted keys) so the same parameters (and format) always give the same cache key. */
export function paramsHash(values: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The cache key of a run: the parameters (defaults applied) and the format config text the session
 * checks against. A retarget stores the new session's first runs under the same key
 * (src/services/retarget), so they are found like any other run.
 */
export function runCacheKey(values: Record<string, unknown>, formatConfig: string | null): string {
  const formatKey = formatConfig === null ? 'none' : createHash('sha256').update(formatConfig).digest('hex');
  return paramsHash({ ...values, '\u0000format': formatKey });
}

function isPollPayload(body: unknown): body is { job_id: string | number } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'job_id' in body;
}

export async function runOrPollCheck(
  ctx: CheckRunContext,
  user: CurrentUser,
  sessionId: number,
  checkId: string,
  body: unknown,
): Promise<CheckRunAnswer> {
  const check = findCheck(checkId);
  const session = await ownedSession(ctx.db, user, sessionId);
  if (isPollPayload(body)) {
    const polled = await poll(ctx, user, session.id, check.id, body.job_id);
    return withEarlierDecisions(ctx, session.id, check.id, polled.version_id, answerOf(polled));
  }

  const validation = validateParams(check, body ?? {});
  if (validation.problems.length > 0) {
    throw new AppError('invalid', validation.problems.map((p) => p.message).join(' '));
  }
  const version = await latestVersion(ctx.db, session);
  // The format is part of the key: the session's own copy of it (issue 15), or for a session from
  // before copies existed, the format itself.
  const format =
    session.format_config !== null
      ? { config: session.format_config }
      : session.format_id === null
        ? undefined
        : await ctx.db
            .selectFrom('formats')
            .select('config')
            .where('id', '=', session.format_id)
            .where('tenant_id', '=', user.tenantId)
            .executeTakeFirst();
  const hash = runCacheKey(validation.values, format?.config ?? null);

  const existing = await ctx.db
    .selectFrom('check_runs')
    .selectAll()
    .where('tenant_id', '=', user.tenantId)
    .where('user_id', '=', user.id)
    .where('version_id', '=', version.id)
    .where('check_id', '=', check.id)
    .where('params_hash', '=', hash)
    .where('status', 'in', ['completed', 'queued', 'running'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (existing && !staleProvisional(check, existing))
    return withEarlierDecisions(ctx, session.id, check.id, existing.version_id, await waitAndAnswer(ctx, existing));

  if (ctx.maxRunsPerMinute !== undefined) await checkRunRate(ctx.db, user.tenantId, ctx.maxRunsPerMinute);
  const now = new Date().toISOString();
  const run = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('check_runs')
      .values({
        tenant_id: user.tenantId,
        session_id: session.id,
        user_id: user.id,
        version_id: version.id,
        check_id: check.id,
        params_hash: hash,
        params: JSON.stringify(validation.values),
        status: 'queued',
        attempts: 0,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'check.run',
      target: `session:${session.id}`,
      details: { check: check.id, run: inserted.id, version: version.number, params: validation.values },
    });
    return inserted;
  });
  ctx.runner.notify(run.id, { tenantId: user.tenantId, userId: user.id });
  return withEarlierDecisions(ctx, session.id, check.id, run.version_id, await waitAndAnswer(ctx, run));
}

/**
 * Issue 29: one organisation starts at most `limit` new check runs a minute (cached answers are
 * free). Past it, 429 with Retry-After: the seconds until its oldest run in the last minute leaves
 * the window.
 */
async function checkRunRate(db: Kysely<Database>, tenantId: number, limit: number): Promise<void> {
  const since = new Date(Date.now() - 60_000).toISOString();
  const recent = await db
    .selectFrom('check_runs')
    .select('created_at')
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  if (recent.length < limit) return;
  const oldest = Date.parse(recent[recent.length - 1]?.created_at ?? since);
  const seconds = Math.min(60, Math.max(1, Math.ceil((oldest + 60_000 - Date.now()) / 1000)));
  throw new AppError(
    'too_many_requests',
    `Your organisation has started ${limit} checks in the last minute, the most it may. Nothing was started; please run this check again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

async function poll(
  ctx: CheckRunContext,
  user: CurrentUser,
  sessionId: number,
  checkId: string,
  jobId: string | number,
): Promise<CheckRunRow> {
  const id = Number(jobId);
  const run = Number.isInteger(id)
    ? await ctx.db
        .selectFrom('check_runs')
        .selectAll()
        .where('id', '=', id)
        .where('tenant_id', '=', user.tenantId)
        .where('user_id', '=', user.id)
        .where('session_id', '=', sessionId)
        .where('check_id', '=', checkId)
        .executeTakeFirst()
    : undefined;
  if (!run) throw new AppError('not_found', 'This check run was not found. Run the check again.');
  return run;
}

async function waitAndAnswer(ctx: CheckRunContext, run: CheckRunRow): Promise<CheckRunAnswer> {
  const deadline = Date.now() + ctx.syncWaitMs();
  let current = run;
  // Looks again after 20, 40, 80, 160, 160… ms: fast checks still answer at once, and a burst of
  // waiting requests does not keep the event loop busy with lookups (issue 15, /api/health p99).
  let pause = 20;
  while (current.status === 'queued' || current.status === 'running') {
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(160, pause * 2);
    const fresh = await ctx.db.selectFrom('check_runs').selectAll().where('id', '=', run.id).executeTakeFirst();
    if (!fresh) break;
    current = fresh;
  }
  return answerOf(current);
}

function answerOf(run: CheckRunRow): CheckRunAnswer {
  if (run.status === 'completed' && run.result) {
    const result = JSON.parse(run.result) as CheckResult;
    return { status: 'completed', result: { ...result, session_id: run.session_id } };
  }
  if (run.status === 'failed') {
    return { status: 'failed', error: run.error ?? 'The check failed. Please try again.' };
  }
  return {
    status: 'queued',
    payload: { job_id: String(run.id) },
    stage: run.status === 'running' ? 'running' : 'waiting',
  };
}

/** Which stored runs a cache clear forgets: one session's (optionally one check's), else all the caller's. */
export interface CacheScope {
  sessionId?: number;
  checkId?: string;
}

/**
 * POST /api/job/clean_cache_all: forgets finished runs (queued ones keep running). With a session
 * (the session page always sends it, with the check it just applied) only that session's runs of
 * that check go (issue 22): findings shown in other sessions, or for other checks, stay appliable.
 * Without one, the caller's own finished runs in every session of theirs (SPEC's bare route).
 */
export async function cleanCache(ctx: CheckRunContext, user: CurrentUser, scope: CacheScope = {}): Promise<number> {
  const session = scope.sessionId === undefined ? null : await ownedSession(ctx.db, user, scope.sessionId);
  const check = scope.checkId === undefined ? null : findCheck(scope.checkId);
  return ctx.db.transaction().execute(async (trx) => {
    let query = trx
      .deleteFrom('check_runs')
      .where('tenant_id', '=', user.tenantId)
      .where('user_id', '=', user.id)
      .where('status', 'in', ['completed', 'failed']);
    if (session) query = query.where('session_id', '=', session.id);
    if (check) query = query.where('check_id', '=', check.id);
    const result = await query.executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    await ctx.audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'check.cache_clear',
      target: session ? `session:${session.id}` : `user:${user.id}`,
      details: { removed, ...(check ? { check: check.id } : {}) },
    });
    return removed;
  });
}

/** How long a provisional result (a service did not answer: reference-verify) is reused before a run asks again. */
export const PROVISIONAL_REUSE_MS = 5 * 60_000;

/** A stored result the check calls provisional, finished long enough ago that a new run may get the answers. */
export function staleProvisional(
  check: CheckDefinition | undefined,
  run: { status: string; result: string | null; finished_at: string | null },
  now = Date.now(),
): boolean {
  if (!check?.provisional || run.status !== 'completed' || run.result === null || run.finished_at === null)
    return false;
  return (
    now - Date.parse(run.finished_at) > PROVISIONAL_REUSE_MS && check.provisional(JSON.parse(run.result) as CheckResult)
  );
}
