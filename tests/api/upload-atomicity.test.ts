/**
 * "No request leaves anything half-written": an upload whose database write fails after its
 * blobs were written leaves no blob and no row, and answers the generic 500 (cause logged only).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanFilename } from '../../src/services/documents.ts';
import { INTERNAL_ERROR_DETAIL } from '../../src/server/errors.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, blobFiles, countRows, upload } from './helpers.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

vi.setConfig({ testTimeout: 120_000 });

describe('upload atomicity (sqlite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
  });
  afterAll(async () => server?.close());

  it.skipIf(!corpusAvailable)(needsCorpus('removes the blobs it wrote when the row cannot be written'), async () => {
    await sql`create trigger refuse_documents before insert on documents begin select raise(abort, 'disk trouble'); end`.execute(
      server.deps.db,
    );
    const answer = await upload(server, await server.tokenFor(ALICE));
    expect(answer.status).toBe(500);
    expect(answer.body.detail).toBe(INTERNAL_ERROR_DETAIL);
    expect(JSON.stringify(answer.body)).not.toContain('disk trouble');
    expect(await blobFiles(server)).toEqual([]);
    expect(await countRows(server, 'documents')).toBe(0);
  });
});

describe('cleanFilename', () => {
  it('keeps the base name only, without control characters', () => {
    expect(cleanFilename('../../etc/Trial.docx', 'x')).toBe('Trial.docx');
    expect(cleanFilename('C:\\Users\\me\\Draft 2.docx', 'x')).toBe('Draft 2.docx');
    expect(cleanFilename('bad\u0000\nname.docx', 'x')).toBe('badname.docx');
    expect(cleanFilename('   ', 'manuscript.docx')).toBe('manuscript.docx');
  });
});
