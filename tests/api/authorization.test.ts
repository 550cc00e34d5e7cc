/**
 * The authorisation matrix: every platform route × {no token, revoked token, expired token,
 * other user, other tenant, member, owner/admin} → the expected status. Another tenant's or
 * user's id answers 404, as if it did not exist; members get 403 on admin routes and on formats
 * they did not create.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Format } from '../../src/contract/api/formats.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import { revokeApiToken } from '../../src/auth/tokens.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB, CAROL, DATABASES, ORIGINAL, TEMPLATE, uploadForm } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

// Uploads are validated by the engine in a worker (a second or two each on a busy 2-core CI machine).
vi.setConfig({ testTimeout: 120_000 });

type Actor = 'none' | 'revoked' | 'expired' | 'otherUser' | 'otherTenant' | 'owner';

interface Fixture {
  formatId: number;
  /** A second format of the owner's tenant: the one a retarget moves to. */
  otherFormatId: number;
  documentId: number;
  sessionId: number;
  bobId: number;
}

interface RouteCase {
  name: string;
  method: string;
  path: (f: Fixture) => string;
  json?: (f: Fixture) => unknown;
  form?: () => FormData;
  /** Expected status per actor. `owner` is Alice (admin, owns the document and session); `otherUser` is Bob (member, same tenant); `otherTenant` is Carol (admin of Contoso). */
  expect: Record<Exclude<Actor, 'none' | 'revoked' | 'expired'>, number>;
}

const OWNED = { otherUser: 404, otherTenant: 404 };
const ROUTES: RouteCase[] = [
  {
    name: 'list formats',
    method: 'GET',
    path: () => '/api/formatting/',
    expect: { owner: 200, otherUser: 200, otherTenant: 200 },
  },
  {
    name: 'format template',
    method: 'GET',
    path: () => '/api/formatting/template',
    expect: { owner: 200, otherUser: 200, otherTenant: 200 },
  },
  {
    name: 'one format',
    method: 'GET',
    path: (f) => `/api/formatting/${f.formatId}`,
    expect: { owner: 200, otherUser: 200, otherTenant: 404 },
  },
  {
    name: 'create format',
    method: 'POST',
    path: () => '/api/formatting/',
    json: () => ({ name: 'M', config: {} }),
    expect: { owner: 201, otherUser: 201, otherTenant: 201 },
  },
  {
    name: 'update format',
    method: 'PUT',
    path: (f) => `/api/formatting/${f.formatId}`,
    json: () => ({ name: 'Matrix', config: {} }),
    // Issue 15: a member changes only the formats they created (format-permissions.test.ts).
    expect: { owner: 200, otherUser: 403, otherTenant: 404 },
  },
  {
    name: 'delete format',
    method: 'DELETE',
    path: (f) => `/api/formatting/${f.formatId}`,
    expect: { owner: 204, otherUser: 403, otherTenant: 404 },
  },
  {
    name: 'list documents',
    method: 'GET',
    path: () => '/api/documents/',
    expect: { owner: 200, otherUser: 200, otherTenant: 200 },
  },
  {
    name: 'one document',
    method: 'GET',
    path: (f) => `/api/documents/${f.documentId}`,
    expect: { owner: 200, ...OWNED },
  },
  {
    name: 'upload',
    method: 'POST',
    path: () => '/api/documents/',
    form: () => uploadForm(ORIGINAL(), TEMPLATE()),
    expect: { owner: 201, otherUser: 201, otherTenant: 201 },
  },
  {
    name: 'delete document',
    method: 'DELETE',
    path: (f) => `/api/documents/${f.documentId}`,
    expect: { owner: 204, ...OWNED },
  },
  {
    name: 'list sessions',
    method: 'GET',
    path: () => '/api/sessions/',
    expect: { owner: 200, otherUser: 200, otherTenant: 200 },
  },
  { name: 'one session', method: 'GET', path: (f) => `/api/sessions/${f.sessionId}`, expect: { owner: 200, ...OWNED } },
  {
    name: "a session's copy of its format",
    method: 'GET',
    path: (f) => `/api/sessions/${f.sessionId}/format`,
    expect: { owner: 200, ...OWNED },
  },
  {
    name: 'create session',
    method: 'POST',
    path: () => '/api/sessions/',
    json: (f) => ({ document_id: f.documentId, format_id: f.formatId }),
    expect: { owner: 201, ...OWNED },
  },
  {
    name: 'retarget session',
    method: 'POST',
    path: (f) => `/api/sessions/${f.sessionId}/retarget`,
    json: (f) => ({ format_id: f.otherFormatId }),
    expect: { owner: 201, ...OWNED },
  },
  {
    name: 'run all checks',
    method: 'POST',
    path: (f) => `/api/sessions/${f.sessionId}/run-all`,
    expect: { owner: 200, ...OWNED },
  },
  {
    name: 'report PDF',
    method: 'GET',
    path: (f) => `/api/sessions/${f.sessionId}/report.pdf`,
    expect: { owner: 200, ...OWNED },
  },
  {
    name: "a session's saved decisions (issue 26)",
    method: 'GET',
    path: (f) => `/api/sessions/${f.sessionId}/decisions/numbers-units`,
    expect: { owner: 200, ...OWNED },
  },
  {
    name: 'save decisions (issue 26)',
    method: 'PUT',
    path: (f) => `/api/sessions/${f.sessionId}/decisions/numbers-units`,
    json: () => ({ items: [], comment: 'Units as the journal asks' }),
    expect: { owner: 200, ...OWNED },
  },
  {
    name: 'delete session',
    method: 'DELETE',
    path: (f) => `/api/sessions/${f.sessionId}`,
    expect: { owner: 204, ...OWNED },
  },
  {
    name: 'AI Assistant status (issue 27)',
    method: 'GET',
    path: () => '/api/assistant/status',
    expect: { owner: 200, otherUser: 200, otherTenant: 200 },
  },
  {
    name: 'ask the AI Assistant',
    method: 'POST',
    path: (f) => `/api/assistant/ask?session_id=${f.sessionId}`,
    json: () => ({ action: 'ask', question: 'Which guideline fits this trial?' }),
    expect: { owner: 200, ...OWNED },
  },
  {
    name: 'an edit from the AI Assistant',
    method: 'POST',
    path: (f) => `/api/assistant/suggest?session_id=${f.sessionId}`,
    // The owner is let through to the passage itself, which this document does not have (422).
    json: () => ({ action: 'shorten', words: 10, passage: { text: 'A passage this manuscript does not have.' } }),
    expect: { owner: 422, ...OWNED },
  },
  {
    name: "the organisation's AI Assistant switch",
    method: 'GET',
    path: () => '/api/admin/assistant',
    expect: { owner: 200, otherUser: 403, otherTenant: 200 },
  },
  {
    name: 'switch the AI Assistant',
    method: 'PUT',
    path: () => '/api/admin/assistant',
    json: () => ({ enabled: true, log_text: false }),
    expect: { owner: 200, otherUser: 403, otherTenant: 200 },
  },
  {
    name: 'list users',
    method: 'GET',
    path: () => '/api/admin/users',
    expect: { owner: 200, otherUser: 403, otherTenant: 200 },
  },
  {
    name: 'one user',
    method: 'GET',
    path: (f) => `/api/admin/users/${f.bobId}`,
    expect: { owner: 200, otherUser: 403, otherTenant: 404 },
  },
  {
    name: 'delete user',
    method: 'DELETE',
    path: (f) => `/api/admin/users/${f.bobId}`,
    expect: { owner: 204, otherUser: 403, otherTenant: 404 },
  },
];

describe.skipIf(!corpusAvailable).each(DATABASES)(needsCorpus('authorisation matrix (%s)'), (database) => {
  let server: TestServer;
  let fake: FakeOpenAi;
  let tokens: Record<Actor, string | null>;

  /** Fresh rows for each case, so a delete in one case does not change another. */
  async function fixture(): Promise<Fixture> {
    const alice = tokens.owner as string;
    const format = await call<Format>(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'Matrix format', config: {} },
    });
    const other = await call<Format>(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'Matrix other journal', config: { max_words_abstract: 100 } },
    });
    // The document row is set up directly (uploads and their validation are tested in documents.test.ts).
    const { db, blobs } = server.deps;
    const owner = await db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('email', '=', ALICE)
      .executeTakeFirstOrThrow();
    const [original, template] = [await blobs.put(ORIGINAL().bytes), await blobs.put(TEMPLATE().bytes)];
    const document = await db
      .insertInto('documents')
      .values({
        tenant_id: owner.tenant_id,
        owner_id: owner.id,
        filename: ORIGINAL().filename,
        template_filename: TEMPLATE().filename,
        original_blob: original.key,
        template_blob: template.key,
        original_size: original.size,
        template_size: template.size,
        uploaded_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await call<Session>(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: document.id, format_id: format.body.id },
    });
    const bob = await db.selectFrom('users').select('id').where('email', '=', BOB).executeTakeFirst();
    return {
      formatId: format.body.id,
      otherFormatId: other.body.id,
      documentId: Number(document.id),
      sessionId: session.body.id,
      bobId: Number(bob?.id ?? 0),
    };
  }

  beforeAll(async () => {
    // The AI Assistant's routes answer the owner only with a model to ask: a recorded one on 127.0.0.1.
    fake = await startFakeOpenAi();
    const ai = { baseUrl: fake.baseUrl, apiKey: null, model: 'recorded', timeoutMs: 10_000, maxAnswerChars: 2000 };
    server = await startTestServer({ database, config: { ai } });
    const revoked = await server.issueToken(ALICE);
    await revokeApiToken(server.deps.db, revoked.id);
    const expired = await server.issueToken(ALICE);
    await server.deps.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    tokens = {
      none: null,
      revoked: revoked.token,
      expired: expired.token,
      owner: await server.tokenFor(ALICE),
      otherUser: await server.tokenFor(BOB),
      otherTenant: await server.tokenFor(CAROL),
    };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it.each(ROUTES)('$method $name', async (route) => {
    let f = await fixture();
    const actors: Actor[] = ['none', 'revoked', 'expired', 'otherTenant', 'otherUser', 'owner'];
    for (const actor of actors) {
      const expected = actor === 'none' || actor === 'revoked' || actor === 'expired' ? 401 : route.expect[actor];
      const answer = await call(server, route.method, route.path(f), {
        token: tokens[actor],
        ...(route.json ? { json: route.json(f) } : {}),
        ...(route.form ? { form: route.form() } : {}),
      });
      expect(`${actor}: ${answer.status}`).toBe(`${actor}: ${expected}`);
      if (answer.status >= 400) expect(typeof answer.body.detail).toBe('string');
      // A delete that succeeded (Bob deleting a shared format) leaves nothing for the next actor.
      if (route.method === 'DELETE' && answer.status < 300) f = await fixture();
    }
    if (route.name === 'delete user') {
      // Put Bob back for the cases that follow.
      const northwind = await server.deps.db
        .selectFrom('tenants')
        .select('id')
        .where('name', '=', 'Northwind')
        .executeTakeFirstOrThrow();
      await server.deps.db
        .insertInto('users')
        .values({
          tenant_id: northwind.id,
          email: BOB,
          name: 'Bob Tanaka',
          role: 'member',
          password_hash: null,
          external_subject: null,
          created_at: new Date().toISOString(),
          last_login_at: null,
        })
        .execute();
      tokens.otherUser = await server.tokenFor(BOB);
    }
  });
});
