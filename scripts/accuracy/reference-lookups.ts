/**
 * The ledger's reference-verify answers (issue 28): the document's recorded Crossref and PubMed
 * answers (tests/accuracy/reference-records/<document>.json, built by reference-records.ts from the
 * citing article's JATS) served by the recorded-response server on 127.0.0.1 and asked through the
 * real clients, exactly as the server asks the public services.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config/index.ts';
import type { ReferenceLookups } from '../../src/contract/reference-lookups.ts';
import type { Manuscript } from '../../src/docx/model.ts';
import { referenceVerify } from '../../src/checks/reference-verify/index.ts';
import { memoryLookupCache } from '../../src/services/reference-lookup/cache.ts';
import { createReferenceLookup } from '../../src/services/reference-lookup/index.ts';
import { startReferenceServices } from '../../tests/support/reference-services.ts';
import { RECORDS_DIR, type RecordedAnswers } from './reference-records.ts';

const recordsFile = (name: string): string => path.join(RECORDS_DIR, `${name}.json`);

export function hasRecordedAnswers(name: string): boolean {
  return existsSync(recordsFile(name));
}

export async function recordedLookups(name: string, manuscript: Manuscript): Promise<ReferenceLookups | undefined> {
  if (!hasRecordedAnswers(name)) return undefined;
  const answers = JSON.parse(readFileSync(recordsFile(name), 'utf8')) as RecordedAnswers;
  const services = await startReferenceServices(answers);
  try {
    const service = createReferenceLookup({
      settings: {
        ...loadConfig({}).referenceLookup,
        crossrefApiUrl: services.crossrefUrl,
        pubmedEutilsUrl: services.pubmedUrl,
        crossrefMailto: 'ledger@example.org',
      },
      cache: memoryLookupCache(),
      // The recorded server on loopback has no rate limit: at the public services' pace (NCBI's
      // 3 a second) the whole ledger run waited ~80 s on timers.
      pace: { perSecond: 1000, concurrency: 4 },
    });
    return await service.lookup(referenceVerify.referenceQueries!(manuscript));
  } finally {
    await services.close();
  }
}
