/**
 * Issue 29, per-organisation quotas: formats, documents and the megabytes of uploaded files one
 * organisation may keep. Past a quota the write answers 413 with what to do, stores nothing, and
 * another organisation is not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatPage } from '../../src/contract/api/formats.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, countRows, upload } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

const CAROL = 'carol@contoso.example';

describe('quotas per organisation', () => {
  let server: TestServer;
  let alice: string;
  let carol: string;
  beforeAll(async () => {
    server = await startTestServer({
      database: 'sqlite',
      config: { tenantMaxFormats: 20, tenantMaxDocuments: 1, tenantStorageMb: 50 },
    });
    [alice, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(CAROL)]);
  }, 60_000);
  afterAll(async () => server?.close());

  it('refuses a format past TENANT_MAX_FORMATS with 413, for that organisation only', async () => {
    const list = await call<FormatPage>(server, 'GET', '/api/formatting/', { token: alice });
    const before = list.body.total ?? list.body.items.length;
    expect(before).toBeLessThan(20);
    for (let i = before; i < 20; i++) {
      const made = await call(server, 'POST', '/api/formatting/', {
        token: alice,
        json: { name: `Journal ${i}`, config: {} },
      });
      expect(made.status).toBe(201);
    }
    const refused = await call(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'One more', config: {} },
    });
    expect(refused.status).toBe(413);
    expect(refused.body.detail).toMatch(/keeps 20 formats, the most it may have\. Delete formats/);
    const other = await call(server, 'POST', '/api/formatting/', {
      token: carol,
      json: { name: 'Contoso journal', config: {} },
    });
    expect(other.status).toBe(201);
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus('refuses a document past TENANT_MAX_DOCUMENTS with 413 and stores nothing'),
    async () => {
      expect((await upload(server, alice)).status).toBe(201);
      const documents = await countRows(server, 'documents');
      const refused = await upload(server, alice);
      expect(refused.status).toBe(413);
      expect(refused.body.detail).toMatch(/keeps 1 document, the most it may have/);
      expect(await countRows(server, 'documents')).toBe(documents);
      expect((await upload(server, carol)).status).toBe(201);
    },
  );
});

describe('check runs per organisation and minute (issue 29)', () => {
  let server: TestServer;
  let alice: string;
  let carol: string;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', config: { tenantMaxCheckRunsPerMinute: 2 } });
    [alice, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(CAROL)]);
  }, 60_000);
  afterAll(async () => server?.close());

  async function sessionOf(token: string): Promise<number> {
    const uploaded = await upload(server, token);
    expect(uploaded.status).toBe(201);
    const session = await call<{ id: number }>(server, 'POST', '/api/sessions/', {
      token,
      json: { document_id: uploaded.body.document?.id, format_id: await firstFormat(token) },
    });
    expect(session.status).toBe(201);
    return session.body.id;
  }
  async function firstFormat(token: string): Promise<number> {
    const formats = await call<FormatPage>(server, 'GET', '/api/formatting/', { token });
    return formats.body.items[0]?.id as number;
  }
  const run = (token: string, sessionId: number, check: string) =>
    call<{ status: string; detail?: string }>(server, 'POST', `/api/checks/${check}/?session_id=${sessionId}`, {
      token,
      json: {},
    });

  it.skipIf(!corpusAvailable)(
    needsCorpus(
      'answers 429 with Retry-After past TENANT_MAX_CHECK_RUNS_PER_MINUTE, starts nothing, and keeps cached answers free',
    ),
    async () => {
      const session = await sessionOf(alice);
      expect((await run(alice, session, 'word-limits')).status).toBe(200);
      expect((await run(alice, session, 'keywords')).status).toBe(200);
      const runs = await countRows(server, 'check_runs');

      const refused = await run(alice, session, 'authorship');
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body.detail).toMatch(
        /^Your organisation has started 2 checks in the last minute, the most it may\. Nothing was started; please run this check again in \d+ seconds?\.$/,
      );
      expect(await countRows(server, 'check_runs')).toBe(runs);

      // The same check again is answered from its stored run: no new run, no limit.
      expect((await run(alice, session, 'word-limits')).status).toBe(200);
      // Another organisation is not held back by this one.
      expect((await run(carol, await sessionOf(carol), 'authorship')).status).toBe(200);
    },
  );
});
