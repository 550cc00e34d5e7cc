/**
 * Session work routes (SPEC §7 "Session work"; docs/workflow.md): catalogue, check runs, apply,
 * history, revert, preview and downloads. Thin: authenticate, parse, call one service, answer.
 * Every route needs a signed-in user and only ever sees the caller's own sessions (404 otherwise).
 * Paths are relative to /api; registered without that prefix we add it ourselves.
 *
 * The plugin owns the embedded job runner: it starts with the app and stops (finishing running
 * checks) when the app closes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/guards.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { overview } from '../../checks/index.ts';
import { createEmbeddedRunner } from '../../jobs/embedded-runner.ts';
import { createApiPgBossRunner, usesPgBoss } from '../../jobs/pg-boss-selection.ts';
import { WorkerPool } from '../../jobs/worker-pool.ts';
import { WorkPool } from '../../jobs/work-pool.ts';
import type { AppDeps } from '../../server/deps.ts';
import { AppError } from '../../server/errors.ts';
import { applyCorrections } from '../../services/session-work/apply.ts';
import { WRITE_WORKER_URL } from '../../services/session-work/writer.ts';
import {
  CHECK_POOL_TASK_URL,
  createCheckExecutor,
  type CheckTaskRunner,
} from '../../services/session-work/check-executor.ts';
import { cleanCache, runOrPollCheck, type CheckRunContext } from '../../services/session-work/check-runs.ts';
import {
  buildDownload,
  historyFile,
  trackedChangesFile,
  type FileDownload,
} from '../../services/session-work/downloads.ts';
import { listHistory, revertTo } from '../../services/session-work/history.ts';
import { logbookFile } from '../../services/session-work/logbook.ts';
import { latestPreview } from '../../services/session-work/preview.ts';
import { parseId } from '../../services/session-work/session-access.ts';

export interface SessionWorkOptions {
  /** `work`: the app's work pool (buildApp gives it); without it the plugin makes and owns one. */
  deps: AppDeps & { work?: WorkPool };
}

/** SPEC: a check that finishes within about a second answers at once. Tests set 0 to force queueing. */
function syncWaitMs(): number {
  const raw = process.env.CHECK_SYNC_WAIT_MS;
  const value = raw === undefined || raw.trim() === '' ? 1000 : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

function userOf(request: FastifyRequest): CurrentUser {
  if (!request.user)
    throw new AppError(401, 'You are not signed in, or your sign-in has expired. Please sign in again.');
  return request.user;
}

function sessionIdOf(request: FastifyRequest): number {
  return parseId((request.query as Record<string, unknown>).session_id, 'session_id');
}

function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  void reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== undefined) void reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** OpenAPI description of a route (the shapes are in src/contract/api/session-work.ts and docs/workflow.md). */
function doc(summary: string): { schema: { tags: string[]; summary: string } } {
  return { schema: { tags: ['session work'], summary } };
}

export default async function sessionWorkRoutes(app: FastifyInstance, options: SessionWorkOptions): Promise<void> {
  const { deps } = options;
  const { db, blobs, audit, config } = deps;
  const base = app.prefix.endsWith('/api') ? '' : '/api';

  // Check runs share the server's one work pool with upload reads (docs/deploy.md "Load"); the
  // runner holds at most one run per thread, the rest wait in check_runs.
  const ownPool = deps.work ? null : new WorkPool({ threads: config.workThreads, queueLimit: 0, maxHeapMiB: 512 });
  const work = deps.work ?? (ownPool as WorkPool);
  const pool: CheckTaskRunner = {
    // The document bytes are moved to the thread, not copied (the executor made them for this task).
    run: (task, timeoutMs) =>
      work.run({
        script: CHECK_POOL_TASK_URL,
        message: task,
        timeoutMs,
        transfer: [task.docx, ...(task.template ? [task.template] : [])].map((bytes) => bytes.buffer as ArrayBuffer),
      }),
  };
  const execute = createCheckExecutor({ db, blobs, pool, timeLimitMs: config.checkTimeoutSeconds * 1000 });
  // Scale-out (docs/deploy.md): the pg-boss queue on PostgreSQL unless JOB_QUEUE=embedded.
  const runner = usesPgBoss(config)
    ? createApiPgBossRunner(config, db, execute)
    : createEmbeddedRunner({ db, concurrency: work.threads, execute });
  const runs: CheckRunContext = { db, audit, runner, syncWaitMs };
  await runner.start();
  // The tracked-changes writer runs in its own worker thread, started on the first apply.
  const writerPool = new WorkerPool(WRITE_WORKER_URL, 1);
  app.addHook('onClose', async () => {
    await writerPool.close();
    await runner.stop();
    await ownPool?.close();
  });

  app.addHook('preHandler', requireUser);
  // Refused access is on record: a signed-in user asking for something that is not theirs.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 404 || !request.user) return;
    await audit
      .record(db, {
        tenantId: request.user.tenantId,
        userId: request.user.id,
        action: 'access.refused',
        target: request.url.split('?')[0] ?? request.url,
        details: { method: request.method, query: request.url.split('?')[1] ?? '' },
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'audit of a refused access failed'));
  });

  app.get(`${base}/overview/`, doc('Check catalogue by category'), async () => overview());

  app.post(
    `${base}/checks/:checkId/`,
    doc('Run a check on the latest version (?session_id=N), or poll a queued run with {job_id}'),
    async (request) => {
      const { checkId } = request.params as { checkId: string };
      return runOrPollCheck(runs, userOf(request), sessionIdOf(request), checkId, request.body);
    },
  );

  app.post(
    `${base}/checks/:checkId/apply`,
    doc('Apply accepted corrections as Word tracked changes: {session_id, results, comment}'),
    async (request) => {
      const { checkId } = request.params as { checkId: string };
      return applyCorrections({ db, blobs, audit, writerPool }, userOf(request), checkId, request.body);
    },
  );

  app.post(`${base}/job/clean_cache_all`, doc("Clear the caller's cached check results"), async (request) => {
    const removed = await cleanCache(runs, userOf(request));
    return { status: 'success', removed };
  });

  app.get(`${base}/preview/latest_version`, doc("The latest version's preview text (?session_id=N)"), async (request) =>
    latestPreview(db, blobs, userOf(request), sessionIdOf(request)),
  );

  app.get(`${base}/history/:sessionId`, doc('History of a session, newest first'), async (request) => {
    const { sessionId } = request.params as { sessionId: string };
    return listHistory(db, userOf(request), parseId(sessionId, 'session id'));
  });

  app.post(
    `${base}/history/revert/:historyId`,
    doc("Make a history entry's version the latest again, as a new version"),
    async (request) => {
      const { historyId } = request.params as { historyId: string };
      return revertTo(db, audit, userOf(request), parseId(historyId, 'history id'));
    },
  );

  app.post(
    `${base}/download/build`,
    doc('Build the download of the latest history entry (?session_id=N)'),
    async (request) => buildDownload(db, audit, userOf(request), sessionIdOf(request)),
  );

  app.get(
    `${base}/download/tracked-changes`,
    doc('The latest version as .docx with every session change tracked (?session_id=N)'),
    async (request, reply) =>
      sendFile(reply, await trackedChangesFile(db, blobs, userOf(request), sessionIdOf(request))),
  );

  app.get(
    `${base}/download/logbook`,
    doc('The logbook .xlsx: one row per decision (?session_id=N)'),
    async (request, reply) => sendFile(reply, await logbookFile(db, userOf(request), sessionIdOf(request))),
  );

  // GET /api/{folder_path}: the path is only compared with the paths the database holds.
  app.get(`${base}/files/*`, doc("A history entry's file, by its folder_path"), async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    return sendFile(reply, await historyFile(db, blobs, userOf(request), `files/${rest}`));
  });
}
