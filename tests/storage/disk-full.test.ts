/**
 * Issue 29, storage errors: the data folder on a small tmpfs that fills up. A write answers 507
 * with a message a writer understands (the real cause logged), reads are still served, nothing
 * already stored is lost, and writes work again once space returns. Needs root (mount), as CI is.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../src/contract/api/documents.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, upload } from '../api/helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

const MOUNT_MB = 48;

describe('a full data folder (SQLite on a small tmpfs)', () => {
  let mountPoint: string;
  let server: TestServer;
  let token: string;
  const filler = () => path.join(mountPoint, 'filler.bin');

  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(tmpdir(), 'mc-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MOUNT_MB}m,mode=0700`, 'tmpfs', mountPoint]);
    mkdirSync(path.join(mountPoint, 'data'));
    server = await startTestServer({ database: 'sqlite', dataDir: path.join(mountPoint, 'data') });
    token = await server.tokenFor(ALICE);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus(
      'answers 507 while full, keeps serving reads and stored work, and takes writes again once space returns',
    ),
    async () => {
      const first = await upload(server, token);
      expect(first.status).toBe(201);

      // Fill the disk to the last block.
      try {
        writeFileSync(filler(), Buffer.alloc(MOUNT_MB * 1024 * 1024));
      } catch (error) {
        expect((error as { code?: string }).code).toBe('ENOSPC');
      }
      const full = await upload(server, token);
      expect(full.status).toBe(507);
      expect(full.body.detail).toMatch(/storage is full or cannot be written/i);
      const format = await call(server, 'POST', '/api/formatting/', {
        token,
        json: { name: 'While full', config: {} },
      });
      expect([507, 422]).toContain(format.status);

      const list = await call<DocumentPage>(server, 'GET', '/api/documents/', { token });
      expect(list.status).toBe(200);
      expect(list.body.items.map((d) => d.id)).toContain(first.body.document?.id);

      rmSync(filler());
      const again = await upload(server, token);
      expect(again.status).toBe(201);
      expect((await call<DocumentPage>(server, 'GET', '/api/documents/', { token })).body.total).toBe(2);
    },
    120_000,
  );
});
