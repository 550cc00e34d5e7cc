/**
 * The whole session loop over real HTTP, on SQLite and PostgreSQL, with a real corpus manuscript
 * and a real check of the catalogue: run → apply → history → build → download (opened by pandoc
 * with --track-changes=all) → logbook → stale findings → revert, plus the rules a writer meets
 * (422s), access by another user or tenant (404), concurrent applies (one wins, 409), queued →
 * poll → completed, a failing check, and the audit chain.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckRunAnswer, ResultItem } from '../../src/contract/checks.ts';
import { verifyAuditChain } from '../../src/services/audit.ts';
import { minimalEdits } from '../../src/services/session-work/minimal-edits.ts';
import { libreOfficeSheetRows } from '../support/libreoffice.ts';
import { postgresReachable } from '../support/postgres.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  correctableItems,
  createSession,
  firstFormat,
  libreOfficeRevisions,
  pandocRevisions,
  pickCorrectableCheck,
} from './helpers.ts';
import { apiFor, type Api } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

const execFileAsync = promisify(execFile);
const databases = ['sqlite', ...((await postgresReachable()) ? ['postgres' as const] : [])] as const;

async function runToEnd(api: Api, checkId: string, sessionId: number, params: unknown = {}): Promise<CheckRunAnswer> {
  let answer = await api('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, params);
  expect(answer.status).toBe(200);
  for (let i = 0; i < 300 && answer.json.status === 'queued'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await api('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, answer.json.payload);
    expect(answer.status).toBe(200);
  }
  return answer.json as CheckRunAnswer;
}

function splice(text: string, items: ResultItem[]): string {
  let out = text;
  for (const item of [...items].sort((a, b) => b.coordinates!.absolute.start - a.coordinates!.absolute.start)) {
    out = out.slice(0, item.coordinates!.absolute.start) + item.correction + out.slice(item.coordinates!.absolute.end);
  }
  return out;
}

describe.skipIf(!corpusAvailable).each(databases)(needsCorpus('session loop on %s'), (database) => {
  let server: TestServer;
  let alice: Api;
  let bob: Api;
  let carol: Api;
  let checkId: string;
  let checkName: string;
  let sessionId: number;
  let items: ResultItem[];
  let originalBytes: Buffer;

  beforeAll(async () => {
    server = await startTestServer({ database });
    const token = await server.tokenFor('alice@northwind.example');
    alice = apiFor(server.url, token);
    bob = apiFor(server.url, await server.tokenFor('bob@northwind.example'));
    carol = apiFor(server.url, await server.tokenFor('carol@contoso.example'));
    const format = await firstFormat(server.url, token);
    const pick = await pickCorrectableCheck(format.config);
    checkId = pick.checkId;
    originalBytes = await readFile(pick.file);
    sessionId = await createSession(server.url, token, pick.file);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the catalogue lists the check with its url', async () => {
    const overview = await alice('GET', '/api/overview/');
    expect(overview.status).toBe(200);
    const checks = overview.json.data.categories.flatMap((c: { checks: { url: string; name: string }[] }) => c.checks);
    const entry = checks.find((c: { url: string }) => c.url === `/checks/${checkId}`);
    expect(entry).toBeDefined();
    checkName = entry.name;
  });

  test('run: completed with findings; unknown parameters are refused with 422', async () => {
    const bad = await alice('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, { no_such_parameter: 1 });
    expect(bad.status).toBe(422);
    expect(bad.json.detail).toContain('no_such_parameter');
    const answer = await runToEnd(alice, checkId, sessionId);
    expect(answer.status).toBe('completed');
    if (answer.status !== 'completed') return;
    expect(answer.result.session_id).toBe(sessionId);
    items = correctableItems(answer.result);
    expect(items.length).toBeGreaterThanOrEqual(4);
    // The same run again is served from the cache, at once.
    const started = Date.now();
    const again = await alice('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, {});
    expect(again.json.status).toBe('completed');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('an unknown check is 404; a session id that is not a number is 400 naming it', async () => {
    expect((await alice('POST', `/api/checks/no-such-check/?session_id=${sessionId}`, {})).status).toBe(404);
    // One id rule (issue 30): a bad id in a query is refused at the edge, like one in a path.
    const notANumber = await alice('POST', `/api/checks/${checkId}/?session_id=abc`, {});
    expect(notANumber.status).toBe(400);
    expect(notANumber.json.detail).toContain('session_id');
    expect((await alice('POST', `/api/checks/${checkId}/?session_id=999999`, {})).status).toBe(404);
  });

  test('apply rules: 422 without a comment, without accepted items, or with an accepted type1 item lacking a correction', async () => {
    const url = `/api/checks/${checkId}/apply`;
    expect((await alice('POST', url, { session_id: sessionId, results: [items[0]], comment: '   ' })).status).toBe(422);
    expect((await alice('POST', url, { session_id: sessionId, results: [], comment: 'x' })).status).toBe(422);
    const noCorrection = await alice('POST', url, {
      session_id: sessionId,
      results: [{ ...items[0], correction: '' }],
      comment: 'x',
    });
    expect(noCorrection.status).toBe(422);
    expect(noCorrection.json.detail).toContain('correction');
    const history = await alice('GET', `/api/history/${sessionId}`);
    expect(history.json).toEqual([]);
  });

  test('apply → history → build → download: real tracked changes, as pandoc sees them', async () => {
    const before = await alice('GET', `/api/preview/latest_version?session_id=${sessionId}`);
    expect(before.json.version).toBe(0);
    const accepted = [items[0]!, items[1]!];
    const applied = await alice('POST', `/api/checks/${checkId}/apply`, {
      session_id: sessionId,
      results: [...accepted, { ...items[2], decision: 'rejected' }],
      comment: 'House style, first pass',
    });
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({ status: 'success', version: 1, rejected: 1, refused: [] });
    expect(applied.json.applied).toEqual(accepted.map((i) => i.entry_id));

    const after = await alice('GET', `/api/preview/latest_version?session_id=${sessionId}`);
    expect(after.json.version).toBe(1);
    expect(after.json.text).toBe(splice(before.json.text, accepted));

    const history = await alice('GET', `/api/history/${sessionId}`);
    expect(history.json).toHaveLength(1);
    expect(history.json[0]).toMatchObject({
      user_name: expect.any(String),
      check_name: checkName,
      comment: 'House style, first pass',
      folder_path: null,
      version: 1,
    });

    const build = await alice('POST', `/api/download/build?session_id=${sessionId}`);
    expect(build.status).toBe(200);
    const listed = await alice('GET', `/api/history/${sessionId}`);
    expect(listed.json[0].folder_path).toBe(build.json.folder_path);

    const file = await alice('GET', `/api/${build.json.folder_path}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('wordprocessingml');
    // Each correction is written as its word-level minimal edits (issue 14): the tracked deletions
    // and insertions are exactly the changed stretches.
    const pieces = accepted.flatMap((item) =>
      minimalEdits({ part: '', paragraphIndex: 0 }, 0, item.original ?? '', item.correction ?? ''),
    );
    const revisions = await pandocRevisions(file.bytes);
    for (const piece of pieces) {
      if (piece.text) expect(revisions.insertions.join('|')).toContain(piece.text.trim());
      if (piece.expected) expect(revisions.deletions.join('|')).toContain(piece.expected.trim());
    }
    // LibreOffice opens it and sees the same revisions, signed with the writer's name.
    const office = await libreOfficeRevisions(file.bytes);
    for (const piece of pieces) {
      if (piece.text) expect(office.insertions.join('|')).toContain(piece.text);
      if (piece.expected) expect(office.deletions.join('|')).toContain(piece.expected);
    }
    const alicesName = (
      await server.deps.db
        .selectFrom('users')
        .select('name')
        .where('email', '=', 'alice@northwind.example')
        .executeTakeFirstOrThrow()
    ).name;
    // Each changed stretch is a deletion and/or an insertion signed by her (the upload may carry other authors' revisions).
    const signed = pieces.reduce((n, piece) => n + (piece.text ? 1 : 0) + (piece.expected ? 1 : 0), 0);
    expect(office.authors.filter((author) => author === alicesName).length).toBeGreaterThanOrEqual(signed);
    // Rejecting every change gives back exactly the uploaded document's text.
    const uploaded = await pandocRevisions(originalBytes);
    expect(revisions.rejected).toBe(uploaded.rejected);

    const tracked = await alice('GET', `/api/download/tracked-changes?session_id=${sessionId}`);
    expect(tracked.status).toBe(200);
    expect(tracked.bytes.equals(file.bytes)).toBe(true);
  });

  test('logbook: one row per decision, accepted and rejected', async () => {
    const logbook = await alice('GET', `/api/download/logbook?session_id=${sessionId}`);
    expect(logbook.status).toBe(200);
    // LibreOffice Calc reads the .xlsx as a person opening it would (text quoted, numbers bare).
    const rows = await libreOfficeSheetRows(logbook.bytes);
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'User',
      'Check',
      'Finding',
      'Original text',
      'Correction',
      'Decision',
      'Comment',
      'Version',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(3);
    expect(body.map((r) => r[6])).toEqual(['Accepted', 'Accepted', 'Rejected']);
    expect(body.map((r) => r[4])).toEqual([items[0]!.original, items[1]!.original, items[2]!.original]);
    expect(body[0]![5]).toBe(items[0]!.correction);
    expect(body.map((r) => r[3])).toEqual([0, 1, 2].map((i) => items[i]!.reasoning ?? items[i]!.entry_id));
    expect(body.every((r) => r[2] === checkName && r[7] === 'House style, first pass' && r[8] === 1)).toBe(true);
  });

  test('stale findings: re-located on the new version, or refused one by one with a reason', async () => {
    const before = await alice('GET', `/api/preview/latest_version?session_id=${sessionId}`);
    const answer = await alice('POST', `/api/checks/${checkId}/apply`, {
      session_id: sessionId,
      results: [items[0], items[3]],
      comment: 'Second pass with findings of the first run',
    });
    expect(answer.status, JSON.stringify({ answer: answer.json, items: [items[0], items[3]] })).toBe(200);
    expect(answer.json.version).toBe(2);
    expect(answer.json.applied, JSON.stringify({ answer: answer.json, items: items.slice(0, 4) })).toEqual([
      items[3]!.entry_id,
    ]);
    expect(answer.json.refused).toHaveLength(1);
    expect(answer.json.refused[0].entry_id).toBe(items[0]!.entry_id);
    expect(answer.json.refused[0].reason).toMatch(/run the check again/i);
    const after = await alice('GET', `/api/preview/latest_version?session_id=${sessionId}`);
    const offset = before.json.text.indexOf(items[3]!.original!, items[3]!.coordinates!.absolute.start - 200);
    expect(after.json.text).toBe(
      before.json.text.slice(0, offset) +
        items[3]!.correction +
        before.json.text.slice(offset + items[3]!.original!.length),
    );

    const onlyStale = await alice('POST', `/api/checks/${checkId}/apply`, {
      session_id: sessionId,
      results: [items[1]],
      comment: 'again',
    });
    expect(onlyStale.status).toBe(409);
    expect(onlyStale.json.detail).toMatch(/run the check again/i);
  });

  test('revert: the chosen version becomes the latest again as a new version, nothing deleted', async () => {
    const history = await alice('GET', `/api/history/${sessionId}`);
    const first = history.json.at(-1);
    const v1Preview = (await alice('GET', `/api/preview/latest_version?session_id=${sessionId}`)).json.text as string;
    const revert = await alice('POST', `/api/history/revert/${first.id}`);
    expect(revert.status).toBe(200);
    expect(revert.json.version).toBe(3);
    const now = await alice('GET', `/api/preview/latest_version?session_id=${sessionId}`);
    expect(now.json.version).toBe(3);
    expect(now.json.text).not.toBe(v1Preview);
    const listed = await alice('GET', `/api/history/${sessionId}`);
    expect(listed.json.map((e: { version: number }) => e.version)).toEqual([3, 2, 1]);
    expect(listed.json[0].check_name).toBe('Revert');
    // The old entry's file is still served, unchanged.
    const old = await alice('GET', `/api/${first.folder_path}`);
    expect(old.status).toBe(200);
    const current = await alice('GET', `/api/download/tracked-changes?session_id=${sessionId}`);
    expect(current.bytes.equals(old.bytes)).toBe(true);
  });

  test('another user or another tenant gets 404 everywhere', async () => {
    const history = await alice('GET', `/api/history/${sessionId}`);
    const folder = history.json.find((e: { folder_path: string | null }) => e.folder_path).folder_path;
    for (const other of [bob, carol]) {
      expect((await other('GET', `/api/history/${sessionId}`)).status).toBe(404);
      expect((await other('GET', `/api/${folder}`)).status).toBe(404);
      expect((await other('GET', `/api/download/tracked-changes?session_id=${sessionId}`)).status).toBe(404);
      expect((await other('GET', `/api/download/logbook?session_id=${sessionId}`)).status).toBe(404);
      expect((await other('GET', `/api/preview/latest_version?session_id=${sessionId}`)).status).toBe(404);
      expect((await other('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, {})).status).toBe(404);
      expect(
        (
          await other('POST', `/api/checks/${checkId}/apply`, {
            session_id: sessionId,
            results: [items[3]],
            comment: 'x',
          })
        ).status,
      ).toBe(404);
      expect((await other('POST', `/api/history/revert/${history.json[0].id}`)).status).toBe(404);
      expect((await other('POST', `/api/download/build?session_id=${sessionId}`)).status).toBe(404);
    }
    expect((await alice('GET', '/api/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await alice('GET', `/api/${folder}x`)).status).toBe(404);
    const anonymous = await fetch(`${server.url}/api/history/${sessionId}`);
    expect(anonymous.status).toBe(401);
  });

  test('two concurrent applies on one version: one wins, the other is told to re-run the check', async () => {
    const token = await server.tokenFor('alice@northwind.example');
    const fresh = await createSession(
      server.url,
      token,
      (await pickCorrectableCheck((await firstFormat(server.url, token)).config)).file,
    );
    const answer = await runToEnd(alice, checkId, fresh);
    if (answer.status !== 'completed') throw new Error('check did not complete');
    const found = correctableItems(answer.result);
    const [a, b] = await Promise.all([
      alice('POST', `/api/checks/${checkId}/apply`, { session_id: fresh, results: [found[0]], comment: 'one' }),
      alice('POST', `/api/checks/${checkId}/apply`, { session_id: fresh, results: [found[1]], comment: 'two' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.json.detail).toMatch(/Run the check again/);
    const history = await alice('GET', `/api/history/${fresh}`);
    expect(history.json).toHaveLength(1);
  });

  test('a long run answers queued, and posting the payload polls it to completed', async () => {
    server.deps.config.checkSyncWaitMs = 0; // CHECK_SYNC_WAIT_MS=0
    try {
      const clean = await alice('POST', '/api/job/clean_cache_all');
      expect(clean.status).toBe(200);
      const first = await alice('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, {});
      expect(first.json.status).toBe('queued');
      expect(first.json.payload.job_id).toEqual(expect.any(String));
      // Where the run is, for the page's progress (issue 18): waiting for a worker or running.
      expect(['waiting', 'running']).toContain(first.json.stage);
      // Another user cannot poll it.
      expect((await bob('POST', `/api/checks/${checkId}/?session_id=${sessionId}`, first.json.payload)).status).toBe(
        404,
      );
      const done = await runToEnd(alice, checkId, sessionId, first.json.payload);
      expect(done.status).toBe('completed');
    } finally {
      server.deps.config.checkSyncWaitMs = 1000;
    }
  });

  test('a check on a document that cannot be read answers failed with a message for the writer', async () => {
    const token = await server.tokenFor('alice@northwind.example');
    const pick = await pickCorrectableCheck((await firstFormat(server.url, token)).config);
    const broken = await createSession(server.url, token, pick.file);
    const { db, blobs } = server.deps;
    const blob = await blobs.put(new TextEncoder().encode('this is not a Word document'));
    const session = await db.selectFrom('sessions').selectAll().where('id', '=', broken).executeTakeFirstOrThrow();
    await db
      .insertInto('versions')
      .values({
        tenant_id: session.tenant_id,
        session_id: broken,
        number: 1,
        blob: blob.key,
        created_at: new Date().toISOString(),
        created_by: session.owner_id,
      })
      .execute();
    const answer = await runToEnd(alice, checkId, broken);
    expect(answer.status).toBe('failed');
    if (answer.status === 'failed') expect(answer.error).toMatch(/could not be read/);
  });

  test('every step is in the audit chain, and audit:verify detects tampering', async () => {
    const { db, config } = server.deps;
    const actions = (await db.selectFrom('audit_events').select('action').execute()).map((e) => e.action);
    for (const action of [
      'check.run',
      'finding.accept',
      'finding.reject',
      'session.apply',
      'download.build',
      'session.revert',
      'check.cache_clear',
      'access.refused',
    ]) {
      expect(actions).toContain(action);
    }
    expect((await verifyAuditChain(db)).ok).toBe(true);
    const cli = (): Promise<{ code: number; out: string }> =>
      execFileAsync(process.execPath, [
        'src/cli/main.ts',
        'audit:verify',
        ...(config.databaseUrl ? ['--database-url', config.databaseUrl] : ['--data-dir', config.dataDir]),
      ])
        .then(({ stdout }) => ({ code: 0, out: stdout }))
        .catch((error: { code: number; stdout: string }) => ({ code: error.code, out: error.stdout }));
    expect((await cli()).code).toBe(0);
    const victim = await db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'session.apply')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('audit_events')
      .set({ details: '{"comment":"rewritten"}' })
      .where('id', '=', victim.id)
      .execute();
    const tampered = await cli();
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain(`event ${victim.id}`);
  });

  // Issue 15: a session checks against its own copy of the format, so editing the format since
  // changes neither its results nor its cache (tests/api/format-permissions.test.ts shows the copy
  // is what the check used).
  test("the cache key holds the session's copy of the format: editing the format since does not re-run the check", async () => {
    const { db } = server.deps;
    const runs = async () =>
      (
        await db
          .selectFrom('check_runs')
          .select('id')
          .where('session_id', '=', sessionId)
          .where('check_id', '=', checkId)
          .execute()
      ).length;
    await runToEnd(alice, checkId, sessionId);
    const before = await runs();
    await runToEnd(alice, checkId, sessionId);
    expect(await runs()).toBe(before); // served from the cache
    const session = await db
      .selectFrom('sessions')
      .select('format_id')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const format = await alice('GET', `/api/formatting/${session.format_id}`);
    const config = typeof format.json.config === 'string' ? JSON.parse(format.json.config) : format.json.config;
    const edited = await alice('PUT', `/api/formatting/${session.format_id}`, {
      name: format.json.name,
      config: { ...config, max_references: 7 },
    });
    expect(edited.status).toBe(200);
    await runToEnd(alice, checkId, sessionId);
    expect(await runs()).toBe(before);
    const shown = await alice('GET', `/api/sessions/${sessionId}`);
    expect(shown.json.format_state).toBe('changed');
  });
});
