/**
 * reference-verify against the recorded-response server (issue 28): the real Crossref and PubMed
 * clients, pacing, retries and cache, answering from the services' documented JSON shapes on
 * 127.0.0.1 — a found work, a DOI that belongs to another title, a 404, a retracted work and its
 * notice, a PubMed summary, a title-and-author match, a 429, a time-out and a closed port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ReferenceLookupSettings } from '../../src/config/index.ts';
import type { ResultItem } from '../../src/contract/checks.ts';
import { runDefinition } from '../../src/checks/index.ts';
import { referenceVerify } from '../../src/checks/reference-verify/index.ts';
import { withReferences } from '../../src/checks/references/sample.ts';
import { memoryLookupCache } from '../../src/services/reference-lookup/cache.ts';
import { createReferenceLookup, type ReferenceLookupOptions } from '../../src/services/reference-lookup/index.ts';
import { ENTRIES, NOWELL_SUMMARY, RECORDED_WORKS } from '../support/reference-records.ts';
import { startReferenceServices, type ReferenceServices } from '../support/reference-services.ts';

let services: ReferenceServices;

beforeAll(async () => {
  services = await startReferenceServices({ works: RECORDED_WORKS, summaries: [NOWELL_SUMMARY] });
});
afterAll(() => services.close());

function settings(over: Partial<ReferenceLookupSettings> = {}): ReferenceLookupSettings {
  return {
    ...loadConfig({}).referenceLookup,
    crossrefApiUrl: services.crossrefUrl,
    pubmedEutilsUrl: services.pubmedUrl,
    crossrefMailto: 'writer@example.org',
    ...over,
  };
}

async function verify(entries: string[], options: Partial<ReferenceLookupOptions> = {}) {
  const manuscript = withReferences(
    ['Evidence [1].'],
    entries.map((e, i) => `${i + 1}. ${e}`),
  );
  const service = createReferenceLookup({ settings: settings(), cache: memoryLookupCache(), ...options });
  const lookups = await service.lookup(referenceVerify.referenceQueries!(manuscript));
  const outcome = runDefinition(referenceVerify, { manuscript, format: {}, params: {}, lookups });
  if (outcome.status !== 'completed') throw new Error(outcome.error);
  return { items: outcome.result.results, summary: outcome.result.summary, service };
}

const problems = (items: ResultItem[]) => items.filter((i) => i.status !== 'pass');

describe('reference-verify with the recorded services', () => {
  it('passes a reference whose DOI record agrees, naming how many were verified', async () => {
    const { items } = await verify([ENTRIES.found]);
    expect(problems(items)).toEqual([]);
    expect(items.at(-1)?.details).toBe('1 of 1 reference verified against Crossref and PubMed.');
  });

  it('reports a DOI recorded for another work, quoting both titles and first authors, with its link', async () => {
    const { items } = await verify([ENTRIES.mismatched]);
    const [item] = problems(items);
    expect(item?.status).toBe('failed');
    expect(item?.original).toBe('10.5555/12345678');
    expect(item?.reasoning).toContain('the DOI 10.5555/12345678 is recorded for another work');
    expect(item?.reasoning).toContain('https://doi.org/10.5555/12345678');
    expect(item?.reasoning).toContain(
      'title "Gut microbiota composition in ulcerative colitis: a cohort study" where the entry has "Vitamin D supplementation and falls in older adults"',
    );
    expect(item?.reasoning).toContain('first author "Chen" where the entry has "Smith"');
  });

  it('reports a DOI Crossref has no record of (404)', async () => {
    const { items } = await verify([ENTRIES.missing]);
    const [item] = problems(items);
    expect(item?.status).toBe('failed');
    expect(item?.reasoning).toContain('Crossref has no record of the DOI 10.5555/does-not-exist');
  });

  it('reports a retracted work once, with the notice from the publisher and Retraction Watch', async () => {
    const { items } = await verify([ENTRIES.retracted]);
    const found = problems(items);
    expect(found).toHaveLength(1);
    expect(found[0]?.status).toBe('failed');
    expect(found[0]?.reasoning).toContain('cites a retracted work');
    expect(found[0]?.reasoning).toContain(
      '10.1016/S0140-6736(10)60175-4, https://doi.org/10.1016/S0140-6736(10)60175-4, 2010-02-06',
    );
  });

  it('warns when the entry cites the retraction notice itself', async () => {
    const { items } = await verify([
      'The Lancet. Retraction—Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children. Lancet. 2010;375:445. doi:10.1016/S0140-6736(10)60175-4',
    ]);
    expect(problems(items).map((i) => i.reasoning)).toEqual([expect.stringContaining('is itself a retraction notice')]);
  });

  it('verifies a PMID through PubMed esummary', async () => {
    const { items } = await verify([ENTRIES.byPmid]);
    expect(problems(items)).toEqual([]);
    const wrong = await verify([ENTRIES.byPmid.replace('959840', '959841')]);
    expect(problems(wrong.items)[0]?.reasoning).toContain(
      'PubMed has no record of PMID 959841 (https://pubmed.ncbi.nlm.nih.gov/959841/)',
    );
  });

  it('proposes the DOI a confident title-and-first-author match has, as a correction to accept', async () => {
    const { items } = await verify([ENTRIES.withoutDoi]);
    const [item] = problems(items);
    expect(item?.correction).toBe(`${ENTRIES.withoutDoi} doi:10.1370/afm.1292`);
    expect(item?.reasoning).toContain('Crossref record 10.1370/afm.1292 (https://doi.org/10.1370/afm.1292)');
  });

  it('never proposes an identifier on a weak match', async () => {
    const { items } = await verify(['Gallacher K. Treatment burden in heart failure. Ann Fam Med. 2011;9:235–43.']);
    expect(problems(items)).toEqual([]);
  });

  it('sends the polite-pool contact in the query and the User-Agent', async () => {
    await verify([ENTRIES.found]);
    const last = services.requests.filter((r) => r.service === 'crossref').at(-1);
    expect(last?.path).toContain('mailto=writer%40example.org');
    expect(last?.userAgent).toContain('mailto:writer@example.org');
  });

  it('answers a second run from the cache without asking again', async () => {
    const cache = memoryLookupCache();
    const entries = [ENTRIES.found, ENTRIES.retracted, ENTRIES.byPmid, ENTRIES.withoutDoi];
    await verify(entries, { cache });
    const before = services.requests.length;
    const again = await verify(entries, { cache });
    expect(services.requests.length).toBe(before);
    expect(problems(again.items)).toHaveLength(2);
  });
});

describe('when the services misbehave', () => {
  it('waits out a 429 with Retry-After and then verifies', async () => {
    const flaky = await startReferenceServices({
      works: RECORDED_WORKS,
      misbehave: { '10.1136/bmj.b2803': { kind: '429', times: 1 } },
    });
    try {
      const started = Date.now();
      const { items } = await verify([ENTRIES.found], { settings: settings({ crossrefApiUrl: flaky.crossrefUrl }) });
      expect(problems(items)).toEqual([]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(flaky.requests.map((r) => r.path.split('?')[0])).toEqual([
        '/crossref/works/10.1136%2Fbmj.b2803',
        '/crossref/works/10.1136%2Fbmj.b2803',
      ]);
    } finally {
      await flaky.close();
    }
  });

  it('says how many were verified when one answer times out', async () => {
    const slow = await startReferenceServices({
      works: RECORDED_WORKS,
      misbehave: { '10.1016/s0140-6736(97)11096-0': { kind: 'silence', ms: 5000 } },
    });
    try {
      const { items } = await verify([ENTRIES.found, ENTRIES.retracted], {
        settings: settings({ crossrefApiUrl: slow.crossrefUrl }),
        requestTimeoutMs: 500,
      });
      expect(problems(items).map((i) => i.details)).toEqual([
        '1 of 2 references verified against Crossref and PubMed. 1 reference got no answer from the services in time, so it was not verified: run the check again later.',
      ]);
    } finally {
      await slow.close();
    }
  });

  it('answers the one warning, quickly, when Crossref cannot be reached', async () => {
    const started = Date.now();
    const { items } = await verify([ENTRIES.found, ENTRIES.mismatched, ENTRIES.withoutDoi], {
      settings: settings({ crossrefApiUrl: 'http://127.0.0.1:9' }),
    });
    expect(items.map((i) => [i.status, i.details])).toEqual([
      ['warning', 'References not verified: Crossref could not be reached'],
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers the same warning when Crossref is down (503 after the retries)', async () => {
    const down = await startReferenceServices({ misbehave: { '10.1136/bmj.b2803': { kind: '503' } } });
    try {
      const { items } = await verify([ENTRIES.found], { settings: settings({ crossrefApiUrl: down.crossrefUrl }) });
      expect(items.map((i) => i.details)).toEqual(['References not verified: Crossref could not be reached']);
    } finally {
      await down.close();
    }
  });

  it('gives up on a silent Crossref after the probe time limit', async () => {
    const silent = await startReferenceServices({
      misbehave: { '10.1136/bmj.b2803': { kind: 'silence', ms: 10_000 } },
    });
    try {
      const started = Date.now();
      const { items } = await verify([ENTRIES.found], {
        settings: settings({ crossrefApiUrl: silent.crossrefUrl }),
        probeTimeoutMs: 300,
      });
      expect(items.map((i) => i.details)).toEqual(['References not verified: Crossref could not be reached']);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await silent.close();
    }
  });
});
