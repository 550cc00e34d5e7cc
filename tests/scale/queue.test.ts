/**
 * The pg-boss job queue with separate worker processes (npm run worker's code), on a PostgreSQL
 * database of its own: an API instance that only queues checks, and workers that run them. A
 * worker killed mid-check leaves the check to another; a check that cannot be run twice is failed
 * with its reason, never retried forever.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { corpusFiles, corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { postgresReachable } from '../support/postgres.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createSession } from '../workflow/helpers.ts';
import { apiFor, type Api } from '../support/http-client.ts';
import { claimedLine, startNode, stopAll, type Started } from './support/processes.ts';

const WORKER = 'tests/scale/fixtures/worker.ts';
const CHECK = 'word-limits';

describe.runIf(corpusAvailable && (await postgresReachable()))(
  needsCorpus('pg-boss queue and worker processes'),
  () => {
    let server: TestServer;
    let api: Api;
    let sessionId: number;

    beforeAll(async () => {
      // checkSyncWaitMs 0: answer `queued` at once, so the workers do the work.
      server = await startTestServer({
        database: 'postgres',
        config: { jobQueue: 'pg-boss', apiRunsChecks: false, checkSyncWaitMs: 0 },
      });
      const token = await server.tokenFor('alice@northwind.example');
      api = apiFor(server.url, token);
      const file = corpusFiles('manuscripts')[0];
      if (!file) throw new Error('corpus manuscripts are missing');
      sessionId = await createSession(server.url, token, file.file);
    });
    afterEach(async () => {
      await stopAll();
    });
    afterAll(async () => {
      await stopAll();
      await server?.close();
    });

    function worker(name: string, env: Record<string, string>): Started {
      return startNode(name, WORKER, {
        DATABASE_URL: server.deps.config.databaseUrl ?? '',
        DATA_DIR: server.deps.config.dataDir,
        NODE_ENV: 'test',
        LEASE_MS: '1500',
        SWEEP_MS: '300',
        WORKER_CONCURRENCY: '1',
        ...env,
      });
    }

    async function startCheck(params: Record<string, unknown>): Promise<string> {
      const answer = await api('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, params);
      expect(answer.status).toBe(200);
      expect(answer.json.status).toBe('queued');
      return answer.json.payload.job_id as string;
    }

    async function pollUntilDone(
      jobId: string,
      timeoutMs: number,
    ): Promise<{ status: string; error?: string; result?: unknown }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const answer = await api('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, { job_id: jobId });
        if (answer.json.status !== 'queued') return answer.json;
        if (Date.now() > deadline) throw new Error(`check ${jobId} still queued after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }

    async function row(jobId: string) {
      return server.deps.db
        .selectFrom('check_runs')
        .selectAll()
        .where('id', '=', Number(jobId))
        .executeTakeFirstOrThrow();
    }

    it('a worker killed in the middle of a check leaves it to another worker, which finishes it', async () => {
      const doomed = worker('worker-a', { SCALE_TEST_MODE: 'slow', SCALE_TEST_DELAY_MS: '60000' });
      await doomed.waitForLine(/worker ready/, 30_000);
      const jobId = await startCheck({});
      await doomed.waitForLine(claimedLine(jobId), 15_000);
      expect((await row(jobId)).status).toBe('running');
      await doomed.kill('SIGKILL');

      const survivor = worker('worker-b', {});
      const answer = await pollUntilDone(jobId, 30_000);
      expect(answer.status).toBe('completed');
      expect(answer.result).toMatchObject({ session_id: sessionId });
      expect(survivor.output()).toMatch(claimedLine(jobId));
      expect((await row(jobId)).attempts).toBe(2);
    });

    it('a worker stopped with SIGTERM hands its running check back, and another runs it without losing an attempt', async () => {
      expect((await api('POST', '/api/job/clean_cache_all')).status).toBe(200);
      const stopping = worker('worker-stopping', {
        SCALE_TEST_MODE: 'slow',
        SCALE_TEST_DELAY_MS: '60000',
        STOP_GRACE_MS: '500',
      });
      await stopping.waitForLine(/worker ready/, 30_000);
      const jobId = await startCheck({});
      await stopping.waitForLine(claimedLine(jobId), 15_000);
      await stopping.kill('SIGTERM');
      expect(stopping.child.exitCode).toBe(0);
      expect(stopping.output()).toMatch(
        new RegExp(`"runIds":\\[[\\d,]*\\b${jobId}\\b[\\d,]*\\].*"msg":"run handed-back"`),
      );
      expect((await row(jobId)).status).toBe('queued');

      worker('worker-next', {});
      expect((await pollUntilDone(jobId, 30_000)).status).toBe('completed');
      expect((await row(jobId)).attempts).toBe(1); // the interrupted run was not counted
    });

    it('a check that cannot be run twice is failed with its reason, and not retried again', async () => {
      expect((await api('POST', '/api/job/clean_cache_all')).status).toBe(200);
      const broken = worker('worker-broken', { SCALE_TEST_MODE: 'broken' });
      await broken.waitForLine(/worker ready/, 30_000);
      const jobId = await startCheck({});
      const answer = await pollUntilDone(jobId, 30_000);
      expect(answer).toEqual({
        status: 'failed',
        error: 'The check could not be run: the blob store did not answer (injected by the test)',
      });
      const failed = await row(jobId);
      expect(failed.attempts).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 2000)); // several sweeps and queue polls later
      expect(await row(jobId)).toEqual(failed);
    });
  },
);

describe.runIf(await postgresReachable())('pg-boss queue with no separate worker', () => {
  it.skipIf(!corpusAvailable)(
    needsCorpus('a lone API instance on PostgreSQL runs the checks itself (API_RUNS_CHECKS defaults to true)'),
    async () => {
      const server = await startTestServer({
        database: 'postgres',
        config: { jobQueue: 'pg-boss', apiRunsChecks: true },
      });
      try {
        const token = await server.tokenFor('alice@northwind.example');
        const file = corpusFiles('manuscripts')[0];
        if (!file) throw new Error('corpus manuscripts are missing');
        const sessionId = await createSession(server.url, token, file.file);
        const call = apiFor(server.url, token);
        let answer = await call('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, {});
        const deadline = Date.now() + 30_000;
        while (answer.json.status === 'queued' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          answer = await call('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, answer.json.payload);
        }
        expect(answer.json.status).toBe('completed');
        const queued = await server.deps.db.selectFrom('check_runs').select(['status', 'attempts']).execute();
        expect(queued).toEqual([{ status: 'completed', attempts: 1 }]);
      } finally {
        await server.close();
      }
    },
  );
});
