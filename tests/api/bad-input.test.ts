/**
 * Issue 15's bad inputs, one by one: each answers a 4xx with a `{detail}` that says what to fix,
 * stores nothing it should not, and never a 500 (the fuzz test covers every route more broadly).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentPage, UploadAnswer } from '../../src/contract/api/documents.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, DATABASES, ORIGINAL, TEMPLATE, uploadForm } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(DATABASES)('bad input answers 4xx, never 500 (%s)', (database) => {
  let server: TestServer;
  let alice: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    alice = await server.tokenFor(ALICE);
  }, 120_000);
  afterAll(async () => server?.close());

  const documentCount = async (): Promise<number> =>
    (await call<DocumentPage>(server, 'GET', '/api/documents/', { token: alice })).body.total;

  it('answers 400 to a multipart body whose boundary never comes, storing nothing', async () => {
    const before = await documentCount();
    const response = await call(server, 'POST', '/api/documents/', {
      token: alice,
      headers: { 'content-type': 'multipart/form-data; boundary=NEVER' },
      rawBody:
        '--NEVER\r\nContent-Disposition: form-data; name="original_file"; filename="a.docx"\r\n\r\nPK\u0003\u0004…',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail:
        'The upload form is incomplete or malformed. Send original_file and template_file again as multipart/form-data.',
    });
    expect(await documentCount()).toBe(before);
  });

  it('answers 400 to a page number out of range on every list', async () => {
    for (const list of ['/api/formatting/', '/api/documents/', '/api/sessions/', '/api/admin/users']) {
      const answer = await call(server, 'GET', `${list}?page=99999999999999999999&size=10`, { token: alice });
      expect(`${list} ${answer.status}`).toBe(`${list} 400`);
      expect(answer.body.detail).toMatch(/page/);
    }
    const id = await call(server, 'GET', '/api/formatting/99999999999', { token: alice });
    expect(id.status).toBe(400);
  });

  it('answers 422 to a format config nested 5,000 arrays deep and to a 900 KB config, storing neither', async () => {
    const deep = `{"name":"Deep","config":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const nested = await call(server, 'POST', '/api/formatting/', { token: alice, rawBody: deep });
    expect(nested.status).toBe(422);
    expect(nested.body.detail).toBe('The request body is nested more than 32 levels deep. Send a flatter JSON object.');

    const big = await call(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'Big', config: { notes: 'x'.repeat(900 * 1024) } },
    });
    expect(big.status).toBe(422);
    expect(big.body.detail).toMatch(/config: at most 64 KB of JSON \(this one is 901 KB\)/);
    const names = (await call<{ items: { name: string }[] }>(server, 'GET', '/api/formatting/', { token: alice })).body
      .items;
    expect(names.map((f) => f.name)).not.toContain('Deep');
    expect(names.map((f) => f.name)).not.toContain('Big');
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus(
      'stores a 5,000-character file name cut to 255 characters with its extension, without invisible characters',
    ),
    async () => {
      const long = { ...ORIGINAL(), filename: `${'Trial report '.repeat(400)}\u202Excod.docx` };
      const answer = await call<UploadAnswer>(server, 'POST', '/api/documents/', {
        token: alice,
        form: uploadForm(long, TEMPLATE()),
      });
      expect(answer.status).toBe(201);
      const filename = answer.body.document?.filename ?? '';
      expect([...filename].length).toBe(255);
      expect(filename.endsWith('.docx')).toBe(true);
      expect(filename).toMatch(/^Trial report Trial report/);
      expect(filename).not.toMatch(/\u202E/);
    },
  );
});
