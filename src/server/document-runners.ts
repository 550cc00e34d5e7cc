/**
 * The document work the platform routes hand to services, built once in server set-up (app.ts)
 * on the server's one work pool: upload reads, each as its uploader's work (one member's burst
 * of uploads waits its turn), and retargets. Routes receive them in ServerDeps and never build a
 * runner themselves (tests/architecture/layers.test.ts); the check job runner and the writer
 * thread are session-work-runners.ts's.
 */
import type { Config } from '../config/index.ts';
import type { ReadRunner } from '../docx/isolated.ts';
import type { Owner } from '../jobs/fair-queue.ts';
import { poolReadRunner } from '../jobs/read-runner.ts';
import type { WorkPool } from '../jobs/work-pool.ts';
import { poolRetargetRunner, type RetargetRunner } from '../services/retarget/runner.ts';

export interface DocumentRunners {
  /** Reads an upload's two files as `owner`'s work. */
  uploadReads(owner: Owner): ReadRunner;
  /** Compares a session's manuscript under another format (CHECK_TIMEOUT_SECONDS per task). */
  retarget: RetargetRunner;
}

export function documentRunners(work: WorkPool, config: Config): DocumentRunners {
  return {
    uploadReads: (owner) => poolReadRunner(work, owner),
    retarget: poolRetargetRunner(work, config.checkTimeoutSeconds * 1000),
  };
}
