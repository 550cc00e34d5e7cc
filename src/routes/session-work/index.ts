/**
 * Session work routes (SPEC §7 "Session work"; docs/workflow.md): catalogue, check runs, apply,
 * history, revert, preview and downloads. Thin: authenticate, parse, call one service, answer.
 * Every route needs a signed-in user and only ever sees the caller's own sessions (404 otherwise).
 * Paths are relative to /api; registered without that prefix we add it ourselves.
 * The job runner comes from server set-up (server/session-work-runners.ts); apply and preview read
 * and write documents on the server's work pool (deps.work), never on the request thread.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireUser } from '../../auth/guards.ts';
import type { CurrentUser } from '../../contract/current-user.ts';
import { overview } from '../../checks/index.ts';
import { ErrorBody } from '../../contract/api/common.ts';
import { CheckRunAnswerSchema, OverviewSchema } from '../../contract/api/check-results.ts';
import {
  ApplyAnswerSchema,
  ApplyBody,
  BuildAnswerSchema,
  CheckParams,
  CheckRunBody,
  CleanCacheAnswerSchema,
  CleanCacheQuery,
  FilePathParams,
  HistoryAnswerSchema,
  HistoryParams,
  PreviewAnswerSchema,
  RevertAnswerSchema,
  RevertParams,
  SessionQuery,
  sessionWorkErrors,
} from '../../contract/api/session-work.ts';
import type { ServerDeps } from '../../server/deps.ts';
import type { SessionWorkRunners } from '../../server/session-work-runners.ts';
import { AppError } from '../../services/errors.ts';
import { applyCorrections } from '../../services/session-work/apply.ts';
import { cleanCache, runOrPollCheck, type CheckRunContext } from '../../services/session-work/check-runs.ts';
import {
  buildDownload,
  DOCX_TYPE,
  historyFile,
  trackedChangesFile,
  type FileDownload,
} from '../../services/session-work/downloads.ts';
import { listHistory, revertTo } from '../../services/session-work/history.ts';
import { logbookFile, XLSX_TYPE } from '../../services/session-work/logbook.ts';
import { latestPreview } from '../../services/session-work/preview.ts';

export interface SessionWorkOptions {
  deps: ServerDeps;
  runners: SessionWorkRunners;
}

function userOf(request: FastifyRequest): CurrentUser {
  if (!request.user)
    throw new AppError('unauthenticated', 'You are not signed in, or your sign-in has expired. Please sign in again.');
  return request.user;
}

export function sendFile(reply: FastifyReply, file: FileDownload): FastifyReply {
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

const tags = ['session work'];

export default async function sessionWorkRoutes(instance: FastifyInstance, options: SessionWorkOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { deps, runners } = options;
  const { db, blobs, audit, config, work } = deps;
  const { runner } = runners;
  const documentTimeLimitMs = config.checkTimeoutSeconds * 1000;
  const base = app.prefix.endsWith('/api') ? '' : '/api';
  // A check that finishes within the synchronous wait answers at once (CHECK_SYNC_WAIT_MS, 3 s by default).
  const runs: CheckRunContext = {
    db,
    blobs,
    work,
    audit,
    runner,
    syncWaitMs: () => config.checkSyncWaitMs,
    maxRunsPerMinute: config.tenantMaxCheckRunsPerMinute,
  };

  // onRequest, before the body is parsed or validated: without a valid token every route answers
  // 401, never a 422 about a body the caller was not allowed to send (issue 26).
  app.addHook('onRequest', requireUser);
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

  app.get(
    `${base}/overview/`,
    { schema: { tags, summary: 'Check catalogue by category', response: { 200: OverviewSchema, 401: ErrorBody } } },
    async () => overview(),
  );

  app.post(
    `${base}/checks/:checkId/`,
    {
      schema: {
        tags,
        summary: 'Run a check on the latest version (?session_id=N), or poll a queued run with {job_id}',
        params: CheckParams,
        querystring: SessionQuery,
        body: CheckRunBody,
        response: { 200: CheckRunAnswerSchema, ...sessionWorkErrors },
      },
    },
    async (request) =>
      runOrPollCheck(runs, userOf(request), request.query.session_id, request.params.checkId, request.body),
  );

  app.post(
    `${base}/checks/:checkId/apply`,
    {
      schema: {
        tags,
        summary: 'Apply accepted corrections as Word tracked changes: {session_id, results, comment}',
        params: CheckParams,
        body: ApplyBody,
        response: { 200: ApplyAnswerSchema, ...sessionWorkErrors, 409: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) =>
      applyCorrections({ db, blobs, audit, work }, userOf(request), request.params.checkId, request.body),
  );

  app.post(
    `${base}/job/clean_cache_all`,
    {
      schema: {
        tags,
        summary:
          "Clear cached check results: one session's (?session_id=N, optionally &check=<id>), else all the caller's",
        querystring: CleanCacheQuery,
        response: { 200: CleanCacheAnswerSchema, ...sessionWorkErrors },
      },
    },
    async (request) => {
      const { session_id, check } = request.query;
      if (check !== undefined && session_id === undefined) {
        throw new AppError('invalid', 'check needs session_id: name the session whose runs of this check to clear.');
      }
      const removed = await cleanCache(runs, userOf(request), { sessionId: session_id, checkId: check });
      return { status: 'success' as const, removed };
    },
  );

  app.get(
    `${base}/preview/latest_version`,
    {
      schema: {
        tags,
        summary: "The latest version's preview text (?session_id=N)",
        querystring: SessionQuery,
        response: { 200: PreviewAnswerSchema, ...sessionWorkErrors, 503: ErrorBody },
      },
    },
    async (request) =>
      latestPreview({ db, blobs, work, timeLimitMs: documentTimeLimitMs }, userOf(request), request.query.session_id),
  );

  app.get(
    `${base}/history/:sessionId`,
    {
      schema: {
        tags,
        summary: 'History of a session, newest first',
        params: HistoryParams,
        response: { 200: HistoryAnswerSchema, ...sessionWorkErrors },
      },
    },
    async (request) => listHistory(db, userOf(request), request.params.sessionId),
  );

  app.post(
    `${base}/history/revert/:historyId`,
    {
      schema: {
        tags,
        summary: "Make a history entry's version the latest again, as a new version",
        params: RevertParams,
        response: { 200: RevertAnswerSchema, ...sessionWorkErrors, 409: ErrorBody },
      },
    },
    async (request) => revertTo(db, audit, userOf(request), request.params.historyId),
  );

  app.post(
    `${base}/download/build`,
    {
      schema: {
        tags,
        summary: 'Build the download of the latest history entry (?session_id=N)',
        querystring: SessionQuery,
        response: { 200: BuildAnswerSchema, ...sessionWorkErrors, 409: ErrorBody },
      },
    },
    async (request) => buildDownload(db, audit, userOf(request), request.query.session_id),
  );

  app.get(
    `${base}/download/tracked-changes`,
    {
      schema: {
        tags,
        summary: 'The latest version as .docx with every session change tracked (?session_id=N)',
        querystring: SessionQuery,
        produces: [DOCX_TYPE],
      },
    },
    async (request, reply) =>
      sendFile(reply, await trackedChangesFile(db, blobs, userOf(request), request.query.session_id)),
  );

  app.get(
    `${base}/download/logbook`,
    {
      schema: {
        tags,
        summary: 'The logbook .xlsx: one row per decision (?session_id=N)',
        querystring: SessionQuery,
        produces: [XLSX_TYPE],
      },
    },
    async (request, reply) => sendFile(reply, await logbookFile(db, userOf(request), request.query.session_id)),
  );

  // GET /api/{folder_path}: the path is only compared with the paths the database holds.
  app.get(
    `${base}/files/*`,
    {
      schema: {
        tags,
        summary: "A history entry's file, by its folder_path",
        params: FilePathParams,
        produces: [DOCX_TYPE],
      },
    },
    async (request, reply) =>
      sendFile(reply, await historyFile(db, blobs, userOf(request), `files/${request.params['*']}`)),
  );
}
