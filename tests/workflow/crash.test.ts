/**
 * Crash safety of apply: a server process is killed (SIGKILL) at random moments while applies
 * stream into one session, at least 50 times. After each restart the session, its files and its
 * history must agree: versions 0..n without gaps, one history entry and one decision per applied
 * version, every version's file present, intact and readable, the audit chain intact with one
 * apply event per entry, and nothing lost that the server had confirmed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedDemo } from '../../src/auth/seed.ts';
import { issueApiToken } from '../../src/auth/tokens.ts';
import { CHECKS } from '../../src/checks/index.ts';
import { readManuscript } from '../../src/docx/index.ts';
import { verifyAuditChain } from '../../src/services/audit.ts';
import type { BlobStore } from '../../src/store/blob/blob-store.ts';
import { createBlobStore } from '../../src/store/blob/index.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { migrateToLatest } from '../../src/store/migrator.ts';
import type { Database } from '../../src/store/schema.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { apiFor, type Api } from '../support/http-client.ts';

const KILLS = 50;
/** Independent servers killed side by side (each on its own data folder), to keep the test near a minute. */
const LANES = 2;
const child = new URL('./fixtures/crash-server.ts', import.meta.url);

interface Lane {
  dataDir: string;
  db: Kysely<Database>;
  blobs: BlobStore;
  sessionId: number;
  token: string;
}

const lanes: Lane[] = [];

async function makeLane(): Promise<Lane> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mc-crash-'));
  const db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dataDir) });
  const blobs = createBlobStore(dataDir);
  await migrateToLatest(db);
  await seedDemo(db);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'alice@northwind.example')
    .executeTakeFirstOrThrow();
  const token = (await issueApiToken(db, user.id, 24)).token;
  const file =
    corpusFiles('manuscripts').find((f) => f.name === 'ms-ckd-mortality-korea') ?? corpusFiles('manuscripts')[0]!;
  const bytes = await readFile(file.file);
  const blob = await blobs.put(bytes);
  const now = new Date().toISOString();
  const document = await db
    .insertInto('documents')
    .values({
      tenant_id: user.tenant_id,
      owner_id: user.id,
      filename: path.basename(file.file),
      template_filename: 't.docx',
      original_blob: blob.key,
      template_blob: blob.key,
      original_size: bytes.length,
      template_size: bytes.length,
      uploaded_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('sessions')
    .values({
      tenant_id: user.tenant_id,
      owner_id: user.id,
      document_id: document.id,
      format_id: null,
      name: 'crash',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = session.id;
  await db
    .insertInto('versions')
    .values({
      tenant_id: user.tenant_id,
      session_id: sessionId,
      number: 0,
      blob: blob.key,
      created_at: now,
      created_by: user.id,
    })
    .execute();
  return { dataDir, db, blobs, sessionId, token };
}

beforeAll(async () => {
  if (!corpusAvailable) return;
  for (let i = 0; i < LANES; i += 1) lanes.push(await makeLane());
});

afterAll(async () => {
  for (const lane of lanes) {
    await lane.db.destroy();
    await rm(lane.dataDir, { recursive: true, force: true });
  }
});

async function startServer({
  dataDir,
  token,
}: Lane): Promise<{ process: ChildProcess; api: Api; exited: Promise<void> }> {
  const proc = spawn(process.execPath, [child.pathname], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_COMPILE_CACHE: path.join(tmpdir(), 'mc-node-compile-cache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    proc.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${err}`)));
  });
  return { process: proc, api: apiFor(`http://127.0.0.1:${port}`, token), exited };
}

/** The invariants that must hold after any crash. Answers the number of versions after 0. */
async function assertConsistent({ db, blobs, sessionId }: Lane, api: Api, seenVersions: Set<number>): Promise<number> {
  const versions = await db
    .selectFrom('versions')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('number')
    .execute();
  const history = await db
    .selectFrom('history')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();
  const decisions = await db.selectFrom('decisions').selectAll().where('session_id', '=', sessionId).execute();
  const n = versions.length - 1;
  expect(versions.map((v) => v.number)).toEqual([...Array(n + 1).keys()]);
  expect(history).toHaveLength(n);
  const versionIds = new Set(versions.map((v) => v.id));
  expect(new Set(history.map((h) => h.version_id)).size).toBe(n);
  for (const entry of history) expect(versionIds.has(entry.version_id)).toBe(true);
  const historyIds = new Set(history.map((h) => h.id));
  expect(decisions).toHaveLength(n);
  for (const decision of decisions) expect(historyIds.has(decision.history_id)).toBe(true);
  for (const version of versions) {
    if (seenVersions.has(version.number)) continue;
    const bytes = await blobs.get(version.blob); // throws if missing or torn (hash mismatch)
    await readManuscript(new Uint8Array(bytes));
    seenVersions.add(version.number);
  }
  const audit = await verifyAuditChain(db);
  expect(audit.ok).toBe(true);
  const applies = await db
    .selectFrom('audit_events')
    .select('id')
    .where('action', '=', 'session.apply')
    .where('target', '=', `session:${sessionId}`)
    .execute();
  expect(applies).toHaveLength(n);
  const listed = await api('GET', `/api/history/${sessionId}`);
  expect(listed.status).toBe(200);
  expect(listed.json).toHaveLength(n);
  return n;
}

/** A completed run of `checkId` on the session's latest version whose result holds `item`. */
async function storeFinding(lane: Lane, checkId: string, item: Record<string, unknown>): Promise<void> {
  const latest = await lane.db
    .selectFrom('versions')
    .select(['id', 'tenant_id', 'created_by'])
    .where('session_id', '=', lane.sessionId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await lane.db
    .insertInto('check_runs')
    .values({
      tenant_id: latest.tenant_id,
      session_id: lane.sessionId,
      user_id: latest.created_by,
      version_id: latest.id,
      check_id: checkId,
      params_hash: String(item.hash),
      params: '{}',
      status: 'completed',
      attempts: 1,
      created_at: new Date().toISOString(),
      result: JSON.stringify({ type: 'type1', results: [item] }),
    })
    .execute();
}

interface LaneReport {
  kills: number;
  killedDuringApply: number;
  versions: number;
}

async function runLane(lane: Lane, kills: number, checkId: string): Promise<LaneReport> {
  const { sessionId } = lane;
  const seenVersions = new Set<number>();
  let confirmed = 0;
  let attempted = 0;
  let killedDuringApply = 0;
  // How long the first apply of a fresh process takes on this machine right now: kills are spread
  // over 1.5 times that from the first request, so they land in every phase (reading, writing the
  // file, the transaction) and about a third of the processes commit before they die.
  let applyMs = 0;
  for (let round = 0; round < kills; round += 1) {
    let phase = 'starting the server';
    const watchdog = setTimeout(() => {
      throw new Error(`crash test lane stuck in round ${round} while ${phase}`);
    }, 60_000);
    const server = await startServer(lane);
    phase = 'checking consistency';
    const n = await assertConsistent(lane, server.api, seenVersions);
    expect(n).toBeGreaterThanOrEqual(confirmed);
    expect(n).toBeLessThanOrEqual(attempted);
    confirmed = n;
    attempted = n;
    phase = 'reading the preview';
    let text = (await server.api('GET', `/api/preview/latest_version?session_id=${sessionId}`)).json.text as string;
    phase = 'applying';
    let alive = true;
    let inFlight = false;
    const kill = (): void => {
      if (inFlight) killedDuringApply += 1;
      alive = false;
      server.process.kill('SIGKILL');
    };
    let timed = false;
    while (alive) {
      const words = [...text.matchAll(/\b[a-z]{5,}\b/g)];
      const word = words[Math.floor(Math.random() * words.length)];
      if (!word || word.index === undefined) throw new Error('no lowercase word left to correct');
      const correction = word[0].toUpperCase();
      const start = word.index;
      const item = {
        entry_id: `crash-${round}-${start}`,
        hash: `crash-${round}-${start}`,
        original: word[0],
        correction,
        coordinates: { absolute: { start, end: start + word[0].length }, relative: { start: 0, end: 0 } },
      };
      // Apply takes only findings a run of the check stored on the session (issue 14): the test
      // stores this one as a completed run on the latest version, as the check would.
      await storeFinding(lane, checkId, item);
      attempted += 1;
      inFlight = true;
      const sent = Date.now();
      if (!timed && applyMs > 0) {
        timed = true;
        setTimeout(kill, 5 + Math.random() * 1.5 * applyMs);
      }
      let failure: unknown = null;
      const answer = await server
        .api('POST', `/api/checks/${checkId}/apply`, {
          session_id: sessionId,
          results: [item],
          comment: `round ${round}`,
        })
        .catch((error: unknown) => {
          failure = error;
          return null;
        });
      inFlight = false;
      if (!answer) {
        if (alive) {
          server.process.kill('SIGKILL');
          throw new Error(
            `an apply failed while its server was alive: ${String(failure)} ${String((failure as { cause?: unknown })?.cause ?? '')}`,
          );
        }
        break; // killed mid-request: the outcome is for the next restart to show
      }
      expect(answer.status).toBe(200);
      confirmed += 1;
      text = text.slice(0, start) + correction + text.slice(start + word[0].length);
      if (applyMs === 0) {
        applyMs = Date.now() - sent;
        timed = true;
        setTimeout(kill, 5 + Math.random() * 1.5 * applyMs);
      }
    }
    phase = 'waiting for the killed process to exit';
    await server.exited;
    clearTimeout(watchdog);
  }
  const last = await startServer(lane);
  const versions = await assertConsistent(lane, last.api, seenVersions);
  last.process.kill('SIGKILL');
  expect(versions).toBeGreaterThanOrEqual(confirmed);
  return { kills, killedDuringApply, versions };
}

test.skipIf(!corpusAvailable)(
  needsCorpus(`apply survives ${KILLS} kills at random moments`),
  { timeout: 240_000 },
  async () => {
    const checkId = CHECKS.find((c) => c.resultType === 'type1')?.id;
    if (!checkId) throw new Error('The catalogue has no type1 check to apply with');
    const started = Date.now();
    const reports = await Promise.all(lanes.map((lane) => runLane(lane, Math.ceil(KILLS / LANES), checkId)));
    const kills = reports.reduce((sum, r) => sum + r.kills, 0);
    const duringApply = reports.reduce((sum, r) => sum + r.killedDuringApply, 0);
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    expect(duringApply).toBeGreaterThanOrEqual(KILLS / 2);
    // Some applies committed between kills, so restarts were checked against new versions too.
    for (const report of reports) expect(report.versions).toBeGreaterThan(2);
    console.log(
      `crash test: ${kills} kills (${duringApply} during an apply), versions ${reports.map((r) => r.versions).join(' + ')}, ${Date.now() - started} ms`,
    );
  },
);
