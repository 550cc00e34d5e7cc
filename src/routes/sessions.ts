/** Sessions (SPEC §7): list (paged or whole), one, create from a document and a format, delete. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../auth/plugin.ts';
import { ErrorBody, IdParams, PageQuery, authErrors } from '../contract/api/common.ts';
import { CreateSessionBody, Session, SessionFormat, SessionPage } from '../contract/api/sessions.ts';
import { createSession, deleteSession, getSession, getSessionFormat, listSessions } from '../services/sessions.ts';
import type { AppDeps } from '../server/deps.ts';
import { currentUser } from './current-user.ts';
import { pageRequest } from './paging.ts';

export default async function sessionRoutes(instance: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, blobs, audit } = deps;
  app.addHook('preHandler', requireUser);
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
  app.delete(
    '/sessions/:id',
    { schema: { tags, params: IdParams, response: { 204: Type.Null(), ...authErrors } } },
    async (request, reply) => {
      await deleteSession({ db, blobs, audit, user: currentUser(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
