/**
 * The AI Assistant's routes (issue 27; docs/ai.md). Thin, as every route: authenticate (before
 * anything is parsed), validate the TypeBox schema, one service call. A question's answer streams
 * back as server-sent events (`delta`, then `done` or `error`); a refusal before the first word
 * (403 switched off or not set up, 404 not the caller's session, 429 from the model with
 * Retry-After, 504 timeout) is an ordinary `{detail}` answer. The tenant switch is for admins.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireAdmin, requireUser } from '../auth/plugin.ts';
import { ErrorBody, authErrors } from '../contract/api/common.ts';
import {
  AskBody,
  AssistantStatus,
  SuggestAnswer,
  SuggestBody,
  TenantAssistantAnswer,
  TenantAssistantSettings,
} from '../contract/api/assistant.ts';
import { SessionQuery } from '../contract/api/session-work.ts';
import { askAssistant, type AskEvent } from '../services/assistant/ask.ts';
import {
  assistantStatus,
  saveTenantAssistantSettings,
  tenantAssistantSettings,
} from '../services/assistant/availability.ts';
import { suggestEdit } from '../services/assistant/suggest.ts';
import type { ServerDeps } from '../server/deps.ts';
import { currentUser } from './current-user.ts';

const tags = ['ai assistant'];
const refusals = { ...authErrors, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };

async function* serverSentEvents(events: AsyncIterable<AskEvent>): AsyncGenerator<string> {
  for await (const { event, ...data } of events) yield `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export default async function assistantRoutes(
  instance: FastifyInstance,
  { deps }: { deps: ServerDeps },
): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, blobs, audit, config } = deps;
  const assistant = { db, blobs, audit, ai: config.ai, work: deps.work };
  app.addHook('onRequest', requireUser);

  app.get(
    '/assistant/status',
    {
      schema: {
        tags,
        summary: 'Whether the AI Assistant can be used here, and if not why and what to set',
        response: { 200: AssistantStatus, 401: ErrorBody },
      },
    },
    async (request) => assistantStatus(db, config.ai, currentUser(request)),
  );

  app.post(
    '/assistant/ask',
    {
      schema: {
        tags,
        summary: 'Ask the AI Assistant (?session_id=N); the answer streams as server-sent events',
        querystring: SessionQuery,
        body: AskBody,
        produces: ['text/event-stream'],
        response: {
          200: Type.String({
            description:
              'Server-sent events: `delta` {text} as the model writes, then `done` {truncated, model} or `error` {detail}',
          }),
          ...refusals,
          502: ErrorBody,
          504: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const cancel = new AbortController();
      // The writer closed the panel or the page: stop the model too.
      reply.raw.on('close', () => cancel.abort());
      const events = await askAssistant(
        assistant,
        currentUser(request),
        request.query.session_id,
        request.body,
        cancel.signal,
      );
      void reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      // A stream is sent as it is, never through the 200 schema's serialiser (which only documents it).
      return reply.send(Readable.from(serverSentEvents(events)) as unknown as string);
    },
  );

  app.post(
    '/assistant/suggest',
    {
      schema: {
        tags,
        summary:
          'Have the AI Assistant propose an edit of a passage (?session_id=N): a finding to accept and apply with POST /api/checks/ai-assistant/apply',
        querystring: SessionQuery,
        body: SuggestBody,
        response: { 200: SuggestAnswer, ...refusals, 502: ErrorBody, 504: ErrorBody },
      },
    },
    async (request) => suggestEdit(assistant, currentUser(request), request.query.session_id, request.body),
  );

  app.get(
    '/admin/assistant',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: "The organisation's AI Assistant switch (administrators)",
        response: { 200: TenantAssistantAnswer, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => tenantAssistantSettings(db, config.ai, currentUser(request)),
  );

  app.put(
    '/admin/assistant',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Switch the AI Assistant on or off for the organisation, and whether the audit trail keeps its text',
        body: TenantAssistantSettings,
        response: { 200: TenantAssistantAnswer, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => saveTenantAssistantSettings({ db, audit, ai: config.ai }, currentUser(request), request.body),
  );
}
