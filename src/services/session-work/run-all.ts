/**
 * "Run all checks" (issue 26; docs/api.md "Run all checks"): every check of the catalogue, with
 * its default parameters, against the session's format on the latest version, in one request.
 * Results already stored for that version (a single run, an earlier Run all, a retarget) are
 * reused; the rest run on the server's work pool as bounded work (the document read once per
 * batch), and are stored as ordinary check runs under the same cache key a single run uses — so
 * opening any check from the report answers at once with the same findings.
 */
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../contract/current-user.ts';
import { getCheck, listCategories, validateParams, type CheckOutcome } from '../../checks/index.ts';
import type { CheckResult } from '../../contract/checks.ts';
import type { RunAllAnswer, RunAllCheck, RunAllStatus } from '../../contract/api/run-all.ts';
import type { FormatConfig } from '../../contract/format-config.ts';
import { ServerBusyError, type WorkPool } from '../../jobs/work-pool.ts';
import { TaskTimeoutError } from '../../jobs/task-errors.ts';
import type { BlobStore } from '../../store/blob/blob-store.ts';
import type { Database, SessionRow, VersionRow } from '../../store/schema.ts';
import type { AuditLog } from '../audit.ts';
import { AppError } from '../errors.ts';
import { findCheck, runCacheKey, staleProvisional } from './check-runs.ts';
import { NO_FORMAT_ERROR } from './check-executor.ts';
import { withEarlierDecisions } from './earlier-decisions.ts';
import { RUN_ALL_POOL_TASK_URL, type RunAllTask, type RunAllTaskAnswer } from './run-all-task.ts';
import { latestVersion, ownedSession } from './session-access.ts';
import { runReferenceCheck } from './run-all-references.ts';
import type { ReferenceLookupService } from '../reference-lookup/index.ts';

export interface RunAllContext {
  db: Kysely<Database>;
  blobs: BlobStore;
  audit: AuditLog;
  work: WorkPool;
  /** A single check's time limit (CHECK_TIMEOUT_SECONDS); a batch gets it per check it holds. */
  checkTimeLimitMs: number;
  /** Crossref and PubMed for the reference-verifying checks (issue 28); absent: they say they could not verify. */
  references?: ReferenceLookupService;
}

/** One check of the catalogue with where it sits, and what its run on this version gave. */
export interface RunAllEntry {
  id: string;
  url: string;
  name: string;
  category: string;
  categoryName: string;
  outcome: { status: 'completed'; result: CheckResult } | { status: 'failed'; error: string };
}

export interface RunAllRuns {
  session: SessionRow;
  version: VersionRow;
  formatName: string | null;
  entries: RunAllEntry[];
  ran: number;
  reused: number;
  elapsedMs: number;
}

interface Planned {
  entry: Omit<RunAllEntry, 'outcome'>;
  values: Record<string, number | string | boolean>;
  hash: string;
}

/** Every check in catalogue order (categories in order, their checks in order). */
function catalogue(): Omit<RunAllEntry, 'outcome'>[] {
  return listCategories().flatMap((category) =>
    category.checks.map((check) => ({
      id: check.url.replace(/^\/checks\//, ''),
      url: check.url,
      name: check.name,
      category: category.id,
      categoryName: category.name,
    })),
  );
}

function configOf(text: string): FormatConfig {
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormatConfig) : {};
}

/** Runs what is not stored yet for the latest version; answers every check's outcome. */
export async function runAllRuns(ctx: RunAllContext, user: CurrentUser, sessionId: number): Promise<RunAllRuns> {
  const started = performance.now();
  const session = await ownedSession(ctx.db, user, sessionId);
  const version = await latestVersion(ctx.db, session);
  const current =
    session.format_id === null
      ? undefined
      : await ctx.db
          .selectFrom('formats')
          .select(['name', 'config'])
          .where('id', '=', session.format_id)
          .where('tenant_id', '=', user.tenantId)
          .executeTakeFirst();
  // The session's own copy of its format (issue 15), else (older sessions) the format itself.
  const formatText = session.format_config ?? current?.config ?? null;
  const formatName = session.format_name ?? current?.name ?? null;
  if (formatText === null) throw new AppError('invalid', NO_FORMAT_ERROR);

  const planned: Planned[] = catalogue().map((entry) => {
    const values = validateParams(findCheck(entry.id), {}).values;
    return { entry, values, hash: runCacheKey(values, formatText) };
  });
  const stored = await ctx.db
    .selectFrom('check_runs')
    .select(['id', 'check_id', 'params_hash', 'result', 'status', 'finished_at'])
    .where('tenant_id', '=', user.tenantId)
    .where('user_id', '=', user.id)
    .where('version_id', '=', version.id)
    .where('status', '=', 'completed')
    .orderBy('id', 'desc')
    .execute();
  const cached = new Map<string, CheckResult>();
  for (const row of stored) {
    const key = `${row.check_id}\u0000${row.params_hash}`;
    if (row.result === null || cached.has(key) || staleProvisional(getCheck(row.check_id), row)) continue;
    cached.set(key, JSON.parse(row.result) as CheckResult);
  }
  const missing = planned.filter((p) => !cached.has(`${p.entry.id}\u0000${p.hash}`));
  const fresh =
    missing.length === 0 ? new Map<string, TimedRun>() : await runMissing(ctx, session, version, missing, formatText);
  if (fresh.size > 0) await storeRuns(ctx, user, session, version, missing, fresh);

  const outcomes = planned.map(({ entry, hash }): RunAllEntry => {
    const result = cached.get(`${entry.id}\u0000${hash}`);
    if (result) return { ...entry, outcome: { status: 'completed', result } };
    const run = fresh.get(entry.id);
    if (run?.outcome.status === 'completed')
      return { ...entry, outcome: { status: 'completed', result: run.outcome.result } };
    return {
      ...entry,
      outcome: {
        status: 'failed',
        error: run?.outcome.status === 'failed' ? run.outcome.error : 'The check did not run.',
      },
    };
  });
  // As a single run answers: each finding carries the writer's decision on it from an earlier
  // version of this session, so the report counts what is still to decide (earlier-decisions.ts).
  const entries: RunAllEntry[] = [];
  for (const entry of outcomes) {
    if (entry.outcome.status !== 'completed') {
      entries.push(entry);
      continue;
    }
    const marked = await withEarlierDecisions(ctx, session.id, entry.id, version.id, {
      status: 'completed',
      result: entry.outcome.result,
    });
    entries.push(marked.status === 'completed' ? { ...entry, outcome: marked } : entry);
  }
  return {
    session,
    version,
    formatName,
    entries,
    ran: missing.length,
    reused: planned.length - missing.length,
    elapsedMs: Math.round(performance.now() - started),
  };
}

interface TimedRun {
  outcome: CheckOutcome;
  startedAt: string;
  finishedAt: string;
}

/**
 * The missing checks in as many batches as the pool has threads (at most 4): each batch reads the
 * document once. Admitted all together or refused with 503 and Retry-After (nothing stored).
 */
async function runMissing(
  ctx: RunAllContext,
  session: SessionRow,
  version: VersionRow,
  missing: Planned[],
  formatText: string,
): Promise<Map<string, TimedRun>> {
  const docx = await ctx.blobs.get(version.blob);
  // Checks that ask Crossref and PubMed run beside the batches: the others never wait for the network.
  const online = missing.filter((p) => findCheck(p.entry.id).referenceQueries);
  const onlineRuns = online.map(async (p): Promise<[string, TimedRun]> => {
    const startedAt = new Date().toISOString();
    const run = { id: p.entry.id, params: p.values, format: configOf(formatText), docx: new Uint8Array(docx) };
    const outcome = await runReferenceCheck(ctx.work, ctx.references, run, ctx.checkTimeLimitMs);
    return [p.entry.id, { outcome, startedAt, finishedAt: new Date().toISOString() }];
  });
  const batched = await runBatches(
    ctx,
    session,
    missing.filter((p) => !online.includes(p)),
    formatText,
    docx,
  );
  for (const [id, run] of await Promise.all(onlineRuns)) batched.set(id, run);
  return batched;
}

/** The checks that need no network, in batches that each read the document once. */
async function runBatches(
  ctx: RunAllContext,
  session: SessionRow,
  missing: Planned[],
  formatText: string,
  docx: Uint8Array,
): Promise<Map<string, TimedRun>> {
  if (missing.length === 0) return new Map();
  const needsTemplate = missing.some((p) => findCheck(p.entry.id).needsTemplate);
  const document = needsTemplate
    ? await ctx.db
        .selectFrom('documents')
        .select('template_blob')
        .where('id', '=', session.document_id)
        .executeTakeFirst()
    : undefined;
  const template = document ? await ctx.blobs.get(document.template_blob) : undefined;
  const batches = Math.max(1, Math.min(ctx.work.threads, 4, missing.length));
  const groups: Planned[][] = Array.from({ length: batches }, () => []);
  for (const [i, p] of missing.entries()) groups[i % batches]?.push(p);
  const format = configOf(formatText);
  const tasks = groups.map((group) => {
    const task: RunAllTask = {
      checks: group.map((p) => ({ id: p.entry.id, params: p.values })),
      format,
      // Each task gets its own copy: the bytes are moved to its thread.
      docx: new Uint8Array(docx),
      ...(template && group.some((p) => findCheck(p.entry.id).needsTemplate)
        ? { template: new Uint8Array(template) }
        : {}),
    };
    return {
      script: RUN_ALL_POOL_TASK_URL,
      message: task,
      timeoutMs: ctx.checkTimeLimitMs * Math.max(1, Math.ceil(group.length / 4)),
      transfer: [task.docx, ...(task.template ? [task.template] : [])].map((bytes) => bytes.buffer as ArrayBuffer),
      owner: { tenantId: session.tenant_id, userId: session.owner_id },
    };
  });
  let answers: Promise<RunAllTaskAnswer>[];
  try {
    answers = ctx.work.runBounded<RunAllTaskAnswer>(tasks);
  } catch (error) {
    if (error instanceof ServerBusyError) throw busy(error.retryAfterSeconds, 'No check was run');
    throw error;
  }
  const settled = await Promise.allSettled(answers);
  const runs = new Map<string, TimedRun>();
  settled.forEach((answer, i) => {
    const group = groups[i] ?? [];
    if (answer.status === 'fulfilled') {
      let at = Date.now() - answer.value.outcomes.reduce((sum, o) => sum + o.ms, 0);
      for (const { ms, ...outcome } of answer.value.outcomes) {
        const startedAt = new Date(at).toISOString();
        at += ms;
        runs.set(outcome.check, { outcome, startedAt, finishedAt: new Date(at).toISOString() });
      }
      return;
    }
    const error =
      answer.reason instanceof TaskTimeoutError
        ? `Running these checks took longer than ${Math.round(tasks[i]!.timeoutMs / 1000)} seconds and was stopped. Please run this check on its own.`
        : 'The check stopped unexpectedly. Please run it on its own.';
    const now = new Date().toISOString();
    for (const p of group)
      runs.set(p.entry.id, {
        outcome: { check: p.entry.id, status: 'failed', error },
        startedAt: now,
        finishedAt: now,
      });
  });
  return runs;
}

/** Stores the new runs as ordinary check runs (completed ones are the cache of a single run). */
async function storeRuns(
  ctx: RunAllContext,
  user: CurrentUser,
  session: SessionRow,
  version: VersionRow,
  missing: Planned[],
  runs: Map<string, TimedRun>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const p of missing) {
      const run = runs.get(p.entry.id);
      if (!run) continue;
      await trx
        .insertInto('check_runs')
        .values({
          tenant_id: user.tenantId,
          session_id: session.id,
          user_id: user.id,
          version_id: version.id,
          check_id: p.entry.id,
          params_hash: p.hash,
          params: JSON.stringify(p.values),
          status: run.outcome.status,
          result: run.outcome.status === 'completed' ? JSON.stringify(run.outcome.result) : null,
          error: run.outcome.status === 'failed' ? run.outcome.error : null,
          attempts: 1,
          created_at: run.startedAt,
          started_at: run.startedAt,
          finished_at: run.finishedAt,
        })
        .execute();
    }
    await ctx.audit.record(trx, {
      tenantId: user.tenantId,
      userId: user.id,
      action: 'check.run_all',
      target: `session:${session.id}`,
      details: { version: version.number, checks: missing.map((p) => p.entry.id) },
    });
  });
}

/** 503 with Retry-After: the work pool's queue is full. */
export function busy(seconds: number, nothingDone: string): AppError {
  return new AppError(
    'busy',
    `The server is busy with other documents. ${nothingDone}; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** pass, failed, warning or error, and the counts the report and the badges show. */
export function summarise(
  outcome: RunAllEntry['outcome'],
): Pick<RunAllCheck, 'status' | 'findings' | 'failed' | 'warnings' | 'decided' | 'error'> {
  if (outcome.status === 'failed')
    return { status: 'error', findings: 0, failed: 0, warnings: 0, decided: 0, error: outcome.error };
  let failed = 0;
  let warnings = 0;
  let decided = 0;
  for (const item of outcome.result.results) {
    if (item.status === 'pass') continue;
    // Decided on an earlier version of this session: not listed when the check is opened, not counted.
    if (item.decision) {
      decided++;
      continue;
    }
    // A finding without a status proposes a correction (type1): something to change, counted as failed.
    if (item.status === 'warning') warnings++;
    else failed++;
  }
  const status: RunAllStatus = failed > 0 ? 'failed' : warnings > 0 ? 'warning' : 'pass';
  return { status, findings: failed + warnings, failed, warnings, decided };
}

export async function runAllChecks(ctx: RunAllContext, user: CurrentUser, sessionId: number): Promise<RunAllAnswer> {
  const runs = await runAllRuns(ctx, user, sessionId);
  return {
    session_id: runs.session.id,
    version: runs.version.number,
    format_name: runs.formatName,
    ran: runs.ran,
    reused: runs.reused,
    elapsed_ms: runs.elapsedMs,
    checks: runs.entries.map((entry) => ({
      id: entry.id,
      url: entry.url,
      name: entry.name,
      category: entry.category,
      category_name: entry.categoryName,
      ...summarise(entry.outcome),
    })),
  };
}
