/** Formats (SPEC §7): list (paged or whole), one, template, create, update, delete; the sessions using one (issue 26). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireUser } from '../auth/plugin.ts';
import { formatTemplate } from '../contract/format-config.ts';
import { ErrorBody, IdParams, PageQuery, authErrors } from '../contract/api/common.ts';
import { Format, FormatBody, FormatConfigSchema, FormatPage, FormatUse } from '../contract/api/formats.ts';
import { createFormat, deleteFormat, formatUse, getFormat, listFormats, updateFormat } from '../services/formats.ts';
import type { AppDeps } from '../server/deps.ts';
import { currentUser } from './current-user.ts';
import { pageRequest } from './paging.ts';

export default async function formatRoutes(instance: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, audit, config } = deps;
  app.addHook('onRequest', requireUser);
  const tags = ['formats'];

  app.get(
    '/formatting/',
    { schema: { tags, querystring: PageQuery, response: { 200: FormatPage, ...authErrors, 400: ErrorBody } } },
    async (request) => listFormats(db, currentUser(request), pageRequest(request.query)),
  );
  // Registered before /:id so "template" is never read as an id.
  app.get(
    '/formatting/template',
    { schema: { tags, response: { 200: FormatConfigSchema, ...authErrors } } },
    async () => formatTemplate(),
  );
  app.get(
    '/formatting/:id',
    { schema: { tags, params: IdParams, response: { 200: Format, ...authErrors, 400: ErrorBody } } },
    async (request) => getFormat(db, currentUser(request), request.params.id),
  );
  app.get(
    '/formatting/:id/sessions',
    { schema: { tags, params: IdParams, response: { 200: FormatUse, ...authErrors, 400: ErrorBody } } },
    async (request) => formatUse(db, currentUser(request), request.params.id),
  );
  app.post(
    '/formatting/',
    { schema: { tags, body: FormatBody, response: { 201: Format, ...authErrors, 413: ErrorBody, 422: ErrorBody } } },
    async (request, reply) => {
      const created = await createFormat(
        { db, audit, user: currentUser(request), maxFormats: config.tenantMaxFormats },
        request.body,
      );
      return reply.code(201).send(created);
    },
  );
  app.put(
    '/formatting/:id',
    { schema: { tags, params: IdParams, body: FormatBody, response: { 200: Format, ...authErrors, 422: ErrorBody } } },
    async (request) => updateFormat({ db, audit, user: currentUser(request) }, request.params.id, request.body),
  );
  app.delete(
    '/formatting/:id',
    { schema: { tags, params: IdParams, response: { 204: Type.Null(), ...authErrors } } },
    async (request, reply) => {
      await deleteFormat({ db, audit, user: currentUser(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
