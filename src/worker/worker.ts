/**
 * A check worker: takes check runs from the pg-boss queue and runs them, on the same database and
 * blob store as the API instances. Any number of these may run on any number of machines; each
 * runs WORKER_CONCURRENCY checks at a time on threads of the same work pool the API uses
 * (src/jobs/work-pool.ts: each thread with the same heap limit as the API's, the checks loaded as it
 * starts). `startWorker` is the whole process minus signals, so tests can start one with a wrapped
 * executor.
 */
import { availableParallelism } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { Kysely } from 'kysely';
import type { Config } from '../config/index.ts';
import type { JobExecutor, JobRunner } from '../jobs/job-runner.ts';
import { createPgBossRunner } from '../jobs/pg-boss-runner.ts';
import { WorkPool } from '../jobs/work-pool.ts';
import { defaultIsolationLimits } from '../docx/limits.ts';
import {
  createCheckExecutor,
  WORK_THREAD_START_URL,
  workPoolCheckRunner,
} from '../services/session-work/check-executor.ts';
import { databaseReferenceLookup } from '../services/reference-lookup/index.ts';
import { createBlobStore } from '../store/blob/index.ts';
import { createDatabase, databaseAnswers, sqliteFileIn } from '../store/db.ts';
import { migrateToLatest } from '../store/migrator.ts';
import { logAt } from '../log.ts';
import type { Database } from '../store/schema.ts';

export interface WorkerOptions {
  /** Wraps the real executor (tests: slow it down to kill a worker mid-check). */
  wrapExecutor?: (execute: JobExecutor) => JobExecutor;
  leaseMs?: number;
  sweepMs?: number;
  /** How long a stopping worker lets running checks finish before handing them back. */
  stopGraceMs?: number;
  /** Port for /healthz and /readyz (0 or absent: no probe server). */
  healthPort?: number;
}

export interface RunningWorker {
  runner: JobRunner;
  db: Kysely<Database>;
  stop(): Promise<void>;
}

export async function startWorker(config: Config, options: WorkerOptions = {}): Promise<RunningWorker> {
  // The product's logger (src/log.ts) at the configured level; `name` tells the worker's lines apart.
  const log = logAt(config.logLevel).child({ name: 'worker' });
  if (!config.databaseUrl)
    throw new Error('npm run worker needs DATABASE_URL (a PostgreSQL database shared with the API instances)');
  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFileIn(config.dataDir),
    poolSize: config.workerConcurrency + 2,
  });
  await migrateToLatest(db);
  const blobs = createBlobStore(config.dataDir, config.s3);
  // Check runs are unbounded work (the queue holds the rest), so the pool's read queue is never used.
  const work = new WorkPool({
    threads: Math.max(1, Math.min(config.workerConcurrency, availableParallelism())),
    queueLimit: 0,
    maxHeapMiB: defaultIsolationLimits.maxHeapMiB,
    preload: WORK_THREAD_START_URL,
  });
  const pool = workPoolCheckRunner(work);
  const timeLimitMs = config.checkTimeoutSeconds * 1000;
  const references = databaseReferenceLookup(config.referenceLookup, db);
  const real = createCheckExecutor({ db, blobs, pool, timeLimitMs, references });
  const runner = createPgBossRunner({
    db,
    databaseUrl: config.databaseUrl,
    execute: options.wrapExecutor ? options.wrapExecutor(real) : real,
    concurrency: config.workerConcurrency,
    timeLimitMs,
    ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
    ...(options.sweepMs !== undefined ? { sweepMs: options.sweepMs } : {}),
    ...(options.stopGraceMs !== undefined ? { stopGraceMs: options.stopGraceMs } : {}),
    log: (event, fields) => log[event.endsWith('error') ? 'error' : 'info'](fields, `run ${event}`),
  });
  await runner.start();
  let ready = true;
  let probes: Server | null = null;
  if (options.healthPort) {
    probes = createServer((request, response) => {
      const answer = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/healthz') return answer(200, { status: 'ok' });
      if (request.url === '/readyz') {
        void databaseAnswers(db).then((ok) =>
          answer(ok && ready ? 200 : 503, { status: ok && ready ? 'ready' : 'not ready' }),
        );
        return;
      }
      answer(404, { detail: 'Not found' });
    });
    await new Promise<void>((resolve) => probes?.listen(options.healthPort, config.host, resolve));
  }
  log.info({ concurrency: config.workerConcurrency, blobs: config.s3 ? 's3' : 'folder' }, 'worker ready');
  return {
    runner,
    db,
    async stop() {
      ready = false;
      await runner.stop();
      await work.close();
      await new Promise<void>((resolve) => (probes ? probes.close(() => resolve()) : resolve()));
      await db.destroy();
    },
  };
}
