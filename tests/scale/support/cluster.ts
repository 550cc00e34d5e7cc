/**
 * A scaled-out deployment on loopback, as docs/deploy.md describes it: N API instances
 * (`src/server/main.ts`, API_RUNS_CHECKS=false) and M workers (`tests/scale/fixtures/worker.ts`,
 * the real worker with an optional injected delay) on one PostgreSQL database of their own and a
 * bucket on a RADOS Gateway, behind nginx. `stop()` ends every process and drops the database,
 * and a failed start stops what had started.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemo } from '../../../src/auth/seed.ts';
import { issueApiToken } from '../../../src/auth/tokens.ts';
import { createDatabase, sqliteFileIn } from '../../../src/store/db.ts';
import { migrateToLatest } from '../../../src/store/migrator.ts';
import { createTestDatabase } from '../../support/postgres.ts';
import { startNginx, type LoadBalancer } from './nginx.ts';
import { freePort, waitFor } from '../../support/ports.ts';
import { startNode, type Started } from './processes.ts';
import { startRadosGateway, type RadosGateway } from './radosgw.ts';
import { createBucket } from './s3.ts';

export interface ApiInstance extends Started {
  url: string;
  port: number;
}

export interface Cluster {
  lb: LoadBalancer;
  apis: ApiInstance[];
  workers: Started[];
  gateway: RadosGateway;
  databaseUrl: string;
  env: Record<string, string>;
  tokenFor(email: string): Promise<string>;
  startWorker(name: string, extra?: Record<string, string>): Promise<Started>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  apiInstances: number;
  workers: number;
  /** Extra environment of the workers (e.g. SCALE_TEST_MODE=slow). */
  workerEnv?: Record<string, string>;
  /** An already running gateway to share (the bench starts one for several clusters). */
  gateway?: RadosGateway;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const cleanups: (() => Promise<void>)[] = [];
  const processes: Started[] = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const database = await createTestDatabase('mc_cluster');
    cleanups.push(database.drop);
    const gateway = options.gateway ?? (await startRadosGateway());
    if (!options.gateway) cleanups.push(gateway.stop);
    const bucket = await createBucket(gateway, 'cluster');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mc-cluster-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    // Migrate and seed once, before any instance starts (instances run with SEED_DEMO=false).
    const db = createDatabase({ databaseUrl: database.url, sqliteFile: sqliteFileIn(dataDir), poolSize: 2 });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    await seedDemo(db);

    const ports = await Promise.all(Array.from({ length: options.apiInstances }, () => freePort()));
    const lb = await startNginx(ports);
    cleanups.push(lb.stop);
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: lb.url,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JOB_QUEUE: 'pg-boss',
      API_RUNS_CHECKS: 'false',
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1',
      OIDC_COOKIE_KEYS: randomBytes(24).toString('base64url'),
      S3_ENDPOINT: gateway.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: gateway.region,
      S3_ACCESS_KEY_ID: gateway.accessKeyId,
      S3_SECRET_ACCESS_KEY: gateway.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      CHECK_SYNC_WAIT_MS: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // The load runs send one token's thousands of requests a minute; the per-person limit has its own test.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    };
    const apis: ApiInstance[] = ports.map((port, index) => {
      const started = startNode(`api-${index + 1}`, 'src/server/main.ts', { ...env, PORT: String(port) });
      processes.push(started);
      return Object.assign(started, { port, url: `http://127.0.0.1:${port}` });
    });
    const workers: Started[] = [];
    const startWorker = async (name: string, extra: Record<string, string> = {}) => {
      const worker = startNode(name, 'tests/scale/fixtures/worker.ts', {
        ...env,
        WORKER_CONCURRENCY: '1',
        // The worker logs through src/log.ts at LOG_LEVEL; its readiness is an info line.
        LOG_LEVEL: 'info',
        LEASE_MS: '1500',
        SWEEP_MS: '300',
        ...options.workerEnv,
        ...extra,
      });
      processes.push(worker);
      workers.push(worker);
      await worker.waitForLine(/worker ready/, 60_000);
      return worker;
    };
    await Promise.all(
      apis.map((api) =>
        waitFor(
          `${api.name} ready`,
          async () => {
            if (api.child.exitCode !== null) throw new Error(`${api.name} exited: ${api.output().slice(-2000)}`);
            return (await fetch(`${api.url}/api/ready`)).ok;
          },
          60_000,
          200,
        ),
      ),
    );
    for (let i = 0; i < options.workers; i += 1) await startWorker(`worker-${i + 1}`);

    return {
      lb,
      apis,
      workers,
      gateway,
      databaseUrl: database.url,
      env,
      async tokenFor(email) {
        const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
        return (await issueApiToken(db, Number(user.id), 8)).token;
      },
      startWorker,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
