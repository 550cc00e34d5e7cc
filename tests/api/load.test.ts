/**
 * Issue 15, bounded reading and checking: a burst of uploads (and of check runs) larger than the
 * work pool and its queue. Nothing valid is refused as "took too long"; an upload the server has
 * no room for answers 503 with Retry-After and succeeds when sent again after that pause; every
 * check run completes. Not a timed test: the assertions are about answers, never durations
 * (the figures are in `npm run bench:load`, docs/deploy.md "Load").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '../../src/contract/api/documents.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import type { CheckRunAnswer } from '../../src/contract/checks.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, corpusDocx, uploadForm } from './helpers.ts';
import { call, type Answer } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

const BURST = 50;
// A valid 312 KB manuscript of the corpus (the reports used one of 355 KB).
const MANUSCRIPT = () => corpusDocx('manuscripts', 'ms-contraception-scotland');
const TEMPLATE = () => corpusDocx('articles', 'elife-00351');

/** Sends the upload until it is taken, waiting Retry-After between tries; returns every answer. */
async function uploadUntilTaken(
  server: TestServer,
  token: string,
): Promise<Answer<UploadAnswer & { detail?: string }>[]> {
  const answers: Answer<UploadAnswer & { detail?: string }>[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await call<UploadAnswer & { detail?: string }>(server, 'POST', '/api/documents/', {
      token,
      form: uploadForm(MANUSCRIPT(), TEMPLATE()),
    });
    answers.push(answer);
    if (answer.status !== 503) return answers;
    const wait = Number(answer.headers.get('retry-after'));
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(wait) ? wait : 1) * 1000));
  }
  return answers;
}

describe.skipIf(!corpusAvailable)(needsCorpus('a burst larger than the work pool (sqlite)'), () => {
  let server: TestServer;
  let alice: string;

  beforeAll(async () => {
    // Two threads and room for eight waiting reads: 50 uploads (100 reads) must overflow it.
    server = await startTestServer({ database: 'sqlite', config: { workThreads: 2, readQueueLimit: 8 } });
    alice = await server.tokenFor(ALICE);
  });
  afterAll(async () => server?.close());

  it(`takes ${BURST} concurrent uploads of a valid manuscript: 201 or 503 with Retry-After, all in once retried`, async () => {
    const tries = await Promise.all(Array.from({ length: BURST }, () => uploadUntilTaken(server, alice)));
    const all = tries.flat();
    const busy = all.filter((answer) => answer.status === 503);
    // The queue was really overrun (otherwise this test proves nothing about the 503 path).
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.body.detail).toMatch(/busy/);
    }
    // Nothing else: no 422 "took too long", no 500.
    expect(all.filter((answer) => answer.status !== 503 && answer.status !== 201)).toEqual([]);
    expect(tries.map((attempts) => attempts.at(-1)?.status)).toEqual(Array(BURST).fill(201));
    const listed = await call<{ total: number }>(server, 'GET', '/api/documents/?page=1&size=1', { token: alice });
    expect(listed.body.total).toBe(BURST);
    // A refused upload stored nothing: one row per accepted upload, no more.
    const health = await call(server, 'GET', '/api/health');
    expect(health.status).toBe(200);
  }, 300_000);

  it(`completes ${BURST} concurrent check runs, queued beyond the pool, none failed`, async () => {
    const documents = await call<{ items: { id: number }[] }>(server, 'GET', '/api/documents/?page=1&size=1', {
      token: alice,
    });
    const documentId = documents.body.items[0]?.id;
    const formats = await call<{ items: { id: number }[] }>(server, 'GET', '/api/formatting/?page=1&size=1', {
      token: alice,
    });
    const formatId = formats.body.items[0]?.id;
    const sessions: number[] = [];
    for (let i = 0; i < BURST; i++) {
      const created = await call<Session>(server, 'POST', '/api/sessions/', {
        token: alice,
        json: { document_id: documentId, format_id: formatId },
      });
      expect(created.status).toBe(201);
      sessions.push(created.body.id);
    }
    const run = async (sessionId: number): Promise<{ statuses: number[]; answer: CheckRunAnswer }> => {
      const statuses: number[] = [];
      let body: unknown = {};
      for (let attempt = 0; attempt < 600; attempt++) {
        const answer = await call<CheckRunAnswer>(server, 'POST', `/api/checks/word-limits/?session_id=${sessionId}`, {
          token: alice,
          json: body,
        });
        statuses.push(answer.status);
        if (answer.status !== 200 || answer.body.status !== 'queued') return { statuses, answer: answer.body };
        body = answer.body.payload;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`check run of session ${sessionId} never finished`);
    };
    const results = await Promise.all(sessions.map(run));
    expect(results.flatMap((r) => r.statuses).filter((status) => status !== 200)).toEqual([]);
    expect(results.map((r) => r.answer.status)).toEqual(Array(BURST).fill('completed'));
  }, 300_000);
});
