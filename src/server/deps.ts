/**
 * What the server is built from: configuration, database, blob storage and the audit log.
 * `src/server/main.ts` makes these for production; `tests/support/server.ts` makes them for tests.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config/index.ts';
import type { Database } from '../store/schema.ts';
import type { BlobStore } from '../store/blob/blob-store.ts';
import type { AuditLog } from '../services/audit.ts';
import type { WorkPool } from '../jobs/work-pool.ts';
import type { ReferenceLookupService } from '../services/reference-lookup/index.ts';
import type { DocumentRunners } from './document-runners.ts';

export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  blobs: BlobStore;
  audit: AuditLog;
}

/** What buildApp hands its plugins: the deps plus what it owns (the document work pool and its runners). */
export interface ServerDeps extends AppDeps {
  work: WorkPool;
  /** Upload reads and retargets on `work`, built in server set-up (document-runners.ts). */
  documentWork: DocumentRunners;
  /** Crossref and PubMed for the reference-verify check (one per process: its request pacing is shared). */
  references: ReferenceLookupService;
}
