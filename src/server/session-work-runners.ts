/**
 * What runs the session work off the request path, built once in server set-up (app.ts): the
 * check job runner (embedded, or the pg-boss queue on PostgreSQL unless JOB_QUEUE=embedded;
 * docs/deploy.md) on the server's one bounded work pool, which upload reads, apply, preview and
 * the tracked-changes writer share (docs/deploy.md "Load"). `close` lets running checks finish;
 * the work pool is the app's to close.
 */
import { createEmbeddedRunner } from '../jobs/embedded-runner.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { createApiPgBossRunner, usesPgBoss } from '../jobs/pg-boss-selection.ts';
import { createCheckExecutor, workPoolCheckRunner } from '../services/session-work/check-executor.ts';
import type { ServerDeps } from './deps.ts';

export interface SessionWorkRunners {
  runner: JobRunner;
  close(): Promise<void>;
}

export async function startSessionWorkRunners(deps: ServerDeps): Promise<SessionWorkRunners> {
  const { db, blobs, config, work, references } = deps;
  // The runner holds at most one run per thread; the rest wait in check_runs.
  const pool = workPoolCheckRunner(work);
  const execute = createCheckExecutor({
    db,
    blobs,
    pool,
    timeLimitMs: config.checkTimeoutSeconds * 1000,
    references,
  });
  const runner = usesPgBoss(config)
    ? createApiPgBossRunner(config, db, execute)
    : createEmbeddedRunner({ db, concurrency: work.threads, execute });
  await runner.start();
  return {
    runner,
    async close() {
      await runner.stop();
    },
  };
}
