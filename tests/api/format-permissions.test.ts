/**
 * Issue 15, "formats have owners": the authorisation matrix of formats (member vs creator vs
 * admin vs other tenant; ready-made formats admins only, members duplicate them), and sessions
 * that keep the format they were created with (name and state shown; checks use the copy, so
 * editing or deleting the format never makes a check pass for lack of it).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Format, FormatPage } from '../../src/contract/api/formats.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import type { CheckRunAnswer } from '../../src/contract/checks.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB, CAROL, DATABASES, upload } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(DATABASES)('format permissions and session snapshots (%s)', (database) => {
  let server: TestServer;
  let alice: string; // admin, Northwind
  let bob: string; // member, Northwind
  let carol: string; // admin, Contoso

  beforeAll(async () => {
    server = await startTestServer({ database });
    [alice, bob, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(BOB), server.tokenFor(CAROL)]);
  }, 120_000);
  afterAll(async () => server?.close());

  const create = async (token: string, name: string, config: object = {}) =>
    (await call<Format>(server, 'POST', '/api/formatting/', { token, json: { name, config } })).body;
  const put = (token: string, id: number, name: string, config: object = {}) =>
    call<Format & { detail?: string }>(server, 'PUT', `/api/formatting/${id}`, { token, json: { name, config } });
  const remove = (token: string, id: number) => call(server, 'DELETE', `/api/formatting/${id}`, { token });
  const lancet = async (token: string): Promise<Format> => {
    const all = await call<FormatPage>(server, 'GET', '/api/formatting/', { token });
    const found = all.body.items.find((f) => f.name === 'The Lancet');
    if (!found) throw new Error('The Lancet is not among the ready-made formats');
    return found;
  };

  it('lets the creator and admins change or delete a format; other members get 403 and change nothing', async () => {
    const alices = await create(alice, "Alice's format", { max_words_abstract: 250 });
    const bobs = await create(bob, "Bob's format");

    const refused = await put(bob, alices.id, 'Renamed by Bob', { max_words_abstract: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: `Only the format's creator or an administrator can change "Alice's format".`,
    });
    expect((await remove(bob, alices.id)).status).toBe(403);
    const unchanged = await call<Format>(server, 'GET', `/api/formatting/${alices.id}`, { token: bob });
    expect(unchanged.body).toMatchObject({ name: "Alice's format", config: { max_words_abstract: 250 } });

    expect((await put(bob, bobs.id, "Bob's format, edited")).status).toBe(200); // creator
    expect((await put(alice, bobs.id, "Bob's format, edited by an admin")).status).toBe(200); // admin
    expect((await put(carol, bobs.id, 'Other tenant')).status).toBe(404);
    expect((await remove(carol, bobs.id)).status).toBe(404);
    expect((await remove(bob, bobs.id)).status).toBe(204); // creator
    const another = await create(bob, "Bob's second format");
    expect((await remove(alice, another.id)).status).toBe(204); // admin
  });

  it('says which formats are ready-made and which the caller may change, in the list and one by one', async () => {
    const bobs = await create(bob, "Bob's flagged format");
    const flags = async (token: string, id: number) => {
      const one = (await call<Format>(server, 'GET', `/api/formatting/${id}`, { token })).body;
      const all = (await call<FormatPage>(server, 'GET', '/api/formatting/', { token })).body.items;
      const paged = (await call<FormatPage>(server, 'GET', '/api/formatting/?page=1&size=100', { token })).body.items;
      const listed = all.find((f) => f.id === id);
      expect(paged.find((f) => f.id === id)).toEqual(listed);
      expect({ ready_made: listed?.ready_made, editable: listed?.editable }).toEqual({
        ready_made: one.ready_made,
        editable: one.editable,
      });
      return { ready_made: one.ready_made, editable: one.editable };
    };
    const readyMade = (await lancet(bob)).id;
    expect(await flags(bob, readyMade)).toEqual({ ready_made: true, editable: false }); // member: duplicate it
    expect(await flags(alice, readyMade)).toEqual({ ready_made: true, editable: true }); // admin keeps editing
    expect(await flags(bob, bobs.id)).toEqual({ ready_made: false, editable: true }); // creator
    expect(await flags(alice, bobs.id)).toEqual({ ready_made: false, editable: true }); // admin
    expect(bobs).toMatchObject({ ready_made: false, editable: true }); // the create answer says so too

    const alices = await create(alice, "Alice's flagged format");
    expect(await flags(bob, alices.id)).toEqual({ ready_made: false, editable: false }); // another member's
    // Every flag says what the server then does: editable ⇔ the PUT is accepted.
    for (const [token, id] of [
      [bob, readyMade],
      [bob, alices.id],
      [bob, bobs.id],
    ] as const) {
      const current = (await call<Format>(server, 'GET', `/api/formatting/${id}`, { token })).body;
      const answer = await put(token, id, current.name, current.config);
      expect(answer.status).toBe(current.editable ? 200 : 403);
    }
    // A duplicate of a ready-made format is the member's own: not ready-made, editable.
    const original = await lancet(bob);
    const copy = await create(bob, 'The Lancet (copy)', original.config);
    expect(copy).toMatchObject({ ready_made: false, editable: true, config: original.config });
  });

  it('keeps the ready-made journal formats for admins; a member duplicates one and edits the copy', async () => {
    const original = await lancet(bob);
    const changed = await put(bob, original.id, 'The Lancet', { ...original.config, max_words_abstract: 1 });
    expect(changed.status).toBe(403);
    expect(changed.body.detail).toBe(
      '"The Lancet" is a ready-made journal format: only an administrator can change it. Create your own format from its config instead.',
    );
    expect((await remove(bob, original.id)).status).toBe(403);
    expect((await lancet(bob)).config).toEqual(original.config);

    const copy = await create(bob, 'The Lancet (my copy)', { ...original.config, max_words_abstract: 200 });
    expect(
      (await put(bob, copy.id, 'The Lancet (my copy)', { ...original.config, max_words_abstract: 180 })).status,
    ).toBe(200);
    expect((await put(alice, original.id, 'The Lancet', original.config)).status).toBe(200); // admins may
    expect((await put(carol, original.id, 'The Lancet', original.config)).status).toBe(404); // not Contoso's row
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus("says which sessions use a format before it is deleted: the caller's by name, colleagues' counted"),
    async () => {
      const format = await create(bob, 'Format in use');
      const unused = await create(bob, 'Format in no session');
      const uploaded = await upload(server, bob);
      expect(uploaded.status).toBe(201);
      const session = await call<Session>(server, 'POST', '/api/sessions/', {
        token: bob,
        json: { document_id: uploaded.body.document?.id, format_id: format.id },
      });
      expect(session.status).toBe(201);
      const use = (token: string, id: number) => call(server, 'GET', `/api/formatting/${id}/sessions`, { token });
      expect((await use(bob, format.id)).body).toEqual({
        items: [{ id: session.body.id, name: session.body.name }],
        others: 0,
      });
      expect((await use(alice, format.id)).body).toEqual({ items: [], others: 1 }); // Bob's session is his
      expect((await use(bob, unused.id)).body).toEqual({ items: [], others: 0 });
      expect((await use(carol, format.id)).status).toBe(404); // another organisation
      expect((await remove(bob, format.id)).status).toBe(204);
      expect((await use(bob, format.id)).status).toBe(404);
    },
  );

  it.skipIf(!corpusAvailable)(
    needsCorpus(
      "keeps a session's format: its name and state are shown and checks use its copy after an edit or a delete",
    ),
    async () => {
      const format = await create(bob, 'Snapshot format', { max_words_abstract: 250, max_words_main_part: 3000 });
      const uploaded = await upload(server, bob);
      expect(uploaded.status).toBe(201);
      const created = await call<Session>(server, 'POST', '/api/sessions/', {
        token: bob,
        json: { document_id: uploaded.body.document?.id, format_id: format.id },
      });
      expect(created.body).toMatchObject({ format_name: 'Snapshot format', format_state: 'current' });
      const sessionId = created.body.id;
      const runWordLimits = async (): Promise<CheckRunAnswer> => {
        // A fresh run each time (not the cached one), so the answer shows which config was used.
        await call(server, 'POST', '/api/job/clean_cache_all', { token: bob });
        let body: unknown = {};
        for (let attempt = 0; attempt < 240; attempt++) {
          const answer = await call<CheckRunAnswer>(
            server,
            'POST',
            `/api/checks/word-limits/?session_id=${sessionId}`,
            {
              token: bob,
              json: body,
            },
          );
          if (answer.body.status !== 'queued') return answer.body;
          body = answer.body.payload;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        throw new Error('word-limits never finished');
      };
      const before = await runWordLimits();
      expect(before.status).toBe('completed');
      expect(JSON.stringify(before)).toContain('250');

      // An admin sets the limit to 1: the session says the format changed and still checks against 250.
      expect(
        (await put(alice, format.id, 'Snapshot format', { max_words_abstract: 1, max_words_main_part: 1 })).status,
      ).toBe(200);
      const afterEdit = await call<Session>(server, 'GET', `/api/sessions/${sessionId}`, { token: bob });
      expect(afterEdit.body).toMatchObject({ format_name: 'Snapshot format', format_state: 'changed' });
      const copy = await call(server, 'GET', `/api/sessions/${sessionId}/format`, { token: bob });
      expect(copy.body).toEqual({
        name: 'Snapshot format',
        config: { max_words_abstract: 250, max_words_main_part: 3000 },
        state: 'changed',
        format_id: format.id,
      });
      expect(await runWordLimits()).toEqual(before);

      // Deleted: the session keeps the name, says so, and its checks still use the copy (no "no limit" pass).
      expect((await remove(bob, format.id)).status).toBe(204);
      const afterDelete = await call<Session>(server, 'GET', `/api/sessions/${sessionId}`, { token: bob });
      expect(afterDelete.body).toMatchObject({
        format_id: null,
        format: null,
        format_name: 'Snapshot format',
        format_state: 'deleted',
      });
      expect(await runWordLimits()).toEqual(before);
      expect((await call(server, 'GET', `/api/sessions/${sessionId}/format`, { token: bob })).body).toMatchObject({
        name: 'Snapshot format',
        config: { max_words_abstract: 250 },
        state: 'deleted',
        format_id: null,
      });
      // Only the session's owner sees it.
      expect((await call(server, 'GET', `/api/sessions/${sessionId}/format`, { token: alice })).status).toBe(404);
    },
  );
});
