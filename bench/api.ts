/**
 * `npm run bench:api`: requests per second and p99 latency of the two busiest list calls,
 * GET /api/sessions/ and GET /api/formatting/, on the embedded default (SQLite), with autocannon
 * at 50 connections for 10 s each (target p99 ≤ 20 ms on the 2-core reference machine).
 *
 * The server runs as its own process (`src/server/main.ts`, exactly what `npm start` runs, with
 * LOG_LEVEL=warn so per-request log lines do not dominate), so the load generator does not share
 * its event loop. Data: the demo tenants, the six ready-made formats, one document and 20 sessions
 * for alice, whose API token authenticates every request (one token lookup per request).
 * BENCH_ROUTES (comma-separated paths) and BENCH_SECONDS change what is measured and for how long;
 * BENCH_PIN=1 pins the server and the load generator to one core each.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedDemo } from '../src/auth/seed.ts';
import { issueApiToken } from '../src/auth/tokens.ts';
import { createDatabase, sqliteFileIn } from '../src/store/db.ts';
import { migrateToLatest } from '../src/store/migrator.ts';
import { startBenchServer } from './bench-server.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 20;
const SESSIONS = 20;

async function prepare(dataDir: string): Promise<string> {
  const db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dataDir) });
  await migrateToLatest(db);
  await seedDemo(db);
  const alice = await db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('email', '=', 'alice@northwind.example')
    .executeTakeFirstOrThrow();
  const format = await db
    .selectFrom('formats')
    .select('id')
    .where('tenant_id', '=', alice.tenant_id)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const document = await db
    .insertInto('documents')
    .values({
      tenant_id: alice.tenant_id,
      owner_id: alice.id,
      filename: 'Trial report.docx',
      template_filename: 'Template.docx',
      original_blob: 'a'.repeat(64),
      template_blob: 'b'.repeat(64),
      original_size: 1,
      template_size: 1,
      uploaded_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < SESSIONS; i++) {
    await db
      .insertInto('sessions')
      .values({
        tenant_id: alice.tenant_id,
        owner_id: alice.id,
        document_id: document.id,
        format_id: format.id,
        name: `Trial report – session ${i + 1}`,
        created_at: now,
      })
      .execute();
  }
  const { token } = await issueApiToken(db, alice.id, 8);
  await db.destroy();
  return token;
}

async function measure(
  url: string,
  token: string,
): Promise<{ requestsPerSecond: number; p99: number; p50: number; errors: number; non2xx: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'mc-bench-'));
const token = await prepare(dataDir);
// BENCH_PIN=1: the server gets core 1 and the load generator (this process) core 0, so they do
// not steal time from each other — comparable runs on an idle machine; worse on a busy one.
const pin = process.env.BENCH_PIN === '1' && availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
if (pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)]);
const server = await startBenchServer({
  dataDir,
  command: pin ? { file: 'taskset', args: ['-c', '1', process.execPath, 'src/server/main.ts'] } : undefined,
  readyWithinMs: 10_000,
});
const { base } = server;
let failed = false;
try {
  console.log(
    `SQLite, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route${pin ? ', server pinned to CPU 1, load generator to CPU 0' : ''}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const route of (process.env.BENCH_ROUTES ?? '/api/sessions/,/api/formatting/').split(',')) {
    // A short warm-up so the first JIT and statement-cache misses are not in the figures.
    await autocannon({
      url: `${base}${route}`,
      connections: 10,
      duration: 1,
      headers: { authorization: `Bearer ${token}` },
    });
    const r = await measure(`${base}${route}`, token);
    const verdict = r.p99 <= TARGET_P99_MS && r.errors === 0 && r.non2xx === 0 ? 'OK' : 'MISSED';
    if (verdict !== 'OK') failed = true;
    console.log(
      `GET ${route.padEnd(18)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   (target p99 ≤ ${TARGET_P99_MS} ms: ${verdict})   errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
  }
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
