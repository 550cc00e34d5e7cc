/**
 * What runs the session work off the request path, built once in server set-up (app.ts): the
 * check worker pool and its job runner (embedded, or the pg-boss queue on PostgreSQL unless
 * JOB_QUEUE=embedded; docs/deploy.md), and the tracked-changes writer's worker thread (started on
 * the first apply). `close` lets running checks finish, then stops the threads.
 */
import { availableParallelism } from 'node:os';
import { createEmbeddedRunner } from '../jobs/embedded-runner.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { createApiPgBossRunner, usesPgBoss } from '../jobs/pg-boss-selection.ts';
import { WorkerPool } from '../jobs/worker-pool.ts';
import { CHECK_WORKER_URL, createCheckExecutor } from '../services/session-work/check-executor.ts';
import { WRITE_WORKER_URL } from '../services/session-work/writer.ts';
import type { AppDeps } from './deps.ts';

export interface SessionWorkRunners {
  runner: JobRunner;
  writerPool: WorkerPool;
  close(): Promise<void>;
}

export async function startSessionWorkRunners(deps: AppDeps): Promise<SessionWorkRunners> {
  const { db, blobs, config } = deps;
  const pool = new WorkerPool(CHECK_WORKER_URL, Math.max(1, Math.min(4, availableParallelism() - 1)));
  const execute = createCheckExecutor({ db, blobs, pool, timeLimitMs: config.checkTimeoutSeconds * 1000 });
  const runner = usesPgBoss(config)
    ? createApiPgBossRunner(config, db, execute)
    : createEmbeddedRunner({ db, concurrency: pool.size, execute });
  await runner.start();
  pool.warm(1);
  const writerPool = new WorkerPool(WRITE_WORKER_URL, 1);
  return {
    runner,
    writerPool,
    async close() {
      await writerPool.close();
      await runner.stop();
      await pool.close();
    },
  };
}
