/**
 * The scaled-out product on loopback: two API instances and two workers on one PostgreSQL
 * database of their own, blobs in a RADOS Gateway bucket, nginx in front (support/cluster.ts).
 * Whatever instance a request reaches, the writer sees the same product; a worker or an API
 * instance that dies costs nothing a writer would notice.
 */
import type { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/auth/seed.ts';
import { signInAtProvider, productLogin } from '../auth/support/provider-sign-in.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { postgresReachable } from '../support/postgres.ts';
import { apiFor, call } from '../support/http-client.ts';
import { startCluster, type Cluster } from './support/cluster.ts';
import { claimedLine, stopAll } from './support/processes.ts';
import { nginxInstalled, radosgwInstalled } from './support/radosgw.ts';

const ALICE = 'alice@northwind.example';
const CHECK = 'word-limits';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.runIf((await postgresReachable()) && (await radosgwInstalled()) && (await nginxInstalled()))(
  'cluster: 2 API instances + 2 workers + PostgreSQL + S3 behind nginx',
  () => {
    let cluster: Cluster;
    let token: string;
    let original: Buffer;
    let sessionId: number;

    beforeAll(async () => {
      // Workers hold each check 2.5 s before running it, so one can be killed in the middle.
      cluster = await startCluster({
        apiInstances: 2,
        workers: 2,
        workerEnv: { SCALE_TEST_MODE: 'slow', SCALE_TEST_DELAY_MS: '2500' },
      });
      token = await cluster.tokenFor(ALICE);
    }, 120_000);
    afterAll(async () => {
      await stopAll();
      await cluster?.stop();
    });

    const via = (index: number) => apiFor(cluster.apis[index]!.url, token);

    it.skipIf(!corpusAvailable)(
      needsCorpus('uploads through one instance and downloads the same bytes through the other (blobs in S3)'),
      async () => {
        const file = corpusFiles('manuscripts')[0];
        if (!file) throw new Error('corpus manuscripts are missing');
        original = await readFile(file.file);
        const form = new FormData();
        form.append('original_file', new Blob([new Uint8Array(original)], { type: DOCX }), path.basename(file.file));
        form.append(
          'template_file',
          new Blob([new Uint8Array(original)], { type: DOCX }),
          `template-${path.basename(file.file)}`,
        );
        const upload = await call<{ document: { id: number } }>(cluster.apis[0]!, 'POST', '/api/documents/', {
          token,
          form,
        });
        expect(upload.status).toBe(201);
        const documentId = upload.body.document.id;
        const formats = await via(1)('GET', '/api/formatting/?page=1&size=100');
        const session = await via(1)('POST', '/api/sessions/', {
          document_id: documentId,
          format_id: formats.json.items[0].id,
        });
        expect(session.status).toBe(201);
        sessionId = session.json.id as number;

        const download = await via(1)('GET', `/api/download/tracked-changes?session_id=${sessionId}`);
        expect(download.status).toBe(200);
        expect(download.bytes.equals(original)).toBe(true);
      },
    );

    it.skipIf(!corpusAvailable)(
      needsCorpus('starts a check through one instance and polls it to completion through the other'),
      async () => {
        const started = await via(0)('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, {});
        expect(started.json.status).toBe('queued');
        let answer = started;
        const deadline = Date.now() + 30_000;
        while (answer.json.status === 'queued' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answer = await via(1)('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, started.json.payload);
        }
        expect(answer.json.status).toBe('completed');
        expect(answer.json.result.session_id).toBe(sessionId);
      },
    );

    it("signs in at the built-in provider through the load balancer, the sign-in's requests spread over both instances", async () => {
      const issuer = `${cluster.lb.url}/oidc`;
      const { tokens } = await signInAtProvider(
        { publicUrl: cluster.lb.url, issuer, clientId: 'manuscript-checker-web' },
        ALICE,
        DEMO_PASSWORD,
      );
      const login = await productLogin(cluster.lb.url, tokens.access_token);
      expect(login.status).toBe(200);
      const me = await call(cluster.lb, 'GET', '/api/auth/me', { token: login.body.accessToken });
      expect(me.status).toBe(200);
      const served = new Set(
        (await cluster.lb.accessLog()).filter((line) => line.includes(' /oidc')).map((line) => line.split(' ')[1]),
      );
      expect(served).toEqual(new Set(cluster.apis.map((api) => `127.0.0.1:${api.port}`)));
    });

    it.skipIf(!corpusAvailable)(
      needsCorpus('finishes a check on the other worker when the worker running it is killed'),
      async () => {
        expect((await via(0)('POST', '/api/job/clean_cache_all')).status).toBe(200);
        const started = await via(0)('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, {});
        const jobId = started.json.payload.job_id as string;
        const claimed = claimedLine(jobId);
        const owner = await Promise.any(
          cluster.workers.map(async (worker) => {
            await worker.waitForLine(claimed, 20_000);
            return worker;
          }),
        );
        const other = cluster.workers.find((worker) => worker !== owner)!;
        await owner.kill('SIGKILL');

        let answer = started;
        const deadline = Date.now() + 30_000;
        while (answer.json.status === 'queued' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answer = await via(1)('POST', `/api/checks/${CHECK}/?session_id=${sessionId}`, { job_id: jobId });
        }
        expect(answer.json.status).toBe('completed');
        expect(other.output()).toMatch(claimed);
      },
    );

    it('loses no request nginx could retry when an API instance is killed during a load run', async () => {
      const run = autocannon({
        url: `${cluster.lb.url}/api/sessions/`,
        headers: { authorization: `Bearer ${token}` },
        connections: 8,
        duration: 4,
      });
      // What failed, if anything did, so a red run says why.
      const reasons: string[] = [];
      // autocannon's answer is its instance (an EventEmitter) made awaitable; its types show only the promise.
      (run as unknown as EventEmitter).on('reqError', (error: unknown) => reasons.push(String(error)));
      setTimeout(() => void cluster.apis[0]!.kill('SIGKILL'), 1500);
      const result = await run;
      expect(cluster.apis[0]!.child.signalCode).toBe('SIGKILL');
      expect(result.requests.total).toBeGreaterThan(100);
      expect({
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        reasons: reasons.slice(0, 5),
      }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, reasons: [] });
      // And the survivor still serves everything, alone.
      expect((await fetch(`${cluster.lb.url}/api/ready`)).status).toBe(200);
    });
  },
);
