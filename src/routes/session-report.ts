/**
 * Run all checks and the session report (issue 26; docs/api.md "Run all checks"). Thin:
 * authenticate (before anything is validated), parse, call one service, answer.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireUser } from '../auth/plugin.ts';
import { ErrorBody, IdParams, authErrors } from '../contract/api/common.ts';
import { RunAllAnswer } from '../contract/api/run-all.ts';
import type { ServerDeps } from '../server/deps.ts';
import { PDF_TYPE, sessionReport } from '../services/session-work/report.ts';
import { runAllChecks, type RunAllContext } from '../services/session-work/run-all.ts';
import { currentUser } from './current-user.ts';
import { sendFile } from './session-work/index.ts';

export default async function sessionReportRoutes(
  instance: FastifyInstance,
  { deps }: { deps: ServerDeps },
): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const ctx: RunAllContext = {
    db: deps.db,
    blobs: deps.blobs,
    audit: deps.audit,
    work: deps.work,
    checkTimeLimitMs: deps.config.checkTimeoutSeconds * 1000,
    references: deps.references,
  };
  app.addHook('onRequest', requireUser);
  const tags = ['session work'];
  const errors = { ...authErrors, 400: ErrorBody, 422: ErrorBody, 503: ErrorBody };

  app.post(
    '/sessions/:id/run-all',
    {
      schema: {
        tags,
        summary: 'Run all checks on the latest version against the session’s format; one line per check',
        description:
          'Every check of the catalogue with its default parameters. Results already stored for the latest version are reused; the others run on the work pool now and are stored as ordinary check runs (a single run of the check then answers at once). 503 with Retry-After when the server is busy (nothing run).',
        params: IdParams,
        response: { 200: RunAllAnswer, ...errors },
      },
    },
    async (request) => runAllChecks(ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/sessions/:id/report.pdf',
    {
      schema: {
        tags,
        summary: 'The report of every check on the latest version as a PDF (runs the checks not yet run)',
        params: IdParams,
        produces: [PDF_TYPE],
      },
    },
    async (request, reply) => sendFile(reply, await sessionReport(ctx, currentUser(request), request.params.id)),
  );
}
