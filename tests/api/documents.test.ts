/** Documents API over real HTTP with real corpus manuscripts, on SQLite and PostgreSQL. */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadFolder } from '../../src/store/upload-folder.ts';
import type { DocumentPage, DocumentSummary } from '../../src/contract/api/documents.ts';
import type { Session } from '../../src/contract/api/sessions.ts';
import { verifyAuditChain } from '../../src/services/audit.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  ALICE,
  BOB,
  DATABASES,
  ORIGINAL,
  TEMPLATE,
  blobFiles,
  corpusDocx,
  countRows,
  upload,
  uploadForm,
} from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

// Uploads are validated by the engine in a worker (a second or two each on a busy 2-core CI machine).
vi.setConfig({ testTimeout: 120_000 });

describe.skipIf(!corpusAvailable).each(DATABASES)(needsCorpus('documents API (%s)'), (database) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startTestServer({ database, config: { maxUploadMb: 1 } });
    [alice, bob] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(BOB)]);
  });
  afterAll(async () => server?.close());

  it('uploads a real manuscript with its template and lists it for its owner only', async () => {
    const answer = await upload(server, alice);
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('ok');
    expect(answer.body.issues).toEqual([]);
    const document = answer.body.document as DocumentSummary;
    expect(document).toMatchObject({
      filename: ORIGINAL().filename,
      template_filename: TEMPLATE().filename,
      original_size: ORIGINAL().bytes.length,
    });
    expect(await blobFiles(server)).toHaveLength(2);

    const mine = await call<DocumentPage>(server, 'GET', '/api/documents/', { token: alice });
    expect(mine.body.items.map((d) => d.id)).toContain(document.id);
    const paged = await call<DocumentPage>(server, 'GET', '/api/documents?page=1&size=100', { token: alice });
    expect(paged.body).toMatchObject({ page: 1, size: 100, total: mine.body.total });
    const one = await call<DocumentSummary>(server, 'GET', `/api/documents/${document.id}/`, { token: alice });
    expect(one.body).toEqual(document);

    const bobs = await call<DocumentPage>(server, 'GET', '/api/documents/', { token: bob });
    expect(bobs.body.items).toEqual([]);
    expect((await call(server, 'GET', `/api/documents/${document.id}`, { token: bob })).status).toBe(404);
  });

  it('carries what the reader did not check with the document and its session (issue 25)', async () => {
    // A real umbrella review with equations (OMML) and page headers: neither is checked.
    const answer = await upload(server, alice, corpusDocx('manuscripts', 'ms-screen-time-umbrella'), TEMPLATE());
    expect(answer.status).toBe(201);
    const document = answer.body.document as DocumentSummary;
    expect(document.warnings?.map((w) => w.code)).toEqual(['equations', 'headers-footers']);
    for (const warning of document.warnings ?? []) {
      expect(warning.count).toBeGreaterThan(0);
      expect(warning.message.startsWith(`${warning.count} `)).toBe(true);
    }
    expect(document.warnings?.[0]?.message).toMatch(/^\d+ equations? (was|were) not checked\.$/);
    const one = await call<DocumentSummary>(server, 'GET', `/api/documents/${document.id}/`, { token: alice });
    expect(one.body.warnings).toEqual(document.warnings);

    const session = await call<Session>(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: document.id, format_id: 1 },
    });
    expect(session.status).toBe(201);
    expect(session.body.document.warnings).toEqual(document.warnings);
    const again = await call<Session>(server, 'GET', `/api/sessions/${session.body.id}`, { token: alice });
    expect(again.body.document.warnings).toEqual(document.warnings);

    // A manuscript the reader reads whole carries an empty list, not null ("not recorded").
    const plain = await upload(server, alice);
    expect(plain.body.document?.warnings).toEqual([]);
  });

  it('stores the same content once and keeps it while another document uses it', async () => {
    const blobsBefore = await blobFiles(server);
    const first = await upload(server, alice);
    // Same bytes under a non-ASCII name: the name is kept exactly, the content stored once.
    const second = await upload(server, alice, { filename: 'Étude – données ß.docx', bytes: ORIGINAL().bytes });
    expect(second.body.document?.filename).toBe('Étude – données ß.docx');
    expect(await blobFiles(server)).toEqual(blobsBefore); // same bytes as the first test's upload
    expect((await call(server, 'DELETE', `/api/documents/${first.body.document?.id}`, { token: alice })).status).toBe(
      204,
    );
    expect(await blobFiles(server)).toEqual(blobsBefore);
    expect((await call(server, 'DELETE', `/api/documents/${second.body.document?.id}`, { token: alice })).status).toBe(
      204,
    );
  });

  it('refuses a non-Word file, naming which file, and stores nothing', async () => {
    const [documents, blobs] = [await countRows(server, 'documents'), await blobFiles(server)];
    const pdf = corpusDocx('hostile', 'pdf_named_as');
    const answer = await upload(server, alice, pdf, TEMPLATE());
    expect(answer.status).toBe(422);
    expect(answer.body.status).toBe('failed');
    expect(answer.body.document).toBeNull();
    expect(answer.body.issues).toHaveLength(1);
    expect(answer.body.issues[0]).toMatch(/^Original document: .*PDF/);
    expect(answer.body.detail).toMatch(/Validation errors found/);

    const both = await upload(server, alice, corpusDocx('hostile', 'truncated'), corpusDocx('hostile', 'empty'));
    expect(both.body.issues).toHaveLength(2);
    expect(both.body.issues[0]).toMatch(/^Template document: /);
    expect(both.body.issues[1]).toMatch(/^Original document: /);

    expect(await countRows(server, 'documents')).toBe(documents);
    expect(await blobFiles(server)).toEqual(blobs);
  });

  it('requires both files, multipart, and each within MAX_UPLOAD_MB', async () => {
    const documents = await countRows(server, 'documents');
    const onlyOriginal = await call(server, 'POST', '/api/documents/', { token: alice, form: uploadForm(ORIGINAL()) });
    expect(onlyOriginal.status).toBe(400);
    expect(onlyOriginal.body.detail).toMatch(/Template document \(template_file\) is missing/);

    const none = await call(server, 'POST', '/api/documents/', { token: alice, form: new FormData() });
    expect(none.status).toBe(400);
    expect(none.body.detail).toMatch(/original_file\) and .*template_file\) are missing/);

    const json = await call(server, 'POST', '/api/documents/', { token: alice, json: { original_file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.detail).toMatch(/multipart\/form-data/);

    // This server's limit is 1 MB: a 1.5 MB file is refused before it is validated or stored.
    const big = { filename: 'big.docx', bytes: Buffer.alloc(1.5 * 1024 * 1024, 7) };
    const tooLarge = await upload(server, alice, ORIGINAL(), big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.detail).toMatch(/Template document "big.docx" is larger than 1 MB/);
    expect(await countRows(server, 'documents')).toBe(documents);
  });

  it('streams each upload to disk and removes it whatever the answer: stored, refused, too large', async () => {
    const waiting = () => readdir(uploadFolder(server.deps.config.dataDir)).catch(() => [] as string[]);
    const stored = await upload(server, alice);
    expect(stored.status).toBe(201);
    expect(await waiting(), 'after a stored pair').toEqual([]);
    const notWord = { filename: 'notes.docx', bytes: Buffer.from('plain text, not a Word file') };
    const refused = await upload(server, alice, ORIGINAL(), notWord);
    expect(refused.status).toBe(422);
    expect(refused.body.issues?.join(' ')).toMatch(/^Template document: /);
    expect(await waiting(), 'after a refused pair').toEqual([]);
    const big = { filename: 'big.docx', bytes: Buffer.alloc(1.5 * 1024 * 1024, 7) };
    expect((await upload(server, alice, big, TEMPLATE())).status).toBe(413);
    expect(await waiting(), 'after a file too large').toEqual([]);
  });

  it('deletes a document with its sessions, versions and blobs, and audits both', async () => {
    const blobsBefore = await blobFiles(server);
    const other = { filename: 'other.docx', bytes: corpusDocx('articles', 'elife-00351').bytes };
    const uploaded = await upload(server, alice, other, TEMPLATE());
    const id = uploaded.body.document?.id as number;
    expect((await blobFiles(server)).length).toBe(blobsBefore.length + 1);
    const session = await call<Session>(server, 'POST', '/api/sessions/', {
      token: alice,
      json: { document_id: id, format_id: 1 },
    });
    expect(session.status).toBe(201);

    expect((await call(server, 'DELETE', `/api/documents/${id}`, { token: bob })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/documents/${id}`, { token: alice })).status).toBe(204);
    expect((await call(server, 'GET', `/api/documents/${id}`, { token: alice })).status).toBe(404);
    expect((await call(server, 'GET', `/api/sessions/${session.body.id}`, { token: alice })).status).toBe(404);
    const versions = await server.deps.db
      .selectFrom('versions')
      .select('id')
      .where('session_id', '=', session.body.id)
      .execute();
    expect(versions).toEqual([]);
    expect(await blobFiles(server)).toEqual(blobsBefore);
    expect((await call(server, 'DELETE', `/api/documents/${id}`, { token: alice })).status).toBe(404);

    const actions = (await server.deps.db.selectFrom('audit_events').select(['action', 'target']).execute()).map(
      (e) => `${e.action} ${e.target}`,
    );
    expect(actions).toContain(`document.upload document:${id}`);
    expect(actions).toContain(`document.delete document:${id}`);
    expect((await verifyAuditChain(server.deps.db)).ok).toBe(true);
  });
});
