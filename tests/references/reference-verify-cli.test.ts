/**
 * `npm run cli -- check FILE --check reference-verify` with CROSSREF_API_URL and PUBMED_EUTILS_URL
 * pointed at the recorded-response server (issue 28): a fresh CLI process reports the DOI that
 * belongs to another work, the DOI Crossref does not know and the retracted work; and, pointed at a
 * closed port, the one warning.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, paragraph } from '../docx/support/build-docx.ts';
import { ENTRIES, NOWELL_SUMMARY, RECORDED_WORKS } from '../support/reference-records.ts';
import { startReferenceServices, type ReferenceServices } from '../support/reference-services.ts';

const run = promisify(execFile);
let services: ReferenceServices;
let dir: string;
let file: string;
let format: string;

beforeAll(async () => {
  services = await startReferenceServices({ works: RECORDED_WORKS, summaries: [NOWELL_SUMMARY] });
  dir = mkdtempSync(path.join(tmpdir(), 'refverify-cli-'));
  file = path.join(dir, 'manuscript.docx');
  format = path.join(dir, 'format.json');
  const references = [ENTRIES.found, ENTRIES.mismatched, ENTRIES.missing, ENTRIES.retracted];
  writeFileSync(
    file,
    buildDocx({
      body: [
        paragraph('Outcomes of a randomised trial', 'Title'),
        paragraph('Introduction', 'Heading1'),
        paragraph('Earlier work [1–4] is cited here.'),
        paragraph('References', 'Heading1'),
        ...references.map((text, i) => paragraph(`${i + 1}. ${text}`)),
      ].join(''),
    }),
  );
  writeFileSync(format, JSON.stringify({ reference_style: 'Vancouver' }));
});
afterAll(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

async function cli(env: Record<string, string>): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['src/cli/main.ts', 'check', file, '--format', format, '--check', 'reference-verify', '--json'],
    { env: { ...process.env, ...env } },
  );
  return stdout;
}

describe('the CLI verifies references against the configured services', () => {
  it('reports a mismatched DOI, a DOI not found and a retraction', async () => {
    const out = JSON.parse(
      await cli({ CROSSREF_API_URL: services.crossrefUrl, PUBMED_EUTILS_URL: services.pubmedUrl }),
    ) as {
      status: string;
      result: { results: { status: string; reasoning?: string; details?: string }[] };
    }[];
    const reasons = out[0]!.result.results.filter((r) => r.status !== 'pass').map((r) => r.reasoning);
    expect(reasons).toEqual([
      expect.stringContaining('Reference 2: the DOI 10.5555/12345678 is recorded for another work'),
      expect.stringContaining('Reference 3: Crossref has no record of the DOI 10.5555/does-not-exist'),
      expect.stringContaining('Reference 4 cites a retracted work'),
    ]);
    expect(services.requests.some((r) => r.path.startsWith('/crossref/works/'))).toBe(true);
  });

  it('answers the one warning when Crossref cannot be reached', async () => {
    const out = await cli({ CROSSREF_API_URL: 'http://127.0.0.1:9', PUBMED_EUTILS_URL: 'http://127.0.0.1:9' });
    const [outcome] = JSON.parse(out) as { result: { results: { status: string; details: string }[] } }[];
    expect(outcome!.result.results.map((r) => [r.status, r.details])).toEqual([
      ['warning', 'References not verified: Crossref could not be reached'],
    ]);
  });
});
