/**
 * Retarget to another journal (issue 17) over real HTTP with a real corpus manuscript, on SQLite
 * and PostgreSQL: a new session on the same document starting from the source's current version
 * (after a real apply), with the other format and the report; the source left as it was; refusals
 * for another user or tenant, an unknown or foreign format and the session's own format, none of
 * which stores anything.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormatPage } from '../../src/contract/api/formats.ts';
import type { RetargetAnswer } from '../../src/contract/api/retarget.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import type { CheckRunAnswer, ResultItem } from '../../src/contract/checks.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB, CAROL, DATABASES, corpusDocx, countRows, upload } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

vi.setConfig({ testTimeout: 180_000 });

const MANUSCRIPT = () => corpusDocx('manuscripts', 'ms-hellp-systematic-review');

async function runCheck(server: TestServer, token: string, checkId: string, sessionId: number) {
  let answer = await call<CheckRunAnswer>(server, 'POST', `/api/checks/${checkId}/?session_id=${sessionId}`, {
    token,
    json: {},
  });
  for (let i = 0; i < 600 && answer.body.status === 'queued'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await call<CheckRunAnswer>(server, 'POST', `/api/checks/${checkId}/?session_id=${sessionId}`, {
      token,
      json: answer.body.payload,
    });
  }
  if (answer.body.status !== 'completed') throw new Error(`check ${checkId} did not complete`);
  return answer.body.result;
}

async function previewText(server: TestServer, token: string, sessionId: number) {
  return (
    await call<{ text: string; version: number }>(
      server,
      'GET',
      `/api/preview/latest_version?session_id=${sessionId}`,
      {
        token,
      },
    )
  ).body;
}

describe.skipIf(!corpusAvailable).each(DATABASES)(needsCorpus('retarget API (%s)'), (database) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let carol: string;
  let sourceId: number;
  let formatIds: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    [alice, bob, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(BOB), server.tokenFor(CAROL)]);
    const documentId = (await upload(server, alice, MANUSCRIPT())).body.document?.id as number;
    const formats = await call<FormatPage>(server, 'GET', '/api/formatting/', { token: alice });
    formatIds = Object.fromEntries(formats.body.items.map((f) => [f.name, f.id]));
    const created = await call<Session>(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: documentId, format_id: formatIds.JAMA },
    });
    sourceId = created.body.id;
  });
  afterAll(async () => server?.close());

  it('makes a new session on the same document from the current version, with the rules that differ and what must change', async () => {
    // A real correction first, so the source's current version is not the upload.
    const result = await runCheck(server, alice, 'numbers-units', sourceId);
    const item = result.results.find((r: ResultItem) => r.correction && r.original === '12h');
    expect(item).toBeDefined();
    const applied = await call<{ version: number }>(server, 'POST', '/api/checks/numbers-units/apply', {
      token: alice,
      json: { session_id: sourceId, results: [item], comment: 'Unit spacing' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.version).toBe(1);
    const sourceBefore = await call<Session>(server, 'GET', `/api/sessions/${sourceId}`, { token: alice });
    const sourcePreview = await previewText(server, alice, sourceId);
    const sourceVersions = await server.deps.db
      .selectFrom('versions')
      .selectAll()
      .where('session_id', '=', sourceId)
      .orderBy('number')
      .execute();

    const answer = await call<RetargetAnswer>(server, 'POST', `/api/sessions/${sourceId}/retarget`, {
      token: alice,
      json: { format_id: formatIds['The Lancet'] },
    });
    expect(answer.status).toBe(201);
    const { session, report } = answer.body;
    expect(answer.body).toMatchObject({ retargeted_from: sourceId, version: 1 });
    expect(session.id).not.toBe(sourceId);
    expect(session).toMatchObject({
      document_id: sourceBefore.body.document_id,
      format_id: formatIds['The Lancet'],
      format_name: 'The Lancet',
      format_state: 'current',
      retargeted_from: sourceId,
      name: 'ms-hellp-systematic-review – The Lancet',
    });
    // Side by side: only rules that differ, each with both values.
    expect(report).toMatchObject({ from: 'JAMA', to: 'The Lancet' });
    expect(report.rules).toContainEqual({
      field: 'max_words_abstract',
      label: 'Abstract: words',
      from: '350',
      to: '300',
    });
    expect(report.rules).toContainEqual({
      field: 'reference_style',
      label: 'Reference style',
      from: 'AMA',
      to: 'Vancouver',
    });
    expect(report.rules.every((rule) => rule.from !== rule.to)).toBe(true);
    expect(report.rules.map((rule) => rule.field)).not.toContain('citation_style'); // both superscript
    // What must change, one line each, counted on the manuscript against both journals.
    expect(report.must_change).toContain('Abstract 303 words: JAMA allows 350, The Lancet 300.');
    expect(report.must_change).toContain('References 41: JAMA allows 50, The Lancet 30.');
    expect(report.must_change).toContainEqual(
      expect.stringMatching(
        /^Spelling \(variety of English\) from English \(US\) to English \(UK\): \d+ words to change\.$/,
      ),
    );

    // The new session starts from the source's current version: the corrected text carries over.
    const versions = await server.deps.db
      .selectFrom('versions')
      .selectAll()
      .where('session_id', '=', session.id)
      .execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ number: 0, blob: sourceVersions.at(-1)?.blob });
    const newPreview = await previewText(server, alice, session.id);
    expect(newPreview.version).toBe(0);
    expect(newPreview.text).toBe(sourcePreview.text);
    expect(newPreview.text).toContain('12 h');
    // The new session checks against the new format's copy.
    const format = await call<{ name: string; config: Record<string, unknown> }>(
      server,
      'GET',
      `/api/sessions/${session.id}/format`,
      { token: alice },
    );
    expect(format.body).toMatchObject({ name: 'The Lancet', config: { max_words_abstract: 300 } });

    // The journal checks run for the report are the new session's first runs, found like any run
    // of the page, and the same as a fresh run of the check there.
    const stored = await server.deps.db
      .selectFrom('check_runs')
      .select(['check_id', 'status'])
      .where('session_id', '=', session.id)
      .execute();
    expect(stored.map((r) => r.check_id)).toEqual(expect.arrayContaining(['spelling-variant', 'word-limits']));
    expect(stored.every((r) => r.status === 'completed')).toBe(true);
    const cached = await call<CheckRunAnswer>(
      server,
      'POST',
      `/api/checks/spelling-variant/?session_id=${session.id}`,
      {
        token: alice,
        json: {},
      },
    );
    expect(cached.body.status).toBe('completed');
    expect((await call(server, 'POST', '/api/job/clean_cache_all', { token: alice })).status).toBe(200);
    const fresh = await runCheck(server, alice, 'spelling-variant', session.id);
    if (cached.body.status !== 'completed') throw new Error('not cached');
    expect(fresh.results).toEqual(cached.body.result.results);
    expect(fresh.results.length).toBe(report.changes.filter((c) => c.check === 'spelling-variant').length);

    // The source is untouched: same answer, same versions, its history kept.
    expect((await call<Session>(server, 'GET', `/api/sessions/${sourceId}`, { token: alice })).body).toEqual(
      sourceBefore.body,
    );
    expect(
      await server.deps.db
        .selectFrom('versions')
        .selectAll()
        .where('session_id', '=', sourceId)
        .orderBy('number')
        .execute(),
    ).toEqual(sourceVersions);
    expect((await call<unknown[]>(server, 'GET', `/api/history/${sourceId}`, { token: alice })).body).toHaveLength(1);

    const audit = await server.deps.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'session.retarget')
      .where('target', '=', `session:${session.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ from_session: sourceId, from_version: 1 });
  });

  it('answers 404 for another user or tenant, an unknown or foreign format, and 422 for its own format; nothing is stored', async () => {
    const sessions = await countRows(server, 'sessions');
    const audits = await countRows(server, 'audit_events');
    const lancet = formatIds['The Lancet'];
    const carolsFormat = (await call<FormatPage>(server, 'GET', '/api/formatting/', { token: carol })).body.items[0]
      ?.id;
    const cases: [string | null, unknown, number, string][] = [
      [bob, { format_id: lancet }, 404, 'Session not found.'],
      [carol, { format_id: carolsFormat }, 404, 'Session not found.'],
      [alice, { format_id: carolsFormat }, 404, 'Format not found.'],
      [alice, { format_id: 999_999 }, 404, 'Format not found.'],
      [
        alice,
        { format_id: formatIds.JAMA },
        422,
        'This session already checks against "JAMA". Choose another journal\'s format.',
      ],
    ];
    for (const [token, json, status, detail] of cases) {
      const answer = await call(server, 'POST', `/api/sessions/${sourceId}/retarget`, { token, json });
      expect(answer.status).toBe(status);
      expect(answer.body.detail).toBe(detail);
    }
    expect(
      (await call(server, 'POST', `/api/sessions/${sourceId}/retarget`, { json: { format_id: lancet } })).status,
    ).toBe(401);
    const badBody = await call(server, 'POST', `/api/sessions/${sourceId}/retarget`, { token: alice, json: {} });
    expect(badBody.status).toBe(422);
    expect(badBody.body.detail).toMatch(/format_id/);
    expect(
      (await call(server, 'POST', '/api/sessions/999999/retarget', { token: alice, json: { format_id: lancet } }))
        .status,
    ).toBe(404);
    expect(await countRows(server, 'sessions')).toBe(sessions);
    expect(await countRows(server, 'audit_events')).toBe(audits);
  });

  // Last: it deletes the source session the cases above use.
  it('keeps the retargeted session, its file and its work when the source session is deleted', async () => {
    const made = await call<RetargetAnswer>(server, 'POST', `/api/sessions/${sourceId}/retarget`, {
      token: alice,
      json: { format_id: formatIds['The BMJ'] },
    });
    expect(made.status).toBe(201);
    const before = await previewText(server, alice, made.body.session.id);
    expect((await call(server, 'DELETE', `/api/sessions/${sourceId}`, { token: alice })).status).toBe(204);
    const after = await call<Session>(server, 'GET', `/api/sessions/${made.body.session.id}`, { token: alice });
    expect(after.status).toBe(200);
    expect(after.body.retargeted_from).toBeNull();
    expect(await previewText(server, alice, made.body.session.id)).toEqual(before);
    const result = await runCheck(server, alice, 'word-limits', made.body.session.id);
    expect(result.results.length).toBeGreaterThan(0);
  });
});
