/** Sessions API over real HTTP, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormatPage } from '../../src/contract/api/formats.ts';
import type { Session, SessionPage } from '../../src/contract/api/sessions.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB, CAROL, DATABASES, ORIGINAL, countRows, upload } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

// Uploads are validated by the engine in a worker (a second or two each on a busy 2-core CI machine).
vi.setConfig({ testTimeout: 120_000 });

describe.skipIf(!corpusAvailable).each(DATABASES)(needsCorpus('sessions API (%s)'), (database) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let carol: string;
  let documentId: number;
  let lancetId: number;
  beforeAll(async () => {
    server = await startTestServer({ database });
    [alice, bob, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(BOB), server.tokenFor(CAROL)]);
    documentId = (await upload(server, alice)).body.document?.id as number;
    const formats = await call<FormatPage>(server, 'GET', '/api/formatting/', { token: alice });
    lancetId = formats.body.items.find((f) => f.name === 'The Lancet')?.id as number;
  });
  afterAll(async () => server?.close());

  it('creates a session named after the document and the format, with version 0 = the original', async () => {
    const created = await call<Session>(server, 'POST', '/api/sessions', {
      token: alice,
      json: { document_id: documentId, format_id: lancetId },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: `${ORIGINAL().filename.replace(/\.docx$/, '')} – The Lancet`,
      document: { id: documentId, filename: ORIGINAL().filename },
      owner: { name: 'Alice Martin' },
      format_id: lancetId,
    });
    const versions = await server.deps.db
      .selectFrom('versions')
      .selectAll()
      .where('session_id', '=', created.body.id)
      .execute();
    const document = await server.deps.db
      .selectFrom('documents')
      .select('original_blob')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ number: 0, blob: document.original_blob });
    expect(await server.deps.blobs.get(versions[0]?.blob as string)).toEqual(ORIGINAL().bytes);

    const one = await call<Session>(server, 'GET', `/api/sessions/${created.body.id}/`, { token: alice });
    expect(one.body).toEqual(created.body);
  });

  it("lists the owner's sessions, paged, newest first", async () => {
    for (let i = 0; i < 3; i++)
      await call(server, 'POST', '/api/sessions/', {
        token: alice,
        json: { document_id: documentId, format_id: lancetId },
      });
    const page = await call<SessionPage>(server, 'GET', '/api/sessions/?page=1&size=2', { token: alice });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(4);
    expect(page.body.pages).toBe(Math.ceil(page.body.total / 2));
    const ids = page.body.items.map((s) => s.id);
    expect(ids[0]).toBeGreaterThan(ids[1] as number);
    expect((await call<SessionPage>(server, 'GET', '/api/sessions/', { token: bob })).body.items).toEqual([]);
  });

  it("refuses other users' documents, other tenants' formats and wrong types", async () => {
    const sessions = await countRows(server, 'sessions');
    expect(
      (
        await call(server, 'POST', '/api/sessions/', {
          token: bob,
          json: { document_id: documentId, format_id: lancetId },
        })
      ).status,
    ).toBe(404);
    const contosoFormat = (await call<FormatPage>(server, 'GET', '/api/formatting/', { token: carol })).body.items[0]
      ?.id;
    const foreign = await call(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: documentId, format_id: contosoFormat },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toMatch(/Format not found/);
    const wrong = await call(server, 'POST', '/api/sessions/', { token: alice, json: { document_id: 'one' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toMatch(/document_id/);
    expect(wrong.body.detail).toMatch(/format_id/);
    expect(await countRows(server, 'sessions')).toBe(sessions);
  });

  it('keeps a session when its format is deleted (format_id becomes null)', async () => {
    const format = await call<{ id: number }>(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'Temporary', config: {} },
    });
    const session = await call<Session>(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: documentId, format_id: format.body.id },
    });
    await call(server, 'DELETE', `/api/formatting/${format.body.id}`, { token: alice });
    const after = await call<Session>(server, 'GET', `/api/sessions/${session.body.id}`, { token: alice });
    expect(after.status).toBe(200);
    expect(after.body.format_id).toBeNull();
  });

  it('deletes a session with its versions but keeps the document', async () => {
    const session = await call<Session>(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: documentId, format_id: lancetId },
    });
    expect((await call(server, 'DELETE', `/api/sessions/${session.body.id}`, { token: carol })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/sessions/${session.body.id}`, { token: alice })).status).toBe(204);
    expect((await call(server, 'GET', `/api/sessions/${session.body.id}`, { token: alice })).status).toBe(404);
    expect(
      await server.deps.db.selectFrom('versions').select('id').where('session_id', '=', session.body.id).execute(),
    ).toEqual([]);
    expect((await call(server, 'GET', `/api/documents/${documentId}`, { token: alice })).status).toBe(200);
    const document = await server.deps.db
      .selectFrom('documents')
      .select('original_blob')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(await server.deps.blobs.exists(document.original_blob)).toBe(true);
  });
});
