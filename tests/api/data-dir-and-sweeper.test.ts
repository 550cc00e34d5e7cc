/**
 * Issue 15, quiet hardening of the data folder, on the server process as `npm start` runs it:
 * DATA_DIR is 0700 and what the server writes there 0600 (password and token hashes, the signing
 * key, manuscripts); blobs a crash left without a row are removed after the grace period, and
 * nothing younger or still referenced is touched — across a kill -9 and a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { issueApiToken } from '../../src/auth/tokens.ts';
import { LocalBlobStore } from '../../src/store/blob/local-blob-store.ts';
import { createDatabase, sqliteFileIn } from '../../src/store/db.ts';
import { corpusFiles, repoRoot, corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { freePort, waitFor } from '../support/ports.ts';
import { call } from '../support/http-client.ts';

const mode = async (file: string) => (await stat(file)).mode & 0o777;

function start(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      BLOB_SWEEP_GRACE_MINUTES: '60',
    },
    stdio: 'ignore',
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the data folder of the server process', () => {
  it.skipIf(!corpusAvailable)(
    needsCorpus('is private, and orphaned blobs go after the grace period, across a kill -9'),
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'mc-datadir-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let server = start(dataDir, port);
      try {
        await waitFor('the server', async () => (await fetch(`${base}/api/ready`)).ok, 30_000, 100);
        expect(await mode(dataDir)).toBe(0o700);
        expect(await mode(sqliteFileIn(dataDir))).toBe(0o600);

        const db = createDatabase({ databaseUrl: null, sqliteFile: sqliteFileIn(dataDir) });
        const alice = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'alice@northwind.example')
          .executeTakeFirstOrThrow();
        const { token } = await issueApiToken(db, Number(alice.id), 1);
        await db.destroy();
        const entry = (name: string) => corpusFiles('articles').find((f) => f.name === name)?.file ?? '';
        const form = new FormData();
        const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
        form.append('original_file', new Blob([readFileSync(entry('plos-pmed-0030205'))], { type: docx }), 'a.docx');
        form.append('template_file', new Blob([readFileSync(entry('elife-00351'))], { type: docx }), 't.docx');
        const upload = await call(base, 'POST', '/api/documents/', { token, form });
        expect(upload.status).toBe(201);
        const blobRoot = path.join(dataDir, 'blobs');
        const kept = await filesUnder(blobRoot);
        expect(kept.length).toBe(2);
        for (const file of kept) {
          expect(await mode(file)).toBe(0o600);
          expect(await mode(path.dirname(file))).toBe(0o700);
        }

        // What a crash between writing a blob and committing its row leaves: blobs without rows and
        // a half-written temp file. Two of them are old, one was written a moment ago.
        const store = new LocalBlobStore(blobRoot);
        const old = await store.put(new TextEncoder().encode('orphan written two hours ago'));
        const young = await store.put(new TextEncoder().encode('orphan written just now'));
        const oldFile = path.join(blobRoot, old.key.slice(0, 2), old.key.slice(2, 4), old.key);
        const tempFile = path.join(path.dirname(oldFile), `.${'e'.repeat(64)}.0a1b2c.tmp`);
        await writeFile(tempFile, 'half a file');
        const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
        await utimes(oldFile, twoHoursAgo, twoHoursAgo);
        await utimes(tempFile, twoHoursAgo, twoHoursAgo);
        // Referenced blobs are old too: age alone never removes a blob.
        for (const file of kept) await utimes(file, twoHoursAgo, twoHoursAgo);

        server.kill('SIGKILL');
        await new Promise((resolve) => server.once('exit', resolve));
        server = start(dataDir, port);
        await waitFor('the server again', async () => (await fetch(`${base}/api/ready`)).ok, 30_000, 100);
        await waitFor('the sweep', async () => !(await store.exists(old.key)), 60_000, 250);
        const left = await filesUnder(blobRoot);
        expect(left.sort()).toEqual(
          [...kept, path.join(blobRoot, young.key.slice(0, 2), young.key.slice(2, 4), young.key)].sort(),
        );
        const list = await call<{ total: number }>(base, 'GET', '/api/documents/', { token });
        expect(list.body.total).toBe(1);
      } finally {
        server.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
