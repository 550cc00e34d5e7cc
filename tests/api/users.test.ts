/** Admin users API over real HTTP, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUserPage } from '../../src/contract/api/users.ts';
import type { Format } from '../../src/contract/api/formats.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB, CAROL, DATABASES, blobFiles, corpusDocx, TEMPLATE, upload } from './helpers.ts';
import { call } from '../support/http-client.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';

// Uploads are validated by the engine in a worker (a second or two each on a busy 2-core CI machine).
vi.setConfig({ testTimeout: 120_000 });

describe.each(DATABASES)('admin users API (%s)', (database) => {
  let server: TestServer;
  let alice: string;
  let carol: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await startTestServer({ database });
    [alice, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(CAROL)]);
    const rows = await server.deps.db.selectFrom('users').select(['id', 'email']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.email, Number(r.id)]));
  });
  afterAll(async () => server?.close());

  it("lists only the caller's tenant, paged by page and limit", async () => {
    const all = await call<AdminUserPage>(server, 'GET', '/api/admin/users', { token: alice });
    expect(all.status).toBe(200);
    expect(all.body.items.map((u) => u.email)).toEqual([ALICE, BOB]);
    const page2 = await call<AdminUserPage>(server, 'GET', '/api/admin/users/?page=2&limit=1', { token: alice });
    expect(page2.body).toMatchObject({ total: 2, page: 2, size: 1, pages: 2 });
    expect(page2.body.items.map((u) => u.email)).toEqual([BOB]);
    const contoso = await call<AdminUserPage>(server, 'GET', '/api/admin/users', { token: carol });
    expect(contoso.body.items.map((u) => u.email)).toEqual([CAROL]);
  });

  it("shows one user of the tenant and hides other tenants' users", async () => {
    const bob = await call<AdminUser>(server, 'GET', `/api/admin/users/${ids[BOB]}`, { token: alice });
    expect(bob.body).toMatchObject({ email: BOB, name: 'Bob Tanaka', role: 'member' });
    expect((await call(server, 'GET', `/api/admin/users/${ids[BOB]}`, { token: carol })).status).toBe(404);
  });

  it('never removes yourself', async () => {
    const self = await call(server, 'DELETE', `/api/admin/users/${ids[ALICE]}`, { token: alice });
    expect(self.status).toBe(409);
    expect(self.body.detail).toMatch(/your own account/);
  });

  it.skipIf(!corpusAvailable)(
    needsCorpus('removes a user with their documents, sessions, tokens and blobs; their formats stay'),
    async () => {
      const bobToken = await server.tokenFor(BOB);
      const blobsBefore = await blobFiles(server);
      const own = { filename: 'bob.docx', bytes: corpusDocx('articles', 'plos-pone-0119074').bytes };
      const document = await upload(server, bobToken, own, TEMPLATE());
      expect(document.status).toBe(201);
      const format = await call<Format>(server, 'POST', '/api/formatting/', {
        token: bobToken,
        json: { name: "Bob's format", config: {} },
      });
      await call(server, 'POST', '/api/sessions/', {
        token: bobToken,
        json: { document_id: document.body.document?.id, format_id: format.body.id },
      });

      expect((await call(server, 'DELETE', `/api/admin/users/${ids[BOB]}`, { token: carol })).status).toBe(404);
      expect((await call(server, 'DELETE', `/api/admin/users/${ids[BOB]}/`, { token: alice })).status).toBe(204);
      expect((await call(server, 'GET', `/api/admin/users/${ids[BOB]}`, { token: alice })).status).toBe(404);
      expect((await call(server, 'GET', '/api/sessions/', { token: bobToken })).status).toBe(401);
      expect(
        await server.deps.db
          .selectFrom('documents')
          .select('id')
          .where('owner_id', '=', ids[BOB] as number)
          .execute(),
      ).toEqual([]);
      expect(await blobFiles(server)).toEqual(blobsBefore.length === 0 ? [] : blobsBefore);
      const kept = await call<Format>(server, 'GET', `/api/formatting/${format.body.id}`, { token: alice });
      expect(kept.body.created_user.name).toBe('System');
    },
  );
});
