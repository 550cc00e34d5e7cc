/** Probes, the OpenAPI description, request ids and error shapes, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, DATABASES } from './helpers.ts';
import { call } from '../support/http-client.ts';

describe.each(DATABASES)('platform (%s)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  it('answers health and readiness without a token', async () => {
    expect(await call(server, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call(server, 'GET', '/api/ready/')).toMatchObject({
      status: 200,
      body: { status: 'ready', database },
    });
  });

  it('serves an OpenAPI description of every platform route, with a browsable page', async () => {
    const spec = await call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      server,
      'GET',
      '/api/docs/json',
    );
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/formatting/',
      '/api/formatting/{id}',
      '/api/formatting/template',
      '/api/documents/',
      '/api/documents/{id}',
      '/api/sessions/',
      '/api/sessions/{id}',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/health',
      '/api/ready',
    ]) {
      expect(Object.keys(spec.body.paths), path).toContain(path);
    }
    expect(Object.keys(spec.body.paths['/api/formatting/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger/i);
  });

  it("tags every answer with a request id, keeping the caller's", async () => {
    const own = await call(server, 'GET', '/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(own.headers.get('x-request-id')).toBe('trace-123');
    const generated = await call(server, 'GET', '/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers.get('cache-control')).toBe('no-store');
    expect(generated.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers {detail} JSON for unknown routes and missing tokens', async () => {
    const unknown = await call(server, 'POST', '/api/no-such-thing', { json: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toMatch(/No route POST \/api\/no-such-thing/);
    const noToken = await call(server, 'GET', '/api/sessions/');
    expect(noToken.status).toBe(401);
    expect(noToken.body.detail).toMatch(/sign in/i);
    const garbage = await call(server, 'GET', '/api/sessions/', { token: 'not-a-token' });
    expect(garbage.status).toBe(401);
    const token = await server.tokenFor(ALICE);
    // A client that labels a body-less DELETE as JSON is not refused for it.
    const format = await call<{ id: number }>(server, 'POST', '/api/formatting/', {
      token,
      json: { name: 'To delete', config: {} },
    });
    const labelled = await call(server, 'DELETE', `/api/formatting/${format.body.id}`, { token, rawBody: '' });
    expect(labelled.status).toBe(204);
    const emptyPost = await call(server, 'POST', '/api/formatting/', { token, rawBody: '' });
    expect(emptyPost.status).toBe(422);
    const badQuery = await call(server, 'GET', '/api/sessions/?page=abc', { token });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.detail).toMatch(/page/);
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 unavailable', async () => {
    const server = await startTestServer({ database: 'sqlite' });
    try {
      await server.deps.db.destroy();
      const ready = await call(server, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'unavailable' });
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
