/** Admin users (SPEC §7): the users of the caller's tenant; administrators only. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireAdmin, requireUser } from '../auth/plugin.ts';
import { ErrorBody, IdParams, authErrors } from '../contract/api/common.ts';
import { AdminUser, AdminUserPage, AdminUserQuery } from '../contract/api/users.ts';
import { DEFAULT_PAGE_SIZE } from '../services/paging.ts';
import { deleteUser, getUser, listUsers } from '../services/users.ts';
import type { AppDeps } from '../server/deps.ts';
import { currentUser } from './current-user.ts';

export default async function userRoutes(instance: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, blobs, audit } = deps;
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAdmin);
  const tags = ['admin users'];
  const errors = { ...authErrors, 403: ErrorBody };

  app.get(
    '/admin/users',
    { schema: { tags, querystring: AdminUserQuery, response: { 200: AdminUserPage, ...errors, 400: ErrorBody } } },
    async (request) =>
      listUsers(db, currentUser(request), {
        page: request.query.page ?? 1,
        size: request.query.limit ?? DEFAULT_PAGE_SIZE,
      }),
  );
  app.get(
    '/admin/users/:id',
    { schema: { tags, params: IdParams, response: { 200: AdminUser, ...errors, 400: ErrorBody } } },
    async (request) => getUser(db, currentUser(request), request.params.id),
  );
  app.delete(
    '/admin/users/:id',
    { schema: { tags, params: IdParams, response: { 204: Type.Null(), ...errors, 409: ErrorBody } } },
    async (request, reply) => {
      await deleteUser({ db, blobs, audit, user: currentUser(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
