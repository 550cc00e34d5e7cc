/** Formats API over real HTTP, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Format, FormatPage } from '../../src/contract/api/formats.ts';
import { FORMAT_FIELDS, type FormatConfig } from '../../src/contract/format-config.ts';
import { refreshReadyMadeFormats } from '../../src/services/formats.ts';
import { JOURNAL_FORMATS } from '../../src/services/journal-formats.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, BOB, CAROL, DATABASES } from './helpers.ts';
import { call } from '../support/http-client.ts';

describe.each(DATABASES)('formats API (%s)', (database) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let carol: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    [alice, bob, carol] = await Promise.all([server.tokenFor(ALICE), server.tokenFor(BOB), server.tokenFor(CAROL)]);
  });
  afterAll(async () => server?.close());

  it('starts every tenant with the ready-made journal formats', async () => {
    for (const token of [alice, carol]) {
      const list = await call<FormatPage>(server, 'GET', '/api/formatting/', { token });
      expect(list.status).toBe(200);
      expect(list.body.items.map((f) => f.name)).toEqual(JOURNAL_FORMATS.map((f) => f.name));
      expect(list.body.total).toBe(JOURNAL_FORMATS.length);
    }
    const lancet = (await call<FormatPage>(server, 'GET', '/api/formatting', { token: alice })).body.items.find(
      (f) => f.name === 'The Lancet',
    );
    expect(lancet?.config.option_decimal_separator).toBe('Mid-line point');
    expect(lancet?.created_user.name).toBe('System');
  });

  it('pages with page and size, with and without the trailing slash', async () => {
    const page2 = await call<FormatPage>(server, 'GET', '/api/formatting/?page=2&size=4', { token: alice });
    expect(page2.status).toBe(200);
    expect(page2.body).toMatchObject({
      total: JOURNAL_FORMATS.length,
      page: 2,
      size: 4,
      pages: Math.ceil(JOURNAL_FORMATS.length / 4),
    });
    expect(page2.body.items).toHaveLength(JOURNAL_FORMATS.length - 4);
    const noSlash = await call<FormatPage>(server, 'GET', '/api/formatting?page=1&size=100', { token: alice });
    expect(noSlash.body.items).toHaveLength(JOURNAL_FORMATS.length);
    const bad = await call(server, 'GET', '/api/formatting/?page=0&size=500', { token: alice });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/page|size/);
  });

  it('serves the template for a new format', async () => {
    const template = await call<FormatConfig>(server, 'GET', '/api/formatting/template', { token: bob });
    expect(template.status).toBe(200);
    expect(Object.keys(template.body)).toEqual(FORMAT_FIELDS.map((f) => f.key));
    expect(template.body.language).toBe('Not requested');
    expect(template.body.max_words_abstract).toBe(0);
  });

  it('creates, reads, updates and deletes a format, keeping unknown fields, with who and when', async () => {
    const created = await call<Format>(server, 'POST', '/api/formatting/', {
      token: bob,
      json: {
        name: 'House style',
        config: { max_words_abstract: 250, language: 'English (UK)', house_rule: { keep: true } },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'House style',
      created_user: { name: 'Bob Tanaka' },
      updated_user: { name: 'Bob Tanaka' },
    });
    expect(created.body.config.house_rule).toEqual({ keep: true });
    expect(new Date(created.body.created_at).toISOString()).toBe(created.body.created_at);

    // Formats are shared inside the tenant; an admin (Alice) may edit Bob's (issue 15: creator or admin).
    const updated = await call<Format>(server, 'PUT', `/api/formatting/${created.body.id}/`, {
      token: alice,
      json: { name: 'House style v2', config: { ...created.body.config, max_words_abstract: 300 } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'House style v2',
      created_user: { name: 'Bob Tanaka' },
      updated_user: { name: 'Alice Martin' },
    });
    expect(updated.body.config.max_words_abstract).toBe(300);
    expect(updated.body.config.house_rule).toEqual({ keep: true });

    const read = await call<Format>(server, 'GET', `/api/formatting/${created.body.id}`, { token: bob });
    expect(read.body.name).toBe('House style v2');

    expect((await call(server, 'DELETE', `/api/formatting/${created.body.id}`, { token: bob })).status).toBe(204);
    const gone = await call(server, 'GET', `/api/formatting/${created.body.id}`, { token: alice });
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toMatch(/Format not found/);
  });

  it('answers 422 naming each bad field, and stores nothing', async () => {
    const before = (await call<FormatPage>(server, 'GET', '/api/formatting/', { token: alice })).body.total;
    const bad = await call(server, 'POST', '/api/formatting/', {
      token: alice,
      json: {
        name: 'Broken',
        config: { max_words_abstract: -5, language: 'Klingon', journal_URL: 'https://x', citation_style: 3 },
      },
    });
    expect(bad.status).toBe(422);
    for (const field of ['max_words_abstract', 'language', 'journal_URL', 'citation_style'])
      expect(bad.body.detail).toContain(`config.${field}`);
    expect(bad.body.detail).toContain('"English (UK)"');

    const notObject = await call(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'Array', config: [1, 2] },
    });
    expect(notObject.status).toBe(422);
    expect(notObject.body.detail).toMatch(/config must be a JSON object/);

    const missingName = await call(server, 'POST', '/api/formatting/', { token: alice, json: { config: {} } });
    expect(missingName.status).toBe(422);
    expect(missingName.body.detail).toMatch(/name/);

    const blankName = await call(server, 'PUT', '/api/formatting/1', {
      token: alice,
      json: { name: '   ', config: {} },
    });
    expect(blankName.status).toBe(422);

    expect((await call<FormatPage>(server, 'GET', '/api/formatting/', { token: alice })).body.total).toBe(before);
  });

  it('answers 400 for malformed JSON and 404 for unknown ids', async () => {
    const malformed = await call(server, 'POST', '/api/formatting/', {
      token: alice,
      rawBody: '{"name": "x", "config": {',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/not valid JSON/);
    expect((await call(server, 'GET', '/api/formatting/999999', { token: alice })).status).toBe(404);
    expect(
      (await call(server, 'PUT', '/api/formatting/999999', { token: alice, json: { name: 'x', config: {} } })).status,
    ).toBe(404);
    expect((await call(server, 'DELETE', '/api/formatting/999999', { token: alice })).status).toBe(404);
    const notAnId = await call(server, 'GET', '/api/formatting/abc', { token: alice });
    expect(notAnId.status).toBe(400);
  });

  it('refuses an oversize body with 413', async () => {
    const huge = await call(server, 'POST', '/api/formatting/', {
      token: alice,
      json: { name: 'Huge', config: { padding: 'x'.repeat(2 * 1024 * 1024) } },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toMatch(/too large/);
  });
  it("brings a ready-made format nobody edited up to the product's definition at start, and leaves an edited one", async () => {
    const db = server.deps.db;
    const jama = JOURNAL_FORMATS.find((f) => f.name === 'JAMA');
    expect(jama?.config.option_thousand_separator).toBe('Thin space');
    // As seeded by an earlier release (JAMA grouped with a comma), in both organisations; Carol, an
    // administrator, has since edited Contoso's copy.
    const earlier = JSON.stringify({ ...jama?.config, option_thousand_separator: 'Comma' });
    await db.updateTable('formats').set({ config: earlier }).where('name', '=', 'JAMA').execute();
    const carolId = (await db.selectFrom('users').select('id').where('email', '=', CAROL).executeTakeFirstOrThrow()).id;
    const contoso = (
      await db.selectFrom('users').select('tenant_id').where('id', '=', carolId).executeTakeFirstOrThrow()
    ).tenant_id;
    await db
      .updateTable('formats')
      .set({ updated_by: carolId })
      .where('name', '=', 'JAMA')
      .where('tenant_id', '=', contoso)
      .execute();

    expect(await refreshReadyMadeFormats(db)).toBe(1);
    expect(await refreshReadyMadeFormats(db)).toBe(0); // nothing left to bring up to date
    const jamaOf = async (token: string) =>
      (await call<FormatPage>(server, 'GET', '/api/formatting/', { token })).body.items.find((f) => f.name === 'JAMA');
    const northwind = await jamaOf(alice);
    expect(northwind?.config.option_thousand_separator).toBe('Thin space');
    expect(northwind?.updated_user.name).toBe('System');
    expect((await jamaOf(carol))?.config.option_thousand_separator).toBe('Comma');
  });
});
