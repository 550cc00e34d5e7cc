/**
 * Issue 29, per-organisation quotas: formats, documents and the megabytes of uploaded files one
 * organisation may keep. Past a quota the write answers 413 with what to do, stores nothing, and
 * another organisation is not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatPage } from '../../src/contract/api/formats.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, call, countRows, upload } from './helpers.ts';

const CAROL = 'carol@contoso.example';

describe('quotas per organisation', () => {
  let server: TestServer;
  let alice: string;
  let carol: string;
  beforeAll(async () => {
    server = await startTestServer({
      database: 'sqlite',
      config: { tenantMaxFormats: 20, tenantMaxDocuments: 1, tenantStorageMb: 50 },
    });
    [alice, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(CAROL)]);
  }, 60_000);
  afterAll(async () => server?.close());

  it('refuses a format past TENANT_MAX_FORMATS with 413, for that organisation only', async () => {
    const list = await call<FormatPage>(server, 'GET', '/api/formatting/', { token: alice });
    const before = list.body.total ?? list.body.items.length;
    expect(before).toBeLessThan(20);
    for (let i = before; i < 20; i++) {
      const made = await call(server, 'POST', '/api/formatting/', {
        token: alice,
        json: { name: `Journal ${i}`, config: {} },
      });
      expect(made.status).toBe(201);
    }
    const refused = await call(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'One more', config: {} },
    });
    expect(refused.status).toBe(413);
    expect(refused.body.detail).toMatch(/keeps 20 formats, the most it may have\. Delete formats/);
    const other = await call(server, 'POST', '/api/formatting/', {
      token: carol,
      json: { name: 'Contoso journal', config: {} },
    });
    expect(other.status).toBe(201);
  });

  it('refuses a document past TENANT_MAX_DOCUMENTS with 413 and stores nothing', async () => {
    expect((await upload(server, alice)).status).toBe(201);
    const documents = await countRows(server, 'documents');
    const refused = await upload(server, alice);
    expect(refused.status).toBe(413);
    expect(refused.body.detail).toMatch(/keeps 1 document, the most it may have/);
    expect(await countRows(server, 'documents')).toBe(documents);
    expect((await upload(server, carol)).status).toBe(201);
  });
});
