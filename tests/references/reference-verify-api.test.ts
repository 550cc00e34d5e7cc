/**
 * reference-verify through the server (issue 28), on both databases: with the services pointed at
 * the recorded-response server a single run reports the mismatched DOI and the retraction; with
 * the test default (a closed port, as a closed network) Run all answers the check's one warning
 * quickly, never a pass, and the answers are cached in the database (reference_cache).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormatPage } from '../../src/contract/api/formats.ts';
import type { RunAllAnswer } from '../../src/contract/api/run-all.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import type { CheckRunAnswer } from '../../src/contract/checks.ts';
import { testConfig } from '../../src/config/index.ts';
import { buildDocx, paragraph } from '../docx/support/build-docx.ts';
import { ALICE, DATABASES, upload } from '../api/helpers.ts';
import { call } from '../support/http-client.ts';
import { ENTRIES, NOWELL_SUMMARY, RECORDED_WORKS } from '../support/reference-records.ts';
import { startReferenceServices, type ReferenceServices } from '../support/reference-services.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

vi.setConfig({ testTimeout: 120_000 });

const DOCX = Buffer.from(
  buildDocx({
    body: [
      paragraph('Outcomes of a randomised trial', 'Title'),
      paragraph('Introduction', 'Heading1'),
      paragraph('Earlier work [1–3] is cited here.'),
      paragraph('References', 'Heading1'),
      ...[ENTRIES.found, ENTRIES.mismatched, ENTRIES.retracted].map((text, i) => paragraph(`${i + 1}. ${text}`)),
    ].join(''),
  }),
);

async function sessionOn(server: TestServer, token: string): Promise<number> {
  const file = { filename: 'references.docx', bytes: DOCX };
  const documentId = (await upload(server, token, file, file)).body.document?.id as number;
  const formats = await call<FormatPage>(server, 'GET', '/api/formatting/', { token });
  const created = await call<Session>(server, 'POST', '/api/sessions/', {
    token,
    json: { document_id: documentId, format_id: formats.body.items.find((f) => f.name === 'The Lancet')?.id },
  });
  return created.body.id;
}

describe.each(DATABASES)('reference-verify in the server (%s)', (database) => {
  let services: ReferenceServices;
  let online: TestServer;
  let offline: TestServer;

  beforeAll(async () => {
    services = await startReferenceServices({ works: RECORDED_WORKS, summaries: [NOWELL_SUMMARY] });
    const base = testConfig().referenceLookup;
    online = await startTestServer({
      database,
      config: {
        referenceLookup: { ...base, crossrefApiUrl: services.crossrefUrl, pubmedEutilsUrl: services.pubmedUrl },
        checkSyncWaitMs: 60_000,
      },
    });
    offline = await startTestServer({ database, config: { checkSyncWaitMs: 60_000 } });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([online?.close(), offline?.close()]);
    await services?.close();
  });

  it('reports the DOI of another work and the retraction, and caches the answers in the database', async () => {
    const token = await online.tokenFor(ALICE);
    const sessionId = await sessionOn(online, token);
    const run = await call<CheckRunAnswer>(online, 'POST', `/api/checks/reference-verify/?session_id=${sessionId}`, {
      token,
      json: {},
    });
    expect(run.body.status).toBe('completed');
    const results = run.body.status === 'completed' ? run.body.result.results : [];
    expect(results.filter((r) => r.status === 'failed').map((r) => r.reasoning)).toEqual([
      expect.stringContaining('the DOI 10.5555/12345678 is recorded for another work'),
      expect.stringContaining('cites a retracted work'),
    ]);
    const cached = await online.deps.db.selectFrom('reference_cache').select('key').execute();
    expect(cached.map((r) => r.key).sort()).toEqual([
      'crossref:work:10.1016/s0140-6736(97)11096-0',
      'crossref:work:10.1136/bmj.b2803',
      'crossref:work:10.5555/12345678',
    ]);
  });

  it('on a closed network, Run all shows the one warning, quickly, and the other checks still run', async () => {
    const token = await offline.tokenFor(ALICE);
    const sessionId = await sessionOn(offline, token);
    const started = Date.now();
    const all = await call<RunAllAnswer>(offline, 'POST', `/api/sessions/${sessionId}/run-all`, { token });
    expect(all.status).toBe(200);
    const line = all.body.checks.find((c) => c.id === 'reference-verify');
    expect(line).toMatchObject({ findings: 1, warnings: 1, failed: 0 });
    expect(all.body.checks.filter((c) => c.error !== undefined)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(60_000);
    const single = await call<CheckRunAnswer>(
      offline,
      'POST',
      `/api/checks/reference-verify/?session_id=${sessionId}`,
      {
        token,
        json: {},
      },
    );
    const results = single.body.status === 'completed' ? single.body.result.results : [];
    expect(results.map((r) => [r.status, r.details])).toEqual([
      ['warning', 'References not verified: Crossref could not be reached'],
    ]);
  });
});
