/**
 * `npm run bench:cluster`: the scaled-out product through nginx with one API instance, then with
 * two (tests/scale/support/cluster.ts: PostgreSQL, a RADOS Gateway bucket, pg-boss, one worker),
 * side by side in one run. Two calls, autocannon at 32 connections for BENCH_SECONDS (default 8)
 * each after a 2 s warm-up: the sessions list (GET /api/sessions/) and a check run
 * (POST /api/checks/word-limits/ for a session whose result is already stored, i.e. what every
 * repeated click on a check costs: token lookup, session ownership, latest version, cached run).
 * Every request must succeed (0 errors, 0 non-2xx), or the run exits with status 1.
 *
 * Throughput on a small shared machine mostly measures the machine, so the run also reports the
 * CPU time per request spent by the API instances and by PostgreSQL's backends (from /proc): that
 * is what predicts throughput on larger machines.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { corpusFiles } from '../tests/support/corpus.ts';
import { startCluster, type Cluster } from '../tests/scale/support/cluster.ts';
import { stopAll } from '../tests/scale/support/processes.ts';
import { startRadosGateway } from '../tests/scale/support/radosgw.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Row {
  instances: number;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time the API instances spent per request (user + system), in ms. */
  apiCpuMsPerRequest: number;
  /** CPU time PostgreSQL's backends for this database spent per request, in ms. */
  dbCpuMsPerRequest: number;
}

/** PIDs of the PostgreSQL backends serving this database (the server runs on this machine). */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => Number(row.pid));
  } finally {
    await client.end();
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (CLK_TCK = 100)
  } catch {
    return 0;
  }
}

async function json<T>(response: Response): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

async function prepareSession(cluster: Cluster, token: string): Promise<number> {
  const file = corpusFiles('manuscripts')[0];
  if (!file) throw new Error('The corpus (../shared/corpus) is missing');
  const bytes = await readFile(file.file);
  const form = new FormData();
  form.append('original_file', new Blob([new Uint8Array(bytes)], { type: DOCX }), path.basename(file.file));
  form.append('template_file', new Blob([new Uint8Array(bytes)], { type: DOCX }), `t-${path.basename(file.file)}`);
  const auth = { authorization: `Bearer ${token}` };
  const upload = await json<{ document: { id: number } }>(
    await fetch(`${cluster.lb.url}/api/documents/`, { method: 'POST', headers: auth, body: form }),
  );
  const formats = await json<{ items: { id: number }[] }>(
    await fetch(`${cluster.lb.url}/api/formatting/?page=1&size=10`, { headers: auth }),
  );
  const session = await json<{ id: number }>(
    await fetch(`${cluster.lb.url}/api/sessions/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ document_id: upload.document.id, format_id: formats.items[0]?.id }),
    }),
  );
  // Run the check once through the worker, so the measured calls answer from the stored result.
  for (let i = 0; i < 150; i += 1) {
    const answer = await json<{ status: string }>(
      await fetch(`${cluster.lb.url}/api/checks/word-limits/?session_id=${session.id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    if (answer.status === 'completed') return session.id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The check did not complete through the worker');
}

async function measure(
  url: string,
  token: string,
  method: 'GET' | 'POST',
  seconds: number,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
}

async function benchCluster(instances: number, gateway: Awaited<ReturnType<typeof startRadosGateway>>): Promise<Row[]> {
  const cluster = await startCluster({ apiInstances: instances, workers: 1, gateway });
  try {
    const token = await cluster.tokenFor('alice@northwind.example');
    const sessionId = await prepareSession(cluster, token);
    const calls: { call: string; url: string; method: 'GET' | 'POST' }[] = [
      { call: 'GET /api/sessions/', url: `${cluster.lb.url}/api/sessions/`, method: 'GET' },
      {
        call: 'POST /api/checks/word-limits/ (stored result)',
        url: `${cluster.lb.url}/api/checks/word-limits/?session_id=${sessionId}`,
        method: 'POST',
      },
    ];
    const rows: Row[] = [];
    for (const { call, url, method } of calls) {
      await measure(url, token, method, 2); // warm-up: connections, JIT, PostgreSQL caches
      const apiCpu = () => cluster.apis.reduce((sum, api) => sum + cpuSeconds(api.child.pid), 0);
      const backends = await backendPids(cluster.databaseUrl); // pools are warm: the same backends serve the run
      const dbCpu = () => backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const [apiBefore, dbBefore] = [apiCpu(), dbCpu()];
      const result = await measure(url, token, method, SECONDS);
      const perRequest = (seconds: number) =>
        Math.round((seconds * 1000 * 100) / Math.max(1, result.requests.total)) / 100;
      rows.push({
        instances,
        call,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        apiCpuMsPerRequest: perRequest(apiCpu() - apiBefore),
        dbCpuMsPerRequest: perRequest(dbCpu() - dbBefore),
      });
    }
    return rows;
  } catch (error) {
    console.error(`nginx error log:\n${(await cluster.lb.errorLog()).slice(-3000)}`);
    for (const process of [...cluster.apis, ...cluster.workers])
      console.error(`--- ${process.name}:\n${process.output().slice(-3000)}`);
    throw error;
  } finally {
    await cluster.stop();
  }
}

const gateway = await startRadosGateway();
let rows: Row[] = [];
try {
  rows = [...(await benchCluster(1, gateway)), ...(await benchCluster(2, gateway))];
} finally {
  await stopAll();
  await gateway.stop();
}

console.log(
  `\nbench:cluster — ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), nginx → N API instances → PostgreSQL; ${CONNECTIONS} connections, ${SECONDS} s per call\n`,
);
console.log(
  '| call | 1 instance req/s | 1 instance p99 ms | 2 instances req/s | 2 instances p99 ms | errors | API CPU ms/req (1 / 2) | PostgreSQL CPU ms/req (1 / 2) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const call of [...new Set(rows.map((row) => row.call))]) {
  const one = rows.find((row) => row.call === call && row.instances === 1);
  const two = rows.find((row) => row.call === call && row.instances === 2);
  console.log(
    `| ${call} | ${one?.rps} | ${one?.p99} | ${two?.rps} | ${two?.p99} | ${(one?.errors ?? 0) + (two?.errors ?? 0)} | ${one?.apiCpuMsPerRequest} / ${two?.apiCpuMsPerRequest} | ${one?.dbCpuMsPerRequest} / ${two?.dbCpuMsPerRequest} |`,
  );
}
const cpuMs = Math.max(...rows.map((row) => row.apiCpuMsPerRequest));
const dbMs = Math.max(...rows.map((row) => row.dbCpuMsPerRequest));
console.log(
  `\nPrediction from CPU per request (costlier call): one API instance on a core of its own ≈ ${Math.round(1000 / cpuMs)} req/s; each PostgreSQL core ≈ ${Math.round(1000 / Math.max(0.01, dbMs))} req/s, i.e. about ${(dbMs / Math.max(0.01, cpuMs)).toFixed(1)} PostgreSQL cores per API core.`,
);
const failed = rows.some((row) => row.errors > 0);
if (failed) console.error('\nSome requests failed: the figures above do not count.');
process.exit(failed ? 1 : 0);
