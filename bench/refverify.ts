/**
 * npm run bench:refverify (issue 28): 100 references verified against the recorded-response
 * server (tests/support/reference-services.ts) through the real clients and a SQLite cache —
 * the first run asks the services at the pace they publish (Crossref polite pool 10/s with a
 * contact address, 5/s without; NCBI 3/s without a key), the second answers from the cache.
 * Prints the figures recorded in docs/checks.md "Reference verification".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/index.ts';
import { runDefinition } from '../src/checks/index.ts';
import { referenceVerify } from '../src/checks/reference-verify/index.ts';
import { withReferences } from '../src/checks/references/sample.ts';
import { databaseLookupCache } from '../src/services/reference-lookup/cache.ts';
import { createReferenceLookup } from '../src/services/reference-lookup/index.ts';
import { createDatabase, sqliteFileIn } from '../src/store/db.ts';
import { migrateToLatest } from '../src/store/migrator.ts';
import { startReferenceServices, type CrossrefWork } from '../tests/support/reference-services.ts';

const COUNT = 100;
const SURNAMES = ['Adams', 'Baker', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen'];
const TOPICS = [
  'hypertension',
  'asthma',
  'sepsis',
  'stroke',
  'malaria',
  'obesity',
  'dementia',
  'influenza',
  'anaemia',
  'psoriasis',
];
const works: CrossrefWork[] = Array.from({ length: COUNT }, (_, i) => ({
  DOI: `10.5555/bench.${i + 1}`,
  title: [`Outcomes of ${TOPICS[i % 10]} care in cohort ${i + 1}: a prospective study`],
  author: [{ given: 'A.', family: SURNAMES[Math.floor(i / 10) % 10]!, sequence: 'first' }],
  'container-title': ['Journal of Clinical Epidemiology'],
  'short-container-title': ['J Clin Epidemiol'],
  issued: { 'date-parts': [[2000 + (i % 20)]] },
}));
const entries = works.map(
  (w, i) =>
    `${i + 1}. ${(w.author as { family: string }[])[0]!.family} A, Lee B. ${w.title[0]}. J Clin Epidemiol. ${2000 + (i % 20)};${10 + i}:1–9. doi:${w.DOI}`,
);
const manuscript = withReferences(['Evidence [1–100].'], entries);

const services = await startReferenceServices({ works });
const dir = mkdtempSync(path.join(tmpdir(), 'bench-refverify-'));
const db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dir) });
await migrateToLatest(db);
const settings = {
  ...loadConfig({}).referenceLookup,
  crossrefApiUrl: services.crossrefUrl,
  pubmedEutilsUrl: services.pubmedUrl,
  crossrefMailto: 'bench@example.org',
};

async function verify(): Promise<{ ms: number; verified: string }> {
  // A fresh service each time (a new process): only the database cache is shared.
  const service = createReferenceLookup({ settings, cache: databaseLookupCache(db, settings.cacheMaxAgeDays) });
  const started = performance.now();
  const lookups = await service.lookup(referenceVerify.referenceQueries!(manuscript));
  const outcome = runDefinition(referenceVerify, { manuscript, format: {}, params: {}, lookups });
  const ms = performance.now() - started;
  if (outcome.status !== 'completed') throw new Error(outcome.error);
  return { ms, verified: outcome.result.results.at(-1)?.details ?? '' };
}

const first = await verify();
const asked = services.requests.filter((r) => r.service === 'crossref');
const spanS = (asked.at(-1)!.at - asked[0]!.at) / 1000;
let worstSecond = 0;
for (const r of asked)
  worstSecond = Math.max(worstSecond, asked.filter((o) => o.at >= r.at && o.at < r.at + 1000).length);
const second = await verify();
console.log(`references: ${COUNT}`);
console.log(
  `first run (asks Crossref): ${Math.round(first.ms)} ms, ${asked.length} requests over ${spanS.toFixed(1)} s = ${((asked.length - 1) / spanS).toFixed(1)}/s, at most ${worstSecond} in any 1 s window (polite pool limit 10/s)`,
);
console.log(`  ${first.verified}`);
console.log(
  `second run (cache): ${Math.round(second.ms)} ms (target <= 2000 ms), requests since: ${services.requests.length - asked.length}`,
);
console.log(`  ${second.verified}`);
await services.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
if (second.ms > 2000 || worstSecond > 10) process.exitCode = 1;
