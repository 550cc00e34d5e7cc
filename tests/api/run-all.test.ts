/**
 * Run all checks and the report PDF (issue 26) over real HTTP, on SQLite and PostgreSQL, with a
 * real 10,000-word corpus manuscript: every check of the catalogue answers once, grouped by
 * category, stored as ordinary runs (a single run then answers at once with the same findings, a
 * second Run all runs nothing); the PDF read back holds each finding's place in words — section
 * heading and quoted sentence — and no character offsets. Authentication comes before validation;
 * another user's or tenant's session is 404 and runs nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormatPage } from '../../src/contract/api/formats.ts';
import type { RunAllAnswer } from '../../src/contract/api/run-all.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import type { CheckRunAnswer, Overview } from '../../src/contract/checks.ts';
import { pdfText } from '../support/pdf-text.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB, CAROL, DATABASES, corpusDocx, upload } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

vi.setConfig({ testTimeout: 180_000 });

const MANUSCRIPT = () => corpusDocx('manuscripts', 'ms-rodent-trapping-review-with-comment');
/** A sentence of the manuscript's Introduction holding the misspelling "discrepencies". */
const SENTENCE =
  'Third, we compare identified host-pathogen associations with global datasets (CLOVER) to understand discrepencies in rodent host-pathogen associations and report the proportion positive for pathogens of interest.';

async function checkRuns(server: TestServer): Promise<number> {
  const row = await server.deps.db
    .selectFrom('check_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.skipIf(!corpusAvailable).each(DATABASES)(needsCorpus('run all checks and the report (%s)'), (database) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let carol: string;
  let expired: string;
  let sessionId: number;
  let first: RunAllAnswer;

  beforeAll(async () => {
    server = await startTestServer({ database });
    [alice, bob, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(BOB), server.tokenFor(CAROL)]);
    const old = await server.issueToken(ALICE);
    await server.deps.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    expired = old.token;
    const documentId = (await upload(server, alice, MANUSCRIPT())).body.document?.id as number;
    const formats = await call<FormatPage>(server, 'GET', '/api/formatting/', { token: alice });
    const lancet = formats.body.items.find((f) => f.name === 'The Lancet');
    const created = await call<Session>(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: documentId, format_id: lancet?.id },
    });
    sessionId = created.body.id;
  }, 180_000);
  afterAll(async () => server?.close());

  it('authenticates before it validates: no token or an expired one is 401, even for a malformed id', async () => {
    for (const token of [null, expired]) {
      for (const [method, path] of [
        ['POST', '/api/sessions/not-a-number/run-all'],
        ['POST', `/api/sessions/${sessionId}/run-all`],
        ['GET', '/api/sessions/not-a-number/report.pdf'],
        ['GET', `/api/sessions/${sessionId}/report.pdf`],
      ] as const) {
        expect((await call(server, method, path, { token })).status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await checkRuns(server)).toBe(0);
  });

  it("answers 404 for another user's or another tenant's session and runs nothing", async () => {
    for (const token of [bob, carol]) {
      const run = await call(server, 'POST', `/api/sessions/${sessionId}/run-all`, { token });
      expect(run.status).toBe(404);
      expect(run.body.detail).toMatch(/not found/i);
      expect((await call(server, 'GET', `/api/sessions/${sessionId}/report.pdf`, { token })).status).toBe(404);
    }
    expect(await checkRuns(server)).toBe(0);
  });

  it('runs every check of the catalogue once, grouped by category, with its outcome and count', async () => {
    const answer = await call<RunAllAnswer>(server, 'POST', `/api/sessions/${sessionId}/run-all`, { token: alice });
    expect(answer.status).toBe(200);
    first = answer.body;
    const overview = (await call<Overview>(server, 'GET', '/api/overview/', { token: alice })).body;
    const catalogue = overview.data.categories.flatMap((c) => c.checks.map((check) => `${c.name}/${check.name}`));
    expect(first.checks.map((c) => `${c.category_name}/${c.name}`)).toEqual(catalogue);
    expect(first).toMatchObject({ session_id: sessionId, version: 0, format_name: 'The Lancet', reused: 0 });
    expect(first.ran).toBe(catalogue.length);
    expect(first.checks.filter((c) => c.status === 'error')).toEqual([]);
    for (const check of first.checks) {
      expect(check.findings).toBe(check.failed + check.warnings);
      expect(check.status).toBe(check.failed > 0 ? 'failed' : check.warnings > 0 ? 'warning' : 'pass');
    }
    // What the manuscript holds: a misspelling, a note to the authors left in the text.
    expect(first.checks.find((c) => c.id === 'spelling')).toMatchObject({ status: 'failed' });
    expect(first.checks.find((c) => c.id === 'loose-ends')?.findings).toBeGreaterThan(0);
    expect(await checkRuns(server)).toBe(catalogue.length);
  });

  it("stores ordinary runs: a single run answers at once with the report's findings, and a second Run all runs nothing", async () => {
    const spelling = first.checks.find((c) => c.id === 'spelling');
    const single = await call<CheckRunAnswer>(server, 'POST', `/api/checks/spelling/?session_id=${sessionId}`, {
      token: alice,
      json: {},
    });
    expect(single.body.status).toBe('completed');
    if (single.body.status !== 'completed') return;
    expect(single.body.result.results.filter((r) => r.status !== 'pass')).toHaveLength(spelling?.findings ?? -1);
    expect(single.body.result.results.map((r) => r.original)).toContain('discrepencies');
    const again = await call<RunAllAnswer>(server, 'POST', `/api/sessions/${sessionId}/run-all`, { token: alice });
    expect(again.body).toMatchObject({ ran: 0, reused: first.checks.length });
    expect(again.body.checks).toEqual(first.checks);
    expect(await checkRuns(server)).toBe(first.checks.length);
  });

  it('gives a PDF a writer can send: the summary, then each finding placed by section and quoted sentence, never offsets', async () => {
    const response = await call(server, 'GET', `/api/sessions/${sessionId}/report.pdf`, { token: alice });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      'ms-rodent-trapping-review-with-comment-report-v0.pdf',
    );
    const pdf = response.bytes;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Manuscript check report');
    expect(text).toContain('Journal format: The Lancet');
    const failed = first.checks.filter((c) => c.status === 'failed').length;
    expect(text).toContain(`${first.checks.length} checks: ${failed} failed`);
    // The misspelling, where a writer finds it: the section's heading and the sentence, quoted.
    expect(text).toContain(`Where: Introduction: “${SENTENCE}”`);
    expect(text).toContain('Found: “discrepencies”');
    expect(text).toContain('Change to: “discrepancies”');
    // An insertion is placed after the sentence it follows.
    expect(text).toMatch(/Where: [^“]+, after: “[^”]+” Add as a paragraph of its own: “Declaration of interests:/);
    // Places are words: no offsets, no machine field names.
    expect(text).not.toMatch(/"(start|end|absolute|relative)"\s*:/);
    const places = text.split('Where: ').slice(1);
    expect(places.length).toBe(first.checks.reduce((sum, c) => sum + c.findings, 0));
    for (const place of places) expect(place).toMatch(/^(the manuscript as a whole|[^“\d][^“]{0,250}: “)/);
    // Every check is in the summary.
    for (const check of first.checks) expect(text).toContain(check.name);
    // Made from stored runs: nothing ran again.
    expect(await checkRuns(server)).toBe(first.checks.length);
  });

  it('after an apply, runs the new version and counts only what is left to decide', async () => {
    const spelling = first.checks.find((c) => c.id === 'spelling');
    const single = await call<CheckRunAnswer>(server, 'POST', `/api/checks/spelling/?session_id=${sessionId}`, {
      token: alice,
      json: {},
    });
    if (single.body.status !== 'completed') throw new Error('spelling did not answer at once');
    const [accepted, rejected] = [
      single.body.result.results.find((r) => r.original === 'discrepencies'),
      single.body.result.results.find((r) => r.original !== 'discrepencies' && r.status !== 'pass'),
    ];
    if (!accepted || !rejected) throw new Error('the manuscript has lost its misspellings');
    const applied = await call(server, 'POST', '/api/checks/spelling/apply', {
      token: alice,
      json: {
        session_id: sessionId,
        results: [
          { ...accepted, correction: 'discrepancies', decision: 'accepted' },
          { ...rejected, decision: 'rejected' },
        ],
        comment: 'Spelling',
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const after = await call<RunAllAnswer>(server, 'POST', `/api/sessions/${sessionId}/run-all`, { token: alice });
    expect(after.body).toMatchObject({ version: 1, ran: first.checks.length, reused: 0 });
    // The corrected word is gone; the rejected one is still in the text, decided: not counted.
    expect(after.body.checks.find((c) => c.id === 'spelling')).toMatchObject({
      findings: (spelling?.findings ?? 0) - 2,
      decided: 1,
    });
  });
});
