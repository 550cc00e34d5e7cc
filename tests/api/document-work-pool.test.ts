/**
 * Apply and preview do their document work on the server's one work pool, never on the request
 * thread (issue 30): reading a version takes 35–197 ms on the corpus, and every other request of
 * the server would wait for it. The pool counts the kinds of task it has finished; a service that
 * read or wrote a document on the request thread would leave those counts where they were.
 * SQLite only: which thread reads a document does not depend on the database.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckRunAnswer } from '../../src/contract/checks.ts';
import type { ApplyAnswer, PreviewAnswer } from '../../src/contract/api/session-work.ts';
import type { FormatPage } from '../../src/contract/api/formats.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import type { WorkPool } from '../../src/jobs/work-pool.ts';
import { workPoolOf } from '../../src/server/app.ts';
import { buildDocx, paragraph } from '../docx/support/build-docx.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, upload } from './helpers.ts';
import { call } from '../support/http-client.ts';

const DOCX = Buffer.from(
  buildDocx({
    body: [
      paragraph('Lesions in a randomised trial', 'Title'),
      paragraph('Results', 'Heading1'),
      paragraph('The hemoglobin of every patient was recorded at each visit.'),
    ].join(''),
  }),
);

describe('document work of apply and preview', () => {
  let server: TestServer;
  let pool: WorkPool;
  let token: string;
  let sessionId: number;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', config: { checkSyncWaitMs: 60_000 } });
    pool = workPoolOf(server.app) as WorkPool;
    token = await server.tokenFor(ALICE);
    const file = { filename: 'lesions.docx', bytes: DOCX };
    const documentId = (await upload(server, token, file, file)).body.document?.id as number;
    const formats = await call<FormatPage>(server, 'GET', '/api/formatting/', { token });
    // The Lancet prints UK English: "hemoglobin" is a spelling-variant finding with a correction.
    const lancet = formats.body.items.find((f) => f.name === 'The Lancet')?.id;
    sessionId = (
      await call<Session>(server, 'POST', '/api/sessions/', {
        token,
        json: { document_id: documentId, format_id: lancet },
      })
    ).body.id;
  }, 120_000);

  afterAll(async () => server?.close());

  test('the preview is built on a work-pool thread', async () => {
    const before = pool.finished('preview');
    const preview = await call<PreviewAnswer>(server, 'GET', `/api/preview/latest_version?session_id=${sessionId}`, {
      token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.text).toContain('The hemoglobin of every patient');
    expect(preview.body.blocks.length).toBeGreaterThanOrEqual(3);
    expect(pool.finished('preview')).toBe(before + 1);
  }, 60_000);

  test('apply reads the version and writes the tracked change on work-pool threads', async () => {
    const run = await call<CheckRunAnswer>(server, 'POST', `/api/checks/spelling-variant/?session_id=${sessionId}`, {
      token,
      json: {},
    });
    if (run.body.status !== 'completed') throw new Error(`the check did not complete: ${JSON.stringify(run.body)}`);
    const finding = run.body.result.results.find((item) => item.original === 'hemoglobin');
    expect(finding?.correction).toBe('haemoglobin');
    const reads = pool.finished('read');
    const writes = pool.finished('write');
    const applied = await call<ApplyAnswer>(server, 'POST', '/api/checks/spelling-variant/apply', {
      token,
      json: { session_id: sessionId, comment: 'UK spelling for The Lancet', results: [finding] },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toEqual([finding?.entry_id]);
    expect(applied.body.version).toBe(1);
    expect(pool.finished('read')).toBeGreaterThan(reads);
    expect(pool.finished('write')).toBe(writes + 1);
    // The new version, read for the preview on the pool, holds the correction.
    const preview = await call<PreviewAnswer>(server, 'GET', `/api/preview/latest_version?session_id=${sessionId}`, {
      token,
    });
    expect(preview.body.version).toBe(1);
    expect(preview.body.text).toContain('haemoglobin');
  }, 120_000);
});
