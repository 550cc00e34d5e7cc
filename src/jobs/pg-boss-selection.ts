/**
 * Which job runner an API process uses: the embedded one (the default; SQLite, or JOB_QUEUE=embedded)
 * or the pg-boss queue (the default when DATABASE_URL is PostgreSQL). With the queue, the API runs
 * checks itself only when API_RUNS_CHECKS is true (the default, so one instance on PostgreSQL still
 * works with no worker); a scaled-out deployment sets it false and runs `npm run worker`.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config/index.ts';
import type { Database } from '../store/schema.ts';
import type { JobExecutor, JobRunner } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

export function usesPgBoss(config: Config): boolean {
  return config.jobQueue === 'pg-boss' && config.databaseUrl !== null;
}

export function createApiPgBossRunner(config: Config, db: Kysely<Database>, execute: JobExecutor): JobRunner {
  if (!config.databaseUrl) throw new Error('The pg-boss job queue needs DATABASE_URL');
  return createPgBossRunner({
    db,
    databaseUrl: config.databaseUrl,
    execute: config.apiRunsChecks ? execute : null,
    concurrency: config.workerConcurrency,
    timeLimitMs: config.checkTimeoutSeconds * 1000,
  });
}
