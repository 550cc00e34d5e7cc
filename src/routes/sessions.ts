/**
 * Sessions (SPEC §7): list (paged or whole), one, create from a document and a format, delete;
 * and retarget to another journal's format (issue 17, docs/api.md "Retarget").
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../auth/plugin.ts';
import { ErrorBody, IdParams, PageQuery, authErrors } from '../contract/api/common.ts';
import { CreateSessionBody, Session, SessionFormat, SessionPage } from '../contract/api/sessions.ts';
import { createSession, deleteSession, getSession, getSessionFormat, listSessions } from '../services/sessions.ts';
import { RetargetAnswer, RetargetBody } from '../contract/api/retarget.ts';
import { retargetSession } from '../services/retarget/index.ts';
import type { ServerDeps } from '../server/deps.ts';
import { currentUser } from './current-user.ts';
import { pageRequest } from './paging.ts';

export default async function sessionRoutes(instance: FastifyInstance, { deps }: { deps: ServerDeps }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, blobs, audit } = deps;
  const { retarget } = deps.documentWork;
  app.addHook('onRequest', requireUser);
  const tags = ['sessions'];

  app.get(
    '/sessions/',
    { schema: { tags, querystring: PageQuery, response: { 200: SessionPage, ...authErrors, 400: ErrorBody } } },
    async (request) => listSessions(db, currentUser(request), pageRequest(request.query)),
  );
  app.get(
    '/sessions/:id',
    { schema: { tags, params: IdParams, response: { 200: Session, ...authErrors, 400: ErrorBody } } },
    async (request) => getSession(db, currentUser(request), request.params.id),
  );
  app.get(
    '/sessions/:id/format',
    {
      schema: {
        tags,
        description: "The session's own copy of its format: what its checks use (issue 15)",
        params: IdParams,
        response: { 200: SessionFormat, ...authErrors, 400: ErrorBody },
      },
    },
    async (request) => getSessionFormat(db, currentUser(request), request.params.id),
  );
  app.post(
    '/sessions/',
    { schema: { tags, body: CreateSessionBody, response: { 201: Session, ...authErrors, 422: ErrorBody } } },
    async (request, reply) => {
      const created = await createSession({ db, blobs, audit, user: currentUser(request) }, request.body);
      return reply.code(201).send(created);
    },
  );
  app.post(
    '/sessions/:id/retarget',
    {
      schema: {
        tags,
        description:
          "Check the session's manuscript against another journal: a new session on the same document starting from this session's current version, with the other format; answers with the rules that differ and what must change (issue 17). This session is left as it was.",
        params: IdParams,
        body: RetargetBody,
        response: { 201: RetargetAnswer, ...authErrors, 400: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await retargetSession(
        { db, blobs, audit, user: currentUser(request), retarget },
        request.params.id,
        request.body.format_id,
      );
      return reply.code(201).send(answer);
    },
  );
  app.delete(
    '/sessions/:id',
    { schema: { tags, params: IdParams, response: { 204: Type.Null(), ...authErrors } } },
    async (request, reply) => {
      await deleteSession({ db, blobs, audit, user: currentUser(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
