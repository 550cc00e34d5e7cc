/**
 * Decisions saved as the writer makes them (issue 26; docs/workflow.md): read and save the draft
 * decisions of one check in one session. Authenticated before anything is parsed (401), the
 * session's owner and tenant checked by the service (404 for anyone else).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireUser } from '../auth/plugin.ts';
import { ErrorBody, authErrors } from '../contract/api/common.ts';
import { DecisionParams, DecisionsAnswer, SaveDecisionsBody } from '../contract/api/decisions.ts';
import { listDrafts, saveDrafts } from '../services/session-work/decision-drafts.ts';
import type { ServerDeps } from '../server/deps.ts';
import { currentUser } from './current-user.ts';

export default async function decisionRoutes(instance: FastifyInstance, { deps }: { deps: ServerDeps }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = { db: deps.db, audit: deps.audit };
  app.addHook('onRequest', requireUser);
  const tags = ['session work'];

  app.get(
    '/sessions/:id/decisions/:checkId',
    {
      schema: {
        tags,
        summary: "The writer's saved decisions on one check's findings, and the batch comment",
        params: DecisionParams,
        response: { 200: DecisionsAnswer, ...authErrors, 400: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => listDrafts(ctx, currentUser(request), request.params.id, request.params.checkId),
  );
  app.put(
    '/sessions/:id/decisions/:checkId',
    {
      schema: {
        tags,
        summary: 'Save decisions as they are made: the findings whose state changed, and the batch comment',
        params: DecisionParams,
        body: SaveDecisionsBody,
        response: { 200: DecisionsAnswer, ...authErrors, 400: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => saveDrafts(ctx, currentUser(request), request.params.id, request.params.checkId, request.body),
  );
}
